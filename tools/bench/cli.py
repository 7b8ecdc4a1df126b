"""`python -m tools.bench`: the options, and one run from build to verdict."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from itertools import pairwise
from pathlib import Path
from urllib.parse import urlsplit

# Every page, registered with the routes as its module is imported (salon/routes.py).
import salon.pages  # noqa: F401
from salon import routes
from salon.build_stop import stop_build
from salon.components.header import nav_routes
from tools.bench import RESULTS, ROOT, log, publishing
from tools.bench import __doc__ as BENCH_DOC
from tools.bench.budgets import (
    FLOOR_MIN_LOADS,
    NAVIGATION_MIN_RUNS,
    check_budgets,
    check_floor_budget,
    check_navigation_budget,
    check_works_budget,
    is_not_found,
    passed,
)
from tools.bench.conditions import DPR, VIEWPORT, describe
from tools.bench.floors import CONTENT_FREE_PATH, FloorError, content_free_floor, floor_url
from tools.bench.host import serve
from tools.bench.lighthouse import LIGHTHOUSE_BIN, lighthouse_runs, lighthouse_version
from tools.bench.loads import (
    check_without_app_js,
    interleaved_timing,
    measure_bytes_median,
    timing_median,
)
from tools.bench.navigation import HOVER_MS, click_to_paint
from tools.bench.packages import by_package
from tools.bench.report import print_report
from tools.bench.results import write_publish_results, write_results
from tools.bench.tables import CONTENT_FREE, control_rows, package_rows, paint_rows, row_values
from tools.chromium import launch

NOT_FOUND_PATH = "bench-finns-inte"  # any path the site does not have


def not_found_path(label: str) -> str:
    """The path a 404 label asks for: under its language's prefix."""
    return "/" + label.removesuffix("404").lstrip("/") + NOT_FOUND_PATH


def every_route() -> list[str]:
    """The pages a visitor is sent to (those in the sitemap), and the 404 page
    of each language ("404", "/en/404": a path that language's prefix lacks)."""
    return [route.path for route in routes.all_routes() if route.in_sitemap] + [
        route.path for route in routes.not_found_routes()
    ]


