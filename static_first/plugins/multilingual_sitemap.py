"""Build plugin: sitemap.xml, every page in every language with its alternates.

Reflex's own sitemap plugin (`rx.plugins.SitemapPlugin`, which an app
using this one disables) knows one language. Search engines read a
multilingual site's pages from the sitemap as Google documents it: each
page's <url> names the page in every language, itself included, with
<xhtml:link rel="alternate" hreflang>, and x-default (the default
language's page). The pages are the site's routes that are `in_sitemap`.
"""

from dataclasses import dataclass
from typing import Unpack
from xml.etree.ElementTree import Element, SubElement, indent, tostring

from static_first.generated.hook_context import PreCompileContext
from static_first.plugins.base import SitePlugin
from static_first.site import StaticSite

SITEMAP = "public/sitemap.xml"
_SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
_XHTML_NS = "http://www.w3.org/1999/xhtml"


@dataclass(kw_only=True, frozen=True)
class MultilingualSitemapPlugin(SitePlugin):
    """Writes sitemap.xml from the site's routes."""

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        site = self.described()
        context["add_save_task"](lambda: (SITEMAP, sitemap_xml(site)))


def sitemap_xml(site: StaticSite) -> str:
    urlset = Element("urlset", {"xmlns": _SITEMAP_NS, "xmlns:xhtml": _XHTML_NS})
    for route in site.routes:
        if not route.in_sitemap or route.not_found:
            continue
        url = SubElement(urlset, "url")
        SubElement(url, "loc").text = route.url
        for code, href in route.alternates:
            SubElement(url, "xhtml:link", {"rel": "alternate", "hreflang": code, "href": href})
    indent(urlset, "  ")
    return tostring(urlset, encoding="utf-8", xml_declaration=True).decode("utf-8")
