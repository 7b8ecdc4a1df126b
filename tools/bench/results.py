"""bench-results/latest.json (and a dated copy): a run's figures, what it ran
on, and the budgets' verdicts; the run's summary goes into docs/performance.md."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
from pathlib import Path

from tools.bench import ROOT
from tools.bench.budgets import FLOOR_MIN_LOADS, FLOOR_RATIO_LIMITS, WORKS_RATIO_LIMIT, passed
from tools.bench.conditions import (
    DPR,
    FRAME_MS,
    KB,
    THROTTLE_CPU,
    THROTTLE_DOWN_KBPS,
    THROTTLE_RTT_MS,
    THROTTLE_UP_KBPS,
    VIEWPORT,
)
from tools.bench.lighthouse import lighthouse_version
from tools.bench.summary import PERFORMANCE_DOC, write_publish_summary, write_summary
from tools.chromium import chromium_path


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
