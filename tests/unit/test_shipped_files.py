"""static_first/plugins/ship_only_used.py, given the salon's build inputs: what the export leaves out, and only that."""

from __future__ import annotations

import pytest

from salon import paths
from salon.site import describe
from static_first.plugins import ship_only_used

# The salon's build inputs (salon/site.py): assets/js/ and assets/css/.
BUILD_INPUTS = describe().build_inputs
# The salon's stylesheets, which Reflex bundles into the page.
STYLESHEETS = tuple(f"css/{path.name}" for path in sorted((paths.ASSETS / "css").glob("*.css")))


def test_the_salons_build_inputs_are_its_scripts_and_stylesheets():
    assert BUILD_INPUTS == ("js", "css")
    assert "css/salon.css" in STYLESHEETS


def make_site(tmp_path, pages: dict[str, str]):
    site = tmp_path / "site"
    for name in [
        "js/widgets/slider.jsx",
        "js/inline/consent.js",
        *STYLESHEETS,
        "img/hero-1-640.webp",
        *pages,
    ]:
        path = site / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(pages.get(name, "x"), encoding="utf-8")
    return site


def test_removes_exactly_the_named_build_inputs(tmp_path):
    site = make_site(tmp_path, {"index.html": '<img src="/img/hero-1-640.webp">'})
    removed = {p.relative_to(site).as_posix() for p in ship_only_used.prune(site, BUILD_INPUTS)}
    assert removed == {
        "js/widgets/slider.jsx",
        "js/inline/consent.js",
        *STYLESHEETS,
    }
    assert not (site / "js").exists() and not (site / "css").exists()
    assert (site / "img/hero-1-640.webp").is_file()


def test_stops_the_build_if_a_page_still_uses_one(tmp_path):
    site = make_site(tmp_path, {"index.html": '<link rel="stylesheet" href="/css/salon.css">'})
    with pytest.raises(RuntimeError, match=r"index\.html refers to"):
        ship_only_used.prune(site, BUILD_INPUTS)
    assert (site / "css/salon.css").is_file()
