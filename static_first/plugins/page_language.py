"""Build plugin: each exported page says its own language in `<html lang>`.

Reflex writes one `html_lang` into the document of every page, the default
language's. A page under another language's prefix (/en/...) gets that
language's code instead, in the HTML as served: React never changes an
attribute of the element it hydrates, and a link to another language is a
plain link, so the page keeps it.
"""

from dataclasses import dataclass
from typing import Unpack

from static_first.generated.hook_context import PostBuildContext
from static_first.generated.prerendered_page import HTML_LANG
from static_first.pages import app_pages, route_path
from static_first.plugins.base import SitePlugin
from static_first.plugins.prerendered_404 import Prerendered404Plugin


@dataclass(kw_only=True, frozen=True)
class PageLanguagePlugin(SitePlugin):
    """Sets `<html lang>` of every exported page to its language's code."""

    # The 404 pages are in place.
    after = (Prerendered404Plugin,)

    def post_build(self, **context: Unpack[PostBuildContext]) -> None:
        site = self.described()
        static_dir = context["static_dir"]
        not_found = site.not_found[0].path
        for page in app_pages(static_dir, self.foreign()):
            language = site.language_of(route_path(static_dir, page, not_found))
            if language != site.default:
                page.write_text(with_language(page.read_text(), language.code))


def with_language(html: str, code: str) -> str:
    if len(HTML_LANG.findall(html)) != 1:
        raise RuntimeError("a page's <html lang> changed shape: cannot set its language")
    return HTML_LANG.sub(f'<html lang="{code}"', html, count=1)
