"""Image pipeline (tools/build_images.py) and the committed image set."""

import dataclasses
import json
import os
import shutil

import pytest
from PIL import Image

from salon.paths import IMAGE_SOURCES as SOURCE_DIR
from salon.paths import IMAGES as OUT_DIR
from tools import build_images

RED, GREY = (220, 0, 0), (128, 128, 128)


def banded(size, band):
    """Grey picture with red bands of `band` px at the left and right edges."""
    w, h = size
    im = Image.new("RGB", size, GREY)
    im.paste(RED, (0, 0, band, h))
    im.paste(RED, (w - band, 0, w, h))
    return im


@pytest.fixture
def dirs(tmp_path):
    src, out = tmp_path / "source", tmp_path / "img"
    src.mkdir()
    # 1000x700 -> 4:3 crop is 933x700: the 30 px red bands must be cut away
    banded((1000, 700), 30).save(src / "salong-9.png")
    Image.new("RGB", (50, 50), (90, 60, 40)).save(src / "kund-9.png")
    return src, out


def build(src, out, *extra):
    return build_images.main(["--source", str(src), "--out", str(out), *extra])


def outputs(out):
    return sorted(p.name for p in out.iterdir() if p.name != "manifest.json")


def manifest(out):
    return json.loads((out / "manifest.json").read_text(encoding="utf-8"))


def is_red(px):
    return px[0] > 150 and px[1] < 80


