"""tools/bench without a browser: what a page's floor is, how the bench's host
serves it, and how the floor budgets judge a run."""

from __future__ import annotations

import gzip
import urllib.error
import urllib.request

import pytest

from tools.bench.budgets import FLOOR_MIN_LOADS, check_floor_budget, passed, ratio_spread
from tools.bench.floors import CONTENT_FREE_PATH, floor_url, without_scripts
from tools.bench.host import serve

PAGE = (
    '<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>'
    "<style>h1{color:red}</style>"
    "<script>document.documentElement.dataset.js = '';</script>"
    '<script type="application/ld+json">{"@type": "HairSalon"}</script>'
    '<link rel="modulepreload" href="/assets/entry.js"/>'
    '<link rel="icon" href="/favicon.svg"/>'
    '</head><body><h1>Hej</h1><p data-type="module">text</p>'
    '<script type="module" async="">import("/assets/entry.js");</script>'
    '<script src="/assets/legacy.js"></script>'
    "<script>window.__x = '</scr' + 'ipt>';</script>"
    "</body></html>"
)


def test_a_pages_floor_is_the_page_without_its_scripts():
    floor = without_scripts(PAGE)
    assert (
        "<script>" not in floor
        and '<script type="module"' not in floor
        and "legacy.js" not in floor
    )
    assert "modulepreload" not in floor and "__x" not in floor
    # The content, the stylesheet and the JSON-LD data block stay.
    for kept in (
        "<style>h1{color:red}</style>",
        '<script type="application/ld+json">',
        '<link rel="icon" href="/favicon.svg"/>',
        "<h1>Hej</h1>",
        '<p data-type="module">text</p>',
    ):
        assert kept in floor


@pytest.fixture
def host(tmp_path):
    (tmp_path / "index.html").write_text(PAGE)
    (tmp_path / "kontakt.html").write_text(PAGE.replace("Hej", "Kontakt"))
    (tmp_path / "404.html").write_text(PAGE.replace("Hej", "Finns inte"))
    server = serve(tmp_path, "<!DOCTYPE html><title>golv</title>")
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def get(url: str, gzipped: bool = False) -> tuple[int, str, str | None]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzipped else {})
    try:
        with urllib.request.urlopen(request) as response:
            status, body, encoding = (
                response.status,
                response.read(),
                response.headers["Content-Encoding"],
            )
    except urllib.error.HTTPError as error:
        status, body, encoding = error.code, error.read(), error.headers["Content-Encoding"]
    return status, (gzip.decompress(body) if encoding == "gzip" else body).decode(), encoding


def test_the_host_serves_each_page_and_its_floor_at_the_same_path(host):
    status, page, _ = get(host + "/kontakt")
    assert status == 200 and "<script>" in page and "Kontakt" in page
    status, floor, _ = get(host + floor_url("/kontakt"))
    assert status == 200 and floor == without_scripts(page)


def test_the_404_pages_floor_keeps_its_status(host):
    status, floor, _ = get(host + floor_url("/finns-inte"))
    assert status == 404
    assert "Finns inte" in floor and "<script>" not in floor


def test_the_host_compresses_for_a_browser_that_asks(host):
    assert get(host + "/", gzipped=True)[2] == "gzip"
    assert get(host + floor_url("/"), gzipped=True)[1] == without_scripts(PAGE)
    assert get(host + CONTENT_FREE_PATH, gzipped=True)[1:] == (
        "<!DOCTYPE html><title>golv</title>",
        "gzip",
    )
    assert get(host + "/")[2] is None


ROWS = {
    "/": {
        "fcp_ms": 540,
        "floor_fcp_ms": 500,
        "fcp_vs_floor": 1.08,
        "lcp_ms": 600,
        "floor_lcp_ms": 500,
        "lcp_vs_floor": 1.2,
    },
}


def test_the_floor_budget_fails_a_page_over_1_1_times_its_floor():
    verdicts = check_floor_budget(ROWS, FLOOR_MIN_LOADS)
    assert {v["metric"]: v["pass"] for v in verdicts} == {"fcp/floor": True, "lcp/floor": False}
    assert not passed(verdicts)


def test_fewer_loads_are_reported_not_judged():
    verdicts = check_floor_budget(ROWS, FLOOR_MIN_LOADS - 1)
    assert [v["judged"] for v in verdicts] == [False, False]
    assert passed(verdicts)


def test_a_verdict_says_how_far_its_ratio_moves_from_run_to_run():
    steady = ratio_spread([440] * 15, [400] * 15)
    noisy = ratio_spread(
        [360, 540, 420, 500, 380, 460, 520, 400], [400, 520, 380, 540, 420, 360, 500, 440]
    )
    assert steady == 0 and noisy > 0.03
    assert ratio_spread([440, None], [400, 410]) is None  # one round left: no spread
    rows = {"/": {**ROWS["/"], "fcp_vs_floor_sd": noisy}}
    note = next(
        v["note"] for v in check_floor_budget(rows, FLOOR_MIN_LOADS) if v["metric"] == "fcp/floor"
    )
    assert f"±{noisy:.2f}" in note


# --- the run's summary in docs/performance.md ------------------------------------------

