"""The site's stylesheet inlined into every page's <head> (issue 19).

Reflex links its one global stylesheet (`__reflex_global_styles.css`, which
imports the reset and assets/css/salon.css) with a <link rel=preload> and a
<link rel=stylesheet>, and React Router adds a route stylesheet for every CSS
file a component imports. Chrome holds the first paint until all of them
arrive: on a slow phone network that is ~0.3-0.4 s after the HTML.

In the production build this plugin edits Reflex's document template (the
`Layout` every page renders), so the prerender and the browser render the
same head:
- the CSS text goes into a <style> (assets/js/inline_stylesheet.js);
- the preload and the <link> go. Both renders agree, so hydration does not
  miss them (removing them from the HTML alone breaks it: React error #418).
  Kept as media="print", the link still cost a download and a second parse
  of the whole sheet on the main thread, traced right before first paint.
With nothing holding it, Chrome may paint the top of a page before the rest
is parsed; a control further down then appears, working, a frame later.
(`<link rel="expect" blocking="render">` would hold the first paint for the
whole page, but the W3C Nu HTML Checker rejects it.)
react-slick's own stylesheet joins the global one (it is 0.7 KB gzip), so
the home page has no route stylesheet either. The dev server (`reflex run`)
keeps Reflex's links: Vite swaps them on a CSS change.
"""

from dataclasses import dataclass

from reflex.utils.exec import is_prod_mode
from reflex_base.constants import Dirs, PageNames
from reflex_base.plugins.base import Plugin

DOCUMENT = f"{Dirs.PAGES}/{PageNames.DOCUMENT_ROOT}"
INLINE_STYLESHEET = "$/public/js/inline_stylesheet.js"
SLICK_CSS = "slick-carousel/slick/slick.css"
_PRELOAD = 'jsx("link",{as:"style",href:reflexGlobalStyles,rel:"preload"},),'
_LINK = 'jsx("link",{href:reflexGlobalStyles,rel:"stylesheet",type:"text/css"},)'
_IMPORT = f'import {{InlineStylesheet}} from "{INLINE_STYLESHEET}"\n'


@dataclass(kw_only=True, frozen=True)
class InlineStylesheetPlugin(Plugin):
    """Puts the global stylesheet in a <style> in every page's <head>."""

    def get_stylesheet_paths(self, **context) -> list[str]:
        return [SLICK_CSS]

    def pre_compile(self, **context) -> None:
        if is_prod_mode():
            context["add_modify_task"](DOCUMENT, inline_stylesheet)


def inline_stylesheet(template: str) -> str:
    if template.count(_PRELOAD) != 1 or template.count(_LINK) != 1:
        raise RuntimeError(f"{DOCUMENT} changed shape: cannot inline the stylesheet")
    head = "jsx(InlineStylesheet,{},)"
    return _IMPORT + template.replace(_PRELOAD, "", 1).replace(_LINK, head, 1)