def test_ratio_is_enforced_by_centre_crop_and_nothing_is_upscaled(dirs):
    src, out = dirs
    assert build(src, out) == 0
    for w, h in ((400, 300), (800, 600)):
        with Image.open(out / f"salong-9-{w}.webp") as im:
            assert im.size == (w, h)
            rgb = im.convert("RGB")
            # cropped, not squashed: the red edge bands are gone
            assert not is_red(rgb.getpixel((0, h // 2)))
            assert not is_red(rgb.getpixel((w - 1, h // 2)))
    # the source is narrower than 1200 after cropping, so no 1200 variant
    assert not (out / "salong-9-1200.webp").exists()
    # 50 px avatar is narrower than the smallest width: one variant at 50
    assert [n for n in outputs(out) if n.startswith("kund-9")] in (
        ["kund-9-50.webp"],
        ["kund-9-50.avif", "kund-9-50.webp"],
    )
    with Image.open(out / "kund-9-50.webp") as im:
        assert im.size == (50, 50)


def test_manifest_describes_every_variant(dirs):
    src, out = dirs
    build(src, out)
    m = manifest(out)
    assert list(m) == ["kund-9", "salong-9"]  # sorted, nothing else
    salong = m["salong-9"]
    assert (salong["width"], salong["height"]) == (800, 600)
    assert [v["width"] for v in salong["variants"]] == [400, 800]
    for v in salong["variants"] + m["kund-9"]["variants"]:
        assert v["webp"].startswith("/img/")
        assert (out / v["webp"].removeprefix("/img/")).is_file()
        assert v["avif"] is None or (out / v["avif"].removeprefix("/img/")).is_file()
    # AVIF is listed for all widths of a picture or for none
    assert len({v["avif"] is None for v in salong["variants"]}) == 1
    kund = m["kund-9"]
    assert (kund["width"], kund["height"]) == (50, 50)
    assert [v["width"] for v in kund["variants"]] == [50]
    assert kund["variants"][0]["webp"] == "/img/kund-9-50.webp"


def mtimes(out):
    return {n: (out / n).stat().st_mtime_ns for n in outputs(out)}


def test_rerun_skips_and_a_changed_source_rebuilds_only_itself(dirs, capsys):
    src, out = dirs
    build(src, out)
    before = mtimes(out)
    capsys.readouterr()
    assert build(src, out) == 0
    assert "0 built, 2 up to date" in capsys.readouterr().out
    assert mtimes(out) == before

    # A touched source (as after a fresh clone: every file gets the checkout
    # time, newer than the outputs) with the same bytes rebuilds nothing.
    future = (src / "kund-9.png").stat().st_mtime + 100
    os.utime(src / "kund-9.png", (future, future))
    build(src, out)
    assert "0 built, 2 up to date" in capsys.readouterr().out
    assert mtimes(out) == before

    Image.new("RGB", (50, 50), (91, 60, 40)).save(src / "kund-9.png")
    build(src, out)
    assert "1 built, 1 up to date" in capsys.readouterr().out
    after = mtimes(out)
    assert after["salong-9-400.webp"] == before["salong-9-400.webp"]
    assert after["kund-9-50.webp"] != before["kund-9-50.webp"]

    build(src, out, "--force")
    assert "2 built, 0 up to date" in capsys.readouterr().out


def test_changed_settings_rebuild_the_pictures_they_apply_to(dirs, capsys, monkeypatch):
    src, out = dirs
    build(src, out)
    before = mtimes(out)
    capsys.readouterr()
    rule_for = build_images.rule_for
    monkeypatch.setattr(
        build_images,
        "rule_for",
        lambda name: (
            dataclasses.replace(rule_for(name), webp_quality=60)
            if name == "kund-9"
            else rule_for(name)
        ),
    )
    build(src, out)
    assert "1 built, 1 up to date" in capsys.readouterr().out
    assert mtimes(out)["salong-9-400.webp"] == before["salong-9-400.webp"]

    monkeypatch.setattr(build_images, "WEBP_METHOD", build_images.WEBP_METHOD - 1)
    build(src, out)
    assert "2 built, 0 up to date" in capsys.readouterr().out


def test_a_fresh_clone_rebuilds_none_of_the_committed_images(tmp_path, capsys):
    """Copied outputs first and sources last, so every source is newer than its
    outputs, as in a fresh clone: nothing is rewritten."""
    out, src = tmp_path / "img", tmp_path / "source"
    shutil.copytree(OUT_DIR, out, copy_function=shutil.copy)
    shutil.copytree(SOURCE_DIR, src, copy_function=shutil.copy)
    before = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in out.iterdir()}
    assert build(src, out) == 0
    assert f"0 built, {len(list(src.iterdir()))} up to date, 0 removed" in capsys.readouterr().out
    assert {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in out.iterdir()} == before


def test_replaced_photo_with_an_old_file_date_is_still_rebuilt(dirs):
    src, out = dirs
    build(src, out)
    # e.g. copied from a phone, keeping the camera's date (older than our outputs)
    Image.new("RGB", (1600, 1600), (10, 120, 60)).save(src / "salong-9.png")
    os.utime(src / "salong-9.png", (1_000_000_000, 1_000_000_000))
    build(src, out)
    assert (out / "salong-9-1200.webp").exists()
    with Image.open(out / "salong-9-400.webp") as im:
        assert im.size == (400, 300)
        assert im.convert("RGB").getpixel((200, 150))[1] > 100  # the new green photo
    assert manifest(out)["salong-9"]["width"] == 1200


def test_removed_source_removes_its_outputs(dirs):
    src, out = dirs
    build(src, out)
    (out / "hand-made-note.txt").write_text("not ours")
    (src / "kund-9.png").unlink()
    assert build(src, out) == 0
    assert not [n for n in outputs(out) if n.startswith("kund-9")]
    assert "kund-9" not in manifest(out)
    assert (out / "salong-9-400.webp").exists()
    assert (out / "hand-made-note.txt").exists()  # only image outputs are cleaned up


def test_empty_source_folder_is_refused_instead_of_wiping_outputs(dirs, tmp_path):
    src, out = dirs
    build(src, out)
    empty = tmp_path / "empty"
    empty.mkdir()
    assert build(empty, out) == 1
    assert (out / "salong-9-400.webp").exists()


def test_og_exif_rotation_transparency_and_bad_names(dirs):
    src, out = dirs
    banded((1300, 700), 40).save(src / "og.png")
    # landscape pixels, but the camera says "rotate 90": must come out portrait
    exif = Image.Exif()
    exif[0x0112] = 6
    Image.new("RGB", (800, 600), GREY).save(src / "extra-1.jpg", exif=exif)
    Image.new("RGBA", (500, 500), (0, 0, 0, 0)).save(src / "instagram-9.png")
    Image.new("RGB", (500, 500)).save(src / "Bad Name.jpg")
    assert build(src, out) == 1  # the bad name is reported
    m = manifest(out)
    assert "Bad Name" not in m
    with Image.open(out / "og.jpg") as im:
        assert (im.format, im.size) == ("JPEG", (1200, 630))
    assert m["og"]["jpeg"] == "/img/og.jpg" and m["og"]["variants"] == []
    with Image.open(out / "extra-1-400.webp") as im:
        assert im.size == (400, 533)
    with Image.open(out / "instagram-9-400.webp") as im:
        assert min(im.convert("RGB").getpixel((10, 10))) > 200  # off-white, not black


def test_committed_manifest_covers_every_source_image():
    m = json.loads((OUT_DIR / "manifest.json").read_text(encoding="utf-8"))
    sources = {
        p.stem: p for p in SOURCE_DIR.iterdir() if p.suffix.lower() in build_images.SOURCE_EXTS
    }
    assert sources, "no images in images/source/"
    assert set(m) == set(sources), "run: python -m tools.build_images"
    for name, path in sources.items():
        entry = m[name]
        assert entry["width"] > 0 and entry["height"] > 0, name
        # stale if a photo was replaced without re-running the build
        assert entry["source"]["sha256"] == build_images.digest(path), (
            f"{name}: run python -m tools.build_images"
        )
        if name == "og":
            files = [entry["jpeg"]]
        else:
            assert entry["variants"], name
            largest = entry["variants"][-1]
            assert largest["width"] == entry["width"], name
            files = [f for v in entry["variants"] for f in (v["webp"], v["avif"]) if f]
        for url in files:
            assert (OUT_DIR / url.removeprefix("/img/")).is_file(), url
        biggest = entry["jpeg"] if name == "og" else entry["variants"][-1]["webp"]
        with Image.open(OUT_DIR / biggest.removeprefix("/img/")) as im:
            assert im.size == (entry["width"], entry["height"]), name
