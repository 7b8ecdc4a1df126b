"""Build plugin: React Router's server entry, which renders the prerender whole
and in order (assets/js/reflex/entry_server.jsx says why)."""

from dataclasses import dataclass

from reflex.plugins import Plugin

from salon.plugins.reflex_output import PUBLIC_JS

ENTRY = "app/entry.server.jsx"
MODULE = f"{PUBLIC_JS}/reflex/entry_server.jsx"


@dataclass(kw_only=True, frozen=True)
class ServerEntryPlugin(Plugin):
    """Writes app/entry.server.jsx, which React Router uses in place of its default."""

    def pre_compile(self, **context) -> None:
        context["add_save_task"](lambda: (ENTRY, f'export {{ default }} from "{MODULE}";\n'))
