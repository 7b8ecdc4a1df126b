"""The places on the site a photo goes (its slot), and what each needs: the
shape the photo is cropped to and the widths it is served at. The slot is
the schema field's, never the file's name: any photo the owner uploads into
a field takes that field's shape (fields.py `photo`).

A photo's optional focus (`FOCUS`) says which part of it the crop keeps, in
the words the owner picks it by in /admin/.
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class Slot:
    """A place for a photo: cropped to `ratio` (width:height) and made at each
    of `widths` the photo is wide enough for (never enlarged), as AVIF and
    WebP, or as one JPEG (`jpeg`: social sites read no other format)."""

    name: str
    ratio: tuple[int, int]
    widths: tuple[int, ...]
    # How the owner's hint in /admin/ describes the shape.
    shape: str
    jpeg: bool = False


# Widths: what the page's `sizes` asks for at 1x to 3x on a phone and at
# 1x and 2x on a computer (salon/components/: the <picture>'s sizes).
HERO = Slot("hero", (3, 2), (640, 960, 1600), "liggande, 3:2")
SALON = Slot("salon", (4, 3), (400, 800, 1200), "liggande, 4:3")
CARD = Slot("card", (4, 3), (400, 800, 1200), "liggande, 4:3")
INSTAGRAM = Slot("instagram", (1, 1), (400, 800), "kvadratisk")
AVATAR = Slot("avatar", (1, 1), (96, 192), "kvadratisk, liten")
# The picture social sites show for a shared link: 1200 x 630 is what they ask for.
SHARE = Slot("share", (40, 21), (1200,), "liggande, 1200 x 630 bildpunkter", jpeg=True)

# Where the crop sits in a photo of another shape, as fractions of the room
# it has (0: at the left or top edge, 1: at the right or bottom edge).
FOCUS: dict[str, tuple[float, float]] = {
    "Mitten": (0.5, 0.5),
    "Upptill": (0.5, 0.0),
    "Nedtill": (0.5, 1.0),
    "Till vänster": (0.0, 0.5),
    "Till höger": (1.0, 0.5),
    "Uppe till vänster": (0.0, 0.0),
    "Uppe till höger": (1.0, 0.0),
    "Nere till vänster": (0.0, 1.0),
    "Nere till höger": (1.0, 1.0),
}
CENTRE = "Mitten"


@dataclasses.dataclass(frozen=True)
class PhotoUse:
    """One photo in one slot: the file in images/source/, the slot, and the
    focus the crop keeps."""

    file: str
    slot: Slot
    focus: str = CENTRE

    @property
    def point(self) -> tuple[float, float]:
        return FOCUS[self.focus]
