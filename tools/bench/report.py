"""The bench's tables, its printed report, bench-results/latest.json and the
summary of the latest run in docs/performance.md (between its bench markers)."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
from pathlib import Path

from tools.bench import ROOT
from tools.bench.budgets import (
    FLOOR_MIN_LOADS,
    FLOOR_RATIO_LIMITS,
    WORKS_RATIO_LIMIT,
    passed,
    ratio_spread,
)
from tools.bench.conditions import (
    DPR,
    FRAME_MS,
    KB,
    THROTTLE_CPU,
    THROTTLE_DOWN_KBPS,
    THROTTLE_RTT_MS,
    THROTTLE_UP_KBPS,
    VIEWPORT,
    describe,
)
from tools.bench.lighthouse import lighthouse_version
from tools.bench.loads import CONTROLS
from tools.bench.publishing import summary_markdown as publish_summary
from tools.chromium import chromium_path

CONTENT_FREE = "content-free floor"  # its row's label

# A run's summary goes between these two lines of the performance page.
PERFORMANCE_DOC = ROOT / "docs" / "performance.md"
SUMMARY_START = "<!-- bench:start -->"
SUMMARY_END = "<!-- bench:end -->"
# Edit to live on the own server (publishing.py): its own section, which a
# run of that alone (--publish-only) rewrites.
PUBLISH_START = "<!-- bench:publish:start -->"
PUBLISH_END = "<!-- bench:publish:end -->"

COLUMNS = [  # (key, header, format): Lighthouse and bytes
    ("perf", "perf", "{:.0f}"),
    ("a11y", "a11y", "{:.0f}"),
    ("bp", "bp", "{:.0f}"),
    ("seo", "seo", "{:.0f}"),
    ("lcp_ms", "LCP ms", "{:.0f}"),
    ("tbt_ms", "TBT ms", "{:.0f}"),
    ("cls", "CLS", "{:.3f}"),
    ("bf_cache", "bfc", "{:.0f}"),
    ("lh_js_kb", "LH JS KB", "{:.1f}"),
    ("js_kb", "JS KB", "{:.1f}"),
    ("css_kb", "CSS KB", "{:.1f}"),
    ("img_kb", "img KB", "{:.1f}"),
    ("font_kb", "font KB", "{:.1f}"),
    ("html_kb", "HTML KB", "{:.1f}"),
]
PAINT_COLUMNS = [  # each page against its floor (the page without scripts)
    ("fcp_ms", "first paint ms", "{:.0f}"),
    ("floor_fcp_ms", "floor's ms", "{:.0f}"),
    ("fcp_vs_floor", "FP / floor", "×{:.2f}"),
    ("lcp_ms", "LCP ms", "{:.0f}"),
    ("floor_lcp_ms", "floor's ms", "{:.0f}"),
    ("lcp_vs_floor", "LCP / floor", "×{:.2f}"),
    ("fcp_over_content_free_ms", "FP - content-free ms", "{:+.0f}"),
]
CONTROL_COLUMNS = [  # when the controls work
    ("fcp_ms", "first paint ms", "{:.0f}"),
    ("menu_ms", "menu ms", "{:.0f}"),
    ("faq_ms", "FAQ ms", "{:.0f}"),
    ("banner_ms", "banner ms", "{:.0f}"),
    ("works_ratio", "works / FP", "×{:.2f}"),
    ("hydrated_ms", "hydrated ms", "{:.0f}"),
    ("no_js", "app JS blocked", "{}"),
]


# --- rows -------------------------------------------------------------------------


def row_values(entry: dict) -> dict:
    """A route's Lighthouse medians and first-load bytes (KB)."""
    values = {}
    lh = entry.get("lighthouse")
    if lh:
        values.update(
            {
                k: lh["median"].get(k)
                for k in (
                    "perf",
                    "a11y",
                    "bp",
                    "seo",
                    "lcp_ms",
                    "tbt_ms",
                    "cls",
                    "bf_cache",
                    "lh_js_kb",
                    "seo_404",
                    "bp_404",
                )
                if k in lh["median"]
            }
        )
    b = entry["bytes"]["totals_bytes"]
    for key in ("js", "css", "img", "font", "html"):
        values[f"{key}_kb"] = b[key] / KB
    return values


def ratios(project: dict, floor: dict) -> dict:
    out = {}
    for key, _, _ in COLUMNS:
        p, f = project.get(key), floor.get(key)
        if p is None or f is None:
            out[key] = None
        elif f == 0:
            out[key] = "=" if p == 0 else "∞"
        else:
            out[key] = f"×{p / f:.2f}"
    return out


