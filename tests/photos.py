"""Photos as owners bring them, made by the tests: a phone's sideways JPEG
with GPS, an iPhone's HEIC, 24 megapixels, a portrait for a landscape slot,
a camera's wide-gamut colour profile.
Each has a red band along what is its top once upright, so a test sees
both the rotation and the crop."""

from __future__ import annotations

import struct
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


# Adobe RGB (1998) as a camera embeds it: its primaries (adapted to the
# profile connection space's D50 white) and a plain 563/256 gamma.
ADOBE_RGB_D50 = {
    b"rXYZ": (0.60974, 0.31111, 0.01947),
    b"gXYZ": (0.20528, 0.62567, 0.06087),
    b"bXYZ": (0.14919, 0.06322, 0.74457),
}
D50 = (0.9642, 1.0, 0.8249)


def adobe_rgb_profile() -> bytes:
    """A wide-gamut ICC v2 display profile (matrix and curves), written here
    so the test needs no colour package from the system."""

    def s15(values):
        return b"".join(struct.pack(">i", round(v * 65536)) for v in values)

    def xyz(values):
        return b"XYZ \0\0\0\0" + s15(values)

    name = b"Adobe RGB (1998), test\0"
    desc = b"desc\0\0\0\0" + struct.pack(">I", len(name)) + name + bytes(4 + 4 + 2 + 1 + 67)
    gamma = b"curv\0\0\0\0" + struct.pack(">IH", 1, 563) + b"\0\0"
    tags = {b"desc": desc, b"wtpt": xyz(D50), b"cprt": b"text\0\0\0\0none\0"}
    tags |= {sig: xyz(values) for sig, values in ADOBE_RGB_D50.items()}
    tags |= {sig: gamma for sig in (b"rTRC", b"gTRC", b"bTRC")}
    table, data = b"", b""
    start = 128 + 4 + 12 * len(tags)
    for sig, body in tags.items():
        table += sig + struct.pack(">II", start + len(data), len(body))
        data += body + bytes(-len(body) % 4)
    size = start + len(data)
    header = (
        struct.pack(">I", size)
        + bytes(4)
        + struct.pack(">I", 0x02100000)
        + b"mntrRGB XYZ "
        + bytes(12)
        + b"acsp"
        + bytes(24)
        + struct.pack(">I", 0)
        + s15(D50)
    )
    header += bytes(128 - len(header))
    return header + struct.pack(">I", len(tags)) + table + data
