"""One theme: the palette is written once, in assets/css/theme.css."""

import re
import subprocess

from salon import theme
from salon.paths import ROOT


def test_the_theme_has_the_colours_the_site_names():
    for name in ("bg", "surface", "text", "muted", "accent", "on-dark"):
        assert re.fullmatch(r"#[0-9A-F]{6}", theme.colour(name)), name


def test_the_favicon_is_drawn_in_the_theme():
    svg = theme.favicon_svg()
    assert f'fill="{theme.colour("accent")}"' in svg
    assert f'stroke="{theme.colour("bg")}"' in svg


def test_no_theme_colour_is_typed_outside_the_theme():
    files = subprocess.run(
        [
            "git",
            "ls-files",
            "salon",
            "salon_components",
            "static_first",
            "assets/css",
            "assets/js",
            "scripts",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    leaks = []
    for name in files:
        if name == "assets/css/theme.css" or not name.endswith(
            (".py", ".css", ".js", ".jsx", ".svg")
        ):
            continue
        text = (ROOT / name).read_text(encoding="utf-8").upper()
        leaks += [f"{name}: {hex_}" for hex_ in set(theme.colours().values()) if hex_ in text]
    assert leaks == []


def test_the_css_uses_no_colour_literal_outside_the_theme():
    css = (ROOT / "assets/css/salon.css").read_text(encoding="utf-8")
    assert re.findall(r"#[0-9a-fA-F]{3,6}\b|rgba?\(", css) == []
