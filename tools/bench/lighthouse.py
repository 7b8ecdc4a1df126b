"""Lighthouse runs: its default config (the mobile preset: emulated Moto G
Power, simulated slow 4G, 4x CPU slowdown), the pinned version in .tools,
the system Chromium."""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

from tools.bench import ROOT, log
from tools.bench.conditions import KB
from tools.chromium import CHROMIUM_ARGS, chromium_path

LIGHTHOUSE_BIN = ROOT / ".tools" / "node_modules" / ".bin" / "lighthouse"
LIGHTHOUSE_PKG = ROOT / ".tools" / "node_modules" / "lighthouse" / "package.json"
LH_CHROME_FLAGS = " ".join(["--headless=new", *CHROMIUM_ARGS])
LH_TIMEOUT_S = 300
CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
# Audits a correct 404 page fails by design: it answers 404 and may ask not to
# be indexed. For the 404 route the SEO and best-practices budgets count them
# (and the two console lines a 404 page logs: Chrome's about the document's
# own 404 and the spec's console.error of the path) as passed.
EXPECTED_404_FAILURES = {"http-status-code", "is-crawlable"}
SCORED_MODES = {"binary", "numeric", "metricSavings"}


def lighthouse_version() -> str | None:
    try:
        return json.loads(LIGHTHOUSE_PKG.read_text())["version"]
    except (OSError, ValueError, KeyError):
        return None


def _score_with(report: dict, category: str, overrides: dict[str, float]) -> float | None:
    """The category score recomputed as Lighthouse does (weighted mean of the
    scored audits), with some audits' scores replaced by `overrides`."""
    total = weight = 0.0
    for ref in report["categories"][category]["auditRefs"]:
        audit = report["audits"].get(ref["id"], {})
        if not ref.get("weight") or audit.get("scoreDisplayMode") not in SCORED_MODES:
            continue
        score = overrides.get(ref["id"], audit.get("score"))
        if score is None:
            continue
        total += ref["weight"] * score
        weight += ref["weight"]
    return round(100 * total / weight) if weight else None


def _expected_404_overrides(report: dict, url: str) -> dict[str, float]:
    """A 404 page answers 404 (http-status-code) and may ask not to be indexed
    (is-crawlable); Chrome logs its own document's 404 as a console error, and
    the spec requires the page to log the path with console.error. Those count
    as passes; anything else the page logs still counts."""
    overrides = {audit: 1.0 for audit in EXPECTED_404_FAILURES}
    items = ((report["audits"].get("errors-in-console") or {}).get("details") or {}).get(
        "items"
    ) or []
    spec_line = f"404: {urlsplit(url).path}"

    def expected(item: dict) -> bool:
        if item.get("source") == "network":
            return (item.get("sourceLocation") or {}).get("url") == url
        return item.get("source") == "console.error" and item.get("description") == spec_line

    if all(expected(i) for i in items):
        overrides["errors-in-console"] = 1.0
    return overrides


def lighthouse_once(url: str, label: str, out_dir: Path, is_404: bool) -> tuple[dict, Path]:
    out = out_dir / f"lh-{len(list(out_dir.iterdir()))}.json"
    env = {**os.environ, "CHROME_PATH": chromium_path(full=True) or ""}
    cmd = [
        str(LIGHTHOUSE_BIN),
        url,
        "--output=json",
        f"--output-path={out}",
        "--quiet",
        f"--only-categories={','.join(CATEGORIES)}",
        f"--chrome-flags={LH_CHROME_FLAGS}",
    ]
    if is_404:  # Lighthouse refuses error pages unless told they are expected
        cmd.append("--ignore-status-code")
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=LH_TIMEOUT_S)
    if proc.returncode != 0 or not out.is_file():
        raise RuntimeError(
            f"lighthouse failed on {label} ({url}), exit {proc.returncode}:\n"
            + (proc.stderr or proc.stdout)[-3000:]
        )
    report = json.loads(out.read_text(encoding="utf-8"))
    if report.get("runtimeError"):
        raise RuntimeError(f"lighthouse on {label}: {report['runtimeError']}")
    cats = report["categories"]
    audits = report["audits"]

    def score(cat):
        s = cats[cat]["score"]
        return None if s is None else round(100 * s)

    failing = {
        cat: [
            {
                "id": ref["id"],
                "score": audits[ref["id"]]["score"],
                "title": audits[ref["id"]]["title"],
                "items": _items(audits[ref["id"]]),
            }
            for ref in cats[cat]["auditRefs"]
            if ref.get("weight", 0) > 0
            and audits.get(ref["id"], {}).get("score") is not None
            and audits[ref["id"]]["score"] < 1
        ]
        for cat in CATEGORIES
    }
    metrics = {
        "perf": score("performance"),
        "a11y": score("accessibility"),
        "bp": score("best-practices"),
        "seo": score("seo"),
        "lcp_ms": audits["largest-contentful-paint"].get("numericValue"),
        "tbt_ms": audits["total-blocking-time"].get("numericValue"),
        "cls": audits["cumulative-layout-shift"].get("numericValue"),
        "fcp_ms": audits["first-contentful-paint"].get("numericValue"),
        "si_ms": audits["speed-index"].get("numericValue"),
        # Whether the browser may keep the page in its back/forward cache
        # (Lighthouse leaves the page and comes back): 1 or 0.
        "bf_cache": (audits.get("bf-cache") or {}).get("score"),
        # Script bytes as Lighthouse counts them: transferred, so compressed.
        "lh_js_kb": sum(
            item["transferSize"]
            for item in (audits["resource-summary"].get("details") or {}).get("items", [])
            if item.get("resourceType") == "script"
        )
        / KB,
    }
    if is_404:
        overrides = _expected_404_overrides(report, url)
        metrics["seo_404"] = _score_with(report, "seo", overrides)
        metrics["bp_404"] = _score_with(report, "best-practices", overrides)
    return {
        "metrics": metrics,
        "failing_audits": failing,
        "diagnostics": _diagnostics(audits),
        "warnings": report.get("runWarnings", []),
    }, out


