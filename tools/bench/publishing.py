"""Edit to live on the own server: from an owner's save of a changed price to
the new price in the page nginx serves, through the editor as /admin/ saves.

On a clone of this checkout's HEAD (committed files only), in a folder of its
own, set up as a new owner sets it up: `backend: server` in content/cms.yml
(committed), an editor added with `python -m salon.editors add` (the password
on standard input). ./scripts/serve.sh then starts the stack with nothing
published, so its first build is cold (no .web/, no .cache/: what a new
server meets; only .tools/, Decap's bundle, is this checkout's). The editor
logs in through nginx (the log-in form) and reads the price list's entry, as
Decap does when the owner opens it. Then, --publish-runs times, a save: one
service's price changed in the entry and POSTed to /api/editor as Decap's
persistEntry (the editor checks it, commits it and asks the publisher for a
build), and the price list fetched through nginx every 50 ms until it shows
the new price. Each run's figure is the time from the save's request to that
answer; the save's own answer (checked and committed) is kept beside it, and
the machine's load average, since other work on the 2 cores stretches every
build.
"""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from salon import routes
from salon.content import load
from salon.content_model import read_content
from tools.bench import ROOT, log
from tools.editor_client import EditorClient
from tools.own_server_setup import add_editor, use_server_backend
from tools.ports import free_port
from tools.process_group import stop_group

BUDGET_S = 30
MOONSHOT_S = 15
START_TIMEOUT_S = 900
LIVE_TIMEOUT_S = 300
POLL_S = 0.05
EDITOR = "Bench"
PRICES = "content/treatments.yml"


def _git(folder: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(folder), *args], check=True, capture_output=True, text=True
    ).stdout.strip()


def _price_page(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read().decode()


def _price_line(site: Path, key: str) -> int:
    """The line (0-based) of the service `key`'s price in its file, as the
    content reader found it."""
    document = read_content(site / "content")
    for i, category in enumerate(document.data["categories"]):
        for j, service in enumerate(category["services"]):
            if service["key"] == key:
                return document.line(("categories", i, "services", j, "price")) - 1
    raise KeyError(key)


def _with_price(text: str, number: int, price: int) -> str:
    lines = text.splitlines(keepends=True)
    assert lines[number].strip().startswith("price:"), lines[number]
    lines[number] = lines[number][: lines[number].index("price:")] + f"price: {price}\n"
    return "".join(lines)


def _own_server(site: Path, env: dict[str, str], password: str) -> None:
    """The clone as a new owner sets it up: the own server as the CMS's
    backend, committed, and an editor."""
    use_server_backend(site)
    _git(site, "-c", "user.name=Bench", "-c", "user.email=bench@example.invalid",
         "commit", "--quiet", "-am", "The own server as the CMS's backend")  # fmt: skip
    add_editor(site, env, EDITOR, password)


def _read(editor: EditorClient) -> str:
    answer = editor.call("getEntry", {"path": PRICES})
    if answer.status != 200:
        raise RuntimeError(f"the editor did not read {PRICES}: {answer.status} {answer.text}")
    return answer.json()["data"]


def measure(runs: int, workdir: Path) -> dict:
    """The cold first start and `runs` edits to live; figures in seconds."""
    site, data = workdir / "site", workdir / "data"
    subprocess.run(["rm", "-rf", str(workdir)], check=True)
    workdir.mkdir(parents=True)
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(site)], check=True)
    (site / ".venv").symlink_to(Path(sys.prefix))
    (site / ".tools").symlink_to(ROOT / ".tools")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    url = base + routes.get("treatments", load().default.locale).path
    env = {**os.environ, "SALON_RECEIVER_DB": str(data / "messages.db")}
    password = secrets.token_urlsafe(16)
    _own_server(site, env, password)
    stack_log = workdir / "serve.log"
    log(
        f"edit to live: ./scripts/serve.sh on a clone of HEAD ({_git(ROOT, 'rev-parse', '--short', 'HEAD')}), "
        "backend: server, first build cold, saves through the editor"
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
        editor = EditorClient(base)
        if editor.log_in(EDITOR, password).status != 303:
            raise RuntimeError("the editor could not log in")
        service = load().default.categories[0].services[0]
        number = _price_line(site, service.key)
        results = []
        shown = _price_page(url)
        for run in range(runs):
            price = next(
                p
                for p in range(service.price + 1 + 10 * run, service.price + 1000)
                if f"{p} kr" not in shown
            )
            raw = _with_price(_read(editor), number, price)
            load_before = os.getloadavg()[0]
            saved = time.monotonic()
            answer = editor.call(
                "persistEntry",
                {
                    "dataFiles": [{"slug": "treatments", "path": PRICES, "raw": raw}],
                    "assets": [],
                    "options": {"commitMessage": f"Update Behandlingar & priser “{service.name}”"},
                },
            )
            if answer.status != 200:
                raise RuntimeError(f"the save was refused: {answer.status} {answer.text}")
            answered = time.monotonic()
            while f"{price} kr" not in (shown := _price_page(url)):
                if time.monotonic() - saved > LIVE_TIMEOUT_S:
                    raise RuntimeError("the new price did not show")
                time.sleep(POLL_S)
            live = time.monotonic()
            results.append(
                {
                    "edit_to_live_s": round(live - saved, 2),
                    "save_s": round(answered - saved, 2),
                    "load_average": round((load_before + os.getloadavg()[0]) / 2, 1),
                }
            )
            log(
                f"  run {run + 1}: edit to live {live - saved:.1f} s, the save answered in "
                f"{answered - saved:.2f} s (load average {results[-1]['load_average']})"
            )
    finally:
        stop_group(stack, signal.SIGINT, timeout=60)
    times = sorted(result["edit_to_live_s"] for result in results)
    return {
        "first_start_s": round(first_start, 1),
        "runs": results,
        "min_s": times[0] if times else None,
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
    each = sorted(run["edit_to_live_s"] for run in runs)
    times = ", ".join(f"{run['edit_to_live_s']:.1f}" for run in runs)
    spread = f"min {each[0]:.1f}, median {each[len(each) // 2]:.1f}, max {each[-1]:.1f}"
    budget = "within" if figures["max_s"] <= BUDGET_S else "over"
    moonshot = "within" if figures["max_s"] <= MOONSHOT_S else "over"
    return (
        f"{text}; {len(runs)} saves through the editor {times} s ({spread}; load "
        f"{loads[0]:g}–{loads[-1]:g}): {budget} the {BUDGET_S} s budget, {moonshot} the "
        f"{MOONSHOT_S} s moonshot."
    )
