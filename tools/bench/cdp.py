"""A Chromium the bench drives over the DevTools protocol itself, through tab
targets, so that speculation rules can prerender.

Chromium refuses to prerender for a page that a DevTools client holds by its
page target, which is how Playwright holds every page (the browser reports
PrerenderingDisabledByDevTools, and falls back to a prefetch). A client that
attaches to the tab and, through it, to the tab's pages (as Chrome's own
DevTools and Puppeteer do) keeps prerendering on: the prerendered page is
then a target of its own, which the bench attaches to before it runs, to
give it the same throttling as the page that started it.
"""

from __future__ import annotations

import contextlib
import json
import queue
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from websockets.sync.client import connect

from tools.chromium import CHROMIUM_ARGS, chromium_path

START_TIMEOUT_S = 30
CALL_TIMEOUT_S = 60


class CdpError(RuntimeError):
    pass


@dataclass
class Session:
    """A target the bench is attached to: its session id, type and subtype."""

    browser: Chromium
    session_id: str
    target_id: str
    type: str
    subtype: str = ""
    url: str = ""

    def send(self, method: str, params: dict | None = None) -> dict:
        return self.browser.send(method, params, self.session_id)

    def post(self, method: str, params: dict | None = None):
        return self.browser.post(method, params, self.session_id)

    def evaluate(self, expression: str, *, await_promise: bool = False):
        result = self.send(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": await_promise},
        )
        if "exceptionDetails" in result:
            raise CdpError(f"{expression[:60]}: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")


@dataclass
class Chromium:
    """One headless Chromium and one connection to it; events are queued."""

    process: subprocess.Popen
    profile: tempfile.TemporaryDirectory
    socket: object
    next_id: int = 1
    replies: dict = field(default_factory=dict)
    events: queue.Queue = field(default_factory=queue.Queue)
    lock: threading.Lock = field(default_factory=threading.Lock)
    waiting: dict = field(default_factory=dict)

    @classmethod
    def launch(cls, extra_args: tuple[str, ...] = ()) -> Chromium:
        executable = chromium_path(full=True)
        if executable is None:
            raise CdpError("no Chromium found (set CHROMIUM or install Debian's chromium)")
        # Chromium's helper processes may still write into the profile while
        # the browser exits: whatever they leave is left to the system.
        profile = tempfile.TemporaryDirectory(prefix="bench-chromium-", ignore_cleanup_errors=True)
        process = subprocess.Popen(
            [
                executable,
                "--headless=new",
                "--remote-debugging-port=0",
                f"--user-data-dir={profile.name}",
                *CHROMIUM_ARGS,
                *extra_args,
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        port_file = Path(profile.name) / "DevToolsActivePort"
        deadline = time.monotonic() + START_TIMEOUT_S
        while not (port_file.is_file() and len(port_file.read_text().splitlines()) >= 2):
            if time.monotonic() > deadline or process.poll() is not None:
                process.kill()
                raise CdpError("Chromium did not open its DevTools port")
            time.sleep(0.05)
        port, path = port_file.read_text().splitlines()[:2]
        socket = connect(f"ws://127.0.0.1:{port}{path}", max_size=None)
        browser = cls(process=process, profile=profile, socket=socket)
        threading.Thread(target=browser._read, daemon=True).start()
        return browser

    def _read(self) -> None:
        try:
            for raw in self.socket:
                message = json.loads(raw)
                if "id" in message:
                    with self.lock:
                        self.replies[message["id"]] = message
                        done = self.waiting.pop(message["id"], None)
                    if done:
                        done.set()
                else:
                    self.events.put(message)
        except Exception:  # the connection closed: calls waiting on it time out
            return

    def post(self, method: str, params: dict | None = None, session_id: str | None = None):
        """Sends a call without waiting; `result` waits for its answer."""
        with self.lock:
            call_id = self.next_id
            self.next_id += 1
            self.waiting[call_id] = threading.Event()
        message = {"id": call_id, "method": method, "params": params or {}}
        if session_id:
            message["sessionId"] = session_id
        self.socket.send(json.dumps(message))
        return call_id, method

    def result(self, call) -> dict:
        call_id, method = call
        with self.lock:
            done = self.waiting.get(call_id)
        if done is not None and not done.wait(CALL_TIMEOUT_S):
            raise CdpError(f"{method}: no answer")
        with self.lock:
            reply = self.replies.pop(call_id)
        if "error" in reply:
            raise CdpError(f"{method}: {reply['error'].get('message')}")
        return reply.get("result", {})

    def send(self, method: str, params: dict | None = None, session_id: str | None = None):
        return self.result(self.post(method, params, session_id))

    def next_event(self, timeout_s: float) -> dict | None:
        try:
            return self.events.get(timeout=timeout_s)
        except queue.Empty:
            return None

    def close(self) -> None:
        with contextlib.suppress(CdpError, OSError):
            self.send("Browser.close")
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.socket.close()
        self.profile.cleanup()
