#!/usr/bin/env python3
"""Turn the pictures in images/source/ into the optimised files the site serves.

Owner workflow
--------------
1. Put a photo in ``images/source/`` (JPEG, PNG or WebP, any size, straight
   from the camera is fine). Give it the *same name* as the picture it
   replaces, e.g. ``salong-2.jpg`` or ``salong-2.png`` (delete the old file
   if the extension differs), or a new name to add one (new names must also
   be named in the content, ``content/*.yml``, to appear on the site). Names are
   lower case letters, digits, dashes and underscores (a photo uploaded in
   the CMS at /admin/ is named that way by the CMS itself).
2. Run ``python -m tools.build_images`` (``scripts/export.sh`` runs it too).
3. Commit ``images/source/`` and ``assets/img/``.

To remove a picture, delete it from ``images/source/`` and run the command:
its files disappear from ``assets/img/`` as well.

What it does
------------
Each picture is turned upright (camera rotation), converted to sRGB, stripped
of metadata (including GPS positions), centre-cropped to the shape its name
asks for, and written to ``assets/img/`` as ``NAME-WIDTH.webp`` at a few
widths (plus ``NAME-WIDTH.avif`` when AVIF is available and smaller for every
width), never larger than the photo itself:

    hero-*                      3:2   640, 960, 1600
    salong-*, behandling-*      4:3   400, 800, 1200
    instagram-*                 1:1   400, 800, 1200
    kund-*, avatar-default      1:1   96, 192
    og                    1200 x 630  a single og.jpg (social sites want JPEG)
    anything else          as is      400, 800, 1200

``assets/img/manifest.json`` lists every picture with its size and variants;
the site reads it to build ``<picture>`` tags. It also records each source's
SHA-256 and a hash of the settings it was made with, so a picture is rebuilt
only when its bytes or its settings changed: file dates play no part (a fresh
clone gives every source a new date, and rebuilds nothing). ``--force``
rebuilds everything. ``assets/img/`` is generated: don't put hand-made files
there.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import re
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageOps, features

from salon.paths import IMAGE_MANIFEST, IMAGE_SOURCES, IMAGES

SOURCE_DIR = IMAGE_SOURCES
OUT_DIR = IMAGES
URL_PREFIX = "/img"
MANIFEST_NAME = IMAGE_MANIFEST.name

SOURCE_EXTS = {".jpg", ".jpeg", ".png", ".webp"}
OUTPUT_EXTS = {".webp", ".avif", ".jpg"}  # what this script may delete in OUT_DIR
# The CMS lower-cases an uploaded photo's name and turns spaces and accents
# into dashes and plain letters; a phone's IMG_2034.JPG keeps its underscore.
NAME_RE = re.compile(r"^[a-z0-9]+(?:[-_][a-z0-9]+)*$")
BACKGROUND = (248, 245, 241)  # site off-white, behind transparent PNGs

WEBP_QUALITY, WEBP_METHOD = 72, 6
AVIF_QUALITY, AVIF_SPEED = 50, 4  # speed 4: ~10% smaller than the default 6, still quick
OG_JPEG = {"quality": 85, "optimize": True, "progressive": True}

DEFAULT_WIDTHS = (400, 800, 1200)


@dataclass(frozen=True)
class Rule:
    ratio: tuple[int, int] | None  # crop to this width:height; None keeps the photo's
    widths: tuple[int, ...]
    jpeg: bool = False  # og: one JPEG instead of WebP/AVIF variants
    webp_quality: int = WEBP_QUALITY
    avif_quality: int = AVIF_QUALITY


def rule_for(name: str) -> Rule:
    if name == "og":
        return Rule((1200, 630), (1200,), jpeg=True)
    if name.startswith("hero-"):
        # Big soft gradients band visibly at the default quality; the extra
        # bytes are small next to the budget (640 px WebP stays well under 60 KB).
        return Rule((3, 2), (640, 960, 1600), webp_quality=82, avif_quality=60)
    if name.startswith("kund-") or name == "avatar-default":
        # Tiny files either way (about 1-2 KB); higher quality avoids blocky faces.
        return Rule((1, 1), (96, 192), webp_quality=85, avif_quality=65)
    if name.startswith(("salong-", "behandling-")):
        return Rule((4, 3), DEFAULT_WIDTHS)
    if name.startswith("instagram-"):
        return Rule((1, 1), DEFAULT_WIDTHS)
    return Rule(None, DEFAULT_WIDTHS)


def group_of(name: str) -> str:
    return "kund" if name == "avatar-default" else name.split("-")[0]


# --- planning ------------------------------------------------------------------


def upright_size(path: Path) -> tuple[int, int]:
    """Size after EXIF rotation, read from the header only (cheap)."""
    with Image.open(path) as im:
        w, h = im.size
        if im.getexif().get(0x0112, 1) in (5, 6, 7, 8):  # rotated 90/270 degrees
            w, h = h, w
    return w, h


def crop_size(w: int, h: int, ratio: tuple[int, int] | None) -> tuple[int, int]:
    """Largest centred area of the requested shape."""
    if ratio is None:
        return w, h
    rw, rh = ratio
    if w * rh > h * rw:  # too wide: trim the sides
        return max(1, round(h * rw / rh)), h
    return w, max(1, round(w * rh / rw))


def plan(size: tuple[int, int], rule: Rule) -> list[tuple[int, int]]:
    """Output (width, height) pairs, smallest first; never upscaled."""
    cw, ch = crop_size(*size, rule.ratio)
    widths = [w for w in rule.widths if w <= cw] or [cw]
    rw, rh = rule.ratio or (cw, ch)
    return [(w, max(1, round(w * rh / rw))) for w in widths]


@dataclass
class Job:
    name: str
    source: Path
    rule: Rule
    sizes: list[tuple[int, int]]

    def webp(self, w: int) -> str:
        return f"{self.name}-{w}.webp"

    def avif(self, w: int) -> str:
        return f"{self.name}-{w}.avif"

    def expected(self) -> set[str]:
        """Files this picture may own in the output folder."""
        if self.rule.jpeg:
            return {f"{self.name}.jpg"}
        return {f for w, _ in self.sizes for f in (self.webp(w), self.avif(w))}

    def required(self) -> list[str]:
        """Files that must exist for the picture to count as built."""
        if self.rule.jpeg:
            return [f"{self.name}.jpg"]
        return [self.webp(w) for w, _ in self.sizes]


def find_sources(src: Path) -> tuple[dict[str, Path], list[str]]:
    """name -> source file, plus problems worth telling the owner about."""
    by_name: dict[str, list[Path]] = {}
    problems = []
    for p in sorted(src.iterdir()):
        if not p.is_file() or p.name.startswith(".") or p.suffix.lower() not in SOURCE_EXTS:
            continue
        if not NAME_RE.match(p.stem):
            problems.append(
                f"{p.name}: rename it (lower case letters, digits, dashes and underscores only)"
            )
            continue
        by_name.setdefault(p.stem, []).append(p)
    chosen = {}
    for name, paths in by_name.items():
        paths.sort(key=lambda p: p.stat().st_mtime_ns)
        chosen[name] = paths[-1]
        if len(paths) > 1:
            others = ", ".join(p.name for p in paths[:-1])
            print(
                f"warning: several files for {name!r}; using the newest, {paths[-1].name} "
                f"(delete {others})"
            )
    return chosen, problems


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def settings_digest(rule: Rule) -> str:
    """Everything besides the source that decides a picture's output bytes."""
    settings = (rule, WEBP_METHOD, AVIF_SPEED, sorted(OG_JPEG.items()), BACKGROUND)
    return hashlib.sha256(repr(settings).encode()).hexdigest()[:16]


