"""What the site serves of one photo in one slot: the crop its focus asks
for, the widths the slot asks for and the photo allows, and how each file
is encoded.

A photo's files are named by a key: the hash of the photo's bytes, the slot,
the focus and the encoder settings. A file of that name is those bytes, so a
build reuses it from the cache whatever the photo is called, and a browser
never keeps an old photo under a new one's address.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import io
import re
from pathlib import Path

from PIL import Image

from salon.images.crop import crop_box, widths
from salon.images.slots import PhotoUse, Slot
from salon.images.source import Source, load

# Where the export and `reflex run` serve the files.
URL_FOLDER = "img"
WEBP_QUALITY, AVIF_QUALITY = 72, 50
# Big soft gradients band at the default quality, and small faces turn
# blocky; the higher quality costs those slots little.
QUALITY = {"hero": (82, 60), "avatar": (85, 65)}
# AVIF at libavif's default speed 6: a slower speed makes slightly smaller
# files in several times the time, and every clean clone and deploy encodes
# every photo once (docs/decisions/photos.md).
WEBP_METHOD, AVIF_SPEED = 6, 6
JPEG = {"quality": 85, "optimize": True, "progressive": True}
# Part of every key: raise it when what a file holds changes for the same settings.
VERSION = 1


def _slug(stem: str) -> str:
    return re.sub(r"[^a-z0-9_-]+", "-", stem.lower()).strip("-") or "photo"


@dataclasses.dataclass(frozen=True)
class Variant:
    width: int
    height: int
    avif: str | None  # file names
    webp: str | None
    jpeg: str | None


@dataclasses.dataclass(frozen=True)
class Job:
    """One photo in one slot: every file the site may serve of it."""

    use: PhotoUse
    source: Source

    @functools.cached_property
    def box(self) -> tuple[int, ...]:
        return crop_box(self.source.size, self.use.slot.ratio, self.use.point)

    @functools.cached_property
    def key(self) -> str:
        settings = (self.source.sha, self.use.slot, self.box, _settings(self.use.slot), VERSION)
        return hashlib.sha256(repr(settings).encode()).hexdigest()[:10]

    @functools.cached_property
    def variants(self) -> tuple[Variant, ...]:
        base = f"{_slug(Path(self.use.file).stem)}-{self.key}"
        if self.use.slot.jpeg:
            ((w, h),) = widths(
                self.box[2] - self.box[0], self.use.slot.ratio, self.use.slot.widths
            )[-1:]
            return (Variant(w, h, None, None, f"{base}.jpg"),)
        return tuple(
            Variant(w, h, f"{base}-{w}.avif", f"{base}-{w}.webp", None)
            for w, h in widths(self.box[2] - self.box[0], self.use.slot.ratio, self.use.slot.widths)
        )

    @property
    def file(self) -> str:
        """The source's name in images/source/."""
        return self.use.file

    @property
    def files(self) -> list[str]:
        return [n for v in self.variants for n in (v.avif, v.webp, v.jpeg) if n]

    def encode(self) -> dict[str, bytes]:
        """Every file of the job, by name."""
        im = load(self.source.path)
        if im.size != self.source.size:
            raise ValueError(f"{self.source.path.name} reads as {im.size}, not {self.source.size}")
        cropped = im.crop(self.box)
        webp, avif = _settings(self.use.slot)[:2]
        made = {}
        for variant in self.variants:
            size = (variant.width, variant.height)
            small = cropped.resize(size, Image.Resampling.LANCZOS, reducing_gap=3.0)
            if variant.jpeg:
                made[variant.jpeg] = _encode(small, "JPEG", JPEG)
                continue
            made[variant.webp] = _encode(small, "WEBP", {"quality": webp, "method": WEBP_METHOD})
            made[variant.avif] = _encode(small, "AVIF", {"quality": avif, "speed": AVIF_SPEED})
        return made


def _settings(slot: Slot) -> tuple:
    webp, avif = QUALITY.get(slot.name, (WEBP_QUALITY, AVIF_QUALITY))
    return webp, avif, WEBP_METHOD, AVIF_SPEED, tuple(JPEG.items())


def _encode(im: Image.Image, kind: str, options: dict) -> bytes:
    out = io.BytesIO()
    im.save(out, kind, **options)
    return out.getvalue()
