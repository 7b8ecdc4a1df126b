"""The table of brand palettes an owner might type (tests/brand_palettes.yml):
each accent on each background, by name, as content/brand.yml's `colors`."""

from __future__ import annotations

from pathlib import Path

from ruamel.yaml import YAML

_TABLE = YAML(typ="safe").load(Path(__file__).with_suffix(".yml").read_text(encoding="utf-8"))

PALETTES = {
    f"{accent_name} on {background_name}": {
        "accent": accent,
        "background": background,
        "surface": _TABLE["surface"],
        "text": _TABLE["text"],
    }
    for background_name, background in _TABLE["backgrounds"].items()
    for accent_name, accent in _TABLE["accents"].items()
}