def source_record(job: Job, sha: str) -> dict:
    return {"file": job.source.name, "sha256": sha, "settings": settings_digest(job.rule)}


def up_to_date(job: Job, out: Path, old_entry: dict | None, sha: str) -> bool:
    """The outputs exist and were made from these bytes with these settings.

    Content, not file dates: git gives every file of a fresh clone the
    checkout time, and a photo copied from a phone keeps its camera date.
    """
    recorded = (old_entry or {}).get("source")
    return recorded == source_record(job, sha) and all((out / f).is_file() for f in job.required())


# --- encoding --------------------------------------------------------------------


def load(path: Path) -> Image.Image:
    """Upright, sRGB, RGB pixels."""
    with Image.open(path) as im:
        im = ImageOps.exif_transpose(im)
        icc = im.info.get("icc_profile")
        if im.mode in ("RGBA", "LA", "PA") or (im.mode == "P" and "transparency" in im.info):
            rgba = im.convert("RGBA")
            im = Image.new("RGB", rgba.size, BACKGROUND)
            im.paste(rgba, mask=rgba.getchannel("A"))
        else:
            im = im.convert("RGB")
    if icc and features.check("littlecms2"):
        from PIL import ImageCms

        try:
            srgb = ImageCms.createProfile("sRGB")
            im = ImageCms.profileToProfile(
                im, ImageCms.ImageCmsProfile(io.BytesIO(icc)), srgb, outputMode="RGB"
            )
        except (ImageCms.PyCMSError, OSError, ValueError):
            pass  # broken profile: keep the pixels as they are
    im.info.clear()  # no EXIF/XMP/ICC leaks into the outputs (encoders copy im.info)
    return im


def encode(im: Image.Image, fmt: str, params: dict) -> bytes:
    buf = io.BytesIO()
    im.save(buf, fmt, **params)
    return buf.getvalue()


