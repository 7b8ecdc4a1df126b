"""A static file server that behaves like Cloudflare Pages, or Netlify and nginx with the site's rules.

`/x` is served from `x.html` or `x/index.html`; anything else gets the
nearest `404.html` (`/en/x`: `en/404.html`, else the top one) with status
404. Run it by hand with `python -m tools.static_host dist 8080`.
"""

from __future__ import annotations

import http.server
import sys
import threading
from functools import partial
from pathlib import Path
from urllib.parse import unquote, urlsplit


class StaticHostHandler(http.server.SimpleHTTPRequestHandler):
    # Persistent connections, as every host the site deploys to keeps them:
    # over HTTP/1.0 each of a page's requests would cost the test process a
    # connection and a thread.
    protocol_version = "HTTP/1.1"
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".webp": "image/webp",
        ".avif": "image/avif",
        ".svg": "image/svg+xml",
        ".xml": "application/xml",
        ".txt": "text/plain; charset=utf-8",
        ".yml": "text/yaml; charset=utf-8",
        ".html": "text/html; charset=utf-8",
    }

    def resolve(self) -> Path | None:
        root = Path(self.directory).resolve()
        path = unquote(urlsplit(self.path).path)
        candidate = (root / path.lstrip("/")).resolve()
        if root not in (candidate, *candidate.parents):
            return None
        for option in (
            candidate,
            candidate / "index.html",
            candidate.with_name(candidate.name + ".html"),
        ):
            if option.is_file():
                return option
        return None

    def not_found_page(self) -> Path:
        """The 404.html nearest to the path asked for."""
        root = Path(self.directory).resolve()
        folder = root / unquote(urlsplit(self.path).path).lstrip("/")
        for parent in folder.parents:
            if root in (parent, *parent.parents) and (parent / "404.html").is_file():
                return parent / "404.html"
        return root / "404.html"

    def send_head(self):
        target = self.resolve()
        if target is None:
            body = self.not_found_page().read_bytes()
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            return _BytesFile(body)
        self.path = "/" + target.relative_to(Path(self.directory).resolve()).as_posix()
        return super().send_head()

    def log_message(self, *args):
        pass


class _BytesFile:
    def __init__(self, data: bytes):
        self.data = data

    def read(self, *_):
        data, self.data = self.data, b""
        return data

    def close(self):
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that closes a page mid-download resets its connection;
        # that is the visitor's choice, not a server error worth a traceback.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve(
    directory: Path, port: int = 0, handler=StaticHostHandler
) -> http.server.ThreadingHTTPServer:
    """Start serving `directory` in a background thread; port 0 picks a free one.
    `handler`: StaticHostHandler or a subclass of it (the bench's)."""
    handler = partial(handler, directory=str(directory))
    server = _QuietServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


if __name__ == "__main__":
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "dist")
    server = serve(folder, int(sys.argv[2]) if len(sys.argv) > 2 else 8080)
    print(f"serving {folder} on http://127.0.0.1:{server.server_address[1]}")
    threading.Event().wait()
