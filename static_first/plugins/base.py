"""What every plugin of the layer that reads the site is given."""

from __future__ import annotations

from dataclasses import dataclass

from reflex.plugins import Plugin

from static_first.order import Ordered
from static_first.site import StaticSite, load


@dataclass(kw_only=True, frozen=True)
class SitePlugin(Ordered, Plugin):
    # The app's "module:function" that describes its site, called while compiling.
    site: str

    def described(self) -> StaticSite:
        return load(self.site)

    def foreign(self) -> tuple[str, ...]:
        return tuple(subtree.folder for subtree in self.described().subtrees)
