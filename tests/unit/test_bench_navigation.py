"""tools/bench's navigation parts without a browser: JavaScript by package from
source maps, the host's pages without speculation rules and its slow line,
the menu's clicks and how they are judged, and the script budgets."""

from __future__ import annotations

import gzip
import json
import time
import urllib.request

import pytest

from salon.components.header import nav_routes
from tools.bench.budgets import (
    NAVIGATION_MIN_RUNS,
    budget,
    check_budgets,
    check_navigation_budget,
    passed,
)
from tools.bench.cli import menu_pairs
from tools.bench.host import NO_SPECULATION_HEADER, SlowLine, serve
from tools.bench.packages import GLUE, by_package, characters_by_source, group_of

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def vlq(value: int) -> str:
    value = (-value << 1) | 1 if value < 0 else value << 1
    out = ""
    while True:
        digit, value = value & 31, value >> 5
        out += _B64[digit | (32 if value else 0)]
        if not value:
            return out


def segments(*fields: tuple[int, ...]) -> str:
    return ",".join("".join(vlq(f) for f in field) for field in fields)


def test_characters_go_to_the_source_each_mapping_names():
    code = "AAAABBBBBBCC\nDDDD"
    # Line 1: columns 0-3 from source 0, 4-9 from source 1, 10-11 unmapped;
    # line 2 from source 0. Columns are relative within a line, sources across.
    source_map = {
        "sources": ["../node_modules/react-dom/x.js", "../public/js/widgets/slider.jsx"],
        "mappings": segments((0, 0, 0, 0), (4, 1, 0, 0), (6,)) + ";" + segments((0, -1, 0, 0)),
    }
    chars = characters_by_source(code, source_map)
    assert chars == {
        "../node_modules/react-dom/x.js": 4 + 4,
        "../public/js/widgets/slider.jsx": 6,
        GLUE: 2 + 1,  # the unmapped tail and the line break
    }


def test_a_chunks_gzip_size_is_shared_out_by_group(tmp_path):
    chunk = tmp_path / "entry-abc12345.js"
    chunk.write_text("AAAABBBBBBCC\nDDDD")
    (tmp_path / "entry-abc12345.js.map").write_text(
        json.dumps(
            {
                "sources": ["../node_modules/react-dom/x.js", "../public/js/widgets/slider.jsx"],
                "mappings": segments((0, 0, 0, 0), (4, 1, 0, 0), (6,))
                + ";"
                + segments((0, -1, 0, 0)),
            }
        )
    )
    bare = tmp_path / "manifest-1.js"
    bare.write_text("x")
    groups = by_package({chunk: 1700, bare: 300})
    assert groups == pytest.approx(
        {"react-dom (+ scheduler)": 800.0, "site modules (assets/js/)": 600.0, GLUE: 600.0}
    )
    assert next(iter(groups)) == "react-dom (+ scheduler)"  # largest first


@pytest.mark.parametrize(
    ("source", "group"),
    [
        ("../../../node_modules/react-router/dist/production/lib/dom/lib.js", "React Router"),
        ("../../../node_modules/scheduler/index.js", "react-dom (+ scheduler)"),
        ("../../../node_modules/react/index.js", "react"),
        ("../../../static_first/no_router.js", "stand-ins (static_first/js/)"),
        ("../../../public/js/logic/swipe.js", "site modules (assets/js/)"),
        ("../../../app/routes/_index.jsx", "Reflex's generated app code (root, routes, context)"),
        (
            "../../../node_modules/json2mq/index.js",
            "react-slick (+ classnames, json2mq, lodash.debounce)",
        ),
    ],
)
def test_each_source_belongs_to_its_package(source, group):
    assert group_of(source) == group


PAGE = (
    '<html><head><script type="speculationrules">{"prerender":[]}</script></head>'
    "<body>Hej</body></html>"
)


