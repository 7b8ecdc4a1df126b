"""A stand-in for the contact form's receiver, inside the browser's network.

`Receiver(context, url)` answers every request to `url` from that browser
context (Playwright's routing: no port to share between test workers, and
it sees exactly what left the browser). It answers as the own receiver,
Formspree, Basin and Getform are documented to: a POST asking for JSON
(`Accept: application/json`, the app's fetch) gets JSON with CORS allowed
and status `status`; a plain form post (no JavaScript, or before the app)
gets a 303 to `thanks_url`. Every POST is recorded as it arrives.
`stall()` holds the answers until `release()`.

A routed request is answered while the test thread is inside a Playwright
call (an action, an `expect`), so a test waits for a post with Playwright
(`page.expect_request`), never by blocking the thread.
"""

from __future__ import annotations

import contextlib
import dataclasses
from urllib.parse import parse_qsl, urlsplit

from playwright.sync_api import Error


@dataclasses.dataclass(frozen=True)
class Post:
    path: str
    headers: dict[str, str]
    body: bytes

    @property
    def fields(self) -> list[tuple[str, str]]:
        """The form fields in order, decoded as the UTF-8 they must be."""
        return parse_qsl(self.body.decode("utf-8"), keep_blank_values=True, strict_parsing=True)

    @property
    def wants_json(self) -> bool:
        return "application/json" in self.headers.get("accept", "")


class Receiver:
    def __init__(self, context, url: str, thanks_url: str) -> None:
        self.url = url
        self.thanks_url = thanks_url
        self.status = 200
        self.posts: list[Post] = []
        self._stalled = False
        self._held: list = []
        context.route(url, self._receive)

    def _receive(self, route) -> None:
        request = route.request
        headers = request.all_headers()
        self.posts.append(
            Post(urlsplit(request.url).path, headers, request.post_data_buffer or b"")
        )
        if self._stalled:
            self._held.append(route)
        else:
            self._answer(route)

    def _answer(self, route) -> None:
        if "application/json" in route.request.all_headers().get("accept", ""):
            route.fulfill(
                status=self.status,
                json={"ok": 200 <= self.status < 300},
                headers={"Access-Control-Allow-Origin": "*"},
            )
        else:
            route.fulfill(status=303, headers={"Location": self.thanks_url}, body="")

    def stall(self) -> None:
        self._stalled = True

    def release(self) -> None:
        self._stalled = False
        held, self._held = self._held, []
        for route in held:
            # An Error: the page gave up on it (its timeout): nobody to answer.
            with contextlib.suppress(Error):
                self._answer(route)
