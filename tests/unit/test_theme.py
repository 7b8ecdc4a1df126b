"""One theme: the salon's colours and fonts come from its content
(content/brand.yml), and no colour of it is typed anywhere else."""

import re
import subprocess

from salon import theme
from salon.paths import ROOT
from tests.content import CONTENT


def test_the_theme_has_the_colours_the_site_names():
    colours = theme.colours(CONTENT)
    for name in ("bg", "surface", "text", "muted", "accent", "on-dark"):
        assert re.fullmatch(r"#[0-9A-F]{6}", colours[name]), name
    assert colours["accent"] == CONTENT.colors.accent.upper()


def test_every_custom_property_salon_css_uses_is_set():
    css = (ROOT / "assets/css/salon.css").read_text(encoding="utf-8")
    theme_css = (ROOT / "assets/css/theme.css").read_text(encoding="utf-8")
    defined = set(re.findall(r"--([\w-]+):", theme.stylesheet(CONTENT) + theme_css + css))
    used = set(re.findall(r"var\(--([\w-]+)", css))
    # Set on the element by the build: a heading's longest word, a day's deviations.
    assert used - defined <= {"longest-word-em", "deviation-rows"}, used - defined


def test_the_favicon_is_drawn_in_the_theme():
    svg = theme.favicon_svg(CONTENT)
    colours = theme.colours(CONTENT)
    assert f'fill="{colours["accent"]}"' in svg
    assert f'stroke="{colours["bg"]}"' in svg


def test_no_theme_colour_is_typed_outside_the_content():
    files = subprocess.run(
        ["git", "ls-files", "salon", "salon_components", "static_first", "assets", "scripts"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    leaks = []
    for name in files:
        if not name.endswith((".py", ".css", ".js", ".jsx", ".svg")):
            continue
        text = (ROOT / name).read_text(encoding="utf-8").upper()
        leaks += [
            f"{name}: {hex_}" for hex_ in set(theme.colours(CONTENT).values()) if hex_ in text
        ]
    # White is the text on the accent and on the dark bands, and CSS's own.
    assert [leak for leak in leaks if not leak.endswith("#FFFFFF")] == []


def test_the_css_uses_no_colour_literal():
    for name in ("salon.css", "theme.css"):
        css = (ROOT / "assets/css" / name).read_text(encoding="utf-8")
        assert re.findall(r"#[0-9a-fA-F]{3,6}\b", css) == [], name
