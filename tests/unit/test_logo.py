"""The salon's logo (content/brand.yml `logo`): each file the build cannot
ship is one line naming the file, the line and the field; with a logo the
header's link home shows it, named by the salon's name; without one
nothing changes."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from PIL import Image

from salon import theme
from salon.cms.admin import login_logo
from salon.components.header import brand
from salon.content_model import ContentError, read_content, validate
from salon.images import logo
from salon.paths import CONTENT_DIR, IMAGE_SOURCES
from tests.content import CONTENT
from tests.content_edit import BUILD

SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">'
    '<rect width="120" height="40" fill="#9E4A33"/></svg>'
)


def _png(size: tuple[int, int]) -> bytes:
    out = io.BytesIO()
    Image.new("RGBA", size, (158, 74, 51, 255)).save(out, "PNG")
    return out.getvalue()


def _jpeg() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (80, 40), (158, 74, 51)).save(out, "JPEG")
    return out.getvalue()


@pytest.fixture
def sources(tmp_path, monkeypatch) -> Path:
    """An images/source/ of the test's own, where the checks and the build look."""
    folder = tmp_path / "images" / "source"
    folder.mkdir(parents=True)
    for photo in IMAGE_SOURCES.iterdir():  # the content's photos, checked too
        (folder / photo.name).symlink_to(photo)
    monkeypatch.setattr("salon.content_model.checks.IMAGE_SOURCES", folder)
    monkeypatch.setattr("salon.images.publish.IMAGE_SOURCES", folder)
    # The test's logo is not asked for in a build of the site.
    monkeypatch.setattr("salon.images.publish._WANTED", {})
    return folder


def _content_with_logo(tmp_path: Path, name: str) -> tuple[Path, int]:
    """A copy of the content whose brand.yml names logo `name`: (the file, its line)."""
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / "brand.yml"
    entry = f"  logo: {name}\n"
    text = path.read_text(encoding="utf-8").replace("  fonts:\n", entry + "  fonts:\n", 1)
    path.write_text(text, encoding="utf-8")
    return path, text[: text.index(entry)].count("\n") + 1


BROKEN = {
    "missing": (None, "no logo 'logga.svg' in {folder}/"),
    "a JPEG named .svg": (_jpeg(), "{file} is a JPEG image; a logo is an SVG or a PNG"),
    "text named .svg": (b"Logga", "{file} is not an image; a logo is an SVG or a PNG"),
    "a truncated PNG": (
        _png((400, 200))[:-40],
        "{file} cannot be read: the PNG is damaged or cut short; save or upload it again",
    ),
    "an SVG cut short": (SVG[:-8].encode(), "{file} is not a well-formed SVG ("),
    "an SVG without a size": (
        b'<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>',
        "{file} has no size: its <svg> needs a viewBox, or a width and height in px",
    ),
    "an SVG without its namespace": (
        b'<svg viewBox="0 0 10 10"/>',
        '{file}: its <svg> lacks xmlns="http://www.w3.org/2000/svg"; export it again',
    ),
    "XML that is no SVG": (
        b"<html><body/></html>",
        "{file} is XML without an <svg> root; a logo is an SVG or a PNG",
    ),
}


@pytest.mark.parametrize("data,message", BROKEN.values(), ids=BROKEN.keys())
def test_a_logo_the_build_cannot_ship_is_one_line(tmp_path, sources, data, message):
    if data is not None:
        (sources / "logga.svg").write_bytes(data)
    path, line = _content_with_logo(tmp_path, "logga.svg")
    with pytest.raises(ContentError) as caught:
        validate(read_content(path.parent), today=BUILD)
    (error,) = caught.value.errors
    expected = message.format(folder=sources, file=sources / "logga.svg")
    assert error.startswith(f"{path}:{line}: logo: {expected}")
    assert "\n" not in error


def test_a_good_logo_passes_by_its_content_not_its_name(tmp_path, sources):
    # A PNG saved as .svg is a PNG: it ships as one.
    (sources / "logga.svg").write_bytes(_png((300, 100)))
    path, _ = _content_with_logo(tmp_path, "logga.svg")
    content = validate(read_content(path.parent), today=BUILD)
    assert content.logo == "logga.svg"
    found = logo.inspect(sources / "logga.svg")
    assert (found.kind, found.size, found.width()) == ("png", (300, 100), 120)


def test_an_empty_logo_is_none(tmp_path):
    path, _ = _content_with_logo(tmp_path, "''")
    assert validate(read_content(path.parent), today=BUILD).logo is None
    assert CONTENT.logo is None  # the example has none


@pytest.mark.parametrize(
    "svg,size",
    [
        (SVG, (120.0, 40.0)),
        ('<svg xmlns="http://www.w3.org/2000/svg" width="90px" height="30"/>', (90.0, 30.0)),
        ('<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0,0,60,40"/>', (60, 40)),
    ],
)
def test_an_svg_is_sized_by_width_and_height_else_its_viewbox(tmp_path, svg, size):
    (tmp_path / "l.svg").write_text(svg, encoding="utf-8")
    assert logo.inspect(tmp_path / "l.svg").size == size


def test_a_large_png_ships_at_twice_the_header_height(tmp_path):
    (tmp_path / "l.png").write_bytes(_png((1200, 400)))
    job = logo.LogoJob(logo.inspect(tmp_path / "l.png"))
    assert job.name == f"logo-{job.logo.sha}.png" and len(job.logo.sha) == 12
    (data,) = job.encode().values()
    with Image.open(io.BytesIO(data)) as im:
        assert im.size == (240, 2 * logo.HEIGHT)


def test_an_svg_ships_as_it_is(tmp_path):
    (tmp_path / "l.svg").write_text(SVG, encoding="utf-8")
    job = logo.LogoJob(logo.inspect(tmp_path / "l.svg"))
    assert job.encode() == {job.name: SVG.encode()}
    assert job.name.endswith(".svg")


def test_without_a_logo_the_name_is_the_wordmark():
    rendered = str(brand(CONTENT, "/"))
    assert f'"{CONTENT.salon_name}"' in rendered
    assert "img" not in rendered
    assert "brand-logo" not in theme.stylesheet(CONTENT)


def test_with_a_logo_the_link_home_shows_it_named_by_the_salon(sources):
    (sources / "logga.svg").write_text(SVG, encoding="utf-8")
    content = CONTENT.model_copy(update={"logo": "logga.svg"})
    job = logo.LogoJob(logo.inspect(sources / "logga.svg"))
    rendered = str(brand(content, "/"))
    assert f'src:"/img/{job.name}"' in rendered
    assert f'alt:"{CONTENT.salon_name}"' in rendered
    assert "width:120" in rendered and "height:40" in rendered
    assert 'className:"brand-logo"' in rendered
    # The name is the image's text alternative, not shown beside it.
    assert rendered.count(CONTENT.salon_name) == 1
    assert "brand-logo" in theme.stylesheet(content)


def test_the_admin_log_in_shows_the_logo_when_set(sources):
    (sources / "logga.svg").write_text(SVG, encoding="utf-8")
    with_logo = login_logo(CONTENT.model_copy(update={"logo": "logga.svg"}))
    assert 'href="data:image/svg+xml;base64,' in with_logo
    assert CONTENT.salon_name not in with_logo
    assert CONTENT.salon_name in login_logo(CONTENT)
