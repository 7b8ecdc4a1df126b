"""npm's registry for the one package the build fetches (decap-cms at its
pinned version), played on 127.0.0.1: its metadata and its tarball, and the
requests it got. tests/unit/test_decap_bundle.py and
tests/e2e/test_plain_export.py point the build at it (npm_config_registry)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from salon.cms import decap_bundle


class Registry:
    """npm's registry for one package version: its metadata and its tarball."""

    def __init__(self, package: bytes, integrity: str):
        self.package, self.integrity, self.requests = package, integrity, []
        registry = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                registry.requests.append(self.path)
                base = f"http://127.0.0.1:{self.server.server_address[1]}"
                tgz = f"/{decap_bundle.PACKAGE}/-/{decap_bundle.PACKAGE}-{decap_bundle.VERSION}.tgz"
                if self.path == f"/{decap_bundle.PACKAGE}/{decap_bundle.VERSION}":
                    body = json.dumps(
                        {"dist": {"integrity": registry.integrity, "tarball": base + tgz}}
                    ).encode()
                elif self.path == tgz:
                    body = registry.package
                else:
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

    def close(self):
        self.server.shutdown()
        self.server.server_close()
