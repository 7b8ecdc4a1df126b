"""Every page of the site in every language, collected from the page modules themselves.

Each module in salon/pages/ declares its page beside its page function, with
its path in each language (salon/locales.py):

    @page(sv="/om-oss", en="/en/about", heading=lambda c: c.texts.about_title)
    def about(route: Route) -> rx.Component:
        return layout(route, ...)

The function's name is the page's key in the content (`pages.<key>`: title,
description, menu label). A `Route` is a page in one language: the app
registers one per language the site is built in (salon/salon.py), the
header links those of its own language with a menu label, the language
switch links a route's counterpart, the sitemap lists those `in_sitemap`,
and the tests read each route's path and `heading` (its `<h1>`), so a new
page is its module plus its texts (docs/architecture.md, "Adding a page").

A route carries the content it was made with (salon/content.py, `Contents`),
so a page reads its texts from its route, never from a global: the app
passes what it loaded (`all_routes(contents=...)`). A caller that has none at
hand may leave it out: the functions below then ask `content.load()`, which
reads the files only the first time.

The registry is filled by importing salon.pages, which imports every module
in it. This module never does (the pages stand above it: they import the
layout, which links them); whoever asks for the routes imports the pages
first: the app (salon/salon.py), the tools, the tests (tests/conftest.py).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from salon import content
from salon.build_stop import stop_build
from salon.content import Contents
from salon.content_model import Content, Pages
from salon.locales import BY_CODE, CODES, DEFAULT, Locale

# Reflex's route for every unknown path, the default language's 404 page;
# 404.html is made from it (static_first/plugins/prerendered_404.py). Another
# language's 404 page has a path under its prefix, from which that
# language's 404.html is made.
NOT_FOUND_PATH = "404"


@dataclasses.dataclass(frozen=True)
class Page:
    key: str  # the content's `pages` key, and the page function's name
    paths: Mapping[str, str]  # by language code
    render: Callable[[Route], object] = dataclasses.field(compare=False, repr=False)
    # The text of the page's <h1>, from the content in the page's language.
    heading: Callable[[Content], str] = dataclasses.field(compare=False, repr=False)
    in_sitemap: bool = True
    not_found: bool = False


@dataclasses.dataclass(frozen=True)
class Route:
    """A page in one language."""

    page: Page
    locale: Locale
    # The content in every language, the page's among them.
    contents: Contents = dataclasses.field(compare=False, repr=False)

    @property
    def key(self) -> str:
        return self.page.key

    @property
    def path(self) -> str:
        return self.page.paths[self.locale.code]

    @property
    def in_sitemap(self) -> bool:
        return self.page.in_sitemap

    @property
    def is_not_found(self) -> bool:
        return self.page.not_found

    @property
    def content(self) -> Content:
        """The content in this route's language."""
        return self.contents[self.locale.code]

    def heading(self) -> str:
        return self.page.heading(self.content)

    def component(self):
        """The page, as Reflex evaluates it while compiling: a photo the code
        names that cannot be read stops the build with one line."""
        with stop_build():
            return self.page.render(self)

    def link(self, key: str) -> str:
        """The path of page `key` in this route's language."""
        return path(key, self.locale)

    @property
    def counterparts(self) -> list[Route]:
        """This page in every language the site is built in, this one included."""
        return [Route(self.page, locale, self.contents) for locale in self.contents.languages]


_REGISTRY: dict[str, Page] = {}


def page(
    *,
    heading: Callable[[Content], str],
    in_sitemap: bool = True,
    not_found: bool = False,
    **paths: str,
):
    """Declares the decorated function as the page at `paths`, one per
    language code (`sv="/om-oss", en="/en/about"`)."""

    def register(render: Callable[[Route], object]):
        key = render.__name__
        if set(paths) != set(CODES):
            raise ValueError(f"page {key!r} needs a path in each language: {', '.join(CODES)}")
        for code, path in paths.items():
            prefix = BY_CODE[code].prefix
            if prefix and path != prefix and not path.startswith(f"{prefix}/"):
                raise ValueError(f"page {key!r}: its {code} path {path} is not under {prefix}/")
        new = Page(key, dict(paths), render, heading, in_sitemap, not_found)
        known = _REGISTRY.get(key)
        if known is not None and known.paths != new.paths:
            raise ValueError(f"two pages named {key!r}: {known.paths} and {new.paths}")
        for other in _REGISTRY.values():
            clash = set(other.paths.values()) & set(new.paths.values())
            if other.key != key and clash:
                raise ValueError(f"{', '.join(sorted(clash))} is both {other.key!r} and {key!r}")
        _REGISTRY[key] = new
        return render

    return register


def _registry() -> dict[str, Page]:
    if not _REGISTRY:
        raise LookupError(
            "no page is registered: import salon.pages first (as salon/salon.py does)"
        )
    return _REGISTRY


def languages(contents: Contents | None = None) -> tuple[Locale, ...]:
    """The languages the site is built in (the content's `english` setting)."""
    return (contents or content.load()).languages


def _ordered(pages: list[Page]) -> list[Page]:
    order = list(Pages.model_fields)
    untitled = [p.key for p in pages if p.key not in order]
    if untitled:
        raise LookupError(
            f"no texts for the page(s) {', '.join(untitled)}: add each to Pages "
            "(salon/content_model/texts.py) and to `pages` in the content"
        )
    return sorted(pages, key=lambda p: order.index(p.key))


def all_routes(locale: Locale | None = None, *, contents: Contents | None = None) -> list[Route]:
    """Every page but the 404 pages, in every language the site is built in
    (or in `locale` alone), each language in the order of the content's
    `pages` (the menu's and the sitemap's order)."""
    contents = contents or content.load()
    pages = _ordered([p for p in _registry().values() if not p.not_found])
    chosen = contents.languages if locale is None else (locale,)
    return [Route(p, each, contents) for each in chosen for p in pages]


def path(key: str, locale: Locale = DEFAULT) -> str:
    """The path of page `key` in `locale` (no content needed)."""
    return _registry()[key].paths[locale.code]


def get(key: str, locale: Locale = DEFAULT, *, contents: Contents | None = None) -> Route:
    return Route(_registry()[key], locale, contents or content.load())


def not_found(locale: Locale = DEFAULT, *, contents: Contents | None = None) -> Route:
    page = next(p for p in _registry().values() if p.not_found)
    return Route(page, locale, contents or content.load())


def not_found_routes(*, contents: Contents | None = None) -> list[Route]:
    """The 404 page in every language the site is built in."""
    contents = contents or content.load()
    return [not_found(locale, contents=contents) for locale in contents.languages]


def by_path(path: str, *, contents: Contents | None = None) -> Route:
    contents = contents or content.load()
    for locale in contents.languages:
        for each in _registry().values():
            if each.paths[locale.code] == path:
                return Route(each, locale, contents)
    raise LookupError(path)
