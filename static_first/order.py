"""The plugins' order, as data: each plugin class names what must run before
it (`after`) and, where it cannot be named from there, what must run after it
(`before`), by class name; "*" names every other plugin (the first, or the
last). Reflex runs each hook in the list's order, so the
order decides which plugin sees whose edits (a file two plugins edit, the
pages after another plugin rewrote them).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from reflex.plugins import Plugin


class Ordered:
    """Mixin: where a plugin must stand in the list."""

    after: ClassVar[tuple[str, ...]] = ()
    before: ClassVar[tuple[str, ...]] = ()


def _name(plugin: Plugin) -> str:
    return type(plugin).__name__


def constraints(plugins: Iterable[Plugin]) -> set[tuple[str, str]]:
    """(earlier, later) pairs every plugin present asks for, by class name;
    a name no plugin of the list has is an error."""
    plugins = list(plugins)
    names = {_name(plugin) for plugin in plugins}
    pairs = set()
    for plugin in plugins:
        me = _name(plugin)
        others = sorted(names - {me})
        for earlier in getattr(plugin, "after", ()):
            pairs |= {(other, me) for other in (others if earlier == "*" else [earlier])}
        for later in getattr(plugin, "before", ()):
            pairs |= {(me, other) for other in (others if later == "*" else [later])}
    unknown = {name for pair in pairs for name in pair} - names
    if unknown:
        raise ValueError(f"plugins name others not in the list: {', '.join(sorted(unknown))}")
    return pairs


def ordered(plugins: Iterable[Plugin]) -> list[Plugin]:
    """`plugins` in an order that keeps every constraint, and otherwise the
    order given."""
    pending = list(plugins)
    pairs = constraints(pending)
    result: list[Plugin] = []
    while pending:
        placed = {_name(plugin) for plugin in result}
        ready = next(
            (
                plugin
                for plugin in pending
                if all(earlier in placed for earlier, later in pairs if later == _name(plugin))
            ),
            None,
        )
        if ready is None:
            raise ValueError(
                "the plugins' order has a cycle among: "
                + ", ".join(_name(plugin) for plugin in pending)
            )
        result.append(ready)
        pending.remove(ready)
    return result
