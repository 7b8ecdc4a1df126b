"""salon/plugins/shipped_files.py: what the export leaves out, and only that."""

from __future__ import annotations

import pytest

from salon.plugins import shipped_files


def make_site(tmp_path, pages: dict[str, str]):
    site = tmp_path / "site"
    for name in [
        "js/widgets/slider.jsx",
        "js/inline/consent.js",
        *shipped_files.STYLESHEETS,
        "img/hero-1-640.webp",
        *pages,
    ]:
        path = site / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(pages.get(name, "x"), encoding="utf-8")
    return site


def test_removes_exactly_the_named_build_inputs(tmp_path):
    site = make_site(tmp_path, {"index.html": '<img src="/img/hero-1-640.webp">'})
    removed = {p.relative_to(site).as_posix() for p in shipped_files.prune(site)}
    assert removed == {
        "js/widgets/slider.jsx",
        "js/inline/consent.js",
        *shipped_files.STYLESHEETS,
    }
    assert not (site / "js").exists() and not (site / "css").exists()
    assert (site / "img/hero-1-640.webp").is_file()


def test_stops_the_build_if_a_page_still_uses_one(tmp_path):
    site = make_site(tmp_path, {"index.html": '<link rel="stylesheet" href="/css/salon.css">'})
    with pytest.raises(RuntimeError, match=r"index\.html refers to"):
        shipped_files.prune(site)
    assert (site / "css/salon.css").is_file()
