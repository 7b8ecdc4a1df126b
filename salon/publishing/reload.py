"""How a switch reaches nginx. The stack that runs nginx (salon/publishing/
stack.py) holds a lock while it runs and watches the live pointer: when the
pointer names another release, it has nginx test its configuration with
that release's includes, reloads it, and says so in served.json. The
publisher, after moving the pointer, waits for that word.

nginx's master may run as another user than the backend (root, in the
Docker image, for the certificate and ports 80 and 443), which the backend
could not signal: this way neither needs the other's rights.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from salon.publishing.nginx import Nginx, check_includes
from salon.publishing.releases import Releases

WATCH_LOCK = "nginx.lock"
SERVED = "served.json"
POLL_S = 0.05
WAIT_S = 30


@dataclass(frozen=True)
class Served:
    release: str | None
    at: float | None = None
    error: str | None = None  # nginx refused this release's includes


def read_served(folder: Path) -> Served:
    try:
        data = json.loads((folder / SERVED).read_text(encoding="utf-8"))
        return Served(data.get("release"), data.get("at"), data.get("error"))
    except (OSError, ValueError, AttributeError):
        return Served(None)


def watched(folder: Path) -> bool:
    """Whether a stack runs nginx on this folder's live release now."""
    try:
        descriptor = os.open(folder / WATCH_LOCK, os.O_RDONLY)
    except FileNotFoundError:
        return False
    try:
        fcntl.flock(descriptor, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(descriptor)
    return False


async def wait_served(folder: Path, release: str, timeout_s: float = WAIT_S) -> str | None:
    """Once nginx serves `release`: None, or nginx's line refusing it. No
    stack: nothing to wait for."""
    deadline = time.monotonic() + timeout_s
    while watched(folder):
        served = read_served(folder)
        if served.release == release:
            return served.error
        if time.monotonic() > deadline:
            return f"nginx did not take the new release within {timeout_s:.0f} s"
        await asyncio.sleep(POLL_S)
    return None


class Watcher:
    """The stack's side: the lock, and one look at the pointer at a time."""

    def __init__(self, folder: Path, nginx: Nginx):
        self.folder = folder
        self.nginx = nginx
        self.releases = Releases(folder)
        self._lock: int | None = None
        self.serving: str | None = None
        # A release nginx refused: tested once, not again until the
        # publisher has moved the pointer back.
        self._refused: str | None = None
        # Until nginx runs, a new release is only tested: nginx reads it when it starts.
        self.running = False

    def hold(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / WATCH_LOCK
        self._lock = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        os.chmod(path, 0o644)  # the backend, maybe another user, only tests it
        try:
            fcntl.flock(self._lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(self._lock)
            self._lock = None
            raise RuntimeError(
                f"another server already runs on {self.folder}, or what is left of one "
                "killed (its nginx or backend): stop it first"
            ) from None

    @property
    def lock_fd(self) -> int | None:
        """The held lock's descriptor, for the children that hold it too."""
        return self._lock

    def release(self) -> None:
        if self._lock is not None:
            with contextlib.suppress(OSError):
                os.close(self._lock)
            self._lock = None

    def started(self) -> None:
        """nginx has started on the live release as it is now."""
        self.running = True
        live = self.releases.live()
        self.serving = live.id if live else None
        self._say(Served(self.serving, time.time()))

    def check(self) -> bool:
        """Reload nginx if the pointer moved; whether it did."""
        live = self.releases.live()
        if live is None or live.id in (self.serving, self._refused):
            return False
        error = check_includes(live.nginx, live.site) or self.nginx.test()
        if error is not None:
            self._refused = live.id
            self._say(Served(live.id, time.time(), error))
            return False
        if self.running:
            self.nginx.reload()
        self.serving = live.id
        self._say(Served(live.id, time.time()))
        return True

    def _say(self, served: Served) -> None:
        path = self.folder / SERVED
        temporary = path.with_name(f".{SERVED}.{os.getpid()}")
        temporary.write_text(json.dumps(served.__dict__) + "\n", encoding="utf-8")
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
