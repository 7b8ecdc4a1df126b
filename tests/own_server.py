"""The own server as a new owner sets it up, for tests/e2e/test_own_server.py:
a copy of the project made into a git repository with `backend: server` in
content/cms.yml, editors added with `python -m salon.editors add` (the
password on standard input), and ./scripts/serve.sh started on it, stopped,
or killed with every process it started. Pages read through nginx, whole or
not, and a reader that reads one all along.
"""

from __future__ import annotations

import contextlib
import html
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.project_copy import copy_project
from tools.own_server_setup import use_server_backend

START_TIMEOUT_S = 240
STARTED = "Ctrl-C stops it."
# The owner's two editors, each with their password.
EDITORS = {"Anna": "anna-har-ett-långt-lösenord", "Bo": "bo-har-ett-annat-lösenord"}
_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"/>')


def git(project: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(project), *args], check=True, capture_output=True, text=True
    ).stdout.strip()


def commit_all(project: Path, message: str) -> str:
    git(project, "add", "--all")
    git(
        project,
        "-c",
        "user.name=Utvecklare",
        "-c",
        "user.email=dev@example.invalid",
        "commit",
        "--quiet",
        "-m",
        message,
    )
    return git(project, "rev-parse", "HEAD")


def own_server_project(folder: Path) -> Path:
    """The project copied into `folder`, its CMS backend the own server,
    committed as the site's repository."""
    project = copy_project(folder / "salon")
    (project / ".venv").symlink_to(Path(sys.prefix))
    use_server_backend(project)
    git(project, "init", "--quiet", "--initial-branch=main")
    commit_all(project, "The site")
    return project


def session_processes(session: int) -> list[int]:
    """Every live process of a session (what the stack started, in their groups)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if int(fields[3]) == session and fields[0] not in ("Z", "X"):
            found.append(int(entry.name))
    return found


def command_line(pid: int) -> list[str]:
    try:
        return (Path("/proc") / str(pid) / "cmdline").read_bytes().decode().split("\0")
    except OSError:
        return []


@dataclass
class Stack:
    """./scripts/serve.sh on `project`, its data in `data`, on `port`."""

    project: Path
    data: Path
    port: int
    log: Path
    process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def env(self) -> dict[str, str]:
        return {**os.environ, "SALON_RECEIVER_DB": str(self.data / "messages.db")}

    def start(self) -> None:
        with self.log.open("ab") as output:
            self.process = subprocess.Popen(
                [str(self.project / "scripts" / "serve.sh"), "--port", str(self.port)],
                cwd=self.project,
                env=self.env,
                stdout=output,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

    def wait_started(self, since: int = 0) -> None:
        """Until serve.sh says it serves (its log after byte `since`)."""
        deadline = time.monotonic() + START_TIMEOUT_S
        while STARTED not in self.log.read_bytes()[since:].decode(errors="replace"):
            if self.process.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"serve.sh did not start:\n{self.tail()}")
            time.sleep(0.1)

    def tail(self, size: int = 4000) -> str:
        return self.log.read_text(errors="replace")[-size:]

    def processes(self) -> list[int]:
        return session_processes(self.process.pid) if self.process else []

    def kill(self) -> None:
        """kill -9 of every process the stack runs, at once, as a power cut."""
        for pid in self.processes():
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        self.process.wait()
        deadline = time.monotonic() + 10
        while self.processes():
            assert time.monotonic() < deadline, self.processes()
            time.sleep(0.05)

    def stop(self) -> None:
        """Ctrl-C, then whatever is left killed."""
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=30)
        for pid in self.processes():
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        self.process.wait()


@dataclass
class Page:
    status: int
    csp: str | None
    body: str

    @property
    def meta_policy(self) -> str | None:
        found = _META.findall(self.body)
        return html.unescape(found[0]) if len(found) == 1 else None

    def whole_and_consistent(self) -> bool:
        """The page entire, and the policy in its headers the one in its <meta>
        (the headers add what a <meta> cannot carry)."""
        return (
            self.status == 200
            and self.body.rstrip().endswith("</html>")
            and self.meta_policy is not None
            and self.csp == f"{self.meta_policy}; frame-ancestors 'none'"
        )


def get(url: str) -> Page:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return Page(
                response.status,
                response.headers["Content-Security-Policy"],
                response.read().decode(),
            )
    except urllib.error.HTTPError as error:
        return Page(error.code, error.headers["Content-Security-Policy"], error.read().decode())


def wait_for_text(url: str, text: str, timeout_s: float) -> float:
    """Fetch `url` until its page holds `text`; when it first did (monotonic)."""
    deadline = time.monotonic() + timeout_s
    while True:
        with contextlib.suppress(OSError):
            if text in get(url).body:
                return time.monotonic()
        assert time.monotonic() < deadline, f"{url} does not show {text!r}"
        time.sleep(0.05)


@dataclass
class Reader:
    """Fetches a page over and over in a thread, keeping what it got; a
    refused connection (the stack down) is noted apart."""

    url: str
    pages: list[Page] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    _stop: threading.Event = field(default_factory=threading.Event)

    def __enter__(self) -> Reader:
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()
        return self

    def _read(self) -> None:
        while not self._stop.is_set():
            try:
                self.pages.append(get(self.url))
            except OSError as error:
                self.failures.append(f"{type(error).__name__}: {error}")
                time.sleep(0.05)

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join(timeout=15)
