"""The static host the bench loads pages from, floors included."""

from __future__ import annotations

import gzip
import io
from pathlib import Path
from urllib.parse import urlsplit

from tools import static_host
from tools.bench.floors import CONTENT_FREE_PATH, FLOOR_QUERY, without_scripts

TEXT_TYPES = ("text/", "javascript", "json", "xml", "svg", "ecmascript", "manifest")
HTML = "text/html; charset=utf-8"


def is_text(content_type: str) -> bool:
    return any(t in content_type.lower() for t in TEXT_TYPES)


class BenchHost(static_host.StaticHostHandler):
    """tools/static_host.py's routing, with text gzip-compressed for a browser
    that accepts it, as every host the site deploys to does (nginx
    gzip_static, Netlify, GitHub Pages): without it, the throttled loads and
    Lighthouse time a 3x larger download than a visitor's phone makes. Also
    serves each page's floor (`?bench-floor`) and the content-free floor,
    from memory, never writing into the export."""

    def send_head(self):
        url = urlsplit(self.path)
        if url.path == CONTENT_FREE_PATH:
            return self._send(None, False, 200, HTML)
        target, status = self.resolve(), 200
        if target is None:
            target, status = Path(self.directory) / "404.html", 404
        content_type = self.guess_type(str(target))
        floor = url.query == FLOOR_QUERY and target.suffix == ".html"
        if not floor and not is_text(content_type):
            return super().send_head()
        return self._send(target, floor, status, content_type)

    def _send(self, source: Path | None, floor: bool, status: int, content_type: str):
        gzipped = "gzip" in self.headers.get("Accept-Encoding", "")
        body = self.server.body(source, floor, gzipped)
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        if gzipped:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def serve(dist: Path, content_free_floor: str):
    """Serve `dist` and the floors on a free port in a background thread.
    Each body is made and compressed once per run, so that a page and its
    floor wait alike for the host."""
    server = static_host.serve(dist, handler=BenchHost)
    bodies: dict[tuple, bytes] = {}

    def body(source: Path | None, floor: bool, gzipped: bool) -> bytes:
        key = (source, floor, gzipped)
        if key not in bodies:
            if source is None:
                data = content_free_floor.encode("utf-8")
            elif floor:
                data = without_scripts(source.read_text(encoding="utf-8")).encode("utf-8")
            else:
                data = source.read_bytes()
            bodies[key] = gzip.compress(data, compresslevel=9, mtime=0) if gzipped else data
        return bodies[key]

    server.body = body
    return server
