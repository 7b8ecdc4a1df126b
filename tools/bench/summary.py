"""The summary of the latest run in docs/performance.md, between its bench markers."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tools.bench import ROOT
from tools.bench.publishing import summary_markdown as publish_summary
from tools.bench.tables import CONTENT_FREE

# A run's summary goes between these two lines of the performance page.
PERFORMANCE_DOC = ROOT / "docs" / "performance.md"
SUMMARY_START = "<!-- bench:start -->"
SUMMARY_END = "<!-- bench:end -->"
# Edit to live on the own server (tools/bench/publishing.py): its own
# section, which a run of that alone (--publish-only) rewrites.
PUBLISH_START = "<!-- bench:publish:start -->"
PUBLISH_END = "<!-- bench:publish:end -->"

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


def write_publish_summary(path: Path, publishing: dict, created: str, commit: str) -> None:
    """Rewrite the edit-to-live section of `path` (docs/performance.md)."""
    when = dt.datetime.fromisoformat(created).astimezone(dt.UTC).strftime("%Y-%m-%d")
    summary = publish_summary(publishing, when, commit)
    text = path.read_text(encoding="utf-8")
    path.write_text(replace_summary(text, summary, (PUBLISH_START, PUBLISH_END)), encoding="utf-8")
