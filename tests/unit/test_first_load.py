"""tests/first_load.py, the browser-free reading of a page's first load, on
tiny exports in a temporary folder: what it counts, and that a budget can
fail. The budgets on the real export are in tests/e2e/test_budgets.py."""

from __future__ import annotations

import base64
import os
from pathlib import Path

import pytest

from tests.first_load import (
    check_budget,
    chosen_image,
    first_load_css,
    first_load_images,
    first_load_js,
    pick_candidate,
    static_imports,
)
from tools.bench.budgets import budget


def _write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    (path.write_bytes if isinstance(text, bytes) else path.write_text)(text)
    return path


@pytest.fixture
def tiny(tmp_path) -> Path:
    _write(
        tmp_path / "index.html",
        """<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.js"/>
<link rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="style" href="/assets/app.css"/>
<script src="/assets/legacy.js"></script>
<script type="module">import "/assets/boot.js"; import("/assets/dynamic-boot.js");</script>
</head><body>
<picture><source type="image/avif" sizes="100vw" srcSet="/img/hero-480.avif 480w, /img/hero-768.avif 768w, /img/hero-1280.avif 1280w"/>
<img fetchPriority="high" sizes="100vw" src="/img/hero-1280.webp" srcSet="/img/hero-480.webp 480w, /img/hero-1280.webp 1280w"/></picture>
<img src="/img/logo.png"/>
<img loading="lazy" src="/img/below.webp"/>
<img src="https://elsewhere.example/x.png"/>
</body></html>""",
    )
    a = tmp_path / "assets"
    _write(
        a / "entry.js",
        'import{a as b}from"./shared.js";import"./side.js";'
        'export*from"./reexported.js";'
        'const lazy=()=>import("./lazy.js");const u=new URL("./x.js",import.meta.url);'
        'const s="import"+"./not-an-import.js";',
    )
    _write(a / "shared.js", 'export const a=1;import("./lazy.js")')
    _write(a / "side.js", 'import{a}from"./shared.js";console.log(a)')
    _write(a / "reexported.js", "export const r=2;")
    _write(a / "legacy.js", "var x=1;")
    _write(a / "boot.js", 'import"./entry.js";')
    _write(a / "lazy.js", "x" * 50_000)
    _write(a / "dynamic-boot.js", "y" * 50_000)
    _write(a / "app.css", "body{color:red}" * 100)
    _write(tmp_path / "img" / "hero-768.avif", b"\0" * 7_000)
    _write(tmp_path / "img" / "hero-1280.avif", b"\0" * 20_000)
    _write(tmp_path / "img" / "hero-1280.webp", b"\0" * 30_000)
    _write(tmp_path / "img" / "logo.png", b"\0" * 1_000)
    _write(tmp_path / "img" / "below.webp", b"\0" * 90_000)
    return tmp_path


def test_js_counts_the_boot_script_and_static_imports_of_chunks(tiny):
    files = first_load_js(tiny)
    assert set(files) == {
        "assets/entry.js",
        "assets/shared.js",
        "assets/side.js",
        "assets/reexported.js",
        "assets/legacy.js",
        "assets/boot.js",
        "assets/dynamic-boot.js",
    }


def test_js_prefers_gz_sidecar(tiny):
    _write(tiny / "assets" / "shared.js.gz", b"\0" * 4321)
    assert first_load_js(tiny)["assets/shared.js"] == 4321


def test_js_missing_chunk_fails(tiny):
    (tiny / "assets" / "side.js").unlink()
    with pytest.raises(AssertionError, match=r"side\.js"):
        first_load_js(tiny)


def test_css_counts_each_stylesheet_once(tiny):
    files = first_load_css(tiny)
    assert list(files) == ["assets/app.css"]
    assert files["assets/app.css"] < 100  # gzip of a repeated rule


def test_images_pick_what_a_375px_dpr2_phone_fetches(tiny):
    # hero: AVIF source, 100vw at 375 px x DPR 2 = 750 px -> the 768w file;
    # logo: plain src; below: lazy; elsewhere: other origin.
    assert first_load_images(tiny) == {"img/hero-768.avif": 7_000, "img/logo.png": 1_000}


@pytest.mark.parametrize(
    ("srcset", "sizes", "expected"),
    [
        ("a.webp 480w, b.webp 768w, c.webp 1280w", "100vw", "b.webp"),
        ("a.webp 480w, b.webp 768w", "100vw, 50vw", "b.webp"),
        ("a.webp 400w, b.webp 800w, c.webp 1200w", "(min-width: 900px) 380px, 100vw", "b.webp"),
        ("a.webp 400w, b.webp 800w", "(min-width: 900px) 190px, 50vw", "a.webp"),
        ("a.webp 64w, b.webp 128w, c.webp 256w", "64px", "b.webp"),
        ("a.webp 480w, b.webp 600w", "100vw", "b.webp"),  # none big enough: largest
        ("a.webp 1x, b.webp 2x, c.webp 3x", "", "b.webp"),
        ("", "", "src.webp"),
    ],
)
def test_pick_candidate(srcset, sizes, expected):
    assert pick_candidate(srcset, sizes, "src.webp") == expected


def test_source_with_unmatched_media_or_type_is_skipped():
    image = {
        "img": {"src": "img.jpg", "srcset": "i1.jpg 400w, i2.jpg 800w", "sizes": "100vw"},
        "sources": [
            {"type": "image/jxl", "srcset": "x.jxl 800w"},
            {"media": "(min-width: 800px)", "srcset": "wide.webp 1600w"},
            {"type": "image/webp", "srcset": "n.webp 800w", "sizes": "100vw"},
        ],
    }
    assert chosen_image(image) == "n.webp"
    image["sources"] = []
    assert chosen_image(image) == "i2.jpg"


def test_static_import_regex():
    source = (
        'import a from "./a.js";import{b as c}from"./b.js";import*as d from"./d.js";'
        'import"./e.js";export{f}from"./f.js";export*from"./g.js";'
        'import("./lazy.js");await import ( "./lazy2.js" );import.meta.url;'
        'x.import("./no.js");const t={import:"./no2.js"};'
    )
    assert static_imports(source) == ["./a.js", "./b.js", "./d.js", "./e.js", "./f.js", "./g.js"]


@pytest.mark.parametrize(
    ("budget_kb", "fails"),
    [(0.5, True), (budget("/", "js_kb"), False)],
)
def test_budget_can_fail(tiny, budget_kb, fails):
    _write(tiny / "assets" / "legacy.js", base64.b64encode(os.urandom(3_000)))  # ~3 KB gzipped
    files = first_load_js(tiny)
    if fails:
        with pytest.raises(AssertionError, match=r"over budget: JS: \d+\.\d KB .*budget 0.5 KB"):
            check_budget("JS", files, budget_kb)
    else:
        assert check_budget("JS", files, budget_kb) > 2.5


def test_image_budget_can_fail(tiny):
    with pytest.raises(AssertionError, match=r"img/hero-768\.avif"):
        check_budget("images", first_load_images(tiny), 5)
