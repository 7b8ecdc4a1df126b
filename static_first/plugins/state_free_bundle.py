"""Leave out of the bundle what a state-free static export never runs.

With `enable_state=False` no page has a Reflex event or state var, yet every
page would load Reflex's websocket client (socket.io), its event loop
(utils/state.js), emotion (Reflex compiles elements to its `jsx`, but no
element has a `css` prop) and resize-observer-polyfill (react-slick's, for
browsers without ResizeObserver). Reflex's colour-mode provider
(utils/react-theme.js) saves the mode in localStorage on every visit, before
any consent; the site is light only (light_only.py). Plain Vite aliases
point those imports to small stand-ins in static_first/js/, for the
prerender, the browser and `reflex run` alike.
The stand-ins keep only the names the generated code imports: if Reflex's
output starts to import another one, the build fails on the missing export.
"""

from dataclasses import dataclass
from typing import Unpack

from reflex.plugins import Plugin

from static_first.generated import compiled_app
from static_first.generated.hook_context import PreCompileContext
from static_first.generated.vite_config import FILE, add_aliases
from static_first.js_modules import web_path
from static_first.order import Ordered

# import (as Vite sees it) -> stand-in in static_first/js/
ALIASES = {
    compiled_app.SOCKET_CLIENT: "no_socket.js",
    compiled_app.EMOTION: "no_emotion.js",
    compiled_app.STATE: "no_state.js",
    compiled_app.RESIZE_OBSERVER_POLYFILL: "native_resize_observer.js",
    compiled_app.COLOR_MODE: "light_theme.js",
}


@dataclass(kw_only=True, frozen=True)
class StateFreeBundlePlugin(Ordered, Plugin):
    """Aliases socket.io, emotion, Reflex's state and colour-mode modules and the ResizeObserver polyfill."""

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        context["add_modify_task"](FILE, alias_state_free_modules)


def alias_state_free_modules(config: str) -> str:
    # Before Reflex's own "$" alias, which would otherwise claim $/utils/state.
    return add_aliases(
        config,
        {pattern: web_path(stub) for pattern, stub in ALIASES.items()},
        purpose="alias the state-free modules",
    )