def _describe(item: dict) -> str:
    """One line for an audit's detail item: its element, link or resource."""
    node = item.get("node") if isinstance(item.get("node"), dict) else None
    if node:
        return node.get("selector") or node.get("snippet", "")[:80]
    for key in ("text", "href", "url", "source", "description"):
        value = item.get(key)
        if isinstance(value, str) and value:
            return f"{key}={value[:80]}"
        if isinstance(value, dict) and value.get("url"):
            return f"{key}={value['url'][:80]}"
    return json.dumps(item, default=str)[:80]


def _items(audit: dict, limit: int = 3) -> list[str]:
    details = audit.get("details") or {}
    items = details.get("items") or []
    if details.get("type") == "list":  # a list of tables
        items = [i for table in items for i in (table.get("items") or [])]
    out = []
    for item in items[:limit]:
        if isinstance(item, dict):
            out.append(_describe(item))
    return out


def _diagnostics(audits: dict) -> dict:
    """The LCP element and its phases, and the elements that shifted most."""
    out: dict = {"lcp_element": None, "lcp_phases": {}, "layout_shifts": []}
    details = (audits.get("largest-contentful-paint-element") or {}).get("details") or {}
    for table in details.get("items") or []:
        for item in table.get("items") or []:
            if isinstance(item.get("node"), dict):
                out["lcp_element"] = item["node"].get("selector")
            if "phase" in item:
                out["lcp_phases"][item["phase"]] = round(item.get("timing") or 0)
    shifts = (audits.get("layout-shifts") or {}).get("details") or {}
    for item in (shifts.get("items") or [])[:3]:
        node = item.get("node") if isinstance(item.get("node"), dict) else {}
        out["layout_shifts"].append(
            {"element": node.get("selector"), "score": round(item.get("score") or 0, 4)}
        )
    return out


def lighthouse_runs(url: str, label: str, runs: int, is_404: bool, keep_as: Path) -> dict:
    results = []
    with tempfile.TemporaryDirectory(prefix="bench-lh-") as tmp:
        tmp_dir = Path(tmp)
        for i in range(runs):
            started = time.monotonic()
            result, path = lighthouse_once(url, label, tmp_dir, is_404)
            result["report"] = path
            results.append(result)
            m = result["metrics"]
            log(
                f"  lighthouse {label} run {i + 1}/{runs}: perf {m['perf']} "
                f"LCP {m['lcp_ms']:.0f} ms TBT {m['tbt_ms']:.0f} ms "
                f"({time.monotonic() - started:.0f} s)"
            )
        order = sorted(range(runs), key=lambda i: results[i]["metrics"]["perf"] or 0)
        median_run = order[(runs - 1) // 2]  # the middle run (lower middle if even)
        keep_as.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(results[median_run]["report"], keep_as)
    keys = results[0]["metrics"].keys()
    median = {}
    for key in keys:
        values = [r["metrics"][key] for r in results if r["metrics"][key] is not None]
        median[key] = statistics.median(values) if values else None
    return {
        "median": median,
        "median_run": median_run,
        "runs": [r["metrics"] for r in results],
        "failing_audits_median_run": results[median_run]["failing_audits"],
        "diagnostics_median_run": results[median_run]["diagnostics"],
        "warnings": results[median_run]["warnings"],
        "report": str(keep_as.relative_to(ROOT) if keep_as.is_relative_to(ROOT) else keep_as),
    }
