"""Under `reflex run`, the content's errors in the browser: adds the dev
server's plugin (assets/js/vite/build_errors.js) that shows them in Vite's
error overlay (salon/dev_reload.py writes them)."""

from dataclasses import dataclass
from typing import Unpack

from reflex.plugins import Plugin

from static_first.generated.hook_context import PreCompileContext
from static_first.generated.vite_config import FILE as VITE_CONFIG
from static_first.generated.vite_config import PUBLIC, add_vite_plugin
from static_first.order import Ordered


@dataclass(kw_only=True, frozen=True)
class BuildErrorsPlugin(Ordered, Plugin):
    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        context["add_modify_task"](VITE_CONFIG, add_build_errors)


def add_build_errors(config: str) -> str:
    return add_vite_plugin(
        config,
        name="buildErrors",
        module=f"{PUBLIC}/js/vite/build_errors.js",
        call="buildErrors()",
        purpose="show the content's errors in the browser under reflex run",
    )
