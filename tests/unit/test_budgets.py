"""Byte budgets for the first load of "/", read straight from the export.

A cheap, browser-free stand-in for ./scripts/bench.sh: it reads dist/ (the
test command always exports first) and fails when the home page's first load
outgrows a budget. 1 KB = 1024 bytes here (strict), as in the bench.

- JS  <= 140 KB gzip (issue 19): every <script src> and <link rel=modulepreload> of
  dist/index.html, every module its inline <script type=module> names (the
  boot script: salon/build/defer_hydration.py rewrites it to load the same modules
  with top-level `import()` after the first paint, so they are first load
  all the same), and transitively every static `import ... from "./chunk.js"`
  / `export ... from "./chunk.js"` of those chunks. A chunk's dynamic
  `import()` is not followed: lazily loaded code is not first load. Each file counts once, as
  the size of its .gz sidecar when the export wrote one, else gzip -9 of it.
- CSS <= 20 KB gzip: every <link rel=stylesheet> of dist/index.html.
- Images <= 350 KB on a 375 CSS px wide phone at DPR 2: every <img> that is
  not loading=lazy, counted as the one file the browser would fetch.
  Approximation: the first <source> of its <picture> whose type Chromium
  decodes (AVIF, WebP, JPEG, PNG, GIF, SVG) and whose media query, if any,
  matches (only min-/max-width in px are understood), else the img itself;
  its `sizes` is evaluated for a 375 px viewport (min-/max-width conditions,
  px and vw lengths, anything else counts as 100vw) and the needed width is
  slot x 2; from the srcset the smallest `w` candidate >= that width is
  taken, else the largest (for `x` candidates: the smallest >= 2x, else the
  largest). Lazy images the browser would still fetch because they sit near
  the viewport, CSS background images and images added by JS are not counted
  (./scripts/bench.sh measures a real page load, which sees those).

The helpers take the export folder and the budget as arguments, so the unit
tests at the bottom run them on tiny exports in a temporary folder and check
that a budget can fail. SALON_SITE_DIR=path points the budget tests at
another export folder (as for the other tests).
"""

from __future__ import annotations

import base64
import gzip
import os
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
# SALON_SITE_DIR points the tests at another export, as in tests/conftest.py.
DIST = Path(os.environ.get("SALON_SITE_DIR") or ROOT / "dist")
KB = 1024
JS_BUDGET_KB = 140
CSS_BUDGET_KB = 20
IMG_BUDGET_KB = 350
VIEWPORT_PX = 375
DPR = 2
DECODABLE = {"image/avif", "image/webp", "image/jpeg", "image/png", "image/gif",
             "image/svg+xml", "image/apng"}

# `import x from "./a.js"`, `import {a as b} from"./a.js"`, `import "./a.js"`,
# `import * as r from "/assets/a.js"`, but never `import("./a.js")` nor
# `import.meta`; `export * from "./a.js"` and `export {a} from "./a.js"` too.
STATIC_IMPORT = re.compile(
    r"""(?<![\w$.])import\s*(?!\()(?P<clause>[^'"`();=]*?)\s*["'](?P<path>\.{0,2}/[^"'\s]+)["']"""
)
# Any quoted module path in the inline boot script: imports, import() calls
# and the modulepreload list it injects.
BOOT_MODULE = re.compile(r"""["'](/[^"'\s]+\.m?js)["']""")
STATIC_REEXPORT = re.compile(
    r"""(?<![\w$.])export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["'](?P<path>\.{0,2}/[^"'\s]+)["']"""
)


# --------------------------------------------------------------------------
# Reading the export


@dataclass
class Page:
    scripts: list[str] = field(default_factory=list)  # <script src>, modulepreload
    inline_modules: list[str] = field(default_factory=list)  # <script type=module> bodies
    stylesheets: list[str] = field(default_factory=list)
    images: list[dict] = field(default_factory=list)  # {"img": attrs, "sources": [attrs]}