def paint_rows(results: dict[str, dict]) -> dict[str, dict]:
    """First paint and LCP of every route against its floor's, and its first
    paint in ms over the content-free floor's: that gap stays about constant
    while the machine's load moves the floors (docs/performance.md)."""
    content_free = results[CONTENT_FREE]["timing"]["median"]
    rows = {}
    for label, entry in results.items():
        m = entry["timing"]["median"]
        row = {"fcp_ms": m["fcp_ms"], "lcp_ms": m["lcp_ms"]}
        if label != CONTENT_FREE:
            floor = entry["floor_timing"]["median"]
            for paint in FLOOR_RATIO_LIMITS:
                row[f"floor_{paint}_ms"] = floor[f"{paint}_ms"]
                if floor[f"{paint}_ms"] and m[f"{paint}_ms"] is not None:
                    row[f"{paint}_vs_floor"] = round(m[f"{paint}_ms"] / floor[f"{paint}_ms"], 3)
                    row[f"{paint}_vs_floor_sd"] = ratio_spread(
                        [load.get(paint) for load in entry["timing"]["loads"]],
                        [load.get(paint) for load in entry["floor_timing"]["loads"]],
                    )
            if content_free["fcp_ms"] and m["fcp_ms"] is not None:
                row["fcp_over_content_free_ms"] = round(m["fcp_ms"] - content_free["fcp_ms"])
        rows[label] = row
    return rows


def control_rows(results: dict[str, dict]) -> dict[str, dict]:
    """When each route's controls work, and whether they do without the app's JS."""
    rows = {}
    for label, entry in results.items():
        if label == CONTENT_FREE:
            continue
        m = entry["timing"]["median"]
        row = {"fcp_ms": m["fcp_ms"]}
        for name in [*CONTROLS, "hydrated"]:
            row[f"{name}_ms"] = m[f"{name}_ms"] if m["present"][name] else None
            if m["present"][name] and m[f"{name}_ms"] is None:
                row[f"{name}_ms"] = "never"
        row["works_ms"] = m["works_ms"]
        row["appeared_ms"] = m.get("appeared_ms")
        if m["works_ms"] is not None and m["fcp_ms"]:
            row["works_ratio"] = round(m["works_ms"] / m["fcp_ms"], 3)
        no_js = entry.get("no_app_js")
        if no_js:
            failing = [n for n, ok in no_js["controls"].items() if not ok]
            row["no_js"] = ("yes" if not failing else "NO: " + ", ".join(failing)) + (
                "" if not no_js["hydrated"] else " (hydrated anyway?)"
            )
        rows[label] = row
    return rows


def format_table(rows: list[tuple[str, dict]], columns=COLUMNS) -> str:
    header = ["route"] + [h for _, h, _ in columns]
    lines = []
    for label, values in rows:
        cells = [label]
        for key, _, fmt in columns:
            v = values.get(key)
            if v is None:
                cells.append("–")
            elif isinstance(v, str):
                cells.append(v)
            else:
                cells.append(fmt.format(v))
        lines.append(cells)
    widths = [max(len(r[i]) for r in [header, *lines]) for i in range(len(header))]
    fmt_row = lambda cells: " | ".join(  # noqa: E731
        c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths))
    )
    sep = "-+-".join("-" * w for w in widths)
    out = [fmt_row(header), sep]
    for i, cells in enumerate(lines):
        if rows[i][0] == CONTENT_FREE:
            out.append(sep)
        out.append(fmt_row(cells))
    return "\n".join(out)


def package_rows(results: dict[str, dict]) -> dict[str, dict[str, float]]:
    """Each route's first-load JavaScript by package, KB gzip (packages.py)."""
    return {
        label: {group: size / KB for group, size in entry["packages"].items()}
        for label, entry in results.items()
        if entry.get("packages")
    }


def format_packages(rows: dict[str, dict[str, float]]) -> str:
    groups = sorted(
        {g for row in rows.values() for g in row},
        key=lambda g: -max(row.get(g, 0) for row in rows.values()),
    )
    columns = [(group, group, "{:.1f}") for group in [*groups, "total"]]
    table = [(label, {**row, "total": sum(row.values())}) for label, row in rows.items()]
    # One column per route reads better: the groups' names are long.
    width = max(len(g) for g in [*groups, "total"])
    labels = [label for label, _ in table]
    lines = [f"{'package':<{width}} | " + " | ".join(f"{label:>14}" for label in labels)]
    lines.append("-" * len(lines[0]))
    for key, _, fmt in columns:
        cells = [fmt.format(values[key]) if values.get(key) else "–" for _, values in table]
        lines.append(f"{key:<{width}} | " + " | ".join(f"{c:>14}" for c in cells))
    return "\n".join(lines)


