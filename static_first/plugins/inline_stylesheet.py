"""Build plugin: the site's stylesheet inlined into every page's <head>.

Reflex links its one global stylesheet (`__reflex_global_styles.css`, which
imports the reset and the app's stylesheets) with a <link rel=preload> and a
<link rel=stylesheet>, and React Router adds a route stylesheet for every CSS
file a component imports. Chrome holds the first paint until all of them
arrive: on a slow phone network that is ~0.3-0.4 s after the HTML.

In the production build this plugin edits Reflex's document template (the
`Layout` every page renders), so the prerender and the browser render the
same head:
- the CSS text goes into a <style> (static_first/js/inline_stylesheet.js);
- the preload and the <link> go. Both renders agree, so hydration does not
  miss them (removing them from the HTML alone breaks it: React error #418).
  Kept as media="print", the link still cost a download and a second parse
  of the whole sheet on the main thread, traced right before first paint.
With nothing holding it, Chrome may paint the top of a page before the rest
is parsed; a control further down then appears, working, a frame later.
(`<link rel="expect" blocking="render">` would hold the first paint for the
whole page, but the W3C Nu HTML Checker rejects it.)
A package's own stylesheet (the site's `package_stylesheets`) joins the
global one, so no page has a route stylesheet either.

The dev server (`reflex run`) keeps Reflex's <link>, for Vite to swap on a
CSS change, and every compile rewrites the stylesheet, so every content edit
swaps it: Vite puts a copy after it and removes the original. As an ordinary
element, the original still belonged to React, and the next render of a new
document (the same compile) removed it again: a removeChild error and
React's error screen. Marked with a `precedence`, the <link> is a stylesheet
resource, which React never removes.
"""

from dataclasses import dataclass
from typing import Unpack

from static_first.generated import postcss_config, reset_css
from static_first.generated.document_root import FILE as DOCUMENT
from static_first.generated.document_root import STYLESHEET_LINK as _LINK
from static_first.generated.document_root import STYLESHEET_PRELOAD as _PRELOAD
from static_first.generated.hook_context import CommonContext, PreCompileContext
from static_first.generated.reflex_private import is_prod_mode
from static_first.generated.vite_config import config_path, layer_module
from static_first.js_modules import web_path
from static_first.plugins.base import SitePlugin
from static_first.plugins.security_headers import SecurityHeadersPlugin

INLINE_STYLESHEET = layer_module("inline_stylesheet.js")
# Declarations browsers ignore that the reset rule below cannot reach (they
# are in a package's stylesheet, installed after the compile), dropped by PostCSS.
DROP_DEAD_CSS = config_path(web_path("drop_dead_css.js"))
_IMPORT = f'import {{InlineStylesheet}} from "{INLINE_STYLESHEET}"\n'


@dataclass(kw_only=True, frozen=True)
class InlineStylesheetPlugin(SitePlugin):
    """Puts the global stylesheet in a <style> in every page's <head>."""

    # Its edit of the document root is one of those the policy's hashes see.
    before = (SecurityHeadersPlugin,)

    def get_stylesheet_paths(self, **context: Unpack[CommonContext]) -> list[str]:
        return list(self.described().package_stylesheets)

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        context["add_modify_task"](reset_css.FILE, drop_dead_reset_rules)
        context["add_modify_task"](postcss_config.FILE, add_drop_dead_css)
        if is_prod_mode():
            context["add_modify_task"](DOCUMENT, inline_stylesheet)
        else:
            context["add_modify_task"](DOCUMENT, stylesheet_as_resource)


def add_drop_dead_css(config: str) -> str:
    # Last in the list, so it also sees what postcss-import brought in (a
    # package's stylesheet).
    return postcss_config.add_plugin(config, DROP_DEAD_CSS)


def drop_dead_reset_rules(css: str) -> str:
    # Left out, nothing a visitor sees changes, and the inline stylesheet
    # passes the W3C Nu HTML Checker's CSS check.
    kept, dropped = reset_css.DEAD_RULE.subn("", css)
    # 0: an earlier build of this .web/ dropped them already.
    if dropped not in (0, reset_css.DEAD_RULES):
        raise RuntimeError(f"{reset_css.FILE} changed shape: cannot drop its invalid font rules")
    return kept


def stylesheet_as_resource(template: str) -> str:
    if template.count(_LINK) != 1:
        raise RuntimeError(f"{DOCUMENT} changed shape: cannot make the stylesheet a resource")
    resource = _LINK.replace('rel:"stylesheet",', 'precedence:"default",rel:"stylesheet",', 1)
    return template.replace(_LINK, resource, 1)


def inline_stylesheet(template: str) -> str:
    if template.count(_PRELOAD) != 1 or template.count(_LINK) != 1:
        raise RuntimeError(f"{DOCUMENT} changed shape: cannot inline the stylesheet")
    head = "jsx(InlineStylesheet,{},)"
    return _IMPORT + template.replace(_PRELOAD, "", 1).replace(_LINK, head, 1)
