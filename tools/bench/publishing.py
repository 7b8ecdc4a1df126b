"""Edit to live on the own server: from an owner's save of a changed price to
the new price in the page nginx serves.

On a clone of this checkout's HEAD (committed files only), in a folder of its
own: ./scripts/serve.sh starts the stack with nothing published, so its first
build is cold (no .web/, no .cache/: what a new server meets; only .tools/,
Decap's bundle, is this checkout's). Then, --publish-runs times, a save: one
service's price changed in content/treatments.yml and committed as the editor
commits it, the publisher's build of HEAD (`Publisher.publish()`, what the
editor's request starts in the backend), and the price list fetched through
nginx every 50 ms until it shows the new price. Each run's figure is the
time from the save to that answer; the machine's load average is kept with
it, since other work on the 2 cores stretches every build.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from salon import routes
from salon.content import load
from salon.content_model import read_content
from salon.publishing.builder import Publisher
from salon.publishing.worktree import head
from tools.bench import ROOT, log
from tools.ports import free_port

BUDGET_S = 30
MOONSHOT_S = 15
START_TIMEOUT_S = 900
LIVE_TIMEOUT_S = 300
POLL_S = 0.05


def _git(folder: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(folder), *args], check=True, capture_output=True, text=True
    ).stdout.strip()


def _price_page(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read().decode()


def _price_line(site: Path, key: str) -> tuple[Path, int]:
    """The file and line (0-based) of the service `key`'s price, as the
    content reader found it."""
    document = read_content(site / "content")
    for i, category in enumerate(document.data["categories"]):
        for j, service in enumerate(category["services"]):
            if service["key"] == key:
                loc = ("categories", i, "services", j, "price")
                return document.file(loc), document.line(loc) - 1
    raise KeyError(key)


def _save_price(site: Path, where: tuple[Path, int], key: str, price: int) -> str:
    """The editor's save: the service's price changed, committed alone."""
    path, number = where
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    assert lines[number].strip().startswith("price:"), lines[number]
    lines[number] = lines[number][: lines[number].index("price:")] + f"price: {price}\n"
    path.write_text("".join(lines), encoding="utf-8")
    _git(site, "add", str(path.relative_to(site)))
    _git(
        site,
        "-c",
        "user.name=Bench",
        "-c",
        "user.email=Bench@editor.invalid",
        "commit",
        "--quiet",
        "-m",
        f"Update Behandlingar & priser “{key}”",
    )
    return head(site)


def measure(runs: int, workdir: Path) -> dict:
    """The cold first start and `runs` edits to live; figures in seconds."""
    site, data = workdir / "site", workdir / "data"
    subprocess.run(["rm", "-rf", str(workdir)], check=True)
    workdir.mkdir(parents=True)
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(site)], check=True)
    (site / ".venv").symlink_to(Path(sys.prefix))
    (site / ".tools").symlink_to(ROOT / ".tools")
    port = free_port()
    url = f"http://127.0.0.1:{port}{routes.get('treatments', load().default.locale).path}"
    env = {**os.environ, "SALON_RECEIVER_DB": str(data / "messages.db")}
    stack_log = workdir / "serve.log"
    log(
        f"edit to live: ./scripts/serve.sh on a clone of HEAD ({_git(ROOT, 'rev-parse', '--short', 'HEAD')}), first build cold"
    )
    started = time.monotonic()
    with stack_log.open("wb") as output:
        stack = subprocess.Popen(
            [str(site / "scripts" / "serve.sh"), "--port", str(port)],
            cwd=site,
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        while "Ctrl-C stops it." not in stack_log.read_text(errors="replace"):
            if stack.poll() is not None or time.monotonic() - started > START_TIMEOUT_S:
                raise RuntimeError(
                    f"serve.sh did not start:\n{stack_log.read_text(errors='replace')[-3000:]}"
                )
            time.sleep(0.2)
        first_start = time.monotonic() - started
        log(f"  first start (a cold build, then nginx and the backend): {first_start:.1f} s")
        service = load().default.categories[0].services[0]
        where = _price_line(site, service.key)
        publisher = Publisher(repository=site, publish=data / "publish")
        results = []
        shown = _price_page(url)
        for run in range(runs):
            price = next(
                p
                for p in range(service.price + 1 + 10 * run, service.price + 1000)
                if f"{p} kr" not in shown
            )
            load_before = os.getloadavg()[0]
            saved = time.monotonic()
            commit = _save_price(site, where, service.key, price)
            with concurrent.futures.ThreadPoolExecutor(1) as thread:
                # A thread of its own: the browser measurements' Playwright
                # may have left its event loop on this one.
                state = thread.submit(asyncio.run, publisher.publish()).result()
            if state.error is not None or state.commit != commit:
                raise RuntimeError(f"the build failed: {state.error}")
            built = time.monotonic()
            while f"{price} kr" not in (shown := _price_page(url)):
                if time.monotonic() - saved > LIVE_TIMEOUT_S:
                    raise RuntimeError("the new price did not show")
                time.sleep(POLL_S)
            live = time.monotonic()
            results.append(
                {
                    "edit_to_live_s": round(live - saved, 2),
                    "build_and_switch_s": round(built - saved, 2),
                    "load_average": round((load_before + os.getloadavg()[0]) / 2, 1),
                }
            )
            log(
                f"  run {run + 1}: edit to live {live - saved:.1f} s "
                f"(load average {results[-1]['load_average']})"
            )
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(stack.pid, signal.SIGINT)
        try:
            stack.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(stack.pid, signal.SIGKILL)
            stack.wait()
    times = sorted(result["edit_to_live_s"] for result in results)
    return {
        "first_start_s": round(first_start, 1),
        "runs": results,
        "median_s": times[len(times) // 2] if times else None,
        "max_s": times[-1] if times else None,
        "budget_s": BUDGET_S,
        "moonshot_s": MOONSHOT_S,
    }


def verdicts(figures: dict) -> list[dict]:
    """The budget on the slowest warm run; the moonshot reported beside it."""
    if figures.get("max_s") is None:
        return []
    return [
        {
            "route": "own server",
            "metric": "edit_to_live_s",
            "value": figures["max_s"],
            "op": "<=",
            "limit": BUDGET_S,
            "pass": figures["max_s"] <= BUDGET_S,
            "note": f"slowest of {len(figures['runs'])} save(s); moonshot {MOONSHOT_S} s",
        }
    ]


def summary_markdown(figures: dict, created: str, commit: str) -> str:
    """One paragraph: the first start, each save's time to live, the verdict."""
    text = (
        f"Edit to live, {created}, commit `{commit}`: first start (cold build) "
        f"{figures['first_start_s']:.0f} s"
    )
    runs = figures["runs"]
    if not runs:
        return text + "."
    loads = sorted(run["load_average"] for run in runs)
    times = ", ".join(f"{run['edit_to_live_s']:.1f}" for run in runs)
    budget = "within" if figures["max_s"] <= BUDGET_S else "over"
    moonshot = "within" if figures["max_s"] <= MOONSHOT_S else "over"
    return (
        f"{text}; saves {times} s (load {loads[0]:g}–{loads[-1]:g}): {budget} the "
        f"{BUDGET_S} s budget, {moonshot} the {MOONSHOT_S} s moonshot."
    )
