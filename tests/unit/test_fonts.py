"""The fonts (salon/brand/fonts.py, font_files.py): the system's change
nothing, no file, no rule, no preload; a shipped font is its own files from
the site's origin, swapped in, at most two of them preloaded; its files come
from its pinned npm package once, then from the cache, and the public folder
holds exactly the chosen fonts' files."""

from __future__ import annotations

import base64
import dataclasses
import io
import re
import tarfile

import pytest
import reflex as rx

from salon import paths, theme
from salon.brand import font_files, fonts
from salon.brand.fonts import CHOICES, SYSTEM
from salon.build_stop import stop_build
from salon.npm_tarball import integrity_of
from salon.plugins import PLUGINS
from salon.plugins.fonts import FontsPlugin
from tests.content import CONTENT
from tests.content_edit import content_with
from tests.decap import content_form, generated_config
from tests.fake_registry import Files
from tools.ports import free_port

# The stacks the site was set in before an owner could choose: the look the
# example content keeps.
SERIF = (
    '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, '
    '"DejaVu Serif", serif'
)
SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'
SHIPPED = [key for key, choice in CHOICES.items() if choice.shipped is not None]


def test_the_system_fonts_are_the_first_choice_and_todays_stacks():
    assert next(iter(CHOICES)) == SYSTEM
    assert fonts.properties(SYSTEM, SYSTEM) == {"serif": SERIF, "sans": SANS}


def test_the_example_content_keeps_the_system_fonts_no_face_no_preload():
    assert (CONTENT.fonts.headings, CONTENT.fonts.body) == (SYSTEM, SYSTEM)
    css = theme.stylesheet(CONTENT)
    assert css.startswith(":root{") and "@font-face" not in css
    assert f"--serif:{SERIF};--sans:{SANS};" in css
    assert theme.font_preloads(CONTENT) == []


def test_the_system_fonts_ship_no_file(tmp_path):
    (tmp_path / "fonts").mkdir()
    (tmp_path / "fonts" / "inter-latin-400-normal.woff2").write_bytes(b"old")
    assert font_files.publish(SYSTEM, SYSTEM, tmp_path, tmp_path / "cache") == []
    assert not (tmp_path / "fonts").exists()
    assert not (tmp_path / "cache").exists()


def test_a_shipped_font_is_its_own_files_swapped_in_under_the_site_path(monkeypatch):
    monkeypatch.setattr(rx.config.get_config(), "frontend_path", "/salong")
    content = content_with({("fonts", "headings"): "fraunces", ("fonts", "body"): "inter"})
    css = theme.stylesheet(content)
    faces = re.findall(r"@font-face\{[^}]*\}", css)
    assert len(faces) == 4 and all("font-display:swap" in face for face in faces)
    urls = re.findall(r'url\("([^"]+)"\) format\("woff2"\)', css)
    assert urls == [
        "/salong/fonts/fraunces-latin-400-normal.woff2",
        "/salong/fonts/fraunces-latin-600-normal.woff2",
        "/salong/fonts/inter-latin-400-normal.woff2",
        "/salong/fonts/inter-latin-600-normal.woff2",
    ]
    assert f'--serif:"Fraunces", {SERIF};--sans:"Inter", {SANS};' in css
    # The h1's weight of the headings font, the text weight of the body font.
    assert theme.font_preloads(content) == [
        "/salong/fonts/fraunces-latin-600-normal.woff2",
        "/salong/fonts/inter-latin-400-normal.woff2",
    ]


@pytest.mark.parametrize("headings", list(CHOICES))
@pytest.mark.parametrize("body", list(CHOICES))
def test_every_pair_preloads_at_most_two_of_its_own_files(headings, body):
    preloads = fonts.preloads(headings, body)
    files = [name for font in fonts.shipped(headings, body) for name in font.files()]
    assert len(preloads) <= 2 and set(preloads) <= set(files)
    assert len(files) == 2 * len({headings, body} - {SYSTEM})
    assert fonts.faces(headings, body, str).count("@font-face") == len(files)


@pytest.mark.parametrize("key", SHIPPED)
def test_every_shipped_font_is_pinned_and_falls_back_to_the_systems_stack(key):
    choice = CHOICES[key]
    font = choice.shipped
    assert font.package == f"@fontsource/{key}"
    assert re.fullmatch(r"\d+\.\d+\.\d+", font.version)
    assert font.integrity.startswith("sha512-")
    assert len(base64.b64decode(font.integrity.removeprefix("sha512-"), validate=True)) == 64
    assert font.fallback in (SERIF, SANS)
    assert choice.headings == choice.body == f'"{font.family}", {font.fallback}'
    kind = "serif" if font.fallback == SERIF else "sans-serif"
    assert choice.label == f"{font.family} ({kind})"
    assert font.files() == [f"{key}-latin-400-normal.woff2", f"{key}-latin-600-normal.woff2"]


