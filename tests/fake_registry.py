"""npm's registry played on 127.0.0.1, with the requests it got.

`Files` serves files by URL path (a tarball where npm keeps it:
tests/unit/test_npm_tarball.py, test_fonts.py). `Registry` is the registry
for the one package the build fetches as npm's client would (decap-cms at
its pinned version): its metadata and its tarball;
tests/unit/test_decap_bundle.py and tests/e2e/test_plain_export.py point
the build at it (npm_config_registry)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from salon.cms import decap_bundle


class Files:
    """Files by URL path on 127.0.0.1 (`served`, which may grow); a 404 for
    any other path. `requests` lists the paths asked for."""

    def __init__(self, served: dict[str, bytes] | None = None):
        self.served = {} if served is None else served
        self.requests: list[str] = []
        files = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                files.requests.append(self.path)
                body = files.body(self.path, f"http://127.0.0.1:{self.server.server_address[1]}")
                if body is None:
                    self.send_error(404)
                    return
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        ).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def body(self, path: str, base: str) -> bytes | None:
        return self.served.get(path)

    def close(self):
        self.server.shutdown()
        self.server.server_close()


class Registry(Files):
    """npm's registry for decap-cms's pinned version: its metadata and its tarball."""

    def __init__(self, package: bytes, integrity: str):
        self.package, self.integrity = package, integrity
        super().__init__()

    def body(self, path: str, base: str) -> bytes | None:
        tgz = f"/{decap_bundle.PACKAGE}/-/{decap_bundle.PACKAGE}-{decap_bundle.VERSION}.tgz"
        if path == f"/{decap_bundle.PACKAGE}/{decap_bundle.VERSION}":
            return json.dumps(
                {"dist": {"integrity": self.integrity, "tarball": base + tgz}}
            ).encode()
        return self.package if path == tgz else None
