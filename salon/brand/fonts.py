"""The fonts an owner chooses from (content/brand.yml, `fonts`): the
system's, or one the site ships itself. Never a font service: a font comes
from the site's own origin or from the visitor's device.

A shipped font is an npm `@fontsource/*` package, pinned by version and
integrity; the site serves two of its files, the latin subset (å, ä, ö
included) at the site's two weights, from /fonts/ (salon/brand/font_files.py).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

SYSTEM = "system"

# The site's two weights: text, and theme.css's --bold (headings, labels).
REGULAR, BOLD = 400, 600
WEIGHTS = (REGULAR, BOLD)
# The weight the first screen's h1 is set in (salon.css: h1 is --bold).
HEADING_WEIGHT = BOLD
# The subset every file is, and the characters it has: a character outside
# it (a Polish ł, say) comes from the fallback, not a second download.
SUBSET = "latin"
UNICODE_RANGE = (
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,"
    "U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
)
# Where the files are in the site (and in Reflex's public folder).
URL_FOLDER = "fonts"

# The system's fonts: a book serif for headings, the interface's sans for text.
SYSTEM_SERIF = (
    '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, '
    '"DejaVu Serif", serif'
)
SYSTEM_SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'


@dataclasses.dataclass(frozen=True)
class Shipped:
    """A font the site serves itself, from its npm package."""

    family: str  # the CSS font-family name
    package: str  # @fontsource/<id>
    version: str
    integrity: str  # the registry's dist.integrity of that version's tarball
    fallback: str  # the system stack that stands in until it loads

    @property
    def id(self) -> str:
        return self.package.rsplit("/", 1)[-1]

    def file(self, weight: int) -> str:
        """The file's name, in the package's files/ and in the site's /fonts/."""
        return f"{self.id}-{SUBSET}-{weight}-normal.woff2"

    def files(self) -> list[str]:
        return [self.file(weight) for weight in WEIGHTS]


@dataclasses.dataclass(frozen=True)
class Choice:
    label: str  # the owner's words, in /admin/'s list
    # The font-family list: the font itself first, then what stands in for it.
    headings: str
    body: str
    shipped: Shipped | None = None


def _shipped(label: str, family: str, fallback: str, version: str, integrity: str) -> Choice:
    font = Shipped(
        family, f"@fontsource/{family.lower().replace(' ', '-')}", version, integrity, fallback
    )
    stack = f'"{family}", {fallback}'
    return Choice(label, stack, stack, font)


CHOICES = {
    SYSTEM: Choice("Enhetens egna", SYSTEM_SERIF, SYSTEM_SANS),
    "fraunces": _shipped(
        "Fraunces (serif)",
        "Fraunces",
        SYSTEM_SERIF,
        "5.3.0",
        "sha512-LEHTOBiZufQzAvnAe2rZ8ZknbDS28Q9kzwb0L+gZJEmjLGr8hhZ/5NuHXwDuHBWhVXYoiGGXmrb0H6Ko/RrHTg==",
    ),
    "cormorant-garamond": _shipped(
        "Cormorant Garamond (serif)",
        "Cormorant Garamond",
        SYSTEM_SERIF,
        "5.3.0",
        "sha512-weuGsCirGVWBWqpt6YUp0yLThTe4G8YO45noq8wxeJCRvEpq5lFrxNMFSTxcyOyV5k5otzJ8guDzYegdYlcLMQ==",
    ),
    "inter": _shipped(
        "Inter (sans-serif)",
        "Inter",
        SYSTEM_SANS,
        "5.3.0",
        "sha512-RofMylZmjlJEfELXeNHFWBRcSs75rGU/6bV2S2jfnvv/3rPXPGe0LgUJTklcHZ9lM4OZmAVFhcJPnACfb91A3g==",
    ),
}


def properties(headings: str, body: str) -> dict[str, str]:
    """The custom properties salon.css sets its type with."""
    return {"serif": CHOICES[headings].headings, "sans": CHOICES[body].body}


def shipped(headings: str, body: str) -> list[Shipped]:
    """The fonts the site serves for this choice (none for the system's), once each."""
    found = [CHOICES[key].shipped for key in dict.fromkeys((headings, body))]
    return [font for font in found if font is not None]


def url(name: str, site_path: Callable[[str], str]) -> str:
    return site_path(f"/{URL_FOLDER}/{name}")


def faces(headings: str, body: str, site_path: Callable[[str], str]) -> str:
    """The @font-face rules of the shipped fonts: swap, so text shows at once
    in the fallback and takes the font when it arrives."""
    return "".join(
        f'@font-face{{font-family:"{font.family}";font-style:normal;font-weight:{weight};'
        f'font-display:swap;src:url("{url(font.file(weight), site_path)}") format("woff2");'
        f"unicode-range:{UNICODE_RANGE}}}"
        for font in shipped(headings, body)
        for weight in WEIGHTS
    )


def preloads(headings: str, body: str) -> list[str]:
    """The files the first screen needs before it can settle, at most two:
    the headings font at the h1's weight and the body font's text weight."""
    wanted = [(CHOICES[headings].shipped, HEADING_WEIGHT), (CHOICES[body].shipped, REGULAR)]
    return list(dict.fromkeys(font.file(weight) for font, weight in wanted if font is not None))
