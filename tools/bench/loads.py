"""Real page loads in Playwright's Chromium: the bytes of a first load, the
throttled timing loads (first paint, LCP, when the controls work) and the
check with the app's scripts blocked."""

from __future__ import annotations

import contextlib
import gzip
import statistics
from pathlib import Path

from tools.bench.conditions import mobile_context, throttle
from tools.bench.host import is_text

TIMING_PROBE = Path(__file__).with_name("timing_probe.js")
TIMING_TIMEOUT_MS = 60_000
CONTROLS = ["menu", "faq", "banner"]
TWO_FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


# --- bytes on first load ----------------------------------------------------------


def category(resource_type: str, content_type: str, url: str) -> str:
    ct = content_type.lower()
    by_type = {
        "document": "html",
        "script": "js",
        "stylesheet": "css",
        "image": "img",
        "font": "font",
    }
    if resource_type in by_type:
        return by_type[resource_type]
    if "javascript" in ct or "ecmascript" in ct:
        return "js"
    if "css" in ct:
        return "css"
    if "html" in ct:
        return "html"
    if ct.startswith("image/"):
        return "img"
    if (
        ct.startswith("font/")
        or "woff" in ct
        or url.split("?")[0].endswith((".woff2", ".woff", ".ttf", ".otf"))
    ):
        return "font"
    return "other"


def gzip_size(body: bytes) -> int:
    return len(gzip.compress(body, compresslevel=9, mtime=0))


def measure_bytes(browser, url: str) -> dict:
    context = mobile_context(browser)
    page = context.new_page()
    responses = []
    page.on("response", lambda response: responses.append(response))
    try:
        page.goto(url, wait_until="load", timeout=60_000)
        with contextlib.suppress(Exception):
            page.wait_for_load_state("networkidle", timeout=15_000)
        page.wait_for_timeout(500)
        resources = []
        for response in responses:
            if response.url.startswith("data:"):
                continue
            try:
                body = response.body()
            except Exception:  # redirects and aborted requests carry no body
                continue
            ct = response.headers.get("content-type", "")
            cat = category(response.request.resource_type, ct, response.url)
            text = is_text(ct) or cat in ("js", "css", "html")
            resources.append(
                {
                    "url": response.url,
                    "status": response.status,
                    "type": cat,
                    "content_type": ct,
                    "raw_bytes": len(body),
                    "bytes": gzip_size(body) if text else len(body),
                    "gzipped": text,
                }
            )
    finally:
        context.close()
    totals = {k: 0 for k in ("js", "css", "img", "font", "html", "other")}
    for r in resources:
        totals[r["type"]] += r["bytes"]
    return {
        "totals_bytes": totals,
        "total_bytes": sum(totals.values()),
        "requests": len(resources),
        "resources": sorted(resources, key=lambda r: -r["bytes"]),
    }


