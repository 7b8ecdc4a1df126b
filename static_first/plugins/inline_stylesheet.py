"""Build plugin: the site's stylesheet inlined into every page's <head>.

In an export, Reflex links its global stylesheet (`__reflex_global_styles.css`:
the reset and the app's stylesheets) and React Router a stylesheet per CSS
file a component imports; Chrome holds the first paint until every one has
arrived. This plugin edits Reflex's document template (the `Layout` every
page renders), so that the prerender and the browser render the same head:
the CSS text in a <style> (static_first/js/inline_stylesheet.js), and no
preload or <link> (dropped from the HTML alone, hydration fails: React error
#418). A package's own stylesheet (the site's `package_stylesheets`) joins
the global one, so no page has a route stylesheet. Nothing then holds the
first paint for the rest of the page (`<link rel="expect" blocking="render">`
would, but the W3C Nu HTML Checker rejects it): a control further down may
appear, working, a frame later.

`reflex run` keeps Reflex's <link>, for Vite to swap on a CSS change, marked
with a `precedence`: a stylesheet resource, which React never removes. Every
content edit rewrites the stylesheet and Vite swaps the <link> for a copy;
had React owned the original, its next render would remove it again (a
removeChild error and React's error screen).
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
