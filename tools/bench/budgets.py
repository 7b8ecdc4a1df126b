"""The performance budgets and their verdicts.

A verdict is a dict: route, metric, value, op, limit, pass, note, and
`judged`: False when the run had too few loads to judge that budget (it is
then reported, but does not fail the run).
"""

from __future__ import annotations

import random
import statistics

# Every page, registered with the routes as its module is imported (salon/routes.py).
import salon.pages  # noqa: F401
from salon import routes
from tools.bench.conditions import FRAME_MS, KB
from tools.bench.loads import CONTROLS

# (route or "*" for every measured route, metric key, op, limit). A route's
# own budget for a metric replaces the "*" one (TBT <= 100 ms everywhere,
# 150 ms on "/"). Lighthouse's figures (the median run's) and the bytes of a
# real first load. Lighthouse 100 in every category.
BUDGETS = [
    ("*", "perf", ">=", 100),
    ("*", "a11y", ">=", 100),
    ("*", "bp", ">=", 100),
    ("*", "seo", ">=", 100),
    ("*", "tbt_ms", "<=", 100),
    ("/", "tbt_ms", "<=", 150),
    ("*", "cls", "<=", 0),
    ("/", "lcp_ms", "<=", 2000),
    # At most 100 kB of script on every route as Lighthouse counts
    # it (transferred bytes, headers included; kB = 1000 bytes, Lighthouse's
    # unit), and the gzip bodies of a real first load with
    # room for the headers of its requests.
    ("*", "js_kb", "<=", 95),
    ("*", "lh_js_kb", "<=", 100_000 / KB),
    ("*", "bf_cache", ">=", 1),
    ("/", "css_kb", "<=", 20),
    ("/", "img_kb", "<=", 350),
]
# The home page in every language: the "/" budgets hold each.
HOMES = {routes.get("home", locale).path for locale in routes.languages()}


def budget_key(route: str) -> str:
    """The route as BUDGETS names it: "/" for a home page in any language."""
    return "/" if route in HOMES else route


def is_not_found(label: str) -> bool:
    """Whether a bench label names a 404 page ("404", "/en/404")."""
    return label.rsplit("/", 1)[-1] == "404"


# A page answering 404 is never kept in the back/forward cache (only 2xx are).
NOT_CACHED_404 = {"bf_cache"}

# Every route's first paint and LCP, against its own floor (the page with
# its scripts removed, floors.py): the median of at least FLOOR_MIN_LOADS
# interleaved loads of each, at most this multiple of the floor's.
FLOOR_RATIO_LIMITS = {"fcp": 1.1, "lcp": 1.1}
FLOOR_MIN_LOADS = 15

# Every control works no later than this multiple of first paint (or the
# moment it appeared in the page, if later) plus one frame.
WORKS_RATIO_LIMIT = 1.05


def budget(route: str, metric: str) -> float:
    """The limit of `metric` on `route` (its own, else the "*" one)."""
    for key in (budget_key(route), "*"):
        for r, m, _, limit in BUDGETS:
            if (r, m) == (key, metric):
                return limit
    raise KeyError(f"no budget for {metric} on {route}")


def check_budgets(rows: dict[str, dict]) -> list[dict]:
    verdicts = []
    for route_key, key, op, limit in BUDGETS:
        if route_key == "*":
            own = {r for r, k, _, _ in BUDGETS if r != "*" and k == key}
            targets = [route for route in rows if budget_key(route) not in own]
        else:
            targets = [route for route in rows if budget_key(route) == route_key]
        for route in targets:
            not_found = is_not_found(route)
            if not_found and key in NOT_CACHED_404:
                continue
            value = rows[route].get(key)
            note = ""
            if not_found and key in ("seo", "bp") and rows[route].get(f"{key}_404") is not None:
                value = rows[route].get(f"{key}_404")
                note = (
                    "(counting the 404 status, noindex, Chrome's 404 console line and "
                    "the spec's console.error of the path as passed)"
                )
            if value is None:
                continue  # e.g. --runs 0: no Lighthouse figures
            ok = value >= limit if op == ">=" else value <= limit
            verdicts.append(
                {
                    "route": route,
                    "metric": key,
                    "value": value,
                    "op": op,
                    "limit": limit,
                    "pass": ok,
                    "note": note.strip(),
                }
            )
    return verdicts