RUN = {
    "created": "2030-01-02T03:04:05+00:00",
    "commit": "abc1234",
    "cores": 2,
    "lighthouse": "12.8.2",
    "runs": 3,
    "timing": {"loads": 15, "paint": {"/": {"fcp_vs_floor": 1.04, "lcp_vs_floor": 1.12}}},
    "routes": {
        "/": {"row": {"perf": 100, "a11y": 100, "bp": 100, "seo": 100, "tbt_ms": 14, "cls": 0}},
        "404": {"row": {"perf": 100, "bp": 96, "bp_404": 100, "seo": 91, "seo_404": 100}},
        "content-free floor": {"row": {"perf": 100}},
    },
    "budgets": [
        {"route": "/", "metric": "perf", "value": 100, "op": ">=", "limit": 100, "pass": True},
        {
            "route": "/",
            "metric": "lcp/floor",
            "value": 1.12,
            "op": "<=",
            "limit": 1.1,
            "pass": False,
            "note": "ratio ±0.05 (bootstrap sd)",
        },
        {
            "route": "404",
            "metric": "fcp/floor",
            "value": 2.0,
            "op": "<=",
            "limit": 1.1,
            "pass": False,
            "judged": False,
        },
    ],
}


def test_the_bench_rewrites_only_its_section_of_the_performance_page(tmp_path):
    from tools.bench.summary import SUMMARY_END, SUMMARY_START, write_summary

    before, after = "# Performance\n\nBudgets, by hand.\n\n", "\n\n## After\n\nKept as it is.\n"
    doc = tmp_path / "performance.md"
    doc.write_text(f"{before}{SUMMARY_START}\nan older run\n{SUMMARY_END}{after}", encoding="utf-8")

    write_summary(doc, RUN)

    text = doc.read_text(encoding="utf-8")
    assert text.startswith(before + SUMMARY_START) and text.endswith(SUMMARY_END + after)
    section = text[len(before + SUMMARY_START) : -len(SUMMARY_END + after)]
    assert "an older run" not in section
    assert "2030-01-02 03:04 UTC" in section and "`abc1234`" in section
    assert "2 cores" in section and "Lighthouse 12.8.2" in section
    assert "| `/` | 100 | 100 | 100 | 100 | 14 |" in section
    assert "×1.04 | ×1.12 |" in section
    assert "| `404` | 100 | – | 96 (100) | 91 (100) |" in section
    assert "content-free floor" not in section
    # The judged verdicts only: one passed, one failed and named.
    assert "1 passed, 1 failed" in section and "`/` lcp/floor: 1.12 (budget <= 1.1)" in section
    assert "fcp/floor" not in section

    # A second run replaces the first, and the rest still stays.
    write_summary(doc, {**RUN, "budgets": RUN["budgets"][:1], "commit": "def5678"})
    text = doc.read_text(encoding="utf-8")
    assert text.startswith(before + SUMMARY_START) and text.endswith(SUMMARY_END + after)
    assert "abc1234" not in text and "all 1 judged verdicts passed" in text


def test_a_page_without_the_bench_markers_is_refused(tmp_path):
    from tools.bench.summary import write_summary

    doc = tmp_path / "performance.md"
    doc.write_text("# Performance\n", encoding="utf-8")
    with pytest.raises(ValueError, match="bench:start"):
        write_summary(doc, RUN)
    assert doc.read_text(encoding="utf-8") == "# Performance\n"


PUBLISHING = {
    "first_start_s": 118.3,
    "runs": [
        {"edit_to_live_s": 17.2, "save_s": 0.4, "load_average": 1.5},
        {"edit_to_live_s": 31.5, "save_s": 0.6, "load_average": 4.0},
    ],
    "min_s": 17.2,
    "median_s": 31.5,
    "max_s": 31.5,
    "budget_s": 30,
    "moonshot_s": 15,
}


def test_edit_to_live_is_judged_by_its_slowest_save():
    from tools.bench.publishing import verdicts

    (verdict,) = verdicts(PUBLISHING)
    assert (verdict["value"], verdict["limit"], verdict["pass"]) == (31.5, 30, False)
    assert passed(verdicts({**PUBLISHING, "max_s": 17.2}))
    assert verdicts({**PUBLISHING, "runs": [], "max_s": None}) == []


def test_edit_to_live_rewrites_only_its_own_section(tmp_path):
    from tools.bench.summary import (
        PUBLISH_END,
        PUBLISH_START,
        SUMMARY_END,
        SUMMARY_START,
        write_publish_summary,
    )

    page = f"# P\n\n{PUBLISH_START}\nan older run\n{PUBLISH_END}\n\n{SUMMARY_START}\nkept\n{SUMMARY_END}\n"
    doc = tmp_path / "performance.md"
    doc.write_text(page, encoding="utf-8")
    write_publish_summary(doc, PUBLISHING, "2030-01-02T03:04:00+00:00", "abc1234")
    text = doc.read_text(encoding="utf-8")
    assert "an older run" not in text and f"{SUMMARY_START}\nkept\n{SUMMARY_END}" in text
    section = text.split(PUBLISH_START)[1].split(PUBLISH_END)[0]
    assert "2030-01-02" in section and "`abc1234`" in section and "118 s" in section
    assert (
        "2 saves through the editor 17.2, 31.5 s (min 17.2, median 31.5, max 31.5; load 1.5–4)"
        in section
    )
    assert "over the 30 s budget" in section and "over the 15 s moonshot" in section