def parse_args(argv=None):
    every = every_route()
    ap = argparse.ArgumentParser(
        prog="python -m tools.bench",
        description=BENCH_DOC.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument(
        "--runs",
        type=int,
        default=3,
        help="Lighthouse runs and byte-counting loads per route, median reported "
        "(default 3; 0 = no Lighthouse, one load)",
    )
    ap.add_argument(
        "--loads",
        type=int,
        default=FLOOR_MIN_LOADS,
        help="throttled timing loads of every page and of its floor, interleaved, "
        f"median reported (default {FLOOR_MIN_LOADS}; the floor budgets are "
        f"judged from {FLOOR_MIN_LOADS})",
    )
    ap.add_argument(
        "--routes",
        default=",".join(every),
        help="comma-separated routes; '404' means a path the site does not have "
        f"(default {','.join(every)})",
    )
    ap.add_argument(
        "--skip-build",
        action="store_true",
        help="use the dist/ that is there instead of running ./scripts/export.sh",
    )
    ap.add_argument("--no-fail", action="store_true", help="report budget failures but exit 0")
    ap.add_argument(
        "--dist",
        type=Path,
        default=ROOT / "dist",
        help="the export folder to serve (default dist/)",
    )
    ap.add_argument(
        "--out",
        type=Path,
        default=RESULTS,
        help="where to write latest.json (default bench-results/)",
    )
    ap.add_argument(
        "--source-maps",
        type=Path,
        help="the build's source maps, for JavaScript by package (default: the OUT/source-maps "
        "the build writes; without maps the table is left out)",
    )
    ap.add_argument(
        "--navigation-runs",
        type=int,
        default=NAVIGATION_MIN_RUNS,
        help="clicks on each menu link, with and without speculation rules, median reported "
        f"(default {NAVIGATION_MIN_RUNS}, the fewest the budget is judged from; 0 = none)",
    )
    ap.add_argument(
        "--publish-runs",
        type=int,
        default=3,
        help="saves of a changed price on the own server, each timed to the new price in the "
        "page nginx serves (default 3; 0 = none; publishing.py)",
    )
    ap.add_argument(
        "--publish-only",
        action="store_true",
        help="measure edit to live alone (no export, no page measurements); writes "
        "publish.json and its section of docs/performance.md",
    )
    ap.add_argument(
        "--hover-ms",
        type=int,
        default=HOVER_MS,
        help=f"how long the pointer rests on a link before the click (default {HOVER_MS})",
    )
    return ap.parse_args(argv)


def slug(label: str) -> str:
    return "home" if label == "/" else label.strip("/").replace("/", "_").replace(" ", "-")


def build(out: Path) -> Path:
    """./scripts/export.sh with hidden source maps (Reflex's VITE_SOURCEMAP),
    which are moved out of the export into OUT/source-maps."""
    log("building the export (./scripts/export.sh, with source maps for the bench)")
    env = {**os.environ, "VITE_SOURCEMAP": "hidden"}
    subprocess.run([str(ROOT / "scripts" / "export.sh")], cwd=ROOT, check=True, env=env)
    maps = out / "source-maps"
    shutil.rmtree(maps, ignore_errors=True)
    maps.mkdir(parents=True)
    for source_map in (ROOT / "dist").rglob("*.map*"):
        if source_map.name.endswith((".map", ".map.gz")):
            source_map.rename(maps / source_map.name)
    return maps


def packages_of(dist: Path, entry: dict, maps: Path) -> dict[str, float]:
    """The first load's JavaScript (the median load's) by package."""
    files = {
        dist / urlsplit(resource["url"]).path.lstrip("/"): resource["bytes"]
        for resource in entry["bytes"]["resources"]
        if resource["type"] == "js"
    }
    return by_package({path: size for path, size in files.items() if path.is_file()}, maps)


def menu_pairs() -> list[tuple[str, str, str]]:
    """Each menu link clicked from the page before it in the menu (and the
    first from the last): (from, to, the next page's <h1>)."""
    menu = nav_routes()
    return [(a.path, b.path, b.heading()) for a, b in pairwise([*menu, menu[0]])]


def measure(browser, base: str, targets: list[tuple[str, str]], runs: int, loads: int) -> dict:
    """Bytes, timing and the scripts-blocked check of every target."""
    log(
        f"bytes on first load: Chromium {VIEWPORT['width']}x{VIEWPORT['height']} DPR {DPR}, "
        f"median of {max(1, runs)} load(s)"
    )
    results = {
        label: {"path": path, "bytes": measure_bytes_median(browser, base + path, runs)}
        for label, path in targets
    }
    log(
        f"first paint, LCP, controls: {describe()}; {loads} load(s) of every page and its "
        "floor, interleaved"
    )
    pages = {
        label: (base + path, base + floor_url(path))
        for label, path in targets
        if label != CONTENT_FREE
    }
    samples, content_free = interleaved_timing(
        browser, pages, (CONTENT_FREE, base + CONTENT_FREE_PATH), loads
    )
    results[CONTENT_FREE]["timing"] = {"median": timing_median(content_free), "loads": content_free}
    for label, runs_of in samples.items():
        entry = results[label]
        entry["timing"] = {"median": timing_median(runs_of["page"]), "loads": runs_of["page"]}
        entry["floor_timing"] = {
            "median": timing_median(runs_of["floor"]),
            "loads": runs_of["floor"],
        }
        m, f = entry["timing"]["median"], entry["floor_timing"]["median"]
        log(
            f"  {label}: first paint {m['fcp_ms']} ms (floor {f['fcp_ms']}), LCP {m['lcp_ms']} ms "
            f"(floor {f['lcp_ms']}), controls work {m['works_ms']} ms, hydrated {m['hydrated_ms']} ms"
        )
        entry["no_app_js"] = check_without_app_js(browser, base + entry["path"])
    m = results[CONTENT_FREE]["timing"]["median"]
    log(f"  {CONTENT_FREE}: first paint {m['fcp_ms']} ms, LCP {m['lcp_ms']} ms")
    return results


def edit_to_live(args) -> tuple[dict | None, list[dict]]:
    if args.publish_runs <= 0:
        return None, []
    log(f"edit to live on the own server: {args.publish_runs} save(s) of a changed price")
    figures = publishing.measure(args.publish_runs, args.out / "own-server")
    return figures, publishing.verdicts(figures)


def main(argv=None) -> int:
    # The routes are the content's: a bad value stops the bench with its lines.
    with stop_build():
        args = parse_args(argv)
    if args.publish_only:
        figures, verdicts = edit_to_live(args)
        if figures is None:
            print("bench: --publish-only with --publish-runs 0 measures nothing", file=sys.stderr)
            return 2
        print(publishing.summary_markdown(figures, "this run", "HEAD"))
        print(f"results: {write_publish_results(args.out, figures, verdicts)}")
        return 0 if passed(verdicts) or args.no_fail else 1
    routes = [r.strip() for r in args.routes.split(",") if r.strip()]
    routes = [r if r == "404" or r.startswith("/") else "/" + r for r in routes]
    dist = args.dist.resolve()
    loads = max(1, args.loads)

    maps = args.source_maps
    if not args.skip_build:
        maps = build(args.out)
    maps = maps or args.out / "source-maps"
    index = dist / "index.html"
    if not index.is_file():
        print(
            f"bench: {index} is missing: run ./scripts/export.sh first (or drop --skip-build)",
            file=sys.stderr,
        )
        return 2
    if args.runs > 0 and not LIGHTHOUSE_BIN.exists():
        print(
            "bench: Lighthouse is not installed in .tools: run ./scripts/bench.sh "
            "(it installs it), or pass --runs 0",
            file=sys.stderr,
        )
        return 2

    with stop_build("bench", FloorError):
        floor_page, floor_summary = content_free_floor(index.read_text(encoding="utf-8"))
    log(f"content-free floor: hero {floor_summary['hero_src']}, h1 {floor_summary['h1']!r}")
    server = serve(dist, floor_page)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    targets = [(r, not_found_path(r) if is_not_found(r) else r) for r in routes]
    targets.append((CONTENT_FREE, CONTENT_FREE_PATH))
    try:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            browser = launch(p, full=True)
            try:
                results = measure(browser, base, targets, args.runs, loads)
            finally:
                browser.close()
        if maps.is_dir():
            for entry in results.values():
                entry["packages"] = packages_of(dist, entry, maps)
        else:
            log(f"no source maps in {maps}: JavaScript by package left out")
        navigation = None
        if args.navigation_runs > 0:
            log(
                f"click to paint: {args.navigation_runs} click(s) on each menu link, "
                f"the pointer resting on it {args.hover_ms} ms"
            )
            navigation = click_to_paint(
                dist, menu_pairs(), args.navigation_runs, hover_ms=args.hover_ms
            )
        if args.runs > 0:
            log(f"Lighthouse {lighthouse_version()} (mobile preset), {args.runs} run(s) per route")
            for label, path in targets:
                try:
                    results[label]["lighthouse"] = lighthouse_runs(
                        base + path,
                        label,
                        args.runs,
                        is_not_found(label),
                        args.out / "lighthouse" / f"{slug(label)}.json",
                    )
                except (RuntimeError, subprocess.TimeoutExpired) as exc:
                    log(f"  lighthouse {label}: {exc}")
                    results[label]["lighthouse_error"] = str(exc)
    finally:
        server.shutdown()
        server.server_close()
    publish_figures, publish_verdicts = edit_to_live(args)

    rows = {label: row_values(entry) for label, entry in results.items()}
    paint, controls = paint_rows(results), control_rows(results)
    route_rows = {k: v for k, v in rows.items() if k != CONTENT_FREE}
    verdicts = check_budgets(route_rows)
    verdicts += check_works_budget(controls, results)
    verdicts += check_floor_budget({k: v for k, v in paint.items() if k != CONTENT_FREE}, loads)
    if navigation:
        verdicts += check_navigation_budget(navigation, args.navigation_runs)
    verdicts += publish_verdicts
    for label, entry in results.items():
        if label != CONTENT_FREE and entry.get("lighthouse_error"):
            verdicts.append(
                {
                    "route": label,
                    "metric": "lighthouse",
                    "value": None,
                    "op": "ran",
                    "limit": None,
                    "pass": False,
                    "note": entry["lighthouse_error"].splitlines()[-1][:160],
                }
            )
    ok = passed(verdicts)

    packages = package_rows(results)
    print_report(
        results, rows, paint, controls, verdicts, ok, args.runs, loads, packages, navigation
    )
    written = write_results(
        args.out,
        results=results,
        rows=rows,
        paint=paint,
        controls=controls,
        verdicts=verdicts,
        passed=ok,
        runs=args.runs,
        loads=loads,
        not_found_path={r: not_found_path(r) for r in routes if is_not_found(r)},
        content_free_summary=floor_summary,
        packages=packages,
        navigation=navigation,
        publishing=publish_figures,
    )
    print(f"results: {written}")
    return 0 if ok or args.no_fail else 1