def check_works_budget(rows: dict[str, dict], results: dict[str, dict]) -> list[dict]:
    """Every route's controls work no later than 1.05 x its first paint plus
    one frame; and each of them works with the app's scripts blocked."""
    verdicts = []
    for label, row in rows.items():
        fcp, works = row.get("fcp_ms"), row.get("works_ms")
        present = [n for n in CONTROLS if row.get(f"{n}_ms") is not None]
        if not present:
            continue
        if fcp is None:
            verdicts.append(
                {
                    "route": label,
                    "metric": "works_ms",
                    "value": None,
                    "op": "<=",
                    "limit": None,
                    "pass": False,
                    "note": "no first paint recorded",
                }
            )
            continue
        # A control below the part of the page painted first is parsed later:
        # it must work in the frame it appears in.
        appeared = row.get("appeared_ms") or 0
        limit = round(max(WORKS_RATIO_LIMIT * fcp, appeared) + FRAME_MS, 1)
        never = [n for n in present if row[f"{n}_ms"] == "never"]
        verdicts.append(
            {
                "route": label,
                "metric": "works_ms",
                "value": works,
                "op": "<=",
                "limit": limit,
                "pass": works is not None and works <= limit,
                "note": (
                    f"{WORKS_RATIO_LIMIT} x first paint {fcp:.0f} ms, or when the last "
                    f"control appeared ({appeared:.0f} ms), + one frame"
                    + (f"; never worked: {', '.join(never)}" if never else "")
                ),
            }
        )
        no_js = results[label].get("no_app_js") or {}
        if no_js:
            failing = [n for n, ok in no_js["controls"].items() if not ok]
            verdicts.append(
                {
                    "route": label,
                    "metric": "no_js",
                    "value": len(no_js["controls"]) - len(failing),
                    "op": "==",
                    "limit": len(no_js["controls"]),
                    "pass": not failing and not no_js["hydrated"],
                    "note": (
                        "controls working with the app's scripts blocked"
                        + (f"; dead: {', '.join(failing)}" if failing else "")
                        + (
                            "; React hydrated although scripts were blocked"
                            if no_js["hydrated"]
                            else ""
                        )
                    ),
                }
            )
    return verdicts


def ratio_spread(page: list, floor: list, draws: int = 1000) -> float | None:
    """How far a page's median-over-floor's-median ratio would move with its
    rounds drawn again: the bootstrap standard deviation, the rounds (a page
    load and its floor's, back to back) resampled whole. Seeded, so a run
    reports one figure. About 0.05 for 15 loads here (docs/performance.md)."""
    rounds = [(p, f) for p, f in zip(page, floor) if p is not None and f]
    if len(rounds) < 2:
        return None
    draw = random.Random(0).choices
    ratios = []
    for _ in range(draws):
        sample = draw(rounds, k=len(rounds))
        floor_median = statistics.median(f for _, f in sample)
        ratios.append(statistics.median(p for p, _ in sample) / floor_median)
    return round(statistics.pstdev(ratios), 3)


def check_floor_budget(rows: dict[str, dict], loads: int) -> list[dict]:
    """Every route's first paint and LCP as a multiple of its floor's, in
    the same run. Fewer than FLOOR_MIN_LOADS loads are reported, not judged.
    The note gives the ratio's spread where the run measured it: a verdict
    within about two of it of the limit may turn in another run."""
    judged = loads >= FLOOR_MIN_LOADS
    verdicts = []
    for label, row in rows.items():
        for paint, limit in FLOOR_RATIO_LIMITS.items():
            value = row.get(f"{paint}_vs_floor")
            spread = row.get(f"{paint}_vs_floor_sd")
            verdicts.append(
                {
                    "route": label,
                    "metric": f"{paint}/floor",
                    "value": value,
                    "op": "<=",
                    "limit": limit,
                    "pass": value is not None and value <= limit,
                    "judged": judged,
                    "note": (
                        f"{paint.upper()} {row.get(f'{paint}_ms')} ms, its floor "
                        f"{row.get(f'floor_{paint}_ms')} ms, median of {loads} load(s) each"
                        + ("" if spread is None else f", ratio ±{spread:.2f} (bootstrap sd)")
                        + ("" if judged else f" (fewer than {FLOOR_MIN_LOADS}: not judged)")
                    ),
                }
            )
    return verdicts


# Click to paint: where Chromium has prerendered the next page, showing it
# takes no longer than loading it as a plain document (judged from this many
# clicks of each link, else reported).
NAVIGATION_MIN_RUNS = 5


def check_navigation_budget(navigation: dict[str, dict], runs: int) -> list[dict]:
    judged = runs >= NAVIGATION_MIN_RUNS
    verdicts = []
    for pair, modes in navigation.items():
        with_rules, without = modes["speculation"]["frame_ms"], modes["no_speculation"]["frame_ms"]
        verdicts.append(
            {
                "route": pair,
                "metric": "click->paint",
                "value": with_rules,
                "op": "<=",
                "limit": without,
                "pass": with_rules <= without,
                "judged": judged,
                "note": (
                    f"ms from the click to the next page's first frame, with speculation rules "
                    f"({', '.join(modes['speculation']['how'])}) against a plain document load, "
                    f"median of {runs} click(s) each"
                    + ("" if judged else f" (fewer than {NAVIGATION_MIN_RUNS}: not judged)")
                ),
            }
        )
    return verdicts


def passed(verdicts: list[dict]) -> bool:
    return all(v["pass"] for v in verdicts if v.get("judged", True))