def measure_bytes_median(browser, url: str, loads: int) -> dict:
    """`loads` fresh page loads; per-type medians, the median load's resources,
    and every load's totals (a page that fetches different things on
    different loads shows up there)."""
    samples = [measure_bytes(browser, url) for _ in range(max(1, loads))]
    order = sorted(range(len(samples)), key=lambda i: samples[i]["total_bytes"])
    chosen = samples[order[(len(samples) - 1) // 2]]
    totals = {
        k: round(statistics.median(s["totals_bytes"][k] for s in samples))
        for k in chosen["totals_bytes"]
    }
    return {
        **chosen,
        "totals_bytes": totals,
        "total_bytes": sum(totals.values()),
        "loads": [
            {
                "total_bytes": s["total_bytes"],
                "totals_bytes": s["totals_bytes"],
                "requests": s["requests"],
            }
            for s in samples
        ],
    }


# --- timing -------------------------------------------------------------------------


def measure_timing(browser, url: str, expect_app: bool) -> dict:
    """One throttled load: first paint, LCP and the first moment each control
    works, in ms since navigation start (see timing_probe.js)."""
    context = mobile_context(browser)
    context.add_init_script(path=str(TIMING_PROBE))
    page = context.new_page()
    throttle(context, page)
    try:
        page.goto(url, wait_until="load", timeout=TIMING_TIMEOUT_MS)
        # The app hydrates after load; a page that fails to is reported as
        # such ("never"), not waited on forever.
        if expect_app:
            with contextlib.suppress(Exception):
                page.wait_for_function(
                    "() => window.__bench.works.hydrated !== undefined",
                    timeout=TIMING_TIMEOUT_MS,
                    polling=100,
                )
        page.wait_for_function(
            "() => performance.getEntriesByName('first-contentful-paint').length",
            timeout=TIMING_TIMEOUT_MS,
            polling=100,
        )
        # What loaded by the load event is painted in the next frames: the
        # LCP entry of an image that arrived last comes with them.
        page.evaluate(TWO_FRAMES)
        report = page.evaluate("window.__bench.report()")
    finally:
        context.close()
    report["expect_app"] = expect_app
    return report


def interleaved_timing(
    browser, pairs: dict[str, tuple[str, str]], extra: tuple[str, str], loads: int
) -> tuple[dict[str, dict[str, list]], list]:
    """`loads` rounds, each loading every page and its floor back to back (the
    order within a pair alternating from round to round) and the `extra`
    page once, so a busy moment of the machine hits a page and its floor
    alike. `pairs`: label -> (page URL, floor URL); `extra`: (label, URL).
    Returns {label: {"page": [reports], "floor": [reports]}} and the extra's reports."""
    samples = {label: {"page": [], "floor": []} for label in pairs}
    extra_samples = []
    for round_ in range(loads):
        extra_samples.append(measure_timing(browser, extra[1], expect_app=False))
        for label, (page_url, floor_url) in pairs.items():
            pair = [("page", page_url, True), ("floor", floor_url, False)]
            for kind, url, app in reversed(pair) if round_ % 2 else pair:
                samples[label][kind].append(measure_timing(browser, url, expect_app=app))
    return samples, extra_samples


def timing_median(samples: list[dict]) -> dict:
    """Per-figure medians over the loads. A control counts when a load saw
    it; if some load saw it but it never worked there, the figure is None
    (shown as "never") whatever the other loads say."""

    def med(values):
        return round(statistics.median(values), 1) if values else None

    out: dict = {
        "fcp_ms": med([s["fcp"] for s in samples if s["fcp"] is not None]),
        "lcp_ms": med([s["lcp"] for s in samples if s.get("lcp") is not None]),
        "dcl_ms": med([s["dcl"] for s in samples if s["dcl"] is not None]),
        "load_ms": med([s["load"] for s in samples if s["load"] is not None]),
        "first_frame_ms": med(
            [s["first_frame"] for s in samples if s.get("first_frame") is not None]
        ),
        "loads": len(samples),
    }
    present = {}
    for name in [*CONTROLS, "hydrated"]:
        seen = [s for s in samples if s["seen"].get(name)]
        if name == "hydrated":
            seen = [s for s in samples if s["expect_app"]]
        present[name] = bool(seen)
        times = [s["works"].get(name) for s in seen]
        out[f"{name}_ms"] = med(times) if seen and None not in times else None
    works = []
    for s in samples:
        controls = [s["works"].get(n) for n in CONTROLS if s["seen"].get(n)]
        if controls:
            works.append(None if None in controls else max(controls))
    out["works_ms"] = med(works) if works and None not in works else None
    # When the last control was in the page (parsed): a control can only work
    # from then, and the first paint may come before the parser reaches it.
    out["appeared_ms"] = med(
        [
            max(s["seen"][n] for n in CONTROLS if s["seen"].get(n))
            for s in samples
            if any(s["seen"].get(n) for n in CONTROLS)
        ]
    )
    out["present"] = present
    return out


# --- with the app's scripts blocked ------------------------------------------------


def check_without_app_js(browser, url: str) -> dict:
    """Whether each control works with the app's scripts blocked (inline
    scripts still run), checked once after load, unthrottled."""
    context = mobile_context(browser)
    context.add_init_script(path=str(TIMING_PROBE))
    blocked: list[str] = []

    def block_scripts(route):
        if route.request.resource_type == "script":
            blocked.append(route.request.url)
            route.abort()
        else:
            route.continue_()

    context.route("**/*", block_scripts)
    page = context.new_page()
    try:
        page.goto(url, wait_until="load", timeout=TIMING_TIMEOUT_MS)
        page.wait_for_timeout(500)  # room for a late script to prove otherwise
        state = page.evaluate("window.__bench.now()")
    finally:
        context.close()
    controls = {name: state[name]["works"] for name in CONTROLS if state[name]["present"]}
    return {
        "controls": controls,
        "all_work": all(controls.values()),
        "hydrated": state["hydrated"]["works"],  # must stay False: proves the block
        "blocked_scripts": len(blocked),
    }
