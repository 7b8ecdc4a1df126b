"""The static host the bench loads pages from, floors included."""

from __future__ import annotations

import gzip
import io
import re
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

from tools import static_host
from tools.bench.floors import CONTENT_FREE_PATH, FLOOR_QUERY, without_scripts

TEXT_TYPES = ("text/", "javascript", "json", "xml", "svg", "ecmascript", "manifest")
HTML = "text/html; charset=utf-8"
# A request with this header gets its page without speculation rules: what a
# browser that does not know them does (tools/bench/navigation.py).
NO_SPECULATION_HEADER = "X-Bench-Speculation"
_SPECULATION_RULES = re.compile(r'<script type="speculationrules">.*?</script>', re.S)


def is_text(content_type: str) -> bool:
    return any(t in content_type.lower() for t in TEXT_TYPES)


class SlowLine:
    """The bench's slow network, played by the host itself: every response
    waits `latency_ms`, then all of them share one line of `down_kbps`. The
    devtools protocol's throttling is the browser's, per page, and Chromium
    does not apply it to the document of a page it prerenders; this applies
    to every request alike (tools/bench/navigation.py)."""

    CHUNK = 1460

    def __init__(self, latency_ms: float, down_kbps: float):
        self.latency_s = latency_ms / 1000
        self.bytes_per_s = down_kbps * 1024 / 8
        self.lock = threading.Lock()
        self.free_at = 0.0

    def send(self, write, data: bytes) -> None:
        for start in range(0, len(data), self.CHUNK):
            chunk = data[start : start + self.CHUNK]
            with self.lock:
                begin = max(time.monotonic(), self.free_at)
                self.free_at = begin + len(chunk) / self.bytes_per_s
                until = self.free_at
            time.sleep(max(0.0, until - time.monotonic()))
            write(chunk)


class BenchHost(static_host.StaticHostHandler):
    """tools/static_host.py's routing, with text gzip-compressed for a browser
    that accepts it, as every host the site deploys to does (nginx
    gzip_static, Netlify, GitHub Pages): without it, the throttled loads and
    Lighthouse time a 3x larger download than a visitor's phone makes. Also
    serves each page's floor (`?bench-floor`) and the content-free floor,
    and a page without its speculation rules (NO_SPECULATION_HEADER), from
    memory, never writing into the export."""

    # The bench's recorded ratios were measured with a connection per
    # request; kept, so that new runs compare with them.
    protocol_version = "HTTP/1.0"

    def send_head(self):
        line = getattr(self.server, "line", None)
        if line is not None:
            time.sleep(line.latency_s)
        url = urlsplit(self.path)
        if url.path == CONTENT_FREE_PATH:
            return self._send(None, False, 200, HTML)
        target, status = self.resolve(), 200
        if target is None:
            target, status = self.not_found_page(), 404
        content_type = self.guess_type(str(target))
        floor = url.query == FLOOR_QUERY and target.suffix == ".html"
        if not floor and not is_text(content_type):
            return super().send_head()
        return self._send(target, floor, status, content_type)

    def copyfile(self, source, outputfile):
        line = getattr(self.server, "line", None)
        if line is None:
            return super().copyfile(source, outputfile)
        line.send(outputfile.write, source.read())
        return None

    def _send(self, source: Path | None, floor: bool, status: int, content_type: str):
        gzipped = "gzip" in self.headers.get("Accept-Encoding", "")
        rules = self.headers.get(NO_SPECULATION_HEADER) != "off"
        body = self.server.body(source, floor, gzipped, rules)
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        if gzipped:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def serve(dist: Path, content_free_floor: str, line: SlowLine | None = None):
    """Serve `dist` and the floors on a free port in a background thread,
    over `line` if given. Each body is made and compressed once per run, so
    that a page and its floor wait alike for the host."""
    server = static_host.serve(dist, handler=BenchHost)
    server.line = line
    bodies: dict[tuple, bytes] = {}

    def body(source: Path | None, floor: bool, gzipped: bool, rules: bool = True) -> bytes:
        key = (source, floor, gzipped, rules)
        if key not in bodies:
            if source is None:
                data = content_free_floor.encode("utf-8")
            elif floor:
                data = without_scripts(source.read_text(encoding="utf-8")).encode("utf-8")
            elif not rules and source.suffix == ".html":
                html = source.read_text(encoding="utf-8")
                data = _SPECULATION_RULES.sub("", html).encode("utf-8")
            else:
                data = source.read_bytes()
            bodies[key] = gzip.compress(data, compresslevel=9, mtime=0) if gzipped else data
        return bodies[key]

    server.body = body
    return server
