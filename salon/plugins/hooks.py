"""The app's modules, as the salon's plugins reach them while a hook runs."""

import importlib
from types import ModuleType


def at_hook(module: str) -> ModuleType:
    """`module`, imported when a hook runs, not with rxconfig.py: `reflex run`
    forks its workers from that process, and a module imported there would
    never reload."""
    return importlib.import_module(module)


def contents():
    """The content, as the app loaded it (salon/content.py reads it again only after an edit)."""
    return at_hook("salon.content").load()
