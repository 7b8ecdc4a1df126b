"""What the first load of a page fetches, read straight from the export
without a browser: a cheap stand-in for ./scripts/bench.sh, which the budget
tests (tests/e2e/test_budgets.py) hold to the bench's budgets. 1 KB = 1024
bytes here (strict), as in the bench.

- JS: every <script src> and <link rel=modulepreload> of the page, every
  module its inline <script type=module> or the boot script's data block
  names (static_first/plugins/defer_hydration.py rewrites React Router's boot
  script to load the same modules, named in its data block, with top-level
  `import()` after the first paint, so they are first load all the same),
  and transitively every static `import ... from "./chunk.js"` /
  `export ... from "./chunk.js"` of those chunks. A chunk's dynamic
  `import()` is not followed: lazily loaded code is not first load. Each
  file counts once, as the size of its .gz sidecar when the export wrote
  one, else gzip -9 of it.
- CSS: every <link rel=stylesheet> of the page, gzip.
- Images on a 375 CSS px wide phone at DPR 2: every <img> that is not
  loading=lazy, counted as the one file the browser would fetch.
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

The helpers take the export folder as an argument: tests/unit/test_first_load.py
runs them on tiny exports in a temporary folder.
"""

from __future__ import annotations

import gzip
import re
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

from static_first.plugins.defer_hydration import BOOT_DATA_ID
from tools.html_tree import parse_html

KB = 1024
VIEWPORT_PX = 375
DPR = 2
DECODABLE = {
    "image/avif",
    "image/webp",
    "image/jpeg",
    "image/png",
    "image/gif",
    "image/svg+xml",
    "image/apng",
}

# `import x from "./a.js"`, `import {a as b} from"./a.js"`, `import "./a.js"`,
# `import * as r from "/assets/a.js"`, but never `import("./a.js")` nor
# `import.meta`; `export * from "./a.js"` and `export {a} from "./a.js"` too.
STATIC_IMPORT = re.compile(
    r"""(?<![\w$.])import\s*(?!\()(?P<clause>[^'"`();=]*?)\s*["'](?P<path>\.{0,2}/[^"'\s]+)["']"""
)
# Any quoted module path in the inline boot script or its data block:
# imports, import() calls and the modulepreload list it injects.
BOOT_MODULE = re.compile(r"""["'](/[^"'\s]+\.m?js)["']""")
STATIC_REEXPORT = re.compile(
    r"""(?<![\w$.])export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["'](?P<path>\.{0,2}/[^"'\s]+)["']"""
)


# --------------------------------------------------------------------------
# Reading the export


@dataclass
class Page:
    scripts: list[str] = field(default_factory=list)  # <script src>, modulepreload
    # <script type=module> bodies, and the boot script's data block
    inline_modules: list[str] = field(default_factory=list)
    stylesheets: list[str] = field(default_factory=list)
    images: list[dict] = field(default_factory=list)  # {"img": attrs, "sources": [attrs]}


def parse_page(html_text: str) -> Page:
    page = Page()
    for node in parse_html(html_text).iter():
        a = node.attrs
        rel = a.get("rel", "").lower().split()
        if node.tag == "script":
            if a.get("src"):
                page.scripts.append(a["src"])
            elif a.get("type", "").lower() == "module" or a.get("id") == BOOT_DATA_ID:
                page.inline_modules.append(node.source())
        elif node.tag == "link" and a.get("href"):
            if "modulepreload" in rel:
                page.scripts.append(a["href"])
            elif "stylesheet" in rel:
                page.stylesheets.append(a["href"])
        elif node.tag == "img":
            # A <picture>'s candidates are the <source>s before its <img>.
            sources = []
            if node.parent.tag == "picture":
                siblings = node.parent.elements()
                sources = [s.attrs for s in siblings[: siblings.index(node)] if s.tag == "source"]
            page.images.append({"img": a, "sources": sources})
    return page


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
            queue += [
                (r, path) for r in static_imports(code) if r.split("?")[0].endswith((".js", ".mjs"))
            ]
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
        if (kind == "min" and viewport_px < float(px)) or (
            kind == "max" and viewport_px > float(px)
        ):
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


def pick_candidate(
    srcset: str,
    sizes: str,
    src: str | None = None,
    viewport_px: float = VIEWPORT_PX,
    dpr: float = DPR,
) -> str | None:
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
            return pick_candidate(
                source["srcset"], source.get("sizes", img.get("sizes", "")), None, viewport_px, dpr
            )
    return pick_candidate(
        img.get("srcset", ""), img.get("sizes", ""), img.get("src"), viewport_px, dpr
    )


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
        f"  {size / KB:8.1f} KB  {name}"
        for name, size in sorted(sizes.items(), key=lambda kv: -kv[1])
    )
    message = (
        f"{what}: {total / KB:.1f} KB (1 KB = {KB} B) in {len(sizes)} file(s), "
        f"budget {budget_kb} KB\n{listing}"
    )
    print(message)
    assert total <= budget_kb * KB, "over budget: " + message
    return total / KB
