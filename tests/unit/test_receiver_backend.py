"""The documented command, `reflex run --env prod --backend-only`, serves
the receiver: the endpoint through Reflex's api_transformer, the delivery
loop through its lifespan, CORS for the site's origin only, and a restart
that loses nothing. A real child process and a real SMTP server."""

from __future__ import annotations

import json
import sqlite3
import time
import urllib.error
import urllib.parse
import urllib.request

from salon.content import CONTENT
from salon.receiver import EMAIL, ENDPOINT, HONEYPOT, MESSAGE, NAME
from salon.web_origin import origin
from tools.receiver_backend import reflex_backend
from tools.smtp_server import SmtpServer, free_port

SITE = origin(CONTENT.site_url)
FOREIGN = "https://evil.example"
FORM = {
    NAME: "Anna Andersson",
    EMAIL: "anna@example.se",
    MESSAGE: "Hej! Har ni tid på fredag?",
    HONEYPOT: "",
}


def request(
    url: str, *, method: str = "POST", data: dict | None = None, headers: dict | None = None
):
    body = urllib.parse.urlencode(data).encode() if data is not None else None
    req = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def poll(condition, timeout: float = 20) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def unsent_errors(db) -> list[str | None]:
    with sqlite3.connect(db) as other:
        return [
            row[0] for row in other.execute("SELECT last_error FROM messages WHERE sent_at IS NULL")
        ]


def test_the_reflex_backend_receives_forwards_and_survives_a_restart(tmp_path, ram_tmp_path):
    smtp = SmtpServer()  # down for the first run
    db = ram_tmp_path / "data" / "messages.db"
    env = {
        "SALON_RECEIVER_DB": str(db),
        "SALON_SMTP_HOST": "127.0.0.1",
        "SALON_SMTP_PORT": str(smtp.port),
    }
    port = free_port()
    json_from_site = {"Accept": "application/json", "Origin": SITE}

    with reflex_backend(port, env, tmp_path) as url:
        status, headers, body = request(url + ENDPOINT, data=FORM, headers=json_from_site)
        assert (status, json.loads(body)) == (200, {"ok": True})
        assert headers["Access-Control-Allow-Origin"] == SITE
        # The loop tried at once and found no mail server: the message waits.
        poll(lambda: unsent_errors(db) not in ([], [None]))
        assert len(unsent_errors(db)) == 1

        # CORS: the site's origin only (Reflex's default would grant any).
        status, headers, _ = request(
            url + ENDPOINT,
            method="OPTIONS",
            headers={"Origin": FOREIGN, "Access-Control-Request-Method": "POST"},
        )
        assert status >= 400 and "Access-Control-Allow-Origin" not in headers
        status, headers, _ = request(
            url + ENDPOINT,
            method="OPTIONS",
            headers={"Origin": SITE, "Access-Control-Request-Method": "POST"},
        )
        assert status == 200 and headers["Access-Control-Allow-Origin"] == SITE
        status, headers, _ = request(
            url + ENDPOINT, data=FORM, headers={"Accept": "application/json", "Origin": FOREIGN}
        )
        assert status == 403 and "Access-Control-Allow-Origin" not in headers

        # No JavaScript: a plain form post is sent on to the thanks page.
        class NoRedirect(urllib.request.HTTPRedirectHandler):
            def redirect_request(self, *args, **kwargs):
                return None

        plain = urllib.request.Request(
            url + ENDPOINT,
            data=urllib.parse.urlencode({**FORM, EMAIL: "bo@example.se"}).encode(),
            headers={"Origin": SITE},
        )
        try:
            urllib.request.build_opener(NoRedirect).open(plain, timeout=10)
            raise AssertionError("expected a redirect")
        except urllib.error.HTTPError as error:
            assert (error.code, error.headers["Location"]) == (303, "/tack")

    assert len(unsent_errors(db)) == 2
    smtp.start()
    try:
        with reflex_backend(port, env, tmp_path):
            # The restarted backend sends what the first run kept, at once.
            messages = smtp.wait_for(2, timeout=30)
            assert sorted(mail["Reply-To"].addresses[0].addr_spec for _, _, mail in messages) == [
                "anna@example.se",
                "bo@example.se",
            ]
            assert {recipients[0] for _, recipients, _ in messages} == {CONTENT.contact.email}
            poll(lambda: unsent_errors(db) == [])
    finally:
        smtp.stop()
