"""The palette: the owner's four roles (content/brand.yml, `colors`) and the
shades that follow from them, as the custom properties salon.css draws with.

Each shade is its role moved in OKLCH, where a step of lightness looks the
same in every hue: a hover one step darker, a tint of the accent as light as
the page. The steps were measured on the house palette, so the example's
roles give back the colours it was designed with, to the digit.

A shade adapts: where a pair it is drawn in (salon/brand/pairs.py) falls
short at its designed step, its lightness moves the one way that helps, as
little as it can (to within `PRECISION`), until every such pair passes. Only
the roles are the owner's; the check (salon/brand/contrast.py) refuses what
no shade's move mends.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping

from salon.brand.colour import from_oklch, mix, oklch
from salon.brand.pairs import PAIRS, Pair, ratio

# Role (the content's name) -> the custom property it sets.
ROLES = {"background": "bg", "surface": "surface", "text": "text", "accent": "accent"}
# Text on the accent's buttons and on the dark bands (footer, hero, toasts).
WHITE = "#ffffff"
ON = {"on-accent": WHITE, "on-dark": WHITE}
LIGHTER, DARKER = 1, -1
# How near to the lightness where its pairs begin to pass a moved shade
# comes (OKLCH lightness, 0-1): a bisection's last interval.
PRECISION = 0.001
# A shade set apart from a colour (the shaded sections from the page,
# today's tint from the table) stays at least this far from it in lightness,
# as drawn: about the least step the eye tells apart on a large area. The
# designed steps are 0.037 and more.
APART = 0.02


@dataclasses.dataclass(frozen=True)
class Shade:
    role: str
    lightness: float  # added to the role's; the lightness itself where `set_lightness`
    chroma: float  # added to the role's; a factor where `scale_chroma`
    hue: float  # added to the role's
    # The way its lightness moves when one of its pairs falls short.
    moves: int
    set_lightness: bool = False
    scale_chroma: bool = False
    # A colour it keeps `apart` from in lightness, either side, as it moves.
    apart_from: str | None = None
    apart: float = 0.0

    def target(self, role_colour: str) -> tuple[float, float, float]:
        """Its designed lightness, chroma and hue, before it is fitted to sRGB."""
        lightness, chroma, hue = oklch(role_colour)
        return (
            self.lightness if self.set_lightness else lightness + self.lightness,
            chroma * self.chroma if self.scale_chroma else chroma + self.chroma,
            hue + self.hue,
        )

    def of(self, role_colour: str) -> str:
        return from_oklch(*self.target(role_colour))


SHADES = {
    # Sections set apart from the page, and the light text on the dark bands.
    "subtle": Shade(
        "background",
        -0.037074296481290236,
        0.0069294259145774445,
        -4.08127007364169,
        LIGHTER,
        apart_from="bg",
        apart=APART,
    ),
    "on-dark-soft": Shade(
        "background", -0.020008900229863458, 0.0034472779963887635, -2.7463532762431413, LIGHTER
    ),
    "hero-text": Shade(
        "background", -0.015427364703226032, 0.004811589965345385, -12.047693267408341, LIGHTER
    ),
    # Secondary text, and the form fields' borders.
    "muted": Shade("text", 0.22576438144927297, 0.006877292699640375, 4.431129898356822, DARKER),
    "field-border": Shade(
        "text", 0.3834937809315592, 0.0066484951745461405, 1.2104978584473258, DARKER
    ),
    # The accent pressed or hovered, and its tints (today's row, the hero's eyebrow).
    "accent-dark": Shade(
        "accent",
        -0.07541297020707427,
        0.8550616478497891,
        0.06854729751280786,
        DARKER,
        scale_chroma=True,
    ),
    "accent-tint": Shade(
        "accent",
        0.9357693945830381,
        0.16915318258415254,
        8.991083053168161,
        LIGHTER,
        set_lightness=True,
        scale_chroma=True,
        apart_from="surface",
        apart=APART,
    ),
    "hero-eyebrow": Shade(
        "accent",
        0.9328584456895375,
        0.24759523097779662,
        5.475241519708256,
        LIGHTER,
        set_lightness=True,
        scale_chroma=True,
    ),
    # The hero's dark tone: the text colour, darker where the scrim made of
    # it would not be dark enough for the white heading.
    "hero-dark": Shade("text", 0.0, 0.0, 0.0, DARKER),
}
# The hero's scrim keeps at least this much of its dark tone behind every
# line of text (salon.css, .hero-overlay): over a white photo, the hero's
# text sits on this mix.
HERO_SCRIM = 0.70
# Colours drawn as a custom property in one place only: the hero draws its
# dark tone as its --text, and the build writes it only where it differs.
SCOPED = {"hero-dark": (".hero", "text")}
# The order the shades adapt in: each answers for the pairs it is drawn in
# with the roles, the constants and the shades before it.
ORDER = (
    "subtle",
    "accent-tint",
    "muted",
    "field-border",
    "accent-dark",
    "on-dark-soft",
    "hero-dark",
    "hero-text",
    "hero-eyebrow",
)
# Colours that follow from a shade without being one: what the hero's text
# sits on over a white photo.
FOLLOW = {"hero-scrim": "hero-dark"}


def _answers_for(pair: Pair) -> str | None:
    """The shade that moves when `pair` falls short: of those it is drawn
    with, the last to adapt; None for a pair of roles and constants."""
    shades = [FOLLOW.get(name, name) for name in (pair.fg, pair.bg)]
    adapting = [name for name in shades if name in SHADES]
    return max(adapting, key=ORDER.index) if adapting else None


ANSWERS = {name: tuple(p for p in PAIRS if _answers_for(p) == name) for name in ORDER}
# The pairs of the owner's colours and the constants: nothing moves for them.
OWN_PAIRS = tuple(p for p in PAIRS if _answers_for(p) is None)


def _segments(start: float, moves: int, keep_apart: tuple[float, float] | None):
    """The stretches of lightness a shade may take, nearest first, as (near
    end, far end, whether it runs towards the band it keeps apart from):
    from its designed lightness the way it moves, to white or black, less
    that band."""
    end = 1.0 if moves == LIGHTER else 0.0
    start = min(max(start, 0.0), 1.0)
    if keep_apart is None:
        return [(start, end, False)]
    centre, apart = keep_apart
    near, far = centre - moves * apart, centre + moves * apart
    found = []
    if (near - start) * moves > 0:
        found.append((start, near, True))
    first = far if (far - start) * moves > 0 else start
    if (end - first) * moves >= 0:
        found.append((first, end, False))
    return found


def _settle(colours: dict[str, str], name: str, shade: Shade, target) -> None:
    """`colours[name]`: the shade at its designed step if its pairs pass
    there, else at the lightness nearest to it, the way it moves, where they
    pass and it stays apart (a bisection); at its designed step if none."""
    lightness, chroma, hue = target
    pairs = ANSWERS[name]
    other = oklch(colours[shade.apart_from])[0] if shade.apart_from else None

    def read(candidate: float) -> bool:
        colours[name] = from_oklch(candidate, chroma, hue)
        _follow(colours, name)
        return all(ratio(pair, colours) >= pair.need for pair in pairs)

    def apart() -> bool:
        return other is None or abs(oklch(colours[name])[0] - other) >= shade.apart

    def reads_apart(candidate: float) -> bool:
        return read(candidate) and apart()

    keep_apart = None if other is None else (other, shade.apart)
    for near, far, towards in _segments(lightness, shade.moves, keep_apart):
        # Running towards the band, the pairs improve as the distance
        # shrinks: the nearest point where they read, if it is apart.
        passes = read if towards else reads_apart
        if not passes(far):
            continue
        if not passes(near):
            low, high = 0.0, abs(far - near)
            while high - low > PRECISION:
                middle = (low + high) / 2
                if passes(near + shade.moves * middle):
                    high = middle
                else:
                    low = middle
            passes(near + shade.moves * high)
        if apart():
            return
    colours[name] = from_oklch(lightness, chroma, hue)
    _follow(colours, name)


def _follow(colours: dict[str, str], changed: str) -> None:
    """The colours that follow from the shade `changed`, anew."""
    for name, shade in FOLLOW.items():
        if shade == changed:
            colours[name] = mix(colours[shade], WHITE, HERO_SCRIM)


def designed(roles: Mapping[str, str]) -> dict[str, str]:
    """Every colour the site draws by name, lower-case #rrggbb, each shade
    at its designed step: the roles by their content names, the constants,
    the shades, and the hero's scrim over a white photo."""
    colours = {ROLES[role]: value.lower() for role, value in roles.items()}
    colours |= ON
    for name, shade in SHADES.items():
        colours[name] = shade.of(colours[ROLES[shade.role]])
        _follow(colours, name)
    return colours


@functools.lru_cache(maxsize=4096)
def _drawn(roles: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    colours = designed(dict(roles))
    for name in ORDER:
        shade = SHADES[name]
        _settle(colours, name, shade, shade.target(colours[ROLES[shade.role]]))
    return tuple(colours.items())


def drawn(roles: Mapping[str, str]) -> dict[str, str]:
    """`designed`, each shade adapted: the colours the site draws."""
    return dict(_drawn(tuple(roles.items())))


def palette(roles: Mapping[str, str]) -> dict[str, str]:
    """Every colour of the site by name, lower-case #rrggbb, from the roles by
    their content names: each a custom property's (without `--`), those in
    `SCOPED` drawn as another in one place."""
    return {name: value for name, value in drawn(roles).items() if name not in FOLLOW}
