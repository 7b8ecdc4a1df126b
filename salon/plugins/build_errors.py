"""Under `reflex run`, the content's errors in the browser: adds the dev
server's plugin (assets/js/reflex/build_errors.js) that shows them in Vite's
error overlay (salon/dev_reload.py writes them)."""

from dataclasses import dataclass

from reflex.plugins import Plugin

from salon.plugins.vite_plugins import add_vite_plugin


@dataclass(kw_only=True, frozen=True)
class BuildErrorsPlugin(Plugin):
    def pre_compile(self, **context) -> None:
        context["add_modify_task"]("vite.config.js", add_build_errors)


def add_build_errors(config: str) -> str:
    return add_vite_plugin(
        config,
        name="buildErrors",
        module="build_errors.js",
        call="buildErrors()",
        purpose="show the content's errors in the browser under reflex run",
    )
