"""The salon's look from its content (content/brand.yml): the custom
properties salon.css draws with, and the colours of the places outside CSS
(the favicon, the browser's theme-color, the QR code, /admin/'s log-in logo)."""

from __future__ import annotations

from reflex.config import get_config

from salon.brand import fonts, palette
from salon.content_model import Content


def colours(content: Content) -> dict[str, str]:
    """Every colour of the site by name (its custom property's, without `--`), #RRGGBB."""
    return {
        name: value.upper() for name, value in palette.palette(content.colors.model_dump()).items()
    }


def stylesheet(content: Content) -> str:
    """The custom properties of :root, the palette and the fonts, after the
    shipped fonts' @font-face rules (none with the system's), and the
    palette's colours drawn in one place only (`scoped`)."""
    colours = palette.palette(content.colors.model_dump())
    properties = {name: value for name, value in colours.items() if name not in palette.SCOPED}
    properties |= fonts.properties(content.fonts.headings, content.fonts.body)
    return (
        fonts.faces(content.fonts.headings, content.fonts.body, site_path)
        + ":root{"
        + "".join(f"--{name}:{value};" for name, value in properties.items())
        + "}"
        + scoped(colours)
        + (LOGO_CSS if content.logo else "")
    )


def scoped(colours: dict[str, str]) -> str:
    """A rule for each colour drawn in one place only, as the property it
    takes there (the hero's dark tone as its --text), where it differs from
    that property's: none for the house palette."""
    return "".join(
        f"{selector}{{--{name}:{colours[shade]}}}"
        for shade, (selector, name) in palette.SCOPED.items()
        if colours[shade] != colours[name]
    )


def font_preloads(content: Content) -> list[str]:
    """The addresses of the font files the first screen needs (none with the system's)."""
    return [
        fonts.url(name, site_path)
        for name in fonts.preloads(content.fonts.headings, content.fonts.body)
    ]


def site_path(path: str) -> str:
    # salon/components/image.py's, which this layer cannot import.
    return get_config().prepend_frontend_path(path)


# The header's logo (salon/components/header.py) at its own width, narrower
# where the bar is: its height follows the width and height it is given.
# Only with a logo, so a site without one serves no rule for it.
LOGO_CSS = ".brand{display:flex;min-width:0}.brand-logo{display:block;max-width:100%;height:auto}"


# The favicon's file at the site's top (salon/plugins/favicon.py writes it).
FAVICON = "favicon.svg"


def favicon_svg(content: Content) -> str:
    """The favicon: the accent square with the page colour's curl."""
    colour = colours(content)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
        f'<rect width="64" height="64" rx="14" fill="{colour["accent"]}"/>'
        '<path d="M22 44c10 0 20-6 20-14s-8-10-12-6 2 10 8 10" fill="none" '
        f'stroke="{colour["bg"]}" stroke-width="5" stroke-linecap="round"/></svg>\n'
    )
