"""The bench's tables: each route's figures as rows (Lighthouse and bytes,
paint against the floors, when the controls work, JavaScript by package),
and those rows as the text tables the report prints."""

from __future__ import annotations

from tools.bench.budgets import FLOOR_RATIO_LIMITS, ratio_spread
from tools.bench.conditions import KB
from tools.bench.loads import CONTROLS

CONTENT_FREE = "content-free floor"  # its row's label

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
