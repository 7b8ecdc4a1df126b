"""The site's colours for the few places outside CSS, read from the theme stylesheet.

assets/css/theme.css is the one place the palette is written; the favicon,
the browser's theme-color and the QR code take their
colours from here, so a new palette there reaches them all.
"""

import functools
import re

from salon.paths import ASSETS

THEME_CSS = ASSETS / "css" / "theme.css"
_COLOUR = re.compile(r"^\s*--([\w-]+):\s*(#[0-9a-fA-F]{6})\s*;", re.M)


@functools.cache
def colours() -> dict[str, str]:
    """Every six-digit hex custom property of the theme, by name (without `--`), upper case."""
    return {
        name: value.upper()
        for name, value in _COLOUR.findall(THEME_CSS.read_text(encoding="utf-8"))
    }


def colour(name: str) -> str:
    try:
        return colours()[name]
    except KeyError:
        raise KeyError(f"{THEME_CSS.name} has no colour --{name}") from None


def favicon_svg() -> str:
    """The favicon: the accent square with the page colour's curl."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
        f'<rect width="64" height="64" rx="14" fill="{colour("accent")}"/>'
        '<path d="M22 44c10 0 20-6 20-14s-8-10-12-6 2 10 8 10" fill="none" '
        f'stroke="{colour("bg")}" stroke-width="5" stroke-linecap="round"/></svg>\n'
    )
