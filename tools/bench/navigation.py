"""Click to paint: from a click on a menu link to the frame that shows the
next page, under the bench's throttling, with the pointer resting on the link
for a while first, as a hand does.

Two ways the next page can come, each timed:
- the browser loads it as a new document (every browser without speculation
  rules: the host leaves the rules out of the pages for that run);
- Chromium shows the page its speculation rules prerendered while the
  pointer rested on the link (hover ≥ 200 ms, "moderate" eagerness).

Measured on a computer's viewport (1280x800, the menu's links in the bar,
hovered with a mouse); Chrome on Android starts "moderate" rules from a
link's place in the viewport instead, which no emulation reproduces. Driven
over tab targets (cdp.py): with Playwright attached, Chromium would not
prerender.
"""

from __future__ import annotations

import json
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path

from tools.bench.cdp import CdpError, Chromium, Session
from tools.bench.conditions import THROTTLE_CPU, THROTTLE_DOWN_KBPS, THROTTLE_RTT_MS
from tools.bench.host import NO_SPECULATION_HEADER, SlowLine, serve

PROBE = Path(__file__).with_name("navigation_probe.js").read_text(encoding="utf-8")
VIEWPORT = (1280, 800)
HOVER_MS = 600
READY_TIMEOUT_S = 60
ATTACH_ALL = [{}]


@dataclass
class Tab:
    """One run's browser context: its tab, its page and any page prerendered for it."""

    browser: Chromium
    speculation: bool
    context_id: str = ""
    page: Session | None = None
    prerendered: list[Session] = field(default_factory=list)
    clicks: list[float] = field(default_factory=list)
    statuses: list[str] = field(default_factory=list)

    def handle(self, event: dict) -> None:
        method, params = event.get("method"), event.get("params", {})
        if method == "Target.attachedToTarget":
            self.attached(params, event.get("sessionId"))
        elif method == "Runtime.consoleAPICalled":
            args = params.get("args", [])
            if args and args[0].get("value") == "__bench_click" and len(args) > 1:
                self.clicks.append(float(args[1]["value"]))
        elif method == "Preload.prerenderStatusUpdated":
            self.statuses.append(
                (round(time.time() * 1000), params.get("status"), params.get("prerenderStatus"))
            )

    def attached(self, params: dict, parent: str | None) -> None:
        info = params["targetInfo"]
        session = Session(
            self.browser,
            params["sessionId"],
            info["targetId"],
            info["type"],
            info.get("subtype", ""),
            info.get("url", ""),
        )
        if info.get("browserContextId") != self.context_id:
            if params.get("waitingForDebugger"):
                session.send("Runtime.runIfWaitingForDebugger")
            return
        if info["type"] == "tab":
            session.send(
                "Target.setAutoAttach",
                {
                    "autoAttach": True,
                    "waitForDebuggerOnStart": True,
                    "flatten": True,
                    "filter": ATTACH_ALL,
                },
            )
            session.send("Runtime.runIfWaitingForDebugger")
        elif info["type"] == "page":
            # Sent together: a prerendering page answers only once it runs.
            calls = [*self.prepare(session), session.post("Runtime.runIfWaitingForDebugger")]
            for call in calls:
                self.browser.result(call)
            if session.subtype == "prerender":
                self.prerendered.append(session)
            else:
                self.page = session
        else:
            session.send("Runtime.runIfWaitingForDebugger")

    def prepare(self, page: Session) -> list:
        """The bench's CPU throttling and probe, before the page's document
        runs (the host plays the slow network: host.SlowLine)."""
        calls = [
            page.post(method)
            for method in ("Page.enable", "Runtime.enable", "Network.enable", "Preload.enable")
        ]
        calls.append(page.post("Emulation.setCPUThrottlingRate", {"rate": THROTTLE_CPU}))
        calls.append(page.post("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE}))
        if not self.speculation:
            calls.append(
                page.post(
                    "Network.setExtraHTTPHeaders", {"headers": {NO_SPECULATION_HEADER: "off"}}
                )
            )
        return calls

    def pump(self, seconds: float) -> None:
        """Handle the browser's events for `seconds`."""
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            event = self.browser.next_event(left)
            if event:
                self.handle(event)

    def until(self, condition, timeout_s: float = READY_TIMEOUT_S):
        end = time.monotonic() + timeout_s
        while time.monotonic() < end:
            self.pump(0.05)
            value = condition()
            if value is not None and value is not False:
                return value
        raise CdpError("timed out")


def _evaluate(session: Session, expression: str):
    try:
        return session.evaluate(expression)
    except CdpError:  # between two documents
        return None


def one_click(
    browser: Chromium,
    base: str,
    start: str,
    target: str,
    h1: str,
    *,
    speculation: bool,
    hover_ms: int,
) -> dict:
    """One run: `start` loaded and hydrated, the pointer on the link to
    `target` for `hover_ms`, a click; the times from the click."""
    tab = Tab(browser, speculation)
    tab.context_id = browser.send("Target.createBrowserContext")["browserContextId"]
    try:
        browser.send(
            "Target.createTarget",
            {
                "url": "about:blank",
                "browserContextId": tab.context_id,
                "width": VIEWPORT[0],
                "height": VIEWPORT[1],
            },
        )
        tab.until(lambda: tab.page)
        tab.page.send("Page.navigate", {"url": base + start})
        tab.until(
            lambda: _evaluate(
                tab.page, "document.documentElement.getAttribute('data-hydrated') === 'true'"
            )
        )
        point = tab.until(
            lambda: _evaluate(tab.page, f"window.__nav.linkCenter({json.dumps(target)})")
        )
        x, y = point
        for dx in (-6, -3, 0):  # the pointer arriving on the link
            tab.page.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x + dx, "y": y})
        tab.pump(hover_ms / 1000)
        clicked_at = time.time() * 1000
        for kind in ("mousePressed", "mouseReleased"):
            tab.page.send(
                "Input.dispatchMouseEvent",
                {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1},
            )
        key = f"{target}\n{h1}"
        expression = f"window.__nav && window.__nav.frames[{json.dumps(key)}]"

        def shown():
            for session in [tab.page, *tab.prerendered]:
                value = _evaluate(session, expression)
                if value:
                    return session, value
            return None

        session, frame = tab.until(shown)
        tab.pump(1.0)  # the paint entries of the frame just shown
        details = _evaluate(session, "window.__nav.documentTiming()") or {}
        click = tab.clicks[0] if tab.clicks else clicked_at
        same_document = session is tab.page and details.get("fcp") and details["fcp"] < click
        return {
            # Times since the epoch, and the next document's navigation timing
            # (requestStart, responseStart, responseEnd, DOMContentLoaded, load).
            "timeline": {"click": click, "frame": frame, **details},
            "frame_ms": round(frame - click, 1),
            "fcp_ms": None
            if same_document or not details.get("fcp")
            else round(max(details["fcp"], click) - click, 1),
            "how": "same document"
            if same_document
            else "prerendered"
            if details.get("activationStart")
            else "new document",
            "prerender": tab.statuses,
        }
    finally:
        browser.send("Target.disposeBrowserContext", {"browserContextId": tab.context_id})


