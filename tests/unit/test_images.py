"""The image pipeline (salon/images/) on photos the tests make: sideways with
GPS, HEIC, 24 megapixels, damaged, a portrait in a landscape slot; and its
cache. The content's own photos go through plain `reflex export` in the
copy build (tests/builds.py, tests/e2e/test_plain_export.py), bad ones
through the commands on a broken copy (test_content_errors.py)."""

from __future__ import annotations

import io
import time

import pytest
from PIL import Image

from salon.images import publish, source
from salon.images.crop import crop_box, widths
from salon.images.slots import AVATAR, HERO, SALON, SHARE, PhotoUse
from salon.images.variants import Job
from tests import photos

GPS_IFD = photos.GPS_IFD


@pytest.fixture
def folders(tmp_path):
    src, cache, public = tmp_path / "source", tmp_path / "cache", tmp_path / "public"
    src.mkdir()
    return src, cache, public


def job(src, cache, name, slot, focus="Mitten") -> Job:
    return Job(PhotoUse(name, slot, focus), source.inspect(src / name, cache))


def built(public, cache, *jobs) -> publish.Published:
    return publish.publish(public, cache, {j.key: (j, set(j.files)) for j in jobs})


def opened(public, name) -> Image.Image:
    im = Image.open(public / publish.URL_FOLDER / name)
    im.load()
    return im