@pytest.fixture
def site(tmp_path):
    (tmp_path / "index.html").write_text(PAGE)
    (tmp_path / "404.html").write_text(PAGE)
    return tmp_path


def fetch(url: str, headers=None) -> bytes:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip", **(headers or {})})
    with urllib.request.urlopen(request) as response:
        body = response.read()
        return gzip.decompress(body) if response.headers["Content-Encoding"] == "gzip" else body


def test_a_page_without_speculation_rules_for_a_browser_without_them(site):
    server = serve(site, "")
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        assert fetch(base + "/").decode() == PAGE
        plain = fetch(base + "/", {NO_SPECULATION_HEADER: "off"}).decode()
        assert plain == PAGE.replace(
            '<script type="speculationrules">{"prerender":[]}</script>', ""
        )
    finally:
        server.shutdown()
        server.server_close()


def test_the_slow_line_waits_and_is_shared(site):
    line = SlowLine(latency_ms=100, down_kbps=100_000 * 8 / 1024)  # 100 kB/s: 10 kB in 0.1 s
    written = []
    started = time.monotonic()
    line.send(written.append, b"x" * 10_000)
    assert time.monotonic() - started >= 0.09
    assert b"".join(written) == b"x" * 10_000 and len(written[0]) == SlowLine.CHUNK
    server = serve(site, "", line)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        started = time.monotonic()
        assert fetch(base + "/").decode() == PAGE
        assert time.monotonic() - started >= 0.1  # the latency
    finally:
        server.shutdown()
        server.server_close()


def test_every_menu_link_is_clicked_from_the_page_before_it():
    menu = nav_routes()
    pairs = menu_pairs()
    assert len(pairs) == len(menu) >= 2
    assert [target for _, target, _ in pairs] == [r.path for r in menu[1:]] + [menu[0].path]
    assert [start for start, _, _ in pairs] == [r.path for r in menu]
    assert all(h1 == next(r for r in menu if r.path == t).heading() for _, t, h1 in pairs)


def mode(frame_ms: float, how: str) -> dict:
    return {"frame_ms": frame_ms, "how": [how]}


def test_a_page_prerendered_must_show_no_later_than_a_plain_load():
    navigation = {
        "/ -> /om-oss": {
            "speculation": mode(90, "prerendered"),
            "no_speculation": mode(500, "new document"),
        },
        "/om-oss -> /": {
            "speculation": mode(520, "prerendered"),
            "no_speculation": mode(500, "new document"),
        },
    }
    verdicts = check_navigation_budget(navigation, NAVIGATION_MIN_RUNS)
    assert [v["pass"] for v in verdicts] == [True, False]
    assert not passed(verdicts)
    assert passed(check_navigation_budget(navigation, NAVIGATION_MIN_RUNS - 1))


def test_every_route_has_a_script_budget_and_the_404_page_no_cache_one():
    assert budget("/om-oss", "lh_js_kb") * 1024 == pytest.approx(100_000)
    assert budget("/", "js_kb") == budget("/kontakt", "js_kb") <= budget("/", "lh_js_kb")
    rows = {"/": {"bf_cache": 1, "js_kb": 96}, "404": {"bf_cache": 0, "js_kb": 80}}
    verdicts = {(v["route"], v["metric"]): v["pass"] for v in check_budgets(rows)}
    assert verdicts == {("/", "bf_cache"): True, ("/", "js_kb"): False, ("404", "js_kb"): True}


def test_every_route_is_held_to_lighthouse_100_in_every_category():
    # Lighthouse 100 on every route, the home pages too.
    for route in ("/", "/en/", "/om-oss"):
        for category in ("perf", "a11y", "bp", "seo"):
            assert budget(route, category) == 100
    rows = {"/": {"perf": 99}, "/om-oss": {"perf": 100}}
    verdicts = {(v["route"], v["metric"]): v["pass"] for v in check_budgets(rows)}
    assert verdicts == {("/", "perf"): False, ("/om-oss", "perf"): True}