def format_navigation(navigation: dict[str, dict]) -> str:
    lines = [
        f"{'click on the menu link':<28} | {'speculation rules':>18} | {'how':<12} | "
        f"{'plain document':>15} | {'first paint (FCP)':>17}"
    ]
    lines.append("-" * len(lines[0]))
    for pair, modes in navigation.items():
        spec, plain = modes["speculation"], modes["no_speculation"]
        fcp = plain.get("fcp_ms")
        lines.append(
            f"{pair:<28} | {spec['frame_ms']:>15.0f} ms | {'/'.join(spec['how']):<12} | "
            f"{plain['frame_ms']:>12.0f} ms | "
            + (f"{fcp:>14.0f} ms" if fcp is not None else f"{'–':>17}")
        )
    return "\n".join(lines)


# --- the printed report ---------------------------------------------------------------


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


# --- latest.json ------------------------------------------------------------------------


def git_describe() -> str:
    try:
        sha = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain"], cwd=ROOT, capture_output=True, text=True
        ).stdout.strip()
        return sha + ("-dirty" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def chromium_version() -> str | None:
    path = chromium_path(full=True)
    if not path:
        return None
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30).stdout
        return out.strip() or None
    except (OSError, subprocess.SubprocessError):
        return None


def write_results(
    out: Path,
    *,
    results,
    rows,
    paint,
    controls,
    verdicts,
    passed,
    runs,
    loads,
    not_found_path,
    content_free_summary,
    packages=None,
    navigation=None,
    publishing=None,
    doc_path: Path | None = PERFORMANCE_DOC,
) -> Path:
    """latest.json (and a dated copy) in `out`, and the run's summary in
    `doc_path` between its bench markers (None: no summary written)."""
    out.mkdir(parents=True, exist_ok=True)
    stamp = dt.datetime.now(dt.UTC)
    doc = {
        "created": stamp.isoformat(timespec="seconds"),
        "commit": git_describe(),
        "lighthouse": lighthouse_version() if runs else None,
        "chromium": chromium_version(),
        "cores": os.cpu_count(),
        "runs": runs,
        "units": {
            "KB": KB,
            "text": "gzip -9 of the body",
            "img_font": "raw bytes",
            "viewport": {**VIEWPORT, "dpr": DPR, "mobile": True},
        },
        "not_found_path": not_found_path,
        "content_free_floor": content_free_summary,
        "routes": {label: {**entry, "row": rows[label]} for label, entry in results.items()},
        "timing": {
            "throttling": {
                "rtt_ms": THROTTLE_RTT_MS,
                "down_kbps": THROTTLE_DOWN_KBPS,
                "up_kbps": THROTTLE_UP_KBPS,
                "cpu_slowdown": THROTTLE_CPU,
            },
            "loads": loads,
            "floor": "each page's exported HTML with its scripts removed",
            "floor_limits": FLOOR_RATIO_LIMITS,
            "floor_min_loads": FLOOR_MIN_LOADS,
            "works_limit": f"{WORKS_RATIO_LIMIT} x first paint + {FRAME_MS:.1f} ms",
            "paint": paint,
            "controls": controls,
        },
        "packages": packages,
        "navigation": navigation,
        "budgets": verdicts,
        "passed": passed,
    }
    if publishing is not None:
        doc["publishing"] = publishing
    text = json.dumps(doc, indent=2, ensure_ascii=False, default=str)
    (out / "latest.json").write_text(text, encoding="utf-8")
    (out / f"bench-{stamp.strftime('%Y%m%dT%H%M%SZ')}.json").write_text(text, encoding="utf-8")
    if doc_path is not None:
        write_summary(doc_path, json.loads(text))
        if publishing is not None:
            write_publish_summary(doc_path, publishing, doc["created"], doc["commit"])
    return out / "latest.json"


def write_publish_results(
    out: Path, publishing: dict, verdicts: list[dict], doc_path: Path | None = PERFORMANCE_DOC
) -> Path:
    """A run of edit to live alone: publish.json in `out`, and its section of
    `doc_path`."""
    out.mkdir(parents=True, exist_ok=True)
    created = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    doc = {"created": created, "commit": git_describe(), "cores": os.cpu_count()}
    doc |= {"publishing": publishing, "budgets": verdicts, "passed": passed(verdicts)}
    path = out / "publish.json"
    path.write_text(json.dumps(doc, indent=2, ensure_ascii=False), encoding="utf-8")
    if doc_path is not None:
        write_publish_summary(doc_path, publishing, created, doc["commit"])
    return path


def write_publish_summary(path: Path, publishing: dict, created: str, commit: str) -> None:
    when = dt.datetime.fromisoformat(created).astimezone(dt.UTC).strftime("%Y-%m-%d")
    summary = publish_summary(publishing, when, commit)
    text = path.read_text(encoding="utf-8")
    path.write_text(replace_summary(text, summary, (PUBLISH_START, PUBLISH_END)), encoding="utf-8")