def test_a_sideways_phone_photo_with_gps_comes_out_upright_and_without_metadata(folders):
    src, cache, public = folders
    # Upright a portrait with its top band, stored turned with the camera's
    # "rotate 90° clockwise" and the place it was taken.
    photos.sideways_with_gps(src / "img_2034.jpg", upright=(900, 1200))
    assert Image.open(src / "img_2034.jpg").getexif().get_ifd(GPS_IFD)  # the test's own control

    photo = job(src, cache, "img_2034.jpg", SALON, "Upptill")
    assert photo.source.size == (900, 1200)
    built(public, cache, photo)
    for variant in photo.variants:
        assert variant.width / variant.height == pytest.approx(4 / 3, abs=0.01)
        for name in (variant.avif, variant.webp):
            im = opened(public, name)
            assert im.size == (variant.width, variant.height)
            assert photos.is_red(im.convert("RGB").getpixel((variant.width // 2, 2))), name
            assert not photos.is_red(
                im.convert("RGB").getpixel((variant.width // 2, variant.height - 3))
            )
            assert not im.getexif(), name
            assert not {"exif", "xmp", "icc_profile"} & set(im.info), (name, im.info.keys())
            assert b"GPS" not in (public / publish.URL_FOLDER / name).read_bytes()


def test_a_portrait_in_a_landscape_slot_is_cropped_where_its_focus_says(folders):
    src, cache, public = folders
    photos.portrait(src / "portrait.png")
    top, middle = (job(src, cache, "portrait.png", SALON, focus) for focus in ("Upptill", "Mitten"))
    assert top.box == (0, 0, 900, 675) and middle.box == (0, 262, 900, 937)
    assert top.key != middle.key  # one photo, two crops: two sets of files
    built(public, cache, top, middle)
    assert [(v.width, v.height) for v in top.variants] == [(400, 300), (800, 600)]
    assert photos.is_red(opened(public, top.variants[0].webp).convert("RGB").getpixel((200, 5)))
    assert not photos.is_red(
        opened(public, middle.variants[0].webp).convert("RGB").getpixel((200, 5))
    )


def test_crops_and_widths_follow_the_slot_never_enlarging():
    assert crop_box((1000, 700), (4, 3), (0.5, 0.5)) == (34, 0, 967, 700)
    assert crop_box((1000, 700), (4, 3), (1.0, 0.5)) == (67, 0, 1000, 700)
    assert widths(933, (4, 3), SALON.widths) == [(400, 300), (800, 600)]
    assert widths(50, (1, 1), AVATAR.widths) == [(50, 50)]  # smaller than any: its own width


def test_an_iphone_heic_is_built_upright(folders):
    src, cache, public = folders
    photos.heic(src / "img_4711.heic", upright=(800, 1000))
    photo = job(src, cache, "img_4711.heic", AVATAR, "Upptill")
    assert photo.source.size == (800, 1000)
    assert photo.source.format == "HEIC"
    built(public, cache, photo)
    assert [(v.width, v.height) for v in photo.variants] == [(96, 96), (192, 192)]
    top = opened(public, photo.variants[-1].avif).convert("RGB").getpixel((96, 5))
    assert top[2] > 150 and top[0] < 80


def test_the_sharing_picture_is_one_jpeg_of_1200_by_630(folders):
    src, cache, public = folders
    photos.with_top_band((2000, 1500)).save(src / "dela.jpg")
    photo = job(src, cache, "dela.jpg", SHARE, "Upptill")
    built(public, cache, photo)
    (variant,) = photo.variants
    im = opened(public, variant.jpeg)
    assert (im.format, im.size) == ("JPEG", (1200, 630))
    assert photos.is_red(im.convert("RGB").getpixel((600, 5)))


def test_a_24_megapixel_photo_builds_in_seconds(folders):
    src, cache, public = folders
    photos.megapixels_24(src / "stor.jpg")
    started = time.monotonic()
    photo = job(src, cache, "stor.jpg", HERO)
    done = built(public, cache, photo)
    seconds = time.monotonic() - started
    print(f"24 MP photo, hero slot, 3 widths as AVIF and WebP: {seconds:.1f} s")
    assert done.made == ["stor.jpg"]
    assert [v.width for v in photo.variants] == [640, 960, 1600]


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda path: None, "no photo 'bild.jpg' in "),
        (
            lambda path: path.write_bytes(_jpeg()[:-2000]),
            "bild.jpg cannot be read: it is damaged or cut short; save or upload it again",
        ),
        (
            lambda path: path.write_bytes(b"<html>not a photo</html>"),
            "bild.jpg is not a JPEG, PNG, WebP or HEIC photo, or it is damaged",
        ),
        (
            lambda path: Image.new("RGB", (300, 300)).save(path, "GIF"),
            "bild.jpg is a GIF image; the site takes JPEG, PNG, WebP or HEIC",
        ),
    ],
    ids=["missing", "truncated", "not a photo", "unsupported type"],
)
def test_a_photo_the_build_cannot_use_is_one_line(folders, make, message):
    src, cache, _public = folders
    make(src / "bild.jpg")
    with pytest.raises(source.PhotoError) as caught:
        source.inspect(src / "bild.jpg", cache)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def _jpeg() -> bytes:
    out = io.BytesIO()
    Image.effect_noise((600, 400), 50).convert("RGB").save(out, "JPEG", quality=90)
    return out.getvalue()


def test_only_new_or_changed_photos_are_encoded_and_stale_files_leave(folders):
    src, cache, public = folders
    photos.with_top_band((1200, 900)).save(src / "a.jpg")
    photos.with_top_band((1200, 900), photos.BLUE).save(src / "b.jpg")
    a, b = job(src, cache, "a.jpg", SALON), job(src, cache, "b.jpg", SALON)
    assert built(public, cache, a, b).made == ["a.jpg", "b.jpg"]
    folder = public / publish.URL_FOLDER
    before = {p.name: p.stat().st_mtime_ns for p in folder.iterdir()}

    again = built(public, cache, job(src, cache, "a.jpg", SALON), job(src, cache, "b.jpg", SALON))
    assert (again.made, again.cached) == ([], 2)
    assert {p.name: p.stat().st_mtime_ns for p in folder.iterdir()} == before

    photos.with_top_band((1200, 900), photos.GREY).save(src / "b.jpg")  # replaced, same name
    new_b = job(src, cache, "b.jpg", SALON)
    done = built(public, cache, job(src, cache, "a.jpg", SALON), new_b)
    assert (done.made, done.cached) == (["b.jpg"], 1)
    now = {p.name for p in folder.iterdir()}
    assert set(new_b.files) <= now and not set(b.files) & now  # the old photo's files left
    assert {n for n in now if n.startswith("a-")} == {n for n in before if n.startswith("a-")}


def test_a_wide_gamut_photo_is_converted_to_srgb_and_loses_its_profile(folders):
    src, cache, public = folders
    colour = (60, 150, 200)
    Image.new("RGB", (800, 600), colour).save(
        src / "adobe.jpg", icc_profile=photos.adobe_rgb_profile(), quality=95
    )
    photo = job(src, cache, "adobe.jpg", SALON)
    built(public, cache, photo)
    im = opened(public, photo.variants[0].webp)
    assert "icc_profile" not in im.info
    shown = im.convert("RGB").getpixel((200, 150))
    # The same colour in sRGB numbers: red and green move by tens, not by noise.
    assert abs(shown[0] - colour[0]) > 15 or abs(shown[1] - colour[1]) > 15, shown
