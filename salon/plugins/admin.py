"""Build plugin: the CMS at /admin/, in `reflex run` and in every export.

Before each compile it writes three files into Reflex's public folder
(`.web/public/admin/`), which the development server serves as they are and
the export copies into the static site:

- `index.html`: the page that loads the CMS; `noindex`, and not in the
  sitemap (which lists the app's routes only);
- `config.yml`: the CMS's configuration, generated from the content's schema
  and content/cms.yml (salon/plugins/cms_config.py);
- `decap-cms.js`: Decap CMS's own browser bundle from npm (scripts/setup.sh
  fetches it), served from the site's origin: no CDN.

Under `reflex run`, Vite serves a public file only by its exact name; a
small Vite plugin (assets/js/reflex/admin_index.js) serves the page at
/admin/ as well, as static hosts do.

Reflex copies every exported `X/index.html` to `X.html` for hosts without
directory indexes; the plugin removes that copy of the CMS's page
(`admin.html`), which would be served at /admin under the site's headers:
/admin redirects to /admin/ instead (every host does that by itself; nginx
is told to in deploy/nginx/salon.conf).

The page has no inline script or style. Its Content-Security-Policy is its
own (`admin_policy`), the only one with 'unsafe-eval'; the security-headers
plugin puts it in the page and in the headers files for /admin/, and keeps
the site's policy for every other page (docs/decisions.md, "/admin/").
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from pathlib import Path

from reflex.plugins import Plugin

from salon import paths
from salon.plugins import cms_config
from salon.plugins.reflex_output import VITE_DEFINE_CONFIG_IMPORT, VITE_PLUGIN_LIST, VITE_PUBLIC_JS

FOLDER = "admin"
PAGE = "index.html"
CONFIG = "config.yml"
BUNDLE = "decap-cms.js"
# The address crawlers must not index; X-Robots-Tag says the same in headers.
ROBOTS = "noindex, nofollow"


def is_admin_page(site: Path, page: Path) -> bool:
    return page.relative_to(site).parts[0] == FOLDER


def app_pages(site: Path) -> list[Path]:
    """The export's pages made by Reflex: every HTML file but the CMS's, which
    the plugins that rework Reflex's pages must leave alone."""
    return sorted(
        page for page in Path(site).rglob("*.html") if not is_admin_page(Path(site), page)
    )


def admin_policy(settings: cms_config.CmsSettings) -> dict[str, list[str]]:
    """The admin page's Content-Security-Policy, directive -> sources.

    Each source beyond 'self' is there because Decap CMS cannot work without
    it (checked in Chromium by tests/e2e/test_admin.py, which fails on any
    violation; docs/decisions.md lists why each is needed).
    """
    return {
        "default-src": ["'self'"],
        # Decap validates its configuration with AJV, which compiles the
        # schema into functions with `new Function` (decaporg/decap-cms#2138).
        "script-src": ["'self'", "'unsafe-eval'"],
        # Decap styles itself with Emotion, which writes <style> elements
        # with generated rules at run time: no hash can be known in advance.
        "style-src": ["'self'", "'unsafe-inline'"],
        # blob: the previews of photos, which Decap reads through the backend
        # and shows from memory; the logged-in user's avatar.
        "img-src": ["'self'", "blob:", *settings.avatar_origins],
        "font-src": ["'self'"],
        # The backend's API; blob: a photo chosen for upload, which Decap
        # reads back from memory to send it. Not Decap's local server
        # (local_backend), which only `reflex run` uses: its pages carry no policy.
        "connect-src": ["'self'", "blob:", *settings.api_origins],
        "frame-src": ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }


def admin_page(title: str, base: str = "/") -> str:
    """The page that loads the CMS. Its paths are absolute (under the site's
    `base`, Reflex's frontend_path), whichever URL shows it."""
    folder = f"{base.rstrip('/')}/{FOLDER}"
    return f"""<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="{ROBOTS}">
<title>{escape(title)}</title>
<link rel="cms-config-url" type="text/yaml" href="{folder}/{CONFIG}">
</head>
<body>
<noscript>Redigeringsläget behöver JavaScript. Slå på JavaScript i webbläsaren och ladda om sidan.</noscript>
<script src="{folder}/{BUNDLE}"></script>
</body>
</html>
"""


class AdminBuildError(Exception):
    """The CMS cannot be built: its bundle or its settings are missing or wrong."""


def bundle() -> str:
    try:
        return paths.DECAP_BUNDLE.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise AdminBuildError(
            f"no Decap CMS bundle at {paths.DECAP_BUNDLE.relative_to(paths.ROOT)}: "
            "run ./scripts/setup.sh (it fetches decap-cms from npm)"
        ) from None


def admin_files() -> list[tuple[str, str]]:
    """(path in .web/, text) of every file /admin/ needs."""
    # Read here, not in rxconfig.py: see the note there on `reflex run`.
    from reflex.config import get_config

    from salon.content import CONTENT
    from salon.content_model import Content

    settings = cms_config.load_settings()
    config = cms_config.cms_config(
        Content.model_json_schema(),
        settings,
        site_url=CONTENT.site_url,
        title=CONTENT.salon_name,
    )
    folder = f"public/{FOLDER}"
    return [
        (
            f"{folder}/{PAGE}",
            admin_page(f"Redigera {CONTENT.salon_name}", get_config().prepend_frontend_path("/")),
        ),
        (f"{folder}/{CONFIG}", cms_config.dump(config)),
        (f"{folder}/{BUNDLE}", bundle()),
    ]


def serve_admin_index(config: str) -> str:
    """vite.config.js with the plugin that serves /admin/ in development."""
    if config.count(VITE_DEFINE_CONFIG_IMPORT) != 1 or config.count(VITE_PLUGIN_LIST) != 1:
        raise RuntimeError("vite.config.js changed shape: cannot serve /admin/ in development")
    config = config.replace(
        VITE_DEFINE_CONFIG_IMPORT,
        VITE_DEFINE_CONFIG_IMPORT
        + f'import adminIndex from "{VITE_PUBLIC_JS}/reflex/admin_index.js";\n',
    )
    return config.replace(VITE_PLUGIN_LIST, VITE_PLUGIN_LIST + "    adminIndex(),\n")


@dataclass(kw_only=True, frozen=True)
class AdminPlugin(Plugin):
    """Writes /admin/ (page, generated config, Decap's bundle) into the public folder."""

    def pre_compile(self, **context) -> None:
        try:
            files = admin_files()
        except (AdminBuildError, cms_config.CmsConfigError) as error:
            raise SystemExit(f"admin: {error}") from None
        context["add_save_task"](lambda: files)
        context["add_modify_task"]("vite.config.js", serve_admin_index)

    def post_build(self, **context) -> None:
        # Before the plugins that rework every page Reflex made.
        (Path(context["static_dir"]) / f"{FOLDER}.html").unlink(missing_ok=True)
