"""The floors the bench holds the pages to.

- A page's FLOOR is its own exported HTML with its scripts removed: the same
  content, markup and inline stylesheet, with no framework at all. The host
  serves it at the page's URL plus `?bench-floor`, so its relative URLs and
  its status (404 for the 404 page) are the page's own. The budgets compare
  each page's first paint and LCP with its floor's.
- The CONTENT-FREE FLOOR is the home page's first screen (same hero
  <picture>, h1, intro text, brand and nav) as plain HTML with a little
  inline CSS, from floor.html: the best a page of this site could do. Each
  page's first paint is reported in ms over it, with no budget.
"""

from __future__ import annotations

import html
import re
import string
from pathlib import Path

from tools.html_tree import Node, parse_html

FLOOR_QUERY = "bench-floor"
CONTENT_FREE_PATH = "/__floor/"
CONTENT_FREE_TEMPLATE = Path(__file__).with_name("floor.html")

# An HTML script element ends at the first `</script`, whatever its code
# says, so the shortest match is the whole element.
_SCRIPT = re.compile(r"<script\b([^>]*)>.*?</script\s*>", re.IGNORECASE | re.DOTALL)
_TYPE = re.compile(r"""(?:^|\s)type\s*=\s*["']?([^"'\s>]+)""", re.IGNORECASE)
_MODULEPRELOAD = re.compile(
    r"""<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>""", re.IGNORECASE
)


class FloorError(Exception):
    """The exported home page lacks what the content-free floor is made of."""


def floor_url(path: str) -> str:
    return f"{path}?{FLOOR_QUERY}"


def without_scripts(page: str) -> str:
    """`page` with every <script> and module preload removed, but data
    blocks (JSON-LD): no browser runs them, they are the page's content."""

    def keep_data(match: re.Match) -> str:
        kind = _TYPE.search(match.group(1))
        return match.group(0) if kind and kind.group(1).lower().endswith("json") else ""

    return _MODULEPRELOAD.sub("", _SCRIPT.sub(keep_data, page))


# --- the content-free floor ----------------------------------------------------

# Attributes worth carrying over to its hero (no classes: no site CSS).
_IMG_ATTRS = (
    "src",
    "srcset",
    "sizes",
    "alt",
    "width",
    "height",
    "fetchpriority",
    "loading",
    "decoding",
)
_SOURCE_ATTRS = ("type", "srcset", "sizes", "media")


def _tag(node: Node, keep: tuple[str, ...]) -> str:
    attrs = "".join(
        f' {name}="{html.escape(node.attrs[name], quote=True)}"'
        for name in keep
        if name in node.attrs
    )
    return f"<{node.tag}{attrs}>"


def hero_image(doc: Node) -> Node:
    """The export's LCP image: the first <img fetchpriority=high>, else the
    first image inside an element whose class mentions 'hero', else the first
    non-lazy image."""
    imgs = doc.find_all("img")
    for pred in (
        lambda n: n.attrs.get("fetchpriority", "").lower() == "high",
        lambda n: any("hero" in c for a in (n, *n.ancestors()) for c in a.classes()),
        lambda n: n.attrs.get("loading", "").lower() != "lazy",
    ):
        found = [n for n in imgs if pred(n)]
        if found:
            return found[0]
    raise FloorError("dist/index.html has no <img> to use as the floor's hero image")


def content_free_floor(index_html: str) -> tuple[str, dict]:
    """The content-free floor's HTML and a summary of what it was built from."""
    doc = parse_html(index_html)
    html_el = doc.find("html")
    title = doc.find("title")
    desc = doc.find(lambda n: n.tag == "meta" and n.attrs.get("name") == "description")
    icon = doc.find(lambda n: n.tag == "link" and "icon" in n.attrs.get("rel", "").split())

    img = hero_image(doc)
    picture = img.parent if img.parent is not None and img.parent.tag == "picture" else None
    sources = [c for c in picture.elements() if c.tag == "source"] if picture else []
    hero = Node("img", {**img.attrs, "fetchpriority": "high", "loading": "eager"})
    hero_picture = "".join(
        [("<picture>" if picture else "")]
        + [_tag(s, _SOURCE_ATTRS) for s in sources]
        + [_tag(hero, _IMG_ATTRS)]
        + [("</picture>" if picture else "")]
    )

    h1 = doc.find("h1")
    if h1 is None:
        raise FloorError("dist/index.html has no <h1>")
    intro = doc.find(lambda n: n.tag == "p" and "hero-text" in n.classes())
    if intro is None:  # the first paragraph after the h1, in document order
        seen = False
        for n in doc.iter():
            if n is h1:
                seen = True
            elif seen and n.tag == "p" and n.text() and h1 not in n.ancestors():
                intro = n
                break

    header = doc.find("header") or doc
    brand = header.find(lambda n: n.tag == "a" and "brand" in n.classes()) or header.find("a")
    nav = header.find("nav") or doc.find("nav")
    nav_links = nav.find_all(lambda n: n.tag == "a" and n.attrs.get("href")) if nav else []
    nav_items = "\n".join(
        f'<li><a href="{html.escape(a.attrs["href"], quote=True)}">{html.escape(a.text())}</a></li>'
        for a in nav_links
    )

    esc = html.escape
    page = string.Template(CONTENT_FREE_TEMPLATE.read_text(encoding="utf-8")).substitute(
        lang=esc(html_el.attrs.get("lang", "en") if html_el else "en"),
        title=esc(title.text() if title else "Floor"),
        description=esc(desc.attrs.get("content", "") if desc else ""),
        icon=_tag(icon, ("rel", "href", "type")) if icon else "",
        brand_href=esc(brand.attrs.get("href", "/") if brand else "/", quote=True),
        brand=esc(brand.text() if brand else ""),
        nav_label=esc(nav.attrs.get("aria-label", "Meny") if nav else "Meny", quote=True),
        nav_items=nav_items,
        hero_picture=hero_picture,
        h1=esc(h1.text()),
        intro=esc(intro.text() if intro else ""),
    )
    summary = {
        "hero_src": img.attrs.get("src"),
        "hero_srcset": img.attrs.get("srcset"),
        "hero_sources": [s.attrs.get("type") for s in sources],
        "h1": h1.text(),
        "intro": intro.text() if intro else None,
        "nav_links": len(nav_links),
    }
    return page, summary
