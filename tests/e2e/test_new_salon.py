"""A new salon from content alone: a copy of the project whose content/
names another salon (its name, address, contact details, web maker and
colours, fonts and logo, in every text that says them) exports a site with no trace of the
example salon in any shipped file, /admin/ included."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from salon.brand.contrast import failures
from salon.brand.palette import palette
from tests.content import CONTENT
from tests.project_copy import copy_project, export_project

pytestmark = pytest.mark.xdist_group("new_salon")

# What the example salon is called and how it is reached, as its content
# writes it -> the new salon's.
CHANGES = {
    CONTENT.salon_name: "Frisör Lind",
    "salong-exempel": "frisor-lind",
    "salong.exempel": "frisor.lind",
    CONTENT.contact.address.street: "Lindvägen 3",
    CONTENT.contact.address.city: "Lindköping",
    CONTENT.contact.phone: "070-174 06 99",
    CONTENT.credit.maker: "Webbyrå Lind",
    "webbyra-exempel": "webbyra-lind",
}
ROLES = {"accent": "#2F6B4F", "background": "#F4F7F5", "surface": "#FFFFFF", "text": "#16201B"}
FONTS = {"headings": "fraunces", "body": "inter"}
LOGO = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" width="200" height="40">'
    '<text x="0" y="30" font-size="28" fill="#2F6B4F">Lind</text></svg>\n'
)
# Text the browser reads: where a name or a colour would be.
TEXT_SUFFIXES = {".html", ".js", ".css", ".json", ".xml", ".txt", ".svg", ".yml", ".conf", ""}


def _new_salon(project: Path) -> None:
    (project / "images" / "source" / "lind-logga.svg").write_text(LOGO, encoding="utf-8")
    for path in (project / "content").glob("*.yml"):
        text = path.read_text(encoding="utf-8")
        for old, new in CHANGES.items():
            text = text.replace(old, new)
        if path.name == "brand.yml":
            for role, value in {**ROLES, **FONTS}.items():
                text, found = re.subn(rf"^(\s*{role}): .*$", rf"\g<1>: '{value}'", text, flags=re.M)
                assert found == 1, role
            text = text.replace("\n  fonts:", "\n  logo: lind-logga.svg\n  fonts:", 1)
        path.write_text(text, encoding="utf-8")


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    assert failures({k: v.lower() for k, v in ROLES.items()}) == []
    project = copy_project(tmp_path_factory.mktemp("new-salon") / "salon")
    _new_salon(project)
    run = export_project(project)
    assert run.returncode == 0, (run.stdout + run.stderr)[-3000:]
    return project / ".web" / "build" / "client"


def _shipped_texts(site: Path):
    for path in sorted(site.rglob("*")):
        if path.is_file() and path.suffix in TEXT_SUFFIXES:
            yield path, path.read_text(encoding="utf-8", errors="replace")


def test_no_shipped_file_names_the_example_salon(site):
    found = [
        f"{path.relative_to(site)}: {old!r}"
        for path, text in _shipped_texts(site)
        for old in CHANGES
        if old.lower() in text.lower()
    ]
    assert found == []


def test_no_shipped_file_holds_an_example_colour(site):
    house = {v.lower() for v in palette(CONTENT.colors.model_dump()).values()} - {"#ffffff"}
    found = [
        f"{path.relative_to(site)}: {colour}"
        for path, text in _shipped_texts(site)
        for colour in house
        if colour in text.lower()
    ]
    assert found == []


def test_the_new_salons_name_and_colours_are_what_the_site_shows(site):
    home = (site / "index.html").read_text(encoding="utf-8")
    assert "Frisör Lind" in home
    new = palette({k: v.lower() for k, v in ROLES.items()})
    assert f"--accent:{new['accent']};" in home
    assert re.search(rf'<meta content="{new["bg"].upper()}" name="theme-color"/>', home)
    favicon = (site / "favicon.svg").read_text(encoding="utf-8")
    assert new["accent"].upper() in favicon
    admin = (site / "admin" / "index.html").read_text(encoding="utf-8")
    assert "Frisör Lind" in admin


def test_the_new_salons_fonts_come_from_the_site_itself(site):
    home = (site / "index.html").read_text(encoding="utf-8")
    shipped = sorted(path.name for path in (site / "fonts").glob("*.woff2"))
    assert shipped and all(name.startswith(tuple(FONTS.values())) for name in shipped)
    for name in re.findall(r'href="/fonts/([^"]+)"', home):
        assert name in shipped
    assert "font-display:swap" in home.replace(" ", "")
    assert not re.search(r"https?://[^\"')]*\.woff2", home)


def test_the_new_salons_logo_is_the_link_home_named_for_the_salon(site):
    home = (site / "index.html").read_text(encoding="utf-8")
    logo = re.search(
        r'<a class="brand" href="/"><img alt="([^"]+)"[^>]* src="(/img/logo-[^"]+\.svg)"', home
    )
    assert logo and logo.group(1) == "Frisör Lind", home[:3000]
    assert (site / logo.group(2).lstrip("/")).read_text(encoding="utf-8") == LOGO
