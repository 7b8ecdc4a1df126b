"""The own server's editor over HTTP, as a browser uses it (salon/editors/):
the log-in form posted to /admin/login, then actions POSTed to /api/editor
as JSON with the session's cookie and the site's own Origin, redirects not
followed. The bench's edit to live (tools/bench/publishing.py) and the
end-to-end tests (tests/e2e/test_own_server.py) drive the editor with it
through nginx.
"""

from __future__ import annotations

import http.client
import json
from dataclasses import dataclass
from http.cookies import SimpleCookie
from urllib.parse import urlencode, urlsplit

from salon.cms.cms_settings import EDITOR_ENDPOINT, LOGIN_PATH, LOGOUT_PATH
from salon.editors.login import COOKIE
from salon.editors.login_page import NAME, PASSWORD


@dataclass(frozen=True)
class Answer:
    status: int
    headers: http.client.HTTPMessage
    body: bytes

    def json(self):
        return json.loads(self.body)

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", "replace")


class EditorClient:
    """One browser's session with the editor at `base_url`
    (http://host:port), posting with Origin `origin` (the base's own unless
    given)."""

    def __init__(self, base_url: str, origin: str | None = None, timeout: float = 60):
        parts = urlsplit(base_url)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.origin = origin if origin is not None else f"{parts.scheme}://{parts.netloc}"
        self.timeout = timeout
        self.cookie: str | None = None  # the session cookie's value

    def request(
        self, method: str, path: str, body: bytes | None = None, headers: dict | None = None
    ) -> Answer:
        """One request, with the session's cookie if there is one; a header
        given as None is not sent."""
        sent = {**({"Cookie": f"{COOKIE}={self.cookie}"} if self.cookie else {})}
        sent |= headers or {}
        sent = {name: value for name, value in sent.items() if value is not None}
        connection = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
        try:
            connection.request(method, path, body=body, headers=sent)
            response = connection.getresponse()
            return Answer(response.status, response.headers, response.read())
        finally:
            connection.close()

    def log_in(self, name: str, password: str, headers: dict | None = None) -> Answer:
        """The log-in form posted; a 303 keeps the session's cookie."""
        answer = self.request(
            "POST",
            LOGIN_PATH,
            urlencode({NAME: name, PASSWORD: password}).encode(),
            {
                "Origin": self.origin,
                "Content-Type": "application/x-www-form-urlencoded",
                **(headers or {}),
            },
        )
        if answer.status == 303:
            self.cookie = _cookie(answer)
        return answer

    def log_out(self) -> Answer:
        answer = self.request("POST", LOGOUT_PATH, b"", {"Origin": self.origin})
        if answer.status == 303:
            self.cookie = _cookie(answer) or None
        return answer

    def call(self, action: str, params: dict | None = None, headers: dict | None = None) -> Answer:
        """An action as Decap's proxy backend and the admin page post it."""
        body = json.dumps({"branch": "main", "action": action, "params": params or {}})
        return self.request(
            "POST",
            EDITOR_ENDPOINT,
            body.encode(),
            {
                "Origin": self.origin,
                "Content-Type": "application/json; charset=utf-8",
                **(headers or {}),
            },
        )


def _cookie(answer: Answer) -> str | None:
    jar = SimpleCookie()
    for header in answer.headers.get_all("Set-Cookie") or []:
        jar.load(header)
    found = jar.get(COOKIE)
    return found.value if found else None
