"""Where /admin/ saves on the live site: content/cms.yml, read and checked.

Decap CMS saves through a Git backend (GitHub, GitLab or Git Gateway), or
through the site's own server (`server`: Decap's proxy backend, answered by
salon/editors/ on the same origin), which the owner names in
content/cms.yml (its comments say how). This module reads it
(`load_settings`, one line per problem), gives Decap its `backend` section,
and says which hosts the CMS reaches, for /admin/'s
Content-Security-Policy (salon/cms/admin.py).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator, model_validator
from pydantic_core import PydanticCustomError
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap
from ruamel.yaml.error import YAMLError

from salon import paths
from salon.build_stop import BuildError
from salon.web_origin import origin


class CmsConfigError(BuildError):
    """content/cms.yml is wrong, or the schema has a shape the generator
    cannot turn into a form field: /admin/ cannot be built."""

    subject = "admin"


# The own server's addresses (salon/editors/), on the site's own origin:
# Decap's proxy backend posts every action to EDITOR_ENDPOINT, and the
# server's own pages log an editor in and out.
EDITOR_ENDPOINT = "/api/editor"
LOGIN_PATH = "/admin/login"
LOGOUT_PATH = "/admin/logout"

# What the other backends need and the own server does not.
_NOT_ON_SERVER = ("repo", "app_id", "base_url", "auth_endpoint", "api_root")
_HTTPS = re.compile(r"^https://[^\s/]+(/\S*)?$")
_REPO = re.compile(r"^[\w.-]+(/[\w.-]+)+$")


class CmsSettings(BaseModel):
    """content/cms.yml: the live site's backend (see the comments in that file)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    backend: Literal["github", "gitlab", "git-gateway", "server"]
    repo: str | None = None
    branch: str = "main"
    # github: the OAuth provider (Decap's default is Netlify's, https://api.netlify.com);
    # gitlab: the GitLab instance (default https://gitlab.com).
    base_url: str | None = None
    auth_endpoint: str | None = None
    app_id: str | None = None  # gitlab: the OAuth application for PKCE
    api_root: str | None = None  # a self-hosted GitHub Enterprise or GitLab API

    @field_validator("base_url", "api_root")
    @classmethod
    def _https(cls, value: str | None) -> str | None:
        if value is not None and not _HTTPS.match(value):
            raise ValueError(f"must be an https:// URL, got {value!r}")
        return value

    @field_validator("repo")
    @classmethod
    def _repo(cls, value: str | None) -> str | None:
        if value is not None and not _REPO.match(value):
            raise ValueError(f"must be owner/name, got {value!r}")
        return value

    @model_validator(mode="after")
    def _complete(self):
        if self.backend in ("github", "gitlab") and not self.repo:
            raise _refused("repo", f"the {self.backend} backend needs the repository, owner/name")
        if self.backend == "gitlab" and not self.app_id:
            raise _refused("app_id", "GitLab's PKCE log-in needs the OAuth application's ID")
        if self.backend == "git-gateway" and (self.repo or self.app_id):
            key = "repo" if self.repo else "app_id"
            raise _refused(key, "git-gateway takes none: Netlify knows the repository")
        present = [key for key in _NOT_ON_SERVER if getattr(self, key) is not None]
        if self.backend == "server" and present:
            raise _refused(
                present[0],
                "the server backend takes none: it saves in the checkout it runs from "
                "(delete the line)",
            )
        return self

    @property
    def own_server(self) -> bool:
        """Whether the site's own server is the backend (salon/editors/)."""
        return self.backend == "server"

    @property
    def api_origins(self) -> list[str]:
        """Where the CMS's requests go on the live site (the admin page's connect-src)."""
        if self.backend == "github":
            # Decap also reads GitHub's status page, to warn of an outage.
            return [
                _origin(self.api_root or "https://api.github.com"),
                "https://www.githubstatus.com",
            ]
        if self.backend == "gitlab":
            # The API, and the token exchange of the PKCE log-in.
            base = _origin(self.base_url or "https://gitlab.com")
            return sorted({_origin(self.api_root or base), base})
        if self.backend == "server":
            return []  # EDITOR_ENDPOINT, on the site's own origin
        # Git Gateway and Netlify Identity are on the site's own origin
        # (/.netlify/git, /.netlify/identity); Decap reads Netlify's status page.
        return ["https://www.netlifystatus.com"]

    @property
    def avatar_origins(self) -> list[str]:
        """Where the logged-in user's picture comes from (the admin page's img-src)."""
        if self.backend == "github":
            return ["https://avatars.githubusercontent.com"]
        if self.backend == "gitlab":
            return sorted(
                {_origin(self.base_url or "https://gitlab.com"), "https://secure.gravatar.com"}
            )
        return []


def _origin(url: str) -> str:
    assert url.startswith("https://") and urlsplit(url).netloc, url
    return origin(url)


def load_settings(path: Path = paths.CMS_SETTINGS) -> CmsSettings:
    """content/cms.yml as CmsSettings; a bad value raises CmsConfigError with
    one line per problem, naming the file, the line and the key."""
    shown = _shown(path)
    try:
        data = YAML().load(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise CmsConfigError(f"{shown}: cannot read: {error.strerror}") from None
    except YAMLError as error:
        problem = " ".join(str(error).split())
        raise CmsConfigError(f"{shown}: not valid YAML: {problem}") from None
    try:
        return CmsSettings.model_validate(data)
    except ValidationError as error:
        lines = []
        for problem in error.errors():
            key = (problem.get("ctx") or {}).get("key") or ".".join(map(str, problem["loc"]))
            message = problem["msg"].removeprefix("Value error, ").removeprefix(f"{key}: ")
            line = _line_of(data, key)
            where = f"{shown}:{line}" if line else shown
            lines.append(f"{where}: {key + ': ' if key else ''}{message}")
        raise CmsConfigError("\n".join(lines)) from None


def _refused(key: str, message: str) -> PydanticCustomError:
    """A problem of the whole file that one key's line causes."""
    return PydanticCustomError("cms_setting", "{key}: {message}", {"key": key, "message": message})


def _line_of(data: Any, key: str) -> int | None:
    """The 1-based line of a top-level `key` in the file, if it is there."""
    if isinstance(data, CommentedMap) and key in data:
        return data.lc.key(key)[0] + 1
    return None


def _shown(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(paths.ROOT))
    except ValueError:
        return str(path)


def backend(settings: CmsSettings) -> dict[str, Any]:
    """Decap's `backend` section."""
    if settings.own_server:
        # The branch is the checkout's own: the server commits on it, whatever Decap names.
        return {"name": "proxy", "proxy_url": EDITOR_ENDPOINT}
    config: dict[str, Any] = {"name": settings.backend}
    if settings.repo:
        config["repo"] = settings.repo
    config["branch"] = settings.branch
    if settings.backend == "gitlab":
        config["auth_type"] = "pkce"
        config["app_id"] = settings.app_id
    for key in ("base_url", "auth_endpoint", "api_root"):
        value = getattr(settings, key)
        if value is not None:
            config[key] = value
    return config