def test_the_weights_are_the_sites_two():
    theme_css = (paths.ASSETS / "css" / "theme.css").read_text(encoding="utf-8")
    salon_css = (paths.ASSETS / "css" / "salon.css").read_text(encoding="utf-8")
    assert f"--bold: {fonts.BOLD};" in theme_css
    assert re.search(r"^h1, h2, h3 \{[^}]*font-weight: var\(--bold\)", salon_css, re.M)
    assert fonts.WEIGHTS == (400, fonts.BOLD) and fonts.HEADING_WEIGHT == fonts.BOLD


def test_the_cms_offers_every_font_by_its_label():
    form = content_form(generated_config())
    for name in ("fonts.headings", "fonts.body"):
        assert form[name]["widget"] == "select"
        assert form[name]["options"] == [
            {"label": choice.label, "value": key} for key, choice in CHOICES.items()
        ]


def test_the_fonts_plugin_is_a_build_plugin():
    assert any(isinstance(plugin, FontsPlugin) for plugin in PLUGINS)


# --- the files, from npm once -----------------------------------------------------------


def tarball(font: fonts.Shipped) -> bytes:
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as archive:
        members = {f"files/{name}": name.encode() for name in font.files()}
        for name, data in {**members, "LICENSE": b"SIL OFL 1.1"}.items():
            info = tarfile.TarInfo(f"package/{name}")
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return out.getvalue()


@pytest.fixture
def registry(monkeypatch):
    """npm's registry on this machine, with each shipped font's package as a
    test tarball, pinned as the real one is; the paths asked for."""
    files = Files()
    for key in SHIPPED:
        font = CHOICES[key].shipped
        data = tarball(font)
        pinned = dataclasses.replace(font, integrity=integrity_of(data))
        monkeypatch.setitem(CHOICES, key, dataclasses.replace(CHOICES[key], shipped=pinned))
        files.served[f"/{font.package}/-/{font.id}-{font.version}.tgz"] = data
    monkeypatch.setenv("npm_config_registry", files.url)
    yield files.requests
    files.close()


def test_the_chosen_files_come_from_npm_once_then_from_the_cache(tmp_path, registry):
    public, cache = tmp_path / "public", tmp_path / "cache"
    written = font_files.publish("fraunces", "inter", public, cache)
    assert written == sorted(
        [
            "fraunces-latin-400-normal.woff2",
            "fraunces-latin-600-normal.woff2",
            "fraunces-LICENSE.txt",
            "inter-latin-400-normal.woff2",
            "inter-latin-600-normal.woff2",
            "inter-LICENSE.txt",
        ]
    )
    assert sorted(path.name for path in (public / "fonts").iterdir()) == written
    assert (public / "fonts" / "inter-latin-600-normal.woff2").read_bytes() == (
        b"inter-latin-600-normal.woff2"
    )
    assert len(registry) == 2
    # The next build asks npm nothing; a font no longer chosen leaves with its files.
    font_files.publish("inter", "inter", public, cache)
    assert len(registry) == 2
    assert sorted(path.name for path in (public / "fonts").iterdir()) == [
        "inter-LICENSE.txt",
        "inter-latin-400-normal.woff2",
        "inter-latin-600-normal.woff2",
    ]


def test_a_download_that_is_not_the_pinned_one_is_refused(tmp_path, registry, monkeypatch):
    font = CHOICES["inter"].shipped
    wrong = dataclasses.replace(font, integrity="sha512-" + "A" * 86 + "==")
    monkeypatch.setitem(CHOICES, "inter", dataclasses.replace(CHOICES["inter"], shipped=wrong))
    with pytest.raises(SystemExit, match=r"^fonts: .*pinned integrity"), stop_build():
        font_files.publish("inter", SYSTEM, tmp_path / "public", tmp_path / "cache")
    assert not (tmp_path / "public" / "fonts").exists()


def test_offline_the_first_build_stops_with_one_line(tmp_path, monkeypatch):
    monkeypatch.setenv("npm_config_registry", f"http://127.0.0.1:{free_port()}/")
    with pytest.raises(SystemExit) as stopped, stop_build():
        font_files.publish(SYSTEM, "inter", tmp_path / "public", tmp_path / "cache")
    line = str(stopped.value)
    assert line.startswith("fonts: cannot download @fontsource/inter@") and "\n" not in line
