"""The check of a palette: every pair of colours the site draws
(salon/brand/pairs.py) against its bar, with the shades adapted
(salon/brand/palette.py). A pair that still falls short stops the build, one
line a pair, with the nearest shade of one role (same hue) that makes every
pair that role takes part in pass."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping

from salon.brand.colour import from_oklch, oklch
from salon.brand.pairs import PAIRS, Pair, ratio
from salon.brand.palette import (
    ANSWERS,
    FOLLOW,
    HERO_SCRIM,
    ON,
    ORDER,
    OWN_PAIRS,
    PRECISION,
    ROLES,
    SHADES,
    drawn,
)

# The search for the nearest passing lightness (OKLCH, 0-1).
COARSE, FINE = 0.02, 0.0025
FINE_STEPS = range(1, round(COARSE / FINE) + 1)


# Which role each colour follows from (the constants follow from none).
_ROLE_OF = {
    **{name: role for role, name in ROLES.items()},
    **{name: shade.role for name, shade in SHADES.items()},
    **{name: SHADES[shade].role for name, shade in FOLLOW.items()},
}


def editor_data() -> dict:
    """What the Varumärke preview in /admin/ needs to redo the palette's
    adaptation and this module's check as the owner picks colours
    (assets/js/admin/brand_contrast.js): the constants as data, so only the
    arithmetic is written twice."""
    index = {pair: i for i, pair in enumerate(PAIRS)}
    return {
        "roles": ROLES,
        "on": ON,
        "shades": {name: dataclasses.asdict(shade) for name, shade in SHADES.items()},
        "order": list(ORDER),
        "answers": {name: [index[pair] for pair in ANSWERS[name]] for name in ORDER},
        "precision": PRECISION,
        "heroScrim": {"share": HERO_SCRIM, "tone": FOLLOW["hero-scrim"]},
        "pairs": [dataclasses.asdict(pair) for pair in PAIRS],
    }


def roles_of(pair: Pair) -> set[str]:
    return {_ROLE_OF[name] for name in (pair.fg, pair.bg) if name in _ROLE_OF}


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
    passing shade is the smallest change: each pair of the owner's colours
    that fails, and each pair of a shade no move mended, unless a role it
    follows from is blamed already (that role's suggestion mends it too)."""
    colours = drawn(roles)
    failing = [pair for pair in PAIRS if ratio(pair, colours) < pair.need]
    found: list[Failure] = []
    nearest: dict[str, str | None] = {}
    for pair in sorted(failing, key=lambda pair: pair not in OWN_PAIRS):
        if pair not in OWN_PAIRS and roles_of(pair) & {failure.role for failure in found}:
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
        value = ratio(pair, colours)
        found.append(
            Failure(
                role,
                f"{roles[role].lower()}: {pair.what} is {_shown(value)}:1 "
                f"({colours[pair.fg]} on {colours[pair.bg]}), {pair.kind} needs "
                f"{pair.need:g}:1; {advice}",
            )
        )
    return found