class _PageParser(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.page = Page()
        self.pictures: list[list[dict]] = []
        self.in_module_script = False

    def handle_starttag(self, tag, attrs):
        a = {k.lower(): (v or "") for k, v in attrs}
        rel = a.get("rel", "").lower().split()
        if tag == "script":
            if a.get("src"):
                self.page.scripts.append(a["src"])
            elif a.get("type", "").lower() == "module":
                self.in_module_script = True
                self.page.inline_modules.append("")
        elif tag == "link" and a.get("href"):
            if "modulepreload" in rel:
                self.page.scripts.append(a["href"])
            elif "stylesheet" in rel:
                self.page.stylesheets.append(a["href"])
        elif tag == "picture":
            self.pictures.append([])
        elif tag == "source" and self.pictures:
            self.pictures[-1].append(a)
        elif tag == "img":
            sources = list(self.pictures[-1]) if self.pictures else []
            self.page.images.append({"img": a, "sources": sources})

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag == "script":
            self.in_module_script = False

    def handle_endtag(self, tag):
        if tag == "picture" and self.pictures:
            self.pictures.pop()
        elif tag == "script":
            self.in_module_script = False

    def handle_data(self, data):
        if self.in_module_script:
            self.page.inline_modules[-1] += data


def parse_page(html_text: str) -> Page:
    parser = _PageParser()
    parser.feed(html_text)
    parser.close()
    return parser.page


def resolve(dist: Path, ref: str, base: Path) -> Path | None:
    """The file in `dist` that `ref` (seen in file `base`) points to; None for
    other origins and data: URLs."""
    parts = urlsplit(ref)
    if parts.scheme or parts.netloc:
        return None
    path = unquote(parts.path)
    if path.startswith("/"):
        return (dist / path.lstrip("/")).resolve()
    return (base.parent / path).resolve()


def gz_size(path: Path) -> int:
    """Bytes on the wire for a text file: its .gz sidecar, else gzip -9 of it."""
    sidecar = path.with_name(path.name + ".gz")
    if sidecar.is_file():
        return sidecar.stat().st_size
    return len(gzip.compress(path.read_bytes(), compresslevel=9, mtime=0))


def static_imports(source: str) -> list[str]:
    found = []
    for m in STATIC_IMPORT.finditer(source):
        clause = m.group("clause").strip()
        if clause and not re.search(r"(?:^|[\s}*])from$", clause):
            continue
        found.append(m.group("path"))
    found += [m.group("path") for m in STATIC_REEXPORT.finditer(source)]
    return found


def _rel(dist: Path, path: Path) -> str:
    try:
        return path.relative_to(dist.resolve()).as_posix()
    except ValueError:
        return str(path)


def first_load_js(dist: Path, html_name: str = "index.html") -> dict[str, int]:
    """{file: gzip bytes} of the JS the page loads before any dynamic import()."""
    html_path = (dist / html_name).resolve()
    page = parse_page(html_path.read_text(encoding="utf-8"))
    queue = [(ref, html_path) for ref in page.scripts]
    for body in page.inline_modules:
        queue += [(ref, html_path) for ref in BOOT_MODULE.findall(body)]
    sizes: dict[str, int] = {}
    seen: set[Path] = set()
    while queue:
        ref, base = queue.pop(0)
        path = resolve(dist, ref, base)
        if path is None or path in seen:
            continue
        seen.add(path)
        if not path.is_file():
            raise AssertionError(f"{_rel(dist, base)} loads {ref}, which is not in the export")
        sizes[_rel(dist, path)] = gz_size(path)
        if path.suffix in (".js", ".mjs"):
            code = path.read_text(encoding="utf-8", errors="replace")
            queue += [(r, path) for r in static_imports(code)
                      if r.split("?")[0].endswith((".js", ".mjs"))]
    return sizes


def first_load_css(dist: Path, html_name: str = "index.html") -> dict[str, int]:
    html_path = (dist / html_name).resolve()
    page = parse_page(html_path.read_text(encoding="utf-8"))
    sizes = {}
    for ref in page.stylesheets:
        path = resolve(dist, ref, html_path)
        if path is None:
            continue
        if not path.is_file():
            raise AssertionError(f"{html_name} links {ref}, which is not in the export")
        sizes[_rel(dist, path)] = gz_size(path)
    return sizes


# --- images ---------------------------------------------------------------

_CONDITION = re.compile(r"\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)")


def media_matches(media: str, viewport_px: float = VIEWPORT_PX) -> bool:
    """Only `(min-width: Npx)` / `(max-width: Npx)` joined by `and`; anything
    else is taken not to match."""
    media = media.strip()
    if not media or media.lower() in ("all", "screen"):
        return True
    rest = _CONDITION.sub("", media)
    if re.sub(r"\b(and|screen|all|only)\b", "", rest).strip():
        return False
    for kind, px in _CONDITION.findall(media):
        if (kind == "min" and viewport_px < float(px)) or (kind == "max" and viewport_px > float(px)):
            return False
    return True


def slot_width(sizes: str, viewport_px: float = VIEWPORT_PX) -> float:
    """CSS px the image is laid out at, from its `sizes` attribute."""
    for entry in [e.strip() for e in (sizes or "").split(",") if e.strip()]:
        m = re.match(r"^(\(.*\))\s*(\S+)$", entry)
        media, length = (m.group(1), m.group(2)) if m else ("", entry)
        if media and not media_matches(media, viewport_px):
            continue
        lm = re.fullmatch(r"([\d.]+)(px|vw)", length)
        if not lm:
            return viewport_px
        value, unit = float(lm.group(1)), lm.group(2)
        return value if unit == "px" else viewport_px * value / 100
    return viewport_px


def parse_srcset(srcset: str) -> list[tuple[str, str, float]]:
    """[(url, 'w' or 'x', number)]; URLs with commas in them are not supported."""
    out = []
    for candidate in [c.strip() for c in (srcset or "").split(",") if c.strip()]:
        parts = candidate.split()
        url, descriptor = parts[0], (parts[1] if len(parts) > 1 else "1x")
        kind = descriptor[-1].lower()
        try:
            out.append((url, kind, float(descriptor[:-1])))
        except ValueError:
            out.append((url, "x", 1.0))
    return out


def pick_candidate(srcset: str, sizes: str, src: str | None = None,
                   viewport_px: float = VIEWPORT_PX, dpr: float = DPR) -> str | None:
    candidates = parse_srcset(srcset)
    if not candidates:
        return src
    widths = [c for c in candidates if c[1] == "w"]
    if widths:
        needed = slot_width(sizes, viewport_px) * dpr
        big_enough = sorted((c for c in widths if c[2] >= needed), key=lambda c: c[2])
        return (big_enough[0] if big_enough else max(widths, key=lambda c: c[2]))[0]
    densities = [c for c in candidates if c[1] == "x"]
    if src:
        densities.append((src, "x", 1.0))
    enough = sorted((c for c in densities if c[2] >= dpr), key=lambda c: c[2])
    return (enough[0] if enough else max(densities, key=lambda c: c[2]))[0]


def chosen_image(image: dict, viewport_px: float = VIEWPORT_PX, dpr: float = DPR) -> str | None:
    img = image["img"]
    for source in image["sources"]:
        kind = source.get("type", "").lower()
        if kind and kind not in DECODABLE:
            continue
        if source.get("media") and not media_matches(source["media"], viewport_px):
            continue
        if source.get("srcset"):
            return pick_candidate(source["srcset"], source.get("sizes", img.get("sizes", "")),
                                  None, viewport_px, dpr)
    return pick_candidate(img.get("srcset", ""), img.get("sizes", ""), img.get("src"),
                          viewport_px, dpr)


def first_load_images(dist: Path, html_name: str = "index.html") -> dict[str, int]:
    """{file: bytes} of the eager images the page fetches at 375 px, DPR 2."""
    html_path = (dist / html_name).resolve()
    page = parse_page(html_path.read_text(encoding="utf-8"))
    sizes = {}
    for image in page.images:
        if image["img"].get("loading", "").lower() == "lazy":
            continue
        ref = chosen_image(image)
        if not ref or ref.startswith("data:"):
            continue
        path = resolve(dist, ref, html_path)
        if path is None:
            continue  # another origin: not ours to weigh
        if not path.is_file():
            raise AssertionError(f"{html_name} shows {ref}, which is not in the export")
        sizes[_rel(dist, path)] = path.stat().st_size
    return sizes


def check_budget(what: str, sizes: dict[str, int], budget_kb: float) -> float:
    """The total in KB; raises AssertionError listing every file when over."""
    total = sum(sizes.values())
    listing = "\n".join(
        f"  {size / KB:8.1f} KB  {name}" for name, size in sorted(sizes.items(), key=lambda kv: -kv[1])
    )
    message = (f"{what}: {total / KB:.1f} KB (1 KB = {KB} B) in {len(sizes)} file(s), "
               f"budget {budget_kb} KB\n{listing}")
    print(message)
    assert total <= budget_kb * KB, "over budget: " + message
    return total / KB


# --------------------------------------------------------------------------
# The budgets, on the real export


def require_export(folder: Path) -> Path:
    if not (folder / "index.html").is_file():
        pytest.fail(f"no export at {folder}: run ./scripts/export.sh first", pytrace=False)
    return folder


@pytest.fixture(scope="module")
def dist() -> Path:
    return require_export(DIST)


def test_home_first_load_js_within_budget(dist):
    check_budget("JS on first load of / (gzip)", first_load_js(dist), JS_BUDGET_KB)


def test_home_css_within_budget(dist):
    check_budget("CSS of / (gzip)", first_load_css(dist), CSS_BUDGET_KB)


def test_home_first_load_images_within_budget(dist):
    check_budget(f"images on first load of / at {VIEWPORT_PX} px, DPR {DPR}",
                 first_load_images(dist), IMG_BUDGET_KB)


# --------------------------------------------------------------------------
# The helpers, on tiny exports: the budgets above can fail.


def _write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    (path.write_bytes if isinstance(text, bytes) else path.write_text)(text)
    return path


@pytest.fixture
def tiny(tmp_path) -> Path:
    _write(tmp_path / "index.html", """<!DOCTYPE html><html><head>
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
</body></html>""")
    a = tmp_path / "assets"
    _write(a / "entry.js", 'import{a as b}from"./shared.js";import"./side.js";'
                           'export*from"./reexported.js";'
                           'const lazy=()=>import("./lazy.js");const u=new URL("./x.js",import.meta.url);'
                           'const s="import"+"./not-an-import.js";')
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
    assert set(files) == {"assets/entry.js", "assets/shared.js", "assets/side.js",
                          "assets/reexported.js", "assets/legacy.js", "assets/boot.js",
                          "assets/dynamic-boot.js"}


def test_js_prefers_gz_sidecar(tiny):
    _write(tiny / "assets" / "shared.js.gz", b"\0" * 4321)
    assert first_load_js(tiny)["assets/shared.js"] == 4321


def test_js_missing_chunk_fails(tiny):
    (tiny / "assets" / "side.js").unlink()
    with pytest.raises(AssertionError, match="side.js"):
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
    source = ('import a from "./a.js";import{b as c}from"./b.js";import*as d from"./d.js";'
              'import"./e.js";export{f}from"./f.js";export*from"./g.js";'
              'import("./lazy.js");await import ( "./lazy2.js" );import.meta.url;'
              'x.import("./no.js");const t={import:"./no2.js"};')
    assert static_imports(source) == ["./a.js", "./b.js", "./d.js", "./e.js", "./f.js", "./g.js"]


@pytest.mark.parametrize(
    ("budget_kb", "fails"),
    [(0.5, True), (JS_BUDGET_KB, False)],
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
    with pytest.raises(AssertionError, match="img/hero-768.avif"):
        check_budget("images", first_load_images(tiny), 5)


def test_missing_export_says_how_to_make_one(tmp_path):
    with pytest.raises(pytest.fail.Exception, match=r"run \./scripts/export\.sh first"):
        require_export(tmp_path / "nowhere")
