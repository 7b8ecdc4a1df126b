"""The bench's printed report: its tables, what they measure, and the budgets' verdicts."""

from __future__ import annotations

from tools.bench.budgets import FLOOR_MIN_LOADS
from tools.bench.conditions import KB, describe
from tools.bench.tables import (
    CONTENT_FREE,
    CONTROL_COLUMNS,
    PAINT_COLUMNS,
    format_navigation,
    format_packages,
    format_table,
    ratios,
)


def print_report(
    results, rows, paint, controls, verdicts, passed, runs, loads, packages=None, navigation=None
) -> None:
    routes = [k for k in rows if k != CONTENT_FREE]
    table = [(k, rows[k]) for k in routes] + [(CONTENT_FREE, rows[CONTENT_FREE])]
    if "/" in rows:
        table.append(("ratio / vs content-free", ratios(rows["/"], rows[CONTENT_FREE])))
    print()
    print(format_table(table))
    print(
        f"\nKB = {KB} bytes. JS/CSS/HTML: gzip -9 of each body; img/font: raw. "
        f"Lighthouse: median of {runs} run(s), mobile preset."
        if runs
        else f"\nKB = {KB} bytes. Lighthouse skipped (--runs 0)."
    )
    for label, entry in results.items():
        lh = entry.get("lighthouse")
        if not lh:
            continue
        for cat, audits in lh["failing_audits_median_run"].items():
            if cat != "performance" and audits:
                names = "; ".join(
                    f"{a['id']} ({a['score']:.2g})"
                    + (f": {', '.join(a['items'])}" if a["items"] else "")
                    for a in audits
                )
                print(f"  {label}: {cat} loses points on {names}")
        diag, med = lh["diagnostics_median_run"], lh["median"]
        if (med.get("lcp_ms") or 0) > 2000 and diag["lcp_element"]:
            phases = ", ".join(f"{k} {v} ms" for k, v in diag["lcp_phases"].items())
            print(f"  {label}: LCP element {diag['lcp_element']} ({phases})")
        if (med.get("cls") or 0) > 0.02 and diag["layout_shifts"]:
            shifted = ", ".join(f"{s['element']} ({s['score']})" for s in diag["layout_shifts"])
            print(f"  {label}: layout shifts from {shifted}")
    for label, entry in results.items():
        totals = [load["total_bytes"] for load in entry["bytes"]["loads"]]
        if min(totals) and max(totals) > 1.05 * min(totals):
            spread = ", ".join(f"{t / KB:.1f}" for t in totals)
            print(
                f"  {label}: first load differs between loads ({spread} KB in all): see latest.json"
            )

    print()
    print(
        format_table(
            [(k, paint[k]) for k in routes] + [(CONTENT_FREE, paint[CONTENT_FREE])], PAINT_COLUMNS
        )
    )
    print(
        f"\nms since navigation start, median of {loads} load(s) each at {describe()};\n"
        "each page's loads interleaved with its floor's: the page's own HTML with its scripts\n"
        "removed (what it costs with no framework). first paint = first-contentful-paint, LCP =\n"
        'the last largest-contentful-paint entry. "FP - content-free": first paint in ms over\n'
        "the content-free floor's (the home page's first screen as plain HTML; no budget)."
    )
    print()
    print(format_table([(k, controls[k]) for k in routes], CONTROL_COLUMNS))
    print(
        "\nA control's time is the first animation frame (or DOMContentLoaded/load) at which it\n"
        'works; a frame\'s callbacks run before it is painted, so "works / FP" <= 1.00 means\n'
        "it works from the first paint. works = the last of menu, FAQ and banner. "
        '"–": not on the page.\n'
        "Last column: checked once with the app's script requests aborted (inline scripts run)."
    )

    if packages:
        print()
        print(format_packages(packages))
        print(
            f"\nJavaScript of each route's first load by package, KB = {KB} bytes gzip, shared "
            "out by the\nbuild's source maps (tools/bench/packages.py)."
        )
    if navigation:
        print()
        print(format_navigation(navigation))
        print(
            "\nms from the click to the first frame that shows the next page (tools/bench/"
            "navigation.py):\nthe pointer on the link first, the bench's slow line played by "
            'the host, 4x CPU, 1280x800.\n"speculation rules": as Chromium does; "plain '
            'document": the rules left out, as in a browser\nwithout them.'
        )

    print("\nBudgets:")
    for v in verdicts:
        if v["value"] is None:
            what = (
                "lighthouse did not run"
                if v["metric"] == "lighthouse"
                else f"{v['metric']} not measured"
            )
            print(f"  FAIL  {v['route']:<15} {what}: {v['note']}")
            continue
        value = (
            f"{v['value']:.3f}"
            if v["metric"] == "cls" or v["metric"].endswith("/floor")
            else f"{v['value']:.1f}".rstrip("0").rstrip(".")
        )
        verdict = "PASS" if v["pass"] else "FAIL"
        if not v.get("judged", True):
            verdict = f"({verdict.lower()})"
        print(
            f"  {verdict:<6} {v['route']:<15} {v['metric']:<9} "
            f"{value} {v['op']} {v['limit']}" + (f"  {v['note']}" if v["note"] else "")
        )
    if not verdicts:
        print("  (none measured)")
    if any(not v.get("judged", True) for v in verdicts):
        print(
            f"  (pass)/(fail): reported, not judged: the floor budgets need {FLOOR_MIN_LOADS} "
            "loads or more (--loads)"
        )
    print(f"\n{'all budgets pass' if passed else 'BUDGETS FAILED'}")
