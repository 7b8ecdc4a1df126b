"""Build plugin: the site described once per compile.

Most of the layer's hooks read the app's description of its site
(`SitePlugin.described()`), which walks every route of the app: the first
hook of a compile that asks describes it, the others get that description.
`reflex run` compiles again after an edit, in the same worker or a new one;
this plugin, before every plugin that reads the site, forgets the last
compile's description as each compile starts, so none is ever served stale.
"""

from dataclasses import dataclass
from typing import Unpack

from reflex.plugins import Plugin

from static_first.generated.hook_context import PreCompileContext
from static_first.order import Ordered
from static_first.plugins.base import SitePlugin, forget_descriptions


@dataclass(kw_only=True, frozen=True)
class SiteDescriptionPlugin(Ordered, Plugin):
    """Forgets the site's description as each compile starts."""

    before = (SitePlugin,)

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        forget_descriptions()