# --- the summary in docs/performance.md -----------------------------------------------

SUMMARY_COLUMNS = [  # (header, where in a route's figures, format)
    ("perf", "perf", "{:.0f}"),
    ("a11y", "a11y", "{:.0f}"),
    ("bp", "bp", "{:.0f}"),
    ("SEO", "seo", "{:.0f}"),
    ("TBT ms", "tbt_ms", "{:.0f}"),
    ("LCP ms", "lcp_ms", "{:.0f}"),
    ("CLS", "cls", "{:.3f}"),
    ("LH JS kB", "lh_js_kb", "{:.1f}"),
    ("JS KB", "js_kb", "{:.1f}"),
    ("FP / floor", "fcp_vs_floor", "×{:.2f}"),
    ("LCP / floor", "lcp_vs_floor", "×{:.2f}"),
]


def _cell(value, fmt: str) -> str:
    if value is None:
        return "–"
    return value if isinstance(value, str) else fmt.format(value)


def _verdict_line(v: dict) -> str:
    value = v["value"]
    shown = "–" if value is None else (f"{value:g}" if isinstance(value, float) else str(value))
    return f"- `{v['route']}` {v['metric']}: {shown} (budget {v['op']} {v['limit']:g})" + (
        f"; {v['note']}" if v.get("note") else ""
    )


def summary_markdown(doc: dict) -> str:
    """The run in latest.json's shape, as markdown: when, on what, each
    route's Lighthouse medians and first paint against its floor, and the
    budgets' verdicts."""
    created = dt.datetime.fromisoformat(doc["created"]).astimezone(dt.UTC)
    what = [f"{doc['cores']} cores" if doc.get("cores") else "cores unknown"]
    if doc.get("lighthouse"):
        what.append(f"Lighthouse {doc['lighthouse']}")
    if doc.get("runs"):
        what.append(f"median of {doc['runs']} Lighthouse run(s)")
    loads = (doc.get("timing") or {}).get("loads")
    if loads:
        what.append(f"{loads} interleaved load(s) of each page and its floor")
    lines = [
        f"Latest run: {created:%Y-%m-%d %H:%M} UTC, commit `{doc.get('commit', 'unknown')}`, "
        + ", ".join(what)
        + ".",
        "",
    ]
    if doc.get("note"):
        lines += [f"*{doc['note']}*", ""]
    paint = (doc.get("timing") or {}).get("paint") or {}
    lines.append("| route | " + " | ".join(h for h, _, _ in SUMMARY_COLUMNS) + " |")
    lines.append("|---|" + "---:|" * len(SUMMARY_COLUMNS))
    for label, entry in doc["routes"].items():
        if label == CONTENT_FREE:
            continue
        figures = {**entry.get("row", {}), **paint.get(label, {})}
        for key in ("bp", "seo"):  # a 404 page's score with its expected findings passed
            if figures.get(f"{key}_404") is not None and figures.get(key) is not None:
                figures[key] = f"{figures[key]:.0f} ({figures[f'{key}_404']:.0f})"
        cells = [_cell(figures.get(key), fmt) for _, key, fmt in SUMMARY_COLUMNS]
        lines.append(f"| `{label}` | " + " | ".join(cells) + " |")
    verdicts = [v for v in doc.get("budgets") or [] if v.get("judged", True)]
    failed = [v for v in verdicts if not v["pass"]]
    lines.append("")
    if not verdicts:
        lines.append("Budgets: none judged in this run.")
    elif not failed:
        lines.append(f"Budgets: all {len(verdicts)} judged verdicts passed.")
    else:
        lines.append(f"Budgets: {len(verdicts) - len(failed)} passed, {len(failed)} failed:")
        lines.append("")
        lines += [_verdict_line(v) for v in failed]
    return "\n".join(lines)


def replace_summary(
    text: str, summary: str, markers: tuple[str, str] = (SUMMARY_START, SUMMARY_END)
) -> str:
    """`text` with what stands between the bench markers replaced by
    `summary`; everything outside them unchanged."""
    opening, closing = markers
    start = text.find(opening)
    end = text.find(closing, start + len(opening))
    if start < 0 or end < 0:
        raise ValueError(f"no {opening} ... {closing} in the document")
    return text[: start + len(opening)] + "\n" + summary + "\n" + text[end:]


def write_summary(path: Path, doc: dict) -> None:
    """Rewrite the bench section of `path` (docs/performance.md) from a run."""
    text = path.read_text(encoding="utf-8")
    path.write_text(replace_summary(text, summary_markdown(doc)), encoding="utf-8")
