"""The palette: the owner's four roles (content/brand.yml, `colors`) and the
shades that follow from them, as the custom properties salon.css draws with.

Each shade is its role moved in OKLCH, where a step of lightness looks the
same in every hue: a hover one step darker, a tint of the accent as light as
the page. The steps were measured on the house palette, so the example's
roles give back the colours it was designed with, to the digit.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from salon.brand.colour import from_oklch, oklch

# Role (the content's name) -> the custom property it sets.
ROLES = {"background": "bg", "surface": "surface", "text": "text", "accent": "accent"}
# Text on the accent's buttons and on the dark bands (footer, hero, toasts).
WHITE = "#ffffff"
ON = {"on-accent": WHITE, "on-dark": WHITE}


@dataclasses.dataclass(frozen=True)
class Shade:
    role: str
    lightness: float  # added to the role's; the lightness itself where `set_lightness`
    chroma: float  # added to the role's; a factor where `scale_chroma`
    hue: float  # added to the role's
    set_lightness: bool = False
    scale_chroma: bool = False

    def of(self, role_colour: str) -> str:
        lightness, chroma, hue = oklch(role_colour)
        return from_oklch(
            self.lightness if self.set_lightness else lightness + self.lightness,
            chroma * self.chroma if self.scale_chroma else chroma + self.chroma,
            hue + self.hue,
        )


SHADES = {
    # Sections set apart from the page, and the light text on the dark bands.
    "subtle": Shade("background", -0.037074296481290236, 0.0069294259145774445, -4.08127007364169),
    "on-dark-soft": Shade(
        "background", -0.020008900229863458, 0.0034472779963887635, -2.7463532762431413
    ),
    "hero-text": Shade(
        "background", -0.015427364703226032, 0.004811589965345385, -12.047693267408341
    ),
    # Secondary text, and the form fields' borders.
    "muted": Shade("text", 0.22576438144927297, 0.006877292699640375, 4.431129898356822),
    "field-border": Shade("text", 0.3834937809315592, 0.0066484951745461405, 1.2104978584473258),
    # The accent pressed or hovered, and its tints (today's row, the hero's eyebrow).
    "accent-dark": Shade(
        "accent", -0.07541297020707427, 0.8550616478497891, 0.06854729751280786, scale_chroma=True
    ),
    "accent-tint": Shade(
        "accent",
        0.9357693945830381,
        0.16915318258415254,
        8.991083053168161,
        set_lightness=True,
        scale_chroma=True,
    ),
    "hero-eyebrow": Shade(
        "accent",
        0.9328584456895375,
        0.24759523097779662,
        5.475241519708256,
        set_lightness=True,
        scale_chroma=True,
    ),
}


def palette(roles: Mapping[str, str]) -> dict[str, str]:
    """Every colour of the site by custom property name (without `--`),
    lower-case #rrggbb, from the roles by their content names."""
    colours = {ROLES[role]: value.lower() for role, value in roles.items()}
    colours |= ON
    colours |= {name: shade.of(roles[shade.role]) for name, shade in SHADES.items()}
    return colours
