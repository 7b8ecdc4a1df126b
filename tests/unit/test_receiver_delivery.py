"""Forwarding stored messages to a real local SMTP server (aiosmtpd):
delivery, retry after an outage, leases, restart without loss, retention,
and the TLS modes."""

from __future__ import annotations

import asyncio
import concurrent.futures
import re
import shutil
import sqlite3
import ssl
import subprocess
import time
from email.header import decode_header, make_header
from pathlib import Path

import httpx
import pytest
from starlette.responses import PlainTextResponse

from salon.receiver import EMAIL, ENDPOINT, MESSAGE, NAME, delivery, mailer
from salon.receiver.api import Receiver
from salon.receiver.settings import Settings, Smtp
from salon.receiver.store import Store, sender_keys
from salon.receiver.validation import Submission
from tools.smtp_server import SmtpServer

SALON = "hej@salong.example"
ANNA = Submission(
    name="Anna Andersson", email="anna@example.se", message="Hej! Har ni tid på fredag?\nMvh Anna"
)
T0 = 1_800_000_000.0
# Stands in for the rest of Reflex's backend.
REST = PlainTextResponse("")


def run_apart(coroutine):
    """asyncio.run in a thread of its own: in the full suite a worker may
    have run a Playwright test first, whose sync API leaves an event loop
    marked running in the main thread, where asyncio.run refuses to start."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def make_settings(db: Path, server: SmtpServer, **smtp) -> Settings:
    return Settings(
        db_path=db,
        smtp=Smtp(port=server.port, sender="webb@salong.example", recipient=SALON, **smtp),
        origins=("https://salong.example",),
    )


@pytest.fixture
def server():
    server = SmtpServer()
    yield server
    server.stop()


@pytest.fixture
def settings(ram_tmp_path, server) -> Settings:
    return make_settings(ram_tmp_path / "messages.db", server)


def accept(store: Store, submission: Submission = ANNA, now: float = T0) -> int:
    return store.accept(
        submission, sender_keys(submission.email, None), now=now, limit=100, window_s=3600
    )


def unsent(db: Path) -> list[tuple]:
    with sqlite3.connect(db) as other:
        return other.execute(
            "SELECT id, attempts, next_attempt_at, last_error IS NOT NULL FROM messages WHERE sent_at IS NULL"
        ).fetchall()


def test_a_stored_message_reaches_the_salon(settings, server):
    server.start()
    store = Store(settings.db_path)
    accept(store)
    assert delivery.deliver_due(store, settings, now=T0) == delivery.Outcome(sent=1)
    [(sender, recipients, mail)] = server.messages
    assert (sender, recipients) == ("webb@salong.example", [SALON])
    assert mail["Reply-To"].addresses[0].addr_spec == ANNA.email
    assert ANNA.name in mail["Subject"]
    assert mail.get_content().replace("\r\n", "\n").startswith(ANNA.message + "\n")
    assert unsent(settings.db_path) == []
    # Sent is sent: nothing goes twice.
    assert delivery.deliver_due(store, settings, now=T0 + 10_000) == delivery.Outcome()
    assert len(server.messages) == 1


# The attack: an RFC 2047 encoded word whose text is CR LF "Bcc: …".
ENCODED_BCC = "=?utf-8?q?x=0D=0ABcc=3A_evil=40example.com?="


def raw_header(raw: bytes, name: bytes) -> str:
    """One header as the server received it, unfolded; the only one of its name."""
    head = raw.split(b"\r\n\r\n")[0].decode("ascii")
    [line] = [
        line
        for line in re.split(r"\r\n(?![ \t])", head)
        if line.lower().startswith(name.decode().lower() + ":")
    ]
    return re.sub(r"\r\n[ \t]", " ", line.split(":", 1)[1]).strip()


def as_read(header: str) -> str:
    """What a mail program shows for a raw header: encoded words decoded,
    the space between two of them dropped (RFC 2047, 6.2)."""
    return str(make_header(decode_header(header)))


def test_an_encoded_word_in_the_name_adds_no_header(settings, server):
    server.start()
    store = Store(settings.db_path)
    accept(store, Submission(name=ENCODED_BCC, email=ANNA.email, message=ANNA.message))
    assert delivery.deliver_due(store, settings, now=T0) == delivery.Outcome(sent=1)
    [raw] = server.mailbox.raw
    assert not re.search(rb"(?im)^bcc\s*:", raw)
    [(_, recipients, mail)] = server.messages
    assert recipients == [SALON]
    assert sorted(mail.keys()) == sorted(
        ["Subject", "From", "To", "Reply-To", "Date", "Message-ID"]
        + ["Content-Type", "Content-Transfer-Encoding", "MIME-Version"]
    )
    # The name is shown as typed, as text (an invisible word joiner aside).
    subject = as_read(raw_header(raw, b"Subject"))
    assert "\r" not in subject and "\n" not in subject
    assert subject.replace(mailer.WORD_JOINER, "") == mailer.SUBJECT.format(name=ENCODED_BCC)
    reply_to = mail["Reply-To"]
    assert reply_to.defects == ()
    assert [address.addr_spec for address in reply_to.addresses] == [ANNA.email]
    shown = as_read(raw_header(raw, b"Reply-To"))
    assert shown.replace(mailer.WORD_JOINER, "") == f"{ENCODED_BCC} <{ANNA.email}>"


def test_an_internationalised_domain_is_sent_in_its_ascii_form(settings, server):
    server.start()
    store = Store(settings.db_path)
    accept(store, Submission(name=ANNA.name, email="anna@exempel.åäö.se", message=ANNA.message))
    assert delivery.deliver_due(store, settings, now=T0) == delivery.Outcome(sent=1)
    [raw] = server.mailbox.raw
    ascii_domain = "exempel." + "åäö".encode("idna").decode("ascii") + ".se"
    assert raw_header(raw, b"Reply-To") == f"{ANNA.name} <anna@{ascii_domain}>"
    [(_, _, mail)] = server.messages
    assert mail["Reply-To"].defects == ()
    [address] = mail["Reply-To"].addresses
    assert (address.display_name, address.addr_spec) == (ANNA.name, f"anna@{ascii_domain}")


def test_an_smtp_outage_keeps_the_message_and_it_goes_once_the_server_is_back(settings, server):
    store = Store(settings.db_path)
    message_id = accept(store)
    # The server is down: refused connections.
    assert delivery.deliver_due(store, settings, now=T0) == delivery.Outcome(failed=1)
    assert unsent(settings.db_path) == [(message_id, 1, T0 + delivery.RETRY_FIRST_S, 1)]
    # Not due again before its time, even with the server back.
    server.start()
    assert (
        delivery.deliver_due(store, settings, now=T0 + delivery.RETRY_FIRST_S - 1)
        == delivery.Outcome()
    )
    assert server.messages == []
    assert delivery.deliver_due(
        store, settings, now=T0 + delivery.RETRY_FIRST_S
    ) == delivery.Outcome(sent=1)
    assert len(server.wait_for(1)) == 1
    assert unsent(settings.db_path) == []


def test_retries_back_off_to_hourly_and_never_give_up(settings, server):
    assert [delivery.retry_delay(n) for n in range(1, 9)] == [
        60,
        120,
        240,
        480,
        960,
        1920,
        3600,
        3600,
    ]
    store = Store(settings.db_path)
    accept(store)
    now = T0
    for attempt in range(1, 9):
        assert delivery.deliver_due(store, settings, now=now).failed == 1
        now += delivery.retry_delay(attempt)
    assert unsent(settings.db_path)[0][1] == 8
    server.start()
    assert delivery.deliver_due(store, settings, now=now).sent == 1


def test_a_claimed_message_is_leased_then_due_again(settings, server):
    """A second loop skips what the first is sending; a process that died
    while sending leaves the message due once the lease ends."""
    store = Store(settings.db_path)
    accept(store)
    assert len(store.claim_due(now=T0, lease_s=delivery.LEASE_S)) == 1
    assert store.claim_due(now=T0, lease_s=delivery.LEASE_S) == []
    server.start()
    assert (
        delivery.deliver_due(store, settings, now=T0 + delivery.LEASE_S - 1) == delivery.Outcome()
    )
    assert delivery.deliver_due(store, settings, now=T0 + delivery.LEASE_S) == delivery.Outcome(
        sent=1
    )


def test_sent_messages_are_purged_after_the_retention_and_unsent_never(settings, server):
    store = Store(settings.db_path)
    accept(store)
    server.start()
    delivery.deliver_due(store, settings, now=T0)
    server.stop()
    accept(store, Submission(name="Bo", email="bo@example.se", message="Hej"), now=T0)
    later = T0 + settings.retention_days * 86400
    assert delivery.deliver_due(store, settings, now=later - 1).purged == 0
    outcome = delivery.deliver_due(store, settings, now=later + delivery.RETRY_MAX_S)
    assert (outcome.purged, outcome.failed) == (1, 1)
    with sqlite3.connect(settings.db_path) as other:
        assert other.execute("SELECT name FROM messages").fetchall() == [("Bo",)]


# --- the loop: restart without loss, and a new message wakes it ----------------------


def post(app, data: dict) -> httpx.Response:
    async def send():
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            return await client.post(ENDPOINT, data=data, headers={"Accept": "application/json"})

    return run_apart(send())


async def until(condition, timeout: float = 10) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.02)


def test_a_restart_delivers_what_earlier_runs_left_and_new_messages_at_once(settings, server):
    form = {NAME: ANNA.name, EMAIL: ANNA.email, MESSAGE: ANNA.message}
    # One run stores a message while the mail server is down, tries it once,
    # and stops: it would be due again in a minute.
    first = Receiver(settings)
    assert post(first.mount(REST), form).json() == {"ok": True}
    assert delivery.deliver_due(first.store, settings).failed == 1
    # The next stores one and dies before sending it.
    assert post(Receiver(settings).mount(REST), {**form, NAME: "Cecilia"}).json() == {"ok": True}
    assert len(unsent(settings.db_path)) == 2
    server.start()

    async def second_run():
        receiver = Receiver(settings)
        app = receiver.mount(REST)
        loop = asyncio.create_task(receiver.deliver_forever())
        try:
            # Both at once, not after the first one's back-off.
            await until(lambda: len(server.messages) == 2, timeout=delivery.RETRY_FIRST_S / 4)
            # A new message wakes the loop: it goes well before POLL_S.
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
                data = {**form, EMAIL: "bo@example.se"}
                response = await client.post(
                    ENDPOINT, data=data, headers={"Accept": "application/json"}
                )
                assert response.status_code == 200
            started = time.monotonic()
            await until(lambda: len(server.messages) == 3)
            assert time.monotonic() - started < delivery.POLL_S / 10
            # The server has it; the loop's thread marks it sent just after.
            await until(lambda: unsent(settings.db_path) == [])
        finally:
            loop.cancel()

    run_apart(second_run())
    names = [mail["Reply-To"].addresses[0].display_name for _, _, mail in server.messages]
    assert names == [ANNA.name, "Cecilia", ANNA.name]
    assert server.messages[2][2]["Reply-To"].addresses[0].addr_spec == "bo@example.se"


def test_the_loop_survives_a_database_it_cannot_open(settings, server, caplog):
    receiver = Receiver(settings)
    settings.db_path.unlink()
    settings.db_path.mkdir()

    async def run():
        loop = asyncio.create_task(receiver.deliver_forever())
        await until(lambda: "delivery failed" in caplog.text)
        assert not loop.done()
        loop.cancel()

    run_apart(run())


# --- TLS and login -------------------------------------------------------------------


@pytest.fixture(scope="module")
def certificate(tmp_path_factory) -> tuple[Path, Path]:
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("no openssl binary to make a test certificate")
    folder = tmp_path_factory.mktemp("smtp-tls")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [
            openssl,
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=localhost",
            "-addext",
            "subjectAltName=DNS:localhost,IP:127.0.0.1",
            "-addext",
            "basicConstraints=critical,CA:TRUE",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )
    return cert, key


@pytest.mark.parametrize("security", ["starttls", "ssl"])
def test_encrypted_and_logged_in(ram_tmp_path, certificate, monkeypatch, security):
    cert, key = certificate
    tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    tls.load_cert_chain(cert, key)
    server = SmtpServer(
        user="salong", password="hemligt", tls=tls, implicit_tls=security == "ssl"
    ).start()
    try:
        # The client verifies the server's certificate: trust the test's.
        monkeypatch.setenv("SSL_CERT_FILE", str(cert))
        settings = make_settings(
            ram_tmp_path / "m.db",
            server,
            host="127.0.0.1",
            security=security,
            user="salong",
            password="hemligt",
        )
        store = Store(settings.db_path)
        accept(store)
        assert delivery.deliver_due(store, settings, now=T0) == delivery.Outcome(sent=1)
        assert server.logins == ["salong"]
        assert len(server.messages) == 1

        wrong = make_settings(
            ram_tmp_path / "m.db",
            server,
            host="127.0.0.1",
            security=security,
            user="salong",
            password="fel",
        )
        accept(store, Submission(name="Bo", email="bo@example.se", message="Hej"))
        assert delivery.deliver_due(store, wrong, now=T0).failed == 1
        assert len(server.messages) == 1
    finally:
        server.stop()


def test_an_untrusted_certificate_is_not_sent_to(ram_tmp_path, certificate):
    cert, key = certificate
    tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    tls.load_cert_chain(cert, key)
    server = SmtpServer(tls=tls).start()
    try:
        settings = make_settings(
            ram_tmp_path / "m.db", server, host="127.0.0.1", security="starttls"
        )
        store = Store(settings.db_path)
        accept(store)
        assert delivery.deliver_due(store, settings, now=T0).failed == 1
        assert server.messages == []
        with sqlite3.connect(settings.db_path) as other:
            [(error,)] = other.execute("SELECT last_error FROM messages").fetchall()
        assert "CERTIFICATE_VERIFY_FAILED" in error
    finally:
        server.stop()
