"""The site's stylesheet inlined into every page's <head> (issue 19).

Reflex links its one global stylesheet (`__reflex_global_styles.css`, which
imports the reset and assets/css/salon.css) with a <link rel=preload> and a
<link rel=stylesheet>, and React Router adds a route stylesheet for every CSS
file a component imports. Chrome holds the first paint until all of them
arrive: on a slow phone network that is ~0.3-0.4 s after the HTML.

In the production build this plugin edits Reflex's document template (the
`Layout` every page renders), so the prerender and the browser render the
same head:
- the CSS text goes into a <style> (assets/js/reflex/inline_stylesheet.js);
- the preload and the <link> go. Both renders agree, so hydration does not
  miss them (removing them from the HTML alone breaks it: React error #418).
  Kept as media="print", the link still cost a download and a second parse
  of the whole sheet on the main thread, traced right before first paint.
With nothing holding it, Chrome may paint the top of a page before the rest
is parsed; a control further down then appears, working, a frame later.
(`<link rel="expect" blocking="render">` would hold the first paint for the
whole page, but the W3C Nu HTML Checker rejects it.)
react-slick's own stylesheet joins the global one (it is 0.7 KB gzip), so
the home page has no route stylesheet either.

The dev server (`reflex run`) keeps Reflex's <link>, for Vite to swap on a
CSS change, and every compile rewrites the stylesheet, so every content edit
swaps it: Vite puts a copy after it and removes the original. As an ordinary
element, the original still belonged to React, and the next render of a new
document (the same compile) removed it again: a removeChild error and
React's error screen. Marked with a `precedence`, the <link> is a stylesheet
resource, which React never removes.
"""

import re
from dataclasses import dataclass

from reflex.plugins import Plugin

from salon.plugins.reflex_output import (
    DOCUMENT,
    POSTCSS_PLUGINS,
    PUBLIC_JS,
    RESET,
    VITE_PUBLIC_JS,
    Dirs,
    is_prod_mode,
)
from salon.plugins.reflex_output import STYLESHEET_LINK as _LINK
from salon.plugins.reflex_output import STYLESHEET_PRELOAD as _PRELOAD

INLINE_STYLESHEET = f"{PUBLIC_JS}/reflex/inline_stylesheet.js"
SLICK_CSS = "slick-carousel/slick/slick.css"
POSTCSS_CONFIG = Dirs.POSTCSS_JS
# Declarations browsers ignore that the reset rule below cannot reach (they
# are in slick.css, a package installed after the compile), dropped by PostCSS.
DROP_DEAD_CSS = f"{VITE_PUBLIC_JS}/reflex/drop_dead_css.js"
_IMPORT = f'import {{InlineStylesheet}} from "{INLINE_STYLESHEET}"\n'
# Reflex's reset copies Tailwind's preflight without its --theme() calls,
# leaving `font-family: --default-font-family, ui-sans-serif, …` and two
# font-*-settings like it, for the page and for code: invalid CSS that every
# browser drops. Left out, nothing a visitor sees changes, and the inline
# stylesheet passes the W3C Nu HTML Checker's CSS check.
_DEAD_RESET_RULE = re.compile(
    r"\n[ \t]*font-(?:family|feature-settings|variation-settings):\s*--default-[^;]*;[^\n]*"
)
_DEAD_RESET_RULES = 6


@dataclass(kw_only=True, frozen=True)
class InlineStylesheetPlugin(Plugin):
    """Puts the global stylesheet in a <style> in every page's <head>."""

    def get_stylesheet_paths(self, **context) -> list[str]:
        return [SLICK_CSS]

    def pre_compile(self, **context) -> None:
        context["add_modify_task"](RESET, drop_dead_reset_rules)
        context["add_modify_task"](POSTCSS_CONFIG, add_drop_dead_css)
        if is_prod_mode():
            context["add_modify_task"](DOCUMENT, inline_stylesheet)
        else:
            context["add_modify_task"](DOCUMENT, stylesheet_as_resource)


def add_drop_dead_css(config: str) -> str:
    # Last in the list, so it also sees what postcss-import brought in (slick.css).
    # Reflex writes this file once per .web/: a later compile finds it added.
    if f'"{DROP_DEAD_CSS}"' in config:
        return config
    if config.count(POSTCSS_PLUGINS) != 1:
        raise RuntimeError(f"{POSTCSS_CONFIG} changed shape: cannot add {DROP_DEAD_CSS}")
    start = config.index(POSTCSS_PLUGINS) + len(POSTCSS_PLUGINS)
    end = config.index("\n  },", start)
    return config[:end] + f'\n    "{DROP_DEAD_CSS}": {{}},' + config[end:]


def drop_dead_reset_rules(css: str) -> str:
    kept, dropped = _DEAD_RESET_RULE.subn("", css)
    # 0: an earlier build of this .web/ dropped them already.
    if dropped not in (0, _DEAD_RESET_RULES):
        raise RuntimeError(f"{RESET} changed shape: cannot drop its invalid font rules")
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
