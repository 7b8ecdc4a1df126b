"""The documented command, `reflex run --env prod --backend-only`, serves
the receiver: the endpoint through Reflex's api_transformer, the delivery
loop through its lifespan, CORS for the site's origin only, its log on the
backend's output, a kill -9 mid-send that loses nothing and delays
nothing, and load. Real child processes and a real SMTP server."""

from __future__ import annotations

import json
import re
import sqlite3
import time
import urllib.error
import urllib.parse
import urllib.request

from salon.contact_form import EMAIL, ENDPOINT, HONEYPOT, MESSAGE, NAME
from salon.web_origin import origin
from tests.content import CONTENT
from tools import receiver_load
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


def unsent(db) -> list[tuple[int, int]]:
    """(id, attempts) of every message not yet sent."""
    with sqlite3.connect(db) as other:
        return other.execute("SELECT id, attempts FROM messages WHERE sent_at IS NULL").fetchall()


LOG_LINE = re.compile(
    r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} (INFO|WARNING|ERROR) salon\.receiver: (.+)"
)


def receiver_log(backend) -> list[tuple[str, str]]:
    """The receiver's lines in what the backend wrote: (level, text)."""
    return [
        (found[1], found[2])
        for line in backend.log.read_text(errors="replace").splitlines()
        if (found := LOG_LINE.fullmatch(line))
    ]


def test_the_reflex_backend_receives_forwards_and_survives_a_kill_mid_send(tmp_path, ram_tmp_path):
    smtp = SmtpServer()
    # The first run's mail server takes each message but never answers:
    # the run is killed while it sends one.
    smtp.mailbox.hold = True
    smtp.start()
    db = ram_tmp_path / "data" / "messages.db"
    env = {
        "SALON_RECEIVER_DB": str(db),
        "SALON_SMTP_HOST": "127.0.0.1",
        "SALON_SMTP_PORT": str(smtp.port),
    }
    port = free_port()
    json_from_site = {"Accept": "application/json", "Origin": SITE}

    try:
        with reflex_backend(port, env, tmp_path) as backend:
            status, headers, body = request(
                backend.url + ENDPOINT, data=FORM, headers=json_from_site
            )
            assert (status, json.loads(body)) == (200, {"ok": True})
            assert headers["Access-Control-Allow-Origin"] == SITE
            # The loop is sending it at once.
            poll(lambda: smtp.mailbox.held == 1)

            # CORS: the site's origin only (Reflex's default would grant any).
            status, headers, _ = request(
                backend.url + ENDPOINT,
                method="OPTIONS",
                headers={"Origin": FOREIGN, "Access-Control-Request-Method": "POST"},
            )
            assert status >= 400 and "Access-Control-Allow-Origin" not in headers
            status, headers, _ = request(
                backend.url + ENDPOINT,
                method="OPTIONS",
                headers={"Origin": SITE, "Access-Control-Request-Method": "POST"},
            )
            assert status == 200 and headers["Access-Control-Allow-Origin"] == SITE
            status, headers, _ = request(
                backend.url + ENDPOINT,
                data=FORM,
                headers={"Accept": "application/json", "Origin": FOREIGN},
            )
            assert status == 403 and "Access-Control-Allow-Origin" not in headers

            # No JavaScript: a plain form post is sent on to the thanks page.
            class NoRedirect(urllib.request.HTTPRedirectHandler):
                def redirect_request(self, *args, **kwargs):
                    return None

            plain = urllib.request.Request(
                backend.url + ENDPOINT,
                data=urllib.parse.urlencode({**FORM, EMAIL: "bo@example.se"}).encode(),
                headers={"Origin": SITE},
            )
            try:
                urllib.request.build_opener(NoRedirect).open(plain, timeout=10)
                raise AssertionError("expected a redirect")
            except urllib.error.HTTPError as error:
                assert (error.code, error.headers["Location"]) == (303, "/tack")

            # The receiver's lines reach the backend's output, with time and level.
            poll(lambda: ("INFO", "message 2 stored") in receiver_log(backend))
            assert receiver_log(backend) == [
                (
                    "INFO",
                    "delivery started: 0 unsent messages due now, "
                    "0 of them freed from a process that died while sending them",
                ),
                ("INFO", "message 1 stored"),
                ("INFO", "message 2 stored"),
            ]
            backend.kill()
        assert unsent(db) == [(1, 1), (2, 0)]

        smtp.stop()
        smtp.mailbox.hold = False
        smtp.start()
        restarted = time.monotonic()
        with reflex_backend(port, env, tmp_path) as backend:
            # Both at once: the one being sent when the process died too,
            # not after its lease (delivery.LEASE_S).
            messages = smtp.wait_for(2, timeout=60)
            assert time.monotonic() - restarted < 60
            assert sorted(mail["Reply-To"].addresses[0].addr_spec for _, _, mail in messages) == [
                "anna@example.se",
                "bo@example.se",
            ]
            assert {recipients[0] for _, recipients, _ in messages} == {CONTENT.contact.email}
            poll(lambda: unsent(db) == [])
            poll(lambda: ("INFO", "message 2 sent (attempt 1)") in receiver_log(backend))
            assert receiver_log(backend)[0] == (
                "INFO",
                "delivery started: 2 unsent messages due now, "
                "1 of them freed from a process that died while sending them",
            )
            assert ("INFO", "message 1 sent (attempt 2)") in receiver_log(backend)
    finally:
        smtp.stop()


