"""The plugins' order, as data: each plugin class names what must run before
it (`after`) and, where it cannot be named from there, what must run after it
(`before`): plugin classes (a class stands for every plugin of it, its
subclasses' too), or "*" for every other plugin (the first, or the last).
Reflex runs each hook in the list's order, so the order decides which
plugin sees whose edits (a file two plugins edit, the pages after another
plugin rewrote them).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from reflex.plugins import Plugin

EVERY_OTHER = "*"


class Ordered:
    """Mixin: where a plugin must stand in the list."""

    after: ClassVar[tuple[type | str, ...]] = ()
    before: ClassVar[tuple[type | str, ...]] = ()


def name(plugin: type) -> str:
    """A plugin class as the order's errors name it: by its module too, as
    two packages may each have a plugin of one name."""
    return f"{plugin.__module__}.{plugin.__qualname__}"


def constraints(plugins: Iterable[Plugin]) -> set[tuple[type, type]]:
    """(earlier, later) pairs of plugin classes that every plugin present
    asks for; a class no plugin of the list is an instance of is an error."""
    plugins = list(plugins)
    pairs: set[tuple[type, type]] = set()
    unknown: set[str] = set()

    def named(me: Plugin, reference: type | str) -> list[type]:
        others = [type(plugin) for plugin in plugins if plugin is not me]
        if reference == EVERY_OTHER:
            return others
        found = [other for other in others if issubclass(other, reference)]
        if not found:
            unknown.add(name(reference))
        return found

    for plugin in plugins:
        me = type(plugin)
        for earlier in getattr(plugin, "after", ()):
            pairs |= {(other, me) for other in named(plugin, earlier)}
        for later in getattr(plugin, "before", ()):
            pairs |= {(me, other) for other in named(plugin, later)}
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
        placed = {type(plugin) for plugin in result}
        ready = next(
            (
                plugin
                for plugin in pending
                if all(earlier in placed for earlier, later in pairs if later is type(plugin))
            ),
            None,
        )
        if ready is None:
            raise ValueError(
                "the plugins' order has a cycle among: "
                + ", ".join(name(type(plugin)) for plugin in pending)
            )
        result.append(ready)
        pending.remove(ready)
    return result
