"""Every pair of colours the site draws, and what contrast each needs (WCAG
2.2 AA: text 4.5:1, parts of the interface 3:1, computed unrounded; large
text is held to 4.5:1 too, a heading's colours being those of text). A palette with a failing pair stops the build, one line a pair,
with the nearest shade of one role (same hue) that makes every pair that
role takes part in pass."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping

from salon.brand.colour import contrast, from_oklch, mix, oklch
from salon.brand.palette import ON, ROLES, SHADES, WHITE, palette

TEXT, UI = 4.5, 3.0
# The hero's scrim keeps at least this much of the dark tone behind every
# line of text (salon.css, .hero-overlay): over a white photo, the hero's
# text sits on this mix.
HERO_SCRIM = 0.70
# The search for the nearest passing lightness (OKLCH, 0-1).
COARSE, FINE = 0.02, 0.0025
FINE_STEPS = range(1, round(COARSE / FINE) + 1)


@dataclasses.dataclass(frozen=True)
class Pair:
    fg: str  # custom property names, or "hero-scrim"
    bg: str
    need: float
    what: str  # the owner's words for what is drawn, and where (build errors)
    label: str  # the same in Swedish, for the preview in /admin/
    kind: str = "text"


PAIRS = (
    Pair("text", "bg", TEXT, "body text on the page", "brödtext på sidan"),
    Pair("text", "surface", TEXT, "body text on cards", "brödtext på korten"),
    Pair(
        "text",
        "subtle",
        TEXT,
        "body text on the shaded sections",
        "brödtext på de tonade avsnitten",
    ),
    Pair(
        "text",
        "accent-tint",
        TEXT,
        "today's hours on their tint",
        "dagens öppettider på sin ljusa ton",
    ),
    Pair("muted", "bg", TEXT, "secondary text on the page", "dämpad text på sidan"),
    Pair("muted", "surface", TEXT, "secondary text on cards", "dämpad text på korten"),
    Pair(
        "muted",
        "subtle",
        TEXT,
        "secondary text on the shaded sections",
        "dämpad text på de tonade avsnitten",
    ),
    Pair(
        "on-accent",
        "accent",
        TEXT,
        "white text on the accent's buttons",
        "vit text på knapparna i accentfärgen",
    ),
    Pair(
        "on-accent",
        "accent-dark",
        TEXT,
        "white text on a pressed button",
        "vit text på en nedtryckt knapp",
    ),
    Pair("accent", "bg", TEXT, "links and prices on the page", "länkar och priser på sidan"),
    Pair("accent", "surface", TEXT, "links and prices on cards", "länkar och priser på korten"),
    Pair(
        "accent",
        "subtle",
        TEXT,
        "links and prices on the shaded sections",
        "länkar och priser på de tonade avsnitten",
    ),
    Pair(
        "accent",
        "accent-tint",
        TEXT,
        "the accent's words on today's tint",
        "accentfärgad text på dagens ljusa ton",
    ),
    Pair(
        "accent",
        "on-dark",
        TEXT,
        "prices on the hero's white labels",
        "priser på toppbildens vita etiketter",
    ),
    Pair(
        "text",
        "on-dark",
        TEXT,
        "words on the hero's white labels",
        "text på toppbildens vita etiketter",
    ),
    Pair(
        "on-dark",
        "text",
        TEXT,
        "headings on the dark footer and bands",
        "rubriker i den mörka sidfoten och de mörka banden",
    ),
    Pair(
        "on-dark-soft",
        "text",
        TEXT,
        "the footer's text on its dark band",
        "sidfotens text på dess mörka bakgrund",
    ),
    Pair(
        "on-dark",
        "hero-scrim",
        TEXT,
        "the hero's heading over its scrim",
        "toppbildens rubrik över dess mörka slöja",
    ),
    Pair(
        "hero-text",
        "hero-scrim",
        TEXT,
        "the hero's text over its scrim",
        "toppbildens text över dess mörka slöja",
    ),
    Pair(
        "hero-eyebrow",
        "hero-scrim",
        TEXT,
        "the hero's eyebrow over its scrim",
        "toppbildens överrubrik över dess mörka slöja",
    ),
    Pair(
        "accent",
        "bg",
        UI,
        "the focus ring on the page",
        "fokusramen på sidan",
        "a part of the page",
    ),
    Pair(
        "accent",
        "surface",
        UI,
        "the focus ring on cards",
        "fokusramen på korten",
        "a part of the page",
    ),
    Pair(
        "on-dark",
        "text",
        UI,
        "the focus ring on the dark bands",
        "fokusramen på de mörka banden",
        "a part of the page",
    ),
    Pair(
        "field-border",
        "bg",
        UI,
        "form fields' borders on the page",
        "formulärfältens kanter på sidan",
        "a part of the page",
    ),
    Pair(
        "field-border",
        "surface",
        UI,
        "form fields' borders on cards",
        "formulärfältens kanter på korten",
        "a part of the page",
    ),
)

# Which role each colour follows from (the constants follow from none).
_ROLE_OF = {
    **{name: role for role, name in ROLES.items()},
    **{name: shade.role for name, shade in SHADES.items()},
    "hero-scrim": "text",
}


def editor_data() -> dict:
    """What the Varumärke preview in /admin/ needs to redo this module's
    check as the owner picks colours (assets/js/admin/brand_contrast.js):
    the constants as data, so only the arithmetic is written twice."""
    return {
        "roles": ROLES,
        "on": ON,
        "shades": {name: dataclasses.asdict(shade) for name, shade in SHADES.items()},
        "heroScrim": HERO_SCRIM,
        "pairs": [dataclasses.asdict(pair) for pair in PAIRS],
    }


def roles_of(pair: Pair) -> set[str]:
    return {_ROLE_OF[name] for name in (pair.fg, pair.bg) if name in _ROLE_OF}


def drawn(roles: Mapping[str, str]) -> dict[str, str]:
    """The palette, and what the hero's text sits on."""
    colours = palette(roles)
    colours["hero-scrim"] = mix(colours["text"], WHITE, HERO_SCRIM)
    return colours


