"""Load on the contact form's receiver as deployed, on this machine only.

    python -m tools.receiver_load [--posts 3000] [--concurrency 50]

Starts a local SMTP server (tools/smtp_server.py) and `reflex run --env prod
--backend-only` (tools/receiver_backend.py) on free 127.0.0.1 ports with a
new database, posts `--posts` messages from `--concurrency` clients at once,
each from its own e-mail address and, as the nginx in front would name it,
its own IP (X-Real-IP), so the rate limit counts every post but refuses
none; runs `python -m salon.receiver status` every second meanwhile; waits
until the receiver has sent every message; and prints the figures. Exits 1
when an accepted message was lost or sent twice, or status failed.
tests/unit/test_receiver_backend.py runs a short one.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import dataclasses
import os
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

from salon.contact_form import EMAIL, ENDPOINT, HONEYPOT, MESSAGE, NAME
from tools.receiver_backend import ROOT, group_processes, reflex_backend
from tools.smtp_server import SmtpServer, free_port

HOST = "127.0.0.1"


@dataclasses.dataclass(frozen=True)
class Figures:
    posts: int
    concurrency: int
    # HTTP status -> how many posts got it (0: no answer).
    answers: dict[int, int]
    post_s: float
    p50_ms: float
    p99_ms: float
    stored: int
    forwarded: int
    # Accepted (2xx) but not both stored and forwarded.
    lost: int
    # Mails beyond the first for the same message.
    duplicates: int
    # From the last answer until the last message was sent.
    drain_s: float
    status_runs: int
    status_failures: list[str]
    status_slowest_s: float
    # The receiver's WARNING and ERROR lines, without their times: how many of each.
    problems: dict[str, int]
    # CPU seconds the backend's processes used, start-up included (None
    # without /proc): what the throughput costs apart from other load.
    backend_cpu_s: float | None

    @property
    def accepted(self) -> int:
        return sum(n for status, n in self.answers.items() if 200 <= status < 300)

    @property
    def per_s(self) -> float:
        return self.posts / self.post_s

    @property
    def ok(self) -> bool:
        return self.lost == 0 and self.duplicates == 0 and not self.status_failures

    def report(self) -> str:
        answers = ", ".join(f"{status}: {n}" for status, n in sorted(self.answers.items()))
        return "\n".join(
            [
                f"posts:        {self.posts} at {self.concurrency} at once, "
                f"{self.post_s:.1f} s, {self.per_s:.0f} per second",
                f"answers:      {answers}",
                f"latency:      p50 {self.p50_ms:.0f} ms, p99 {self.p99_ms:.0f} ms",
                f"stored:       {self.stored}",
                f"forwarded:    {self.forwarded}, the last {self.drain_s:.1f} s after the last answer",
                f"lost:         {self.lost}",
                f"duplicates:   {self.duplicates}",
                f"status:       {self.status_runs} runs during the load, slowest "
                f"{self.status_slowest_s:.2f} s, {len(self.status_failures)} failed",
            ]
            + [
                f"  {n} times: {failure.strip()}"
                for failure, n in collections.Counter(self.status_failures).items()
            ]
            + (
                []
                if self.backend_cpu_s is None
                else [f"backend CPU:  {self.backend_cpu_s:.1f} s, start-up included"]
            )
            + [f"logged {n} times: {problem}" for problem, n in self.problems.items()]
        )


def address(n: int) -> str:
    return f"load-{n}@example.se"


async def _post_all(url: str, posts: int, concurrency: int) -> tuple[dict[int, int], list[float]]:
    """Each post's status by its number, and every post's seconds."""
    statuses: dict[int, int] = {}
    seconds: list[float] = []
    numbers = iter(range(posts))
    limits = httpx.Limits(max_connections=concurrency)
    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=60) as client:

        async def client_loop() -> None:
            for n in numbers:
                form = {NAME: f"Last {n}", EMAIL: address(n), MESSAGE: f"Meddelande {n}"}
                ip = f"10.{n >> 16 & 255}.{n >> 8 & 255}.{n & 255}"
                started = time.perf_counter()
                try:
                    response = await client.post(
                        ENDPOINT,
                        data={**form, HONEYPOT: ""},
                        headers={"Accept": "application/json", "X-Real-IP": ip},
                    )
                    statuses[n] = response.status_code
                except httpx.HTTPError:
                    statuses[n] = 0
                seconds.append(time.perf_counter() - started)

        await asyncio.gather(*(client_loop() for _ in range(concurrency)))
    return statuses, seconds


def _status_meanwhile(db: Path, stop: threading.Event, runs: list[tuple[float, str | None]]):
    """Run the operator's status command every second until `stop`; each run's seconds
    and what went wrong (None: exit 0 and the expected first line)."""
    env = {**os.environ, "SALON_RECEIVER_DB": str(db)}
    # At least once, however short the load.
    while not runs or not stop.is_set():
        started = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "salon.receiver", "status"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
        )
        fine = done.returncode == 0 and done.stdout.startswith("unsent messages: ")
        problem = None if fine else f"exit {done.returncode}: {done.stderr or done.stdout}"
        runs.append((time.perf_counter() - started, problem))
        # As a monitor would, now and then: each run is a Python start-up,
        # CPU the receiver would otherwise have.
        stop.wait(1)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def run(posts: int, concurrency: int, workdir: Path, drain_timeout_s: float = 300) -> Figures:
    db = workdir / "messages.db"
    smtp = SmtpServer().start()
    env = {
        "SALON_RECEIVER_DB": str(db),
        "SALON_SMTP_HOST": HOST,
        "SALON_SMTP_PORT": str(smtp.port),
    }
    try:
        with reflex_backend(free_port(), env, workdir) as backend:
            stop = threading.Event()
            status_runs: list[tuple[float, str | None]] = []
            watcher = threading.Thread(target=_status_meanwhile, args=(db, stop, status_runs))
            watcher.start()
            started = time.perf_counter()
            try:
                statuses, seconds = asyncio.run(_post_all(backend.url, posts, concurrency))
            finally:
                stop.set()
                watcher.join()
            answered = time.perf_counter()
            post_s = answered - started
            accepted = {address(n) for n, status in statuses.items() if 200 <= status < 300}
            deadline = time.monotonic() + drain_timeout_s
            while len(smtp.messages) < len(accepted) or _unsent(db):
                if time.monotonic() > deadline:
                    break
                time.sleep(0.05)
            drain_s = time.perf_counter() - answered
            backend_cpu_s = cpu_seconds(backend.process.pid)
            problems = collections.Counter(
                line.split(" ", 1)[1]
                for line in backend.log.read_text(errors="replace").splitlines()
                if " WARNING salon.receiver: " in line or " ERROR salon.receiver: " in line
            )
    finally:
        smtp.stop()
    with sqlite3.connect(db) as read:
        stored = {row[0] for row in read.execute("SELECT email FROM messages")}
    mailed = collections.Counter(
        mail["Reply-To"].addresses[0].addr_spec for _, _, mail in smtp.messages
    )
    return Figures(
        posts=posts,
        concurrency=concurrency,
        answers=dict(collections.Counter(statuses.values())),
        post_s=post_s,
        p50_ms=1000 * percentile(seconds, 0.50),
        p99_ms=1000 * percentile(seconds, 0.99),
        stored=len(stored),
        forwarded=sum(mailed.values()),
        lost=len(accepted - (stored & set(mailed))),
        duplicates=sum(count - 1 for count in mailed.values()),
        drain_s=drain_s,
        status_runs=len(status_runs),
        status_failures=[problem for _, problem in status_runs if problem is not None],
        status_slowest_s=max((s for s, _ in status_runs), default=0.0),
        problems=dict(problems),
        backend_cpu_s=backend_cpu_s,
    )


def cpu_seconds(group: int) -> float | None:
    """User and system time of every process in a process group, so far."""
    processes = group_processes(group)
    if not processes:
        return None
    # Fields 14 and 15.
    ticks = sum(int(fields[11]) + int(fields[12]) for fields in processes)
    return ticks / os.sysconf("SC_CLK_TCK")


def _unsent(db: Path) -> int:
    with sqlite3.connect(db, timeout=10) as read:
        return read.execute("SELECT count(*) FROM messages WHERE sent_at IS NULL").fetchone()[0]


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.receiver_load", description=__doc__)
    parser.add_argument("--posts", type=int, default=3000)
    parser.add_argument("--concurrency", type=int, default=50)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="salon-load-") as folder:
        figures = run(args.posts, args.concurrency, Path(folder))
    print(figures.report())
    return 0 if figures.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
