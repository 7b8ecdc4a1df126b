"""What every plugin of the layer that reads the site is given."""

from __future__ import annotations

from dataclasses import dataclass

from reflex.plugins import Plugin

from static_first.order import Ordered
from static_first.site import StaticSite, load

# The site of the compile under way, by the app's "module:function":
# described at the first hook that asks, forgotten as the next compile
# starts (site_description.py).
_described: dict[str, StaticSite] = {}


def forget_descriptions() -> None:
    _described.clear()


@dataclass(kw_only=True, frozen=True)
class SitePlugin(Ordered, Plugin):
    # The app's "module:function" that describes its site, called while compiling.
    site: str

    def described(self) -> StaticSite:
        """The app's description of its site, made once per compile."""
        if self.site not in _described:
            _described[self.site] = load(self.site)
        return _described[self.site]

    def foreign(self) -> tuple[str, ...]:
        return tuple(subtree.folder for subtree in self.described().subtrees)