def test_under_load_every_accepted_message_is_stored_and_sent_once(ram_tmp_path):
    """A short run of the load tool (python -m tools.receiver_load): every
    post accepted, stored, sent exactly once, and the operator's status
    command answering all the while."""
    figures = receiver_load.run(posts=200, concurrency=20, workdir=ram_tmp_path)
    assert figures.answers == {200: 200}
    assert (figures.stored, figures.forwarded, figures.lost, figures.duplicates) == (
        200,
        200,
        0,
        0,
    )
    assert figures.status_runs >= 1
    assert figures.status_failures == []


def test_the_docker_image_holds_what_the_receiver_reads_at_its_start(tmp_path):
    """What the Dockerfile copies into /app (each allowed by .dockerignore)
    is enough for the receiver's start: the app, its settings and the
    content, whose texts it answers with. (The image once left content/ out,
    and the receiver stopped at its start.)"""
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    allowed = {
        line[1:].rstrip("/")
        for line in (root / ".dockerignore").read_text().splitlines()
        if line.startswith("!")
    }
    copied = re.findall(r"^COPY (\S+) (\S+)$", (root / "Dockerfile").read_text(), re.M)
    into_app = [source.rstrip("/") for source, target in copied if not target.startswith("/")]
    assert "content" in into_app
    for source in into_app:
        assert source in allowed, f".dockerignore leaves out {source}"
        path = root / source
        (tmp_path / source).parent.mkdir(parents=True, exist_ok=True)
        if path.is_dir():
            shutil.copytree(path, tmp_path / source, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(path, tmp_path / source)
    start = (
        "from salon.receiver import replies, settings; settings.from_env({}); replies.language({})"
    )
    result = subprocess.run(
        [sys.executable, "-c", start], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_docker_image_serves_releases_with_every_include_of_the_nginx_config():
    """The image runs the own server's stack, which serves the live release:
    each `include` of deploy/nginx/salon.conf is a file every release
    brings from its own export (salon/publishing/nginx.py INCLUDES), never
    one copied into the image, which would go stale at the first save."""
    from pathlib import Path

    from salon.publishing.nginx import INCLUDE_FOLDER, INCLUDES

    root = Path(__file__).resolve().parents[2]
    includes = re.findall(
        r"^\s*include (\S+);", (root / "deploy/nginx/salon.conf").read_text(), re.M
    )
    assert set(includes) == {f"{INCLUDE_FOLDER}/{name}" for name in INCLUDES}
    # The export's files for hosts, which nginx never serves (location ^~ /_).
    assert all(exported.startswith("_") for exported in INCLUDES.values())
    dockerfile = (root / "Dockerfile").read_text()
    assert "dist/" not in dockerfile and "/etc/nginx/salon" not in dockerfile
    start = (root / "deploy/docker/start.sh").read_text()
    assert "python -m salon.publishing serve --https" in start
