"""Leave out of the bundle what a state-free static export never runs.

With `enable_state=False` no page has a Reflex event or state var, yet every
page loaded Reflex's websocket client (socket.io, ~13 KB gzip), its event
loop (utils/state.js, ~12 KB), emotion
(~8 KB; Reflex compiles elements to its `jsx`, but no element has a `css`
prop) and resize-observer-polyfill (~2 KB; react-slick's, for browsers
without ResizeObserver). Reflex's colour-mode provider (utils/react-theme.js)
saved the mode in localStorage on every visit, before any consent; the site
is light only (salon/plugins/light_only.py). Vite aliases point those imports to
small stand-ins in assets/js.
The stand-ins keep only the names the generated code imports: if Reflex's
output starts to import another one, the build fails on the missing export.
"""

from dataclasses import dataclass

from reflex.plugins import Plugin

from salon.plugins.reflex_output import VITE_ALIAS_LIST as _ALIAS_LIST
from salon.plugins.reflex_output import VITE_PUBLIC_JS

# import (as Vite sees it) -> stand-in in assets/js/reflex (copied to public/js/reflex)
ALIASES = {
    r"^socket\.io-client$": "no_socket.js",
    r"^@emotion\/react$": "no_emotion.js",
    r"^\$\/utils\/state(?:\.js)?$": "no_state.js",
    r"^resize-observer-polyfill$": "native_resize_observer.js",
    r"^\$\/utils\/react-theme(?:\.js)?$": "light_theme.js",
}


@dataclass(kw_only=True, frozen=True)
class StateFreeBundlePlugin(Plugin):
    """Aliases socket.io, emotion, Reflex's state and colour-mode modules and the ResizeObserver polyfill."""

    def pre_compile(self, **context) -> None:
        context["add_modify_task"]("vite.config.js", alias_state_free_modules)


def alias_state_free_modules(config: str) -> str:
    # Before Reflex's own "$" alias, which would otherwise claim $/utils/state.
    if config.count(_ALIAS_LIST) != 1:
        raise RuntimeError("vite.config.js changed shape: cannot alias the state-free modules")
    lines = "".join(
        f"      {{ find: /{pattern}/, replacement: "
        f'fileURLToPath(new URL("{VITE_PUBLIC_JS}/reflex/{stub}", import.meta.url)) }},\n'
        for pattern, stub in ALIASES.items()
    )
    return config.replace(_ALIAS_LIST, _ALIAS_LIST + lines, 1)