def click_to_paint(
    dist: Path, pairs: list[tuple[str, str, str]], runs: int, *, hover_ms: int = HOVER_MS
) -> dict:
    """{"from -> to": {"speculation": {...}, "no_speculation": {...}}}: the
    median time from the click to the frame showing the next page over
    `runs` clicks of each pair (from, to, the next page's <h1>), in both
    modes, served over the bench's slow line."""
    server = serve(dist, "", SlowLine(THROTTLE_RTT_MS, THROTTLE_DOWN_KBPS))
    base = f"http://127.0.0.1:{server.server_address[1]}"
    browser = Chromium.launch((f"--window-size={VIEWPORT[0]},{VIEWPORT[1]}",))
    try:
        browser.send(
            "Target.setAutoAttach",
            {
                "autoAttach": True,
                "waitForDebuggerOnStart": True,
                "flatten": True,
                "filter": [{"type": "page", "exclude": True}, *ATTACH_ALL],
            },
        )
        results = {}
        for start, target, h1 in pairs:
            entry = {}
            for mode, speculation in (("speculation", True), ("no_speculation", False)):
                samples = [
                    one_click(
                        browser, base, start, target, h1, speculation=speculation, hover_ms=hover_ms
                    )
                    for _ in range(runs)
                ]
                frames = [s["frame_ms"] for s in samples]
                fcps = [s["fcp_ms"] for s in samples if s["fcp_ms"] is not None]
                entry[mode] = {
                    "frame_ms": round(statistics.median(frames), 1),
                    "fcp_ms": round(statistics.median(fcps), 1) if fcps else None,
                    "how": sorted({s["how"] for s in samples}),
                    "samples": samples,
                }
            results[f"{start} -> {target}"] = entry
        return results
    finally:
        browser.close()
        server.shutdown()
        server.server_close()
