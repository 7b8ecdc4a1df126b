"""Build plugin: React Router's server entry, which renders the prerender whole
and in order (static_first/js/entry_server.jsx says why)."""

from dataclasses import dataclass
from typing import Unpack

from reflex.plugins import Plugin

from static_first.generated.hook_context import PreCompileContext
from static_first.generated.vite_config import layer_module
from static_first.order import Ordered

ENTRY = "app/entry.server.jsx"
MODULE = layer_module("entry_server.jsx")


@dataclass(kw_only=True, frozen=True)
class ServerEntryPlugin(Ordered, Plugin):
    """Writes app/entry.server.jsx, which React Router uses in place of its default."""

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        context["add_save_task"](lambda: (ENTRY, f'export {{ default }} from "{MODULE}";\n'))
