"""Every pair of colours the site draws (salon.css), and the contrast each
needs: WCAG 2.2 AA, text 4.5:1, parts of the interface 3:1, computed
unrounded; large text is held to 4.5:1 too, a heading's colours being those
of text."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from salon.brand.colour import contrast

TEXT, UI = 4.5, 3.0


@dataclasses.dataclass(frozen=True)
class Pair:
    fg: str  # names of drawn colours (salon/brand/palette.py, `drawn`)
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
        "muted",
        "accent-tint",
        TEXT,
        "a holiday's name in today's row",
        "en helgdags namn på dagens rad",
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


def ratio(pair: Pair, colours: Mapping[str, str]) -> float:
    """The pair's contrast with `colours` (drawn colours by name)."""
    return contrast(colours[pair.fg], colours[pair.bg])