def ratio(pair: Pair, colours: Mapping[str, str]) -> float:
    return contrast(colours[pair.fg], colours[pair.bg])


@dataclasses.dataclass(frozen=True)
class Failure:
    role: str  # the role to change: the content's name under `colors`
    line: str  # what the build says of it (after the field's path)


def _passes(roles: Mapping[str, str], pairs) -> bool:
    colours = drawn(roles)
    return all(ratio(pair, colours) >= pair.need for pair in pairs)


def nearest_passing(roles: Mapping[str, str], role: str) -> str | None:
    """The shade of `role` nearest to it in lightness (its hue kept) with
    which every pair `role` takes part in passes; None when none does."""
    pairs = [pair for pair in PAIRS if role in roles_of(pair)]
    lightness, chroma, hue = oklch(roles[role])

    def passing(candidate: float) -> str | None:
        shade = from_oklch(candidate, chroma, hue)
        return shade if _passes({**roles, role: shade}, pairs) else None

    # Outwards in coarse steps; in the first step with a passing shade either
    # way, the nearest in fine steps.
    for step in range(1, round(1 / COARSE) + 1):
        if any(
            0 <= (far := lightness + sign * step * COARSE) <= 1 and passing(far) for sign in (-1, 1)
        ):
            for i in FINE_STEPS:
                for sign in (-1, 1):
                    candidate = lightness + sign * ((step - 1) * COARSE + i * FINE)
                    if 0 <= candidate <= 1 and (shade := passing(candidate)):
                        return shade
    return None


def _shown(value: float) -> str:
    # Rounded down: a ratio just under the bar never reads as reaching it.
    return f"{math.floor(value * 100) / 100:g}"


def failures(roles: Mapping[str, str]) -> list[Failure]:
    """One failure per pair below its bar, blaming the role whose nearest
    passing shade is the smallest change."""
    colours = drawn(roles)
    found = []
    nearest: dict[str, str | None] = {}
    for pair in PAIRS:
        value = ratio(pair, colours)
        if value >= pair.need:
            continue
        options = []
        for role in sorted(roles_of(pair)):
            if role not in nearest:
                nearest[role] = nearest_passing(roles, role)
            shade = nearest[role]
            distance = abs(oklch(shade)[0] - oklch(roles[role])[0]) if shade else math.inf
            options.append((distance, role, shade))
        _, role, shade = min(options)
        advice = (
            f"{shade} is the nearest that passes"
            if shade
            else "no shade of it passes with the other colours"
        )
        found.append(
            Failure(
                role,
                f"{roles[role].lower()}: {pair.what} is {_shown(value)}:1 "
                f"({colours[pair.fg]} on {colours[pair.bg]}), {pair.kind} needs "
                f"{pair.need:g}:1; {advice}",
            )
        )
    return found
