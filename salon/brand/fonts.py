"""The fonts an owner chooses from (content/brand.yml, `fonts`): the
system's, or one the site ships itself. Never a font service: a font comes
from the site's own origin or from the visitor's device."""

from __future__ import annotations

import dataclasses

SYSTEM = "system"


@dataclasses.dataclass(frozen=True)
class Choice:
    label: str  # the owner's words, in /admin/'s list
    # The font-family list: the font itself first, then what stands in for it.
    headings: str
    body: str


# The system's fonts: a book serif for headings, the interface's sans for text.
SYSTEM_SERIF = (
    '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, '
    '"DejaVu Serif", serif'
)
SYSTEM_SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

CHOICES = {SYSTEM: Choice("Enhetens egna", SYSTEM_SERIF, SYSTEM_SANS)}


def properties(headings: str, body: str) -> dict[str, str]:
    """The custom properties salon.css sets its type with."""
    return {"serif": CHOICES[headings].headings, "sans": CHOICES[body].body}