def write_atomic(path: Path, data: bytes) -> None:
    """Write via a temporary file so an interrupted run never leaves half a file
    that looks up to date."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=path.suffix)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def build(job: Job, out: Path, use_avif: bool) -> None:
    im = load(job.source)
    resized = [ImageOps.fit(im, size, method=Image.Resampling.LANCZOS) for size in job.sizes]
    if job.rule.jpeg:
        write_atomic(out / f"{job.name}.jpg", encode(resized[-1], "JPEG", OG_JPEG))
        return
    rule = job.rule
    webps = [
        encode(r, "WEBP", {"quality": rule.webp_quality, "method": WEBP_METHOD}) for r in resized
    ]
    avifs = (
        [encode(r, "AVIF", {"quality": rule.avif_quality, "speed": AVIF_SPEED}) for r in resized]
        if use_avif
        else []
    )
    # AVIF all-or-nothing: a <source> listing only some widths would make the
    # browser pick a too-small file, so keep AVIF only if it wins at every width.
    keep_avif = bool(avifs) and all(len(a) < len(w) for a, w in zip(avifs, webps))
    for (w, _), webp_data in zip(job.sizes, webps):
        write_atomic(out / job.webp(w), webp_data)
    for (w, _), avif_data in zip(job.sizes, avifs if keep_avif else []):
        write_atomic(out / job.avif(w), avif_data)
    if not keep_avif:
        for w, _ in job.sizes:
            (out / job.avif(w)).unlink(missing_ok=True)


def manifest_entry(job: Job, out: Path, sha: str) -> dict:
    w, h = job.sizes[-1]
    entry = {"width": w, "height": h}
    if job.rule.jpeg:
        entry["jpeg"] = f"{URL_PREFIX}/{job.name}.jpg"
        entry["variants"] = []
    else:
        entry["variants"] = [
            {
                "width": vw,
                "webp": f"{URL_PREFIX}/{job.webp(vw)}",
                "avif": f"{URL_PREFIX}/{job.avif(vw)}" if (out / job.avif(vw)).exists() else None,
            }
            for vw, _ in job.sizes
        ]
    # Not used by the site; lets the next run notice a replaced photo.
    entry["source"] = source_record(job, sha)
    return entry


# --- main ------------------------------------------------------------------------


def run(src: Path, out: Path, force: bool = False) -> int:
    started = time.perf_counter()
    if not src.is_dir():
        print(f"error: no source folder {src}", file=sys.stderr)
        return 1
    sources, problems = find_sources(src)
    if not sources:
        # refuse rather than delete every published image because of a wrong path
        print(f"error: no source images in {src}", file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    manifest_path = out / MANIFEST_NAME
    try:
        old_manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        old_manifest = {}
    use_avif = features.check("avif")

    manifest, expected, built, skipped = {}, {MANIFEST_NAME}, [], []
    for name, path in sorted(sources.items()):
        try:
            rule = rule_for(name)
            job = Job(name, path, rule, plan(upright_size(path), rule))
            sha = digest(path)
            if force or not up_to_date(job, out, old_manifest.get(name), sha):
                build(job, out, use_avif)
                built.append(name)
            else:
                skipped.append(name)
            expected |= job.expected()
            manifest[name] = manifest_entry(job, out, sha)
        except (OSError, ValueError, SyntaxError, Image.DecompressionBombError) as exc:
            # unreadable or broken image: report it, keep going with the rest
            problems.append(f"{path.name}: {exc}")

    # Files of removed pictures (or widths that no longer apply) go away.
    removed = []
    for p in sorted(out.iterdir()):
        stale_tmp = p.name.startswith(".tmp-")
        if p.is_file() and (stale_tmp or (p.suffix in OUTPUT_EXTS and p.name not in expected)):
            p.unlink()
            removed.append(p.name)

    text = json.dumps(manifest, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    if not manifest_path.exists() or manifest_path.read_text(encoding="utf-8") != text:
        write_atomic(manifest_path, text.encode("utf-8"))

    summarise(out, manifest, built, skipped, removed, use_avif, time.perf_counter() - started)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


def summarise(out, manifest, built, skipped, removed, use_avif, seconds):
    groups: dict[str, list[int]] = {}
    largest = ("", 0)
    for p in out.iterdir():
        if p.suffix in OUTPUT_EXTS and p.is_file():
            size = p.stat().st_size
            name = p.stem.rsplit("-", 1)[0] if p.suffix != ".jpg" else p.stem
            g = groups.setdefault(group_of(name), [0, 0])
            g[0] += size
            g[1] += 1
            if size > largest[1]:
                largest = (p.name, size)
    print(
        f"images: {len(built)} built, {len(skipped)} up to date, {len(removed)} removed "
        f"({'AVIF on' if use_avif else 'AVIF not supported by this Pillow'}) in {seconds:.1f}s"
    )
    for name in removed:
        print(f"  removed {name}")
    total = sum(g[0] for g in groups.values())
    for group, (size, count) in sorted(groups.items()):
        print(f"  {group:<11} {count:3d} files {size / 1024:8.1f} KB")
    print(
        f"  {'total':<11} {sum(g[1] for g in groups.values()):3d} files {total / 1024:8.1f} KB"
        f"  (largest: {largest[0]}, {largest[1] / 1024:.1f} KB)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--force", action="store_true", help="rebuild every picture")
    parser.add_argument("--source", type=Path, default=SOURCE_DIR, help="source folder")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output folder")
    args = parser.parse_args(argv)
    return run(args.source, args.out, args.force)


if __name__ == "__main__":
    sys.exit(main())
