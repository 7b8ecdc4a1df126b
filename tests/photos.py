"""Photos as owners bring them, made by the tests: a phone's sideways JPEG
with GPS, an iPhone's HEIC, 24 megapixels, a portrait for a landscape slot.
Each has a red band along what is its top once upright, so a test sees
both the rotation and the crop."""

from __future__ import annotations

from pathlib import Path

import pillow_heif
from PIL import Image

RED, GREY, BLUE = (220, 0, 0), (128, 128, 128), (0, 0, 220)
GPS_IFD, ORIENTATION = 0x8825, 0x0112
BAND = 60


def is_red(pixel) -> bool:
    return pixel[0] > 150 and pixel[1] < 80 and pixel[2] < 80


def with_top_band(size: tuple[int, int], colour=RED) -> Image.Image:
    im = Image.new("RGB", size, GREY)
    im.paste(colour, (0, 0, size[0], BAND))
    return im


def sideways_with_gps(path: Path, upright: tuple[int, int] = (1200, 900)) -> None:
    """A JPEG stored turned a quarter (the camera's "rotate 90° clockwise"),
    with the place it was taken: upright it is `upright` with the band on top."""
    stored = with_top_band(upright).rotate(90, expand=True)  # the band on the left
    exif = Image.Exif()
    exif[ORIENTATION] = 6
    exif.get_ifd(GPS_IFD).update({1: "N", 2: (57.0, 42.0, 3.5), 3: "E", 4: (11.0, 58.0, 1.2)})
    stored.save(path, exif=exif, quality=90)


def heic(path: Path, upright: tuple[int, int] = (800, 800)) -> None:
    """An iPhone's HEIC, stored turned as the sensor took it (pillow-heif
    writes the EXIF orientation as HEIF's own rotation), with a blue band."""
    stored = with_top_band(upright, BLUE).rotate(90, expand=True)
    exif = Image.Exif()
    exif[ORIENTATION] = 6
    pillow_heif.from_pillow(stored).save(path, quality=80, exif=exif.tobytes())


def megapixels_24(path: Path) -> None:
    """6000 x 4000 with detail everywhere, as a phone's photo has (noise)."""
    noise = Image.effect_noise((6000, 4000), 40)
    gradient = Image.linear_gradient("L").resize((6000, 4000))
    Image.merge("RGB", (noise, gradient, noise)).save(path, quality=90)


def portrait(path: Path, size: tuple[int, int] = (900, 1200)) -> None:
    with_top_band(size).save(path)
