"""What the layer is given: the site's routes with their languages and paths,
its URL, the folders other plugins write, and what its hosts must allow.

An app describes its site once, in a function the layer calls while
compiling (`"package.module:function"`, see `plugins()` in __init__.py), so
that rxconfig.py imports nothing of the app: under `reflex run` every worker
then reads the app's modules afresh.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Language:
    code: str  # "sv"
    prefix: str = ""  # "" for the default language, else "/en"


@dataclass(frozen=True)
class Route:
    """One page in one language."""

    path: str  # as the app registers it: "/om-oss", "/en/about", "404", "/en/404"
    language: Language
    url: str = ""  # absolute, for the sitemap
    # (hreflang, absolute URL) of the page in every language, x-default included.
    alternates: tuple[tuple[str, str], ...] = ()
    in_sitemap: bool = True
    not_found: bool = False
    # The page's component, for what the layer reads of it (its React modules).
    render: Callable[[], object] | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Subtree:
    """A folder of the export that another plugin writes (a CMS, say): the
    layer leaves its pages as they are and gives them their own policy."""

    folder: str
    policy: Mapping[str, list[str]]  # Content-Security-Policy, directive -> sources
    headers: Mapping[str, str] = field(default_factory=dict)  # sent besides the policy
    # Whether browsers may prerender its pages ahead of a click.
    prerender: bool = False


@dataclass(frozen=True)
class StaticSite:
    url: str  # the site's address, without a trailing slash
    languages: tuple[Language, ...]  # the default first
    routes: tuple[Route, ...]  # every page in every language, the 404 pages included
    subtrees: tuple[Subtree, ...] = ()
    # Origins the pages may embed in a frame, and send a form or a fetch to.
    frame_origins: tuple[str, ...] = ()
    form_origins: tuple[str, ...] = ()
    # Modules of the compiled app that need React in the browser: a page that
    # imports none of them loads no framework (`react_prefix`, but
    # `hydration_marker`). None: every page keeps React.
    react_prefix: str | None = None
    hydration_marker: str = ""
    # The page's code that runs without React (custom elements): the modules
    # that make its chunk, a regular expression over their paths.
    elements_members: str = ""
    # Stylesheets of packages, joined into the global one.
    package_stylesheets: tuple[str, ...] = ()
    # Folders of assets/ that are build inputs, not files a browser asks for.
    build_inputs: tuple[str, ...] = ()

    @property
    def default(self) -> Language:
        return self.languages[0]

    def language_of(self, path: str) -> Language:
        """The language whose prefix `path` starts with."""
        for language in self.languages:
            prefix = language.prefix
            if prefix and (path == prefix or path.startswith(prefix + "/")):
                return language
        return self.default

    @property
    def not_found(self) -> list[Route]:
        return [route for route in self.routes if route.not_found]


def load(reference: str) -> StaticSite:
    """Calls the app's `"module:function"`, which describes its site."""
    module, _, name = reference.partition(":")
    describe = getattr(importlib.import_module(module), name)
    return describe()
