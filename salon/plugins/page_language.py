"""Build plugin: each exported page says its own language in `<html lang>`.

Reflex writes one `html_lang` into the document of every page, the default
language's (salon/salon.py). A page under another language's prefix
(salon/locales.py: /en/...) gets that language's code instead, in the HTML
as served: React never changes an attribute of the element it hydrates,
and a link to another language is a plain link (the language switch), so
the page keeps it.
"""

import re
from dataclasses import dataclass
from pathlib import Path

from reflex.plugins import Plugin

from salon.locales import DEFAULT, LOCALES, Locale
from salon.plugins.admin import app_pages
from salon.plugins.static_pages import route_path

_HTML_LANG = re.compile(r'<html lang="[^"]*"')


@dataclass(kw_only=True, frozen=True)
class PageLanguagePlugin(Plugin):
    """Sets `<html lang>` of every exported page to its language's code."""

    def post_build(self, **context) -> None:
        site = Path(context["static_dir"])
        for page in app_pages(site):
            locale = page_locale(site, page)
            if locale != DEFAULT:
                page.write_text(with_language(page.read_text(), locale.code))


def page_locale(site: Path, page: Path) -> Locale:
    """The language whose prefix the page's address starts with."""
    path = route_path(site, page)
    return next(
        (
            locale
            for locale in LOCALES
            if locale.prefix and (path == locale.prefix or path.startswith(locale.prefix + "/"))
        ),
        DEFAULT,
    )


def with_language(html: str, code: str) -> str:
    if len(_HTML_LANG.findall(html)) != 1:
        raise RuntimeError("a page's <html lang> changed shape: cannot set its language")
    return _HTML_LANG.sub(f'<html lang="{code}"', html, count=1)
