"""Build plugin: sitemap.xml, every page in every language with its alternates.

Reflex's own sitemap plugin knows one language. Search engines read a
multilingual site's pages from the sitemap as Google documents it: each
page's <url> names the page in every language, itself included, with
<xhtml:link rel="alternate" hreflang>, and x-default (the default
language's page). The pages are the route registry's that are `in_sitemap`.
"""

from dataclasses import dataclass
from xml.etree.ElementTree import Element, SubElement, indent, tostring

from reflex.plugins import Plugin

SITEMAP = "public/sitemap.xml"
_SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
_XHTML_NS = "http://www.w3.org/1999/xhtml"


@dataclass(kw_only=True, frozen=True)
class SitemapPlugin(Plugin):
    """Writes sitemap.xml from the route registry."""

    def pre_compile(self, **context) -> None:
        context["add_save_task"](lambda: (SITEMAP, sitemap_xml()))


def sitemap_xml() -> str:
    # Imported while compiling, not with rxconfig.py (docs/architecture.md, "reflex run").
    from salon import routes, seo

    urlset = Element("urlset", {"xmlns": _SITEMAP_NS, "xmlns:xhtml": _XHTML_NS})
    for route in routes.all_routes():
        if not route.in_sitemap:
            continue
        url = SubElement(urlset, "url")
        SubElement(url, "loc").text = seo.page_url(route)
        for code, href in seo.alternates(route):
            SubElement(url, "xhtml:link", {"rel": "alternate", "hreflang": code, "href": href})
    indent(urlset, "  ")
    return tostring(urlset, encoding="utf-8", xml_declaration=True).decode("utf-8")
