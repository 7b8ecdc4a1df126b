"""The salon's logo (content/brand.yml `logo`): an SVG or PNG from
images/source/, shown whole at the header's height, never cropped.

`inspect` tells whether the build can use the file, in one line
(`LogoError`), by what the file holds, not by its name: missing, neither
SVG nor PNG, a PNG that does not decode whole, an SVG that is not
well-formed or has no size. `LogoJob` is the file the site ships, under a
name from its content's hash, through the same publishing as the photos
(salon/images/publish.py).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import io
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from PIL import Image

from salon.build_stop import BuildError
from salon.images.source import MAX_PIXELS, shown

# The height the header shows the logo at, in CSS px; a PNG ships at twice
# that, sharp on a phone's screen and no larger.
HEIGHT = 40
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
SVG_NAMESPACE = "http://www.w3.org/2000/svg"
# A length an <svg> may give as its size: a number, in px or without unit.
_LENGTH = re.compile(r"^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$")
# Part of the shipped name: raise it when what the file holds changes.
VERSION = 1


class LogoError(BuildError):
    """A logo the build cannot use; the message is the whole line after the
    content's field (`images/source/<file> is ...`)."""

    subject = "images"


@dataclasses.dataclass(frozen=True)
class Logo:
    path: Path
    data: bytes
    kind: str  # "svg" or "png": what the file holds
    size: tuple[float, float]  # its own width and height

    @property
    def sha(self) -> str:
        return hashlib.sha256(self.data + repr((HEIGHT, VERSION)).encode()).hexdigest()[:12]

    def width(self, height: int = HEIGHT) -> int:
        """Its width at `height` px, from its aspect ratio."""
        return max(1, round(height * self.size[0] / self.size[1]))


def inspect(path: Path) -> Logo:
    """The logo at `path`, checked; LogoError if the build cannot use it."""
    if not path.is_file():
        raise LogoError(f"no logo {path.name!r} in {shown(path.parent)}/")
    data = path.read_bytes()
    name = shown(path)
    if data.startswith(PNG_SIGNATURE):
        return Logo(path, data, "png", _png_size(data, name))
    return Logo(path, data, "svg", _svg_size(data, name))


def _png_size(data: bytes, name: str) -> tuple[float, float]:
    # Decoding every byte: a file cut short fails here, not in a visitor's browser.
    try:
        with Image.open(io.BytesIO(data)) as im:
            if im.width * im.height > MAX_PIXELS:
                raise LogoError(f"{name} is too large ({im.width} x {im.height}) for a logo")
            im.load()
            return im.size
    except (OSError, SyntaxError, ValueError, EOFError, Image.DecompressionBombError):
        raise LogoError(
            f"{name} cannot be read: the PNG is damaged or cut short; save or upload it again"
        ) from None


def _svg_size(data: bytes, name: str) -> tuple[float, float]:
    try:
        root = ET.fromstring(data)
    except ET.ParseError as error:
        # Text that names an <svg> is a broken one; anything else is another kind of file.
        if b"<svg" in data[:4096]:
            raise LogoError(f"{name} is not a well-formed SVG ({error}); export it again") from None
        raise LogoError(f"{name} is {_kind(data)}; a logo is an SVG or a PNG") from None
    if root.tag == "svg":
        # Without its namespace a browser shows nothing of it as an image.
        raise LogoError(f'{name}: its <svg> lacks xmlns="{SVG_NAMESPACE}"; export it again')
    if root.tag != f"{{{SVG_NAMESPACE}}}svg":
        raise LogoError(f"{name} is XML without an <svg> root; a logo is an SVG or a PNG")
    width, height = _length(root.get("width")), _length(root.get("height"))
    if width and height:
        return width, height
    box = (root.get("viewBox") or "").replace(",", " ").split()
    try:
        box_width, box_height = float(box[2]), float(box[3])
    except (IndexError, ValueError):
        box_width = box_height = 0.0
    if box_width > 0 and box_height > 0:
        return box_width, box_height
    raise LogoError(f"{name} has no size: its <svg> needs a viewBox, or a width and height in px")


def _length(value: str | None) -> float:
    found = _LENGTH.match(value or "")
    return float(found.group(1)) if found else 0.0


def _kind(data: bytes) -> str:
    """What a file that is neither SVG nor PNG is, as the owner knows it."""
    try:
        with Image.open(io.BytesIO(data)) as im:
            return f"a {im.format} image"
    except Exception:
        return "not an image"


@dataclasses.dataclass(frozen=True)
class LogoJob:
    """The logo as the site ships it: publish.py makes and copies it as it does a photo's files."""

    logo: Logo

    @property
    def file(self) -> str:
        return self.logo.path.name

    @functools.cached_property
    def key(self) -> str:
        return f"logo-{self.logo.sha}"

    @property
    def name(self) -> str:
        return f"{self.key}.{self.logo.kind}"

    @property
    def files(self) -> list[str]:
        return [self.name]

    def encode(self) -> dict[str, bytes]:
        return {self.name: shipped(self.logo, 2 * HEIGHT)}


def shipped(logo: Logo, height: int) -> bytes:
    """The logo's bytes for showing at most `height` px tall: an SVG as it is,
    a taller PNG scaled down (a 2000 px logo would cost every visitor)."""
    if logo.kind == "svg" or logo.size[1] <= height:
        return logo.data
    with Image.open(io.BytesIO(logo.data)) as im:
        # RGBA: a palette image would be resized by its nearest pixels.
        small = im.convert("RGBA").resize((logo.width(height), height), Image.Resampling.LANCZOS)
    small.info.clear()  # nothing of the file's metadata goes on
    out = io.BytesIO()
    small.save(out, "PNG", optimize=True)
    return out.getvalue()
