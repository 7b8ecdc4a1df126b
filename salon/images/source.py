"""A photo as the owner put it in images/source/: checked once, then read
upright, in sRGB and without its metadata.

`inspect` tells whether the build can use a file, in one line an owner can
act on (`PhotoError`): missing, not a type the site takes, or unreadable
(damaged, or cut short by an upload that broke off). It decodes the whole
file once, then remembers the answer by the file's content hash in the
cache: an unchanged photo is not decoded again to be checked.
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import json
import warnings
from pathlib import Path

import pillow_heif
from PIL import Image, ImageCms, ImageOps, UnidentifiedImageError

from salon.build_stop import BuildError
from salon.images.cache import write_atomic
from salon.paths import IMAGE_CACHE, ROOT

# An iPhone's HEIC, as a desktop browser uploads it; a phone's browser sends
# JPEG. pillow-heif turns it upright itself and clears the EXIF orientation.
pillow_heif.register_heif_opener()

# Pillow's names of the formats the site takes, and how the owner knows them
# (a phone's JPEG with a second, depth or preview picture is Pillow's MPO).
FORMATS = {"JPEG": "JPEG", "MPO": "JPEG", "PNG": "PNG", "WEBP": "WebP", "HEIF": "HEIC"}
KINDS = "JPEG, PNG, WebP or HEIC"
# Past this a photo is refused rather than read into memory (3 bytes a pixel):
# a 108-megapixel phone photo still fits.
MAX_PIXELS = 120_000_000
# What shows through a transparent PNG: the site's background.
BACKGROUND = (248, 245, 241)
_ORIENTATION = 0x0112
_TURNED = (5, 6, 7, 8)  # EXIF orientations that swap width and height
_SRGB = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB"))


class PhotoError(BuildError):
    """A photo the build cannot use; the message is the whole line after the
    content's field (`images/source/<file> is ...`)."""

    subject = "images"


@dataclasses.dataclass(frozen=True)
class Source:
    path: Path
    sha: str  # of the file's bytes
    format: str  # as the owner knows it: JPEG, PNG, WebP, HEIC
    size: tuple[int, int]  # width, height once upright


def shown(path: Path) -> str:
    """`path` as the owner finds it: images/source/<file>."""
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return str(path)


def inspect(path: Path, cache: Path = IMAGE_CACHE) -> Source:
    """The photo at `path`, checked; PhotoError if the build cannot use it."""
    if not path.is_file():
        raise PhotoError(f"no photo {path.name!r} in {shown(path.parent)}/")
    data = path.read_bytes()
    sha = hashlib.sha256(data).hexdigest()[:20]
    record = cache / "sources" / f"{sha}.json"
    try:
        known = json.loads(record.read_text(encoding="utf-8"))
        return Source(path, sha, known["format"], (known["width"], known["height"]))
    except (OSError, ValueError, KeyError):
        pass
    kind, (width, height) = _check(data, shown(path))
    record_text = json.dumps({"format": kind, "width": width, "height": height})
    write_atomic(record, record_text.encode("utf-8"))
    return Source(path, sha, kind, (width, height))


def _check(data: bytes, name: str) -> tuple[str, tuple[int, int]]:
    """The format and upright size of a photo's bytes, after decoding all of
    them: a file cut short fails here, not in the middle of a build."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as im:
                if im.format not in FORMATS:
                    raise PhotoError(f"{name} is a {im.format} image; the site takes {KINDS}")
                if im.width * im.height > MAX_PIXELS:
                    raise _too_large(name, im.size)
                size = _upright_size(im)
                if im.format in ("JPEG", "MPO"):
                    # Decoding at 1/8 scale still reads every byte of the data.
                    im.draft("RGB", (im.width // 8, im.height // 8))
                im.load()
    except UnidentifiedImageError:
        raise PhotoError(
            f"{name} is not a {KINDS} photo, or it is damaged: it cannot be read"
        ) from None
    except (Image.DecompressionBombWarning, Image.DecompressionBombError):
        raise _too_large(name, None) from None
    except (OSError, SyntaxError, ValueError, EOFError):
        raise PhotoError(
            f"{name} cannot be read: it is damaged or cut short; save or upload it again"
        ) from None
    return FORMATS[im.format], size


def _too_large(name: str, size: tuple[int, int] | None) -> PhotoError:
    pixels = f" ({size[0]} x {size[1]})" if size else ""
    return PhotoError(f"{name} is too large{pixels}: at most {MAX_PIXELS // 1_000_000} megapixels")


def _upright_size(im: Image.Image) -> tuple[int, int]:
    turned = im.getexif().get(_ORIENTATION, 1) in _TURNED
    return (im.height, im.width) if turned else im.size


def load(path: Path) -> Image.Image:
    """The photo's pixels as the page shows them: upright (the camera's
    rotation applied), in sRGB, RGB over the site's background where it is
    transparent, and nothing else: no EXIF (GPS), XMP or ICC profile goes on
    into a file made from it (the encoders copy what `info` holds)."""
    with Image.open(path) as opened:
        im = ImageOps.exif_transpose(opened)
        profile = im.info.get("icc_profile")
        if im.mode in ("RGBA", "LA", "PA") or "transparency" in im.info:
            rgba = im.convert("RGBA")
            im = Image.new("RGB", rgba.size, BACKGROUND)
            im.paste(rgba, mask=rgba.getchannel("A"))
        else:
            im = im.convert("RGB")
    if profile:
        try:
            own = ImageCms.ImageCmsProfile(io.BytesIO(profile))
            im = ImageCms.profileToProfile(im, own, _SRGB, outputMode="RGB")
        except (ImageCms.PyCMSError, OSError, ValueError):
            pass  # a broken profile: the pixels as they are, which is what browsers show
    im.info.clear()
    return im
