"""The layer's JavaScript (static_first/js/): written into the web folder on
every compile, where vite.config.js and the compiled app import it. It never
enters the export as files: Vite bundles what the pages use."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Unpack

from reflex.plugins import Plugin

from static_first.generated.hook_context import PreCompileContext
from static_first.generated.vite_config import LAYER_DIR
from static_first.order import Ordered

SOURCE = Path(__file__).resolve().parent / "js"
SUFFIXES = (".js", ".jsx")


def web_path(name: str) -> str:
    """static_first/js/`name` as a path in the web folder."""
    return f"{LAYER_DIR}/{name}"


def files() -> list[tuple[str, str]]:
    return [
        (web_path(path.name), path.read_text(encoding="utf-8"))
        for path in sorted(SOURCE.iterdir())
        if path.suffix in SUFFIXES
    ]


@dataclass(kw_only=True, frozen=True)
class LayerModulesPlugin(Ordered, Plugin):
    """Writes the layer's JavaScript into the web folder."""

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        context["add_save_task"](files)
