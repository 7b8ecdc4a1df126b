"""Build plugin: the browser's bundle leaves out the parts of a page React never changes.

Reflex compiles each page, its text included, into the module that hydrates
it, so a visitor's phone would download the page's content twice, as HTML
and as JavaScript. A Vite plugin (static_first/js/static_subtrees.js) finds, in
the compiled document and routes, every element whose props are literals and
whose content holds no widget, ref or handler, and in the browser's bundle
gives it its prerendered content instead of its children
(`dangerouslySetInnerHTML`, read from the page by
static_first/js/static_html.js): React hydrates it without walking it and
never changes it. The prerender marks each such element (`data-s`). Only the
export's build is changed; `reflex run` serves the modules as compiled.
"""

from dataclasses import dataclass
from typing import Unpack

from reflex.plugins import Plugin

from static_first.generated.hook_context import PreCompileContext
from static_first.generated.vite_config import FILE, add_vite_plugin
from static_first.js_modules import web_path
from static_first.order import Ordered

VITE_PLUGIN = "static_subtrees.js"


@dataclass(kw_only=True, frozen=True)
class StaticSubtreesPlugin(Ordered, Plugin):
    """Adds the Vite plugin that leaves static content out of the browser's bundle."""

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        context["add_modify_task"](FILE, add_static_subtrees)


def add_static_subtrees(config: str) -> str:
    return add_vite_plugin(
        config,
        name="staticSubtrees",
        module=web_path(VITE_PLUGIN),
        call="staticSubtrees()",
        purpose="leave the pages' static content out of the browser's bundle",
    )
