"""Forwarding stored messages to a real local SMTP server (aiosmtpd):
delivery, retry after an outage, leases, restart without loss, retention,
and the TLS modes."""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import email
import email.policy
import logging
import os
import re
import sqlite3
import ssl
import subprocess
import sys
import time
from email.header import decode_header, make_header
from pathlib import Path

import httpx
import pytest
from starlette.responses import PlainTextResponse

from salon.contact_form import EMAIL, ENDPOINT, MESSAGE, NAME
from salon.content import Contents
from salon.content_model import ContentError
from salon.receiver import __main__ as cli
from salon.receiver import api, delivery, mailer
from salon.receiver.api import Receiver
from salon.receiver.settings import Settings, Smtp
from salon.receiver.store import SCHEMA, Store, process_name, process_running, sender_keys
from salon.receiver.validation import Submission
from tests.certificate import self_signed_certificate
from tests.content import CONTENT, CONTENTS
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


def language_line(raw: bytes) -> str:
    """The mail's line naming the visitor's language, as the server got it."""
    mail = email.message_from_bytes(raw, policy=email.policy.default)
    [line] = [line for line in mail.get_content().splitlines() if line.startswith("Sidans språk:")]
    return line


@pytest.mark.parametrize("code", list(CONTENTS))
def test_the_mail_says_in_swedish_which_language_the_visitor_wrote_in(settings, server, code):
    server.start()
    store = Store(settings.db_path)
    accept(store, dataclasses.replace(ANNA, language=code))
    assert delivery.deliver_due(store, settings, now=T0) == delivery.Outcome(sent=1)
    [raw] = server.mailbox.raw
    # The language as the language switch names it, in the salon's Swedish mail.
    assert language_line(raw) == f"Sidans språk: {CONTENTS[code].texts.language_name}"


def test_a_message_in_a_language_no_longer_built_names_its_code(settings, server, monkeypatch):
    server.start()
    store = Store(settings.db_path)
    accept(store, dataclasses.replace(ANNA, language="en"))
    monkeypatch.setattr("salon.content.load", lambda: Contents({"sv": CONTENTS["sv"]}))
    assert delivery.deliver_due(store, settings, now=T0) == delivery.Outcome(sent=1)
    assert language_line(server.mailbox.raw[0]) == "Sidans språk: en"


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
    holder = process_name()
    assert len(store.claim_due(now=T0, lease_s=delivery.LEASE_S, holder=holder)) == 1
    assert store.claim_due(now=T0, lease_s=delivery.LEASE_S, holder=holder) == []
    server.start()
    assert (
        delivery.deliver_due(store, settings, now=T0 + delivery.LEASE_S - 1) == delivery.Outcome()
    )
    assert delivery.deliver_due(store, settings, now=T0 + delivery.LEASE_S) == delivery.Outcome(
        sent=1
    )


def test_a_start_frees_what_a_dead_process_was_sending_and_no_live_ones(settings, server):
    store = Store(settings.db_path)
    dead_one, live_one = accept(store), accept(store, Submission("Bo", "bo@example.se", "Hej"))
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    dead = process_name(child.pid)
    child.kill()
    child.wait()
    [claimed] = store.claim_due(now=T0, lease_s=delivery.LEASE_S, holder=dead, limit=1)
    assert claimed.id == dead_one
    # Another worker of the same backend, still sending.
    [claimed] = store.claim_due(now=T0, lease_s=delivery.LEASE_S, holder=process_name())
    assert claimed.id == live_one
    server.start()
    assert store.retry_now(now=T0 + 1) == (1, 1)
    assert delivery.deliver_due(store, settings, now=T0 + 1) == delivery.Outcome(sent=1)
    [(_, _, mail)] = server.messages
    assert mail["Reply-To"].addresses[0].addr_spec == ANNA.email
    assert [row[0] for row in unsent(settings.db_path)] == [live_one]


def test_a_database_of_the_first_release_is_brought_up_to_date_and_sent(settings, server):
    """As the first release left it: no columns added since, and a message
    its process was sending when it stopped (a lease naming no process)."""
    with sqlite3.connect(settings.db_path) as old:
        old.executescript(SCHEMA)
        old.execute(
            "INSERT INTO messages (received_at, name, email, message, attempts, "
            "next_attempt_at, claimed_until) VALUES (?, ?, ?, ?, 1, ?, ?)",
            (T0, ANNA.name, ANNA.email, ANNA.message, T0, T0 + delivery.LEASE_S),
        )
    store = Store(settings.db_path)
    server.start()
    assert store.retry_now(now=T0 + 1) == (1, 1)
    assert delivery.deliver_due(store, settings, now=T0 + 1) == delivery.Outcome(sent=1)
    assert unsent(settings.db_path) == []
    # Sent before there was a choice of language: the default one.
    assert language_line(server.mailbox.raw[0]) == (f"Sidans språk: {CONTENT.texts.language_name}")


def test_a_process_is_named_apart_from_a_later_one_with_its_pid():
    name = process_name()
    assert process_running(name)
    boot, pid, started = name.split(":")
    assert pid == str(os.getpid())
    assert not process_running(f"{boot}:{pid}:{int(started) + 1}")
    assert not process_running("not a name")


def test_a_killed_process_runs_no_more_before_its_parent_reaps_it():
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    name = process_name(child.pid)
    assert process_running(name)
    child.kill()
    # Not waited for yet: a zombie.
    stat = Path(f"/proc/{child.pid}/stat")
    deadline = time.monotonic() + 10
    while stat.read_text().rpartition(")")[2].split()[0] != "Z":
        assert time.monotonic() < deadline, "no zombie"
        time.sleep(0.01)
    assert not process_running(name)
    child.wait()
    assert not process_running(name)


def test_a_message_the_mailer_can_never_send_is_given_up_not_retried(settings, server, caplog):
    """Stored before addresses were checked as the mailer needs: the mailer
    refuses it, and no number of tries can change that."""
    server.start()
    store = Store(settings.db_path)
    bad = Submission(name=ANNA.name, email="anna..svensson@example.org", message=ANNA.message)
    message_id = accept(store, bad)
    good_id = accept(store, Submission("Bo", "bo@example.se", "Hej"))
    with caplog.at_level(logging.INFO, logger="salon.receiver"):
        assert delivery.deliver_due(store, settings, now=T0) == delivery.Outcome(sent=1, given_up=1)
    [given_up] = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert given_up.getMessage().startswith(f"message {message_id} given up (attempt 1)")
    assert [r.getMessage() for r in caplog.records if r.levelno == logging.INFO] == [
        f"message {good_id} sent (attempt 1)"
    ]
    # Never due again: not at the next poll, nor at a restart, nor a day later.
    assert store.next_due() is None
    assert store.retry_now(now=T0 + 1) == (0, 0)
    assert delivery.deliver_due(store, settings, now=T0 + 86400) == delivery.Outcome()
    [record] = [r for r in store.records(now=T0) if r.id == message_id]
    assert (record.state, record.attempts, record.sent_at) == ("failed", 1, None)
    summary = store.summary()
    assert (summary.unsent, summary.unsent_after_error, summary.failed) == (1, 1, 1)
    assert summary.last_error[0] == message_id
    assert len(server.messages) == 1


def test_failed_messages_are_purged_after_the_retention_too(settings, server):
    store = Store(settings.db_path)
    accept(store, Submission(ANNA.name, "anna.@example.org", ANNA.message))
    assert delivery.deliver_due(store, settings, now=T0).given_up == 1
    later = T0 + settings.retention_days * 86400
    assert delivery.deliver_due(store, settings, now=later).purged == 0
    assert delivery.deliver_due(store, settings, now=later + 1).purged == 1


@pytest.mark.parametrize(
    "reply, outcome",
    [
        ("554 5.7.1 Message rejected as spam", delivery.Outcome(given_up=1)),
        ("451 4.3.0 Try again later", delivery.Outcome(failed=1)),
    ],
)
def test_a_server_refusing_the_content_for_good_is_given_up_and_for_now_retried(
    settings, server, reply, outcome
):
    server.mailbox.reply = reply
    server.start()
    store = Store(settings.db_path)
    accept(store)
    assert delivery.deliver_due(store, settings, now=T0) == outcome
    [record] = store.records(now=T0)
    assert (
        reply in record.last_error.replace("b'", "").replace("'", "")
        or reply[:3] in record.last_error
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


def test_a_new_address_in_the_content_gets_the_next_message(settings, server):
    """On the own server the owner changes the salon's e-mail in /admin/: the
    running receiver sends the next message there, without a restart."""
    moved = dataclasses.replace(
        settings, smtp=dataclasses.replace(settings.smtp, recipient="ny@salong.example")
    )
    now = [settings]
    receiver = Receiver(settings, reread=lambda: now[0])
    form = {NAME: ANNA.name, EMAIL: ANNA.email, MESSAGE: ANNA.message}
    server.start()

    async def run():
        loop = asyncio.create_task(receiver.deliver_forever())
        try:
            transport = httpx.ASGITransport(app=receiver.mount(REST))
            async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
                for recipient in (settings, moved):
                    now[0] = recipient
                    sent = len(server.messages)
                    response = await client.post(
                        ENDPOINT, data=form, headers={"Accept": "application/json"}
                    )
                    assert response.status_code == 200
                    await until(lambda sent=sent: len(server.messages) == sent + 1)
        finally:
            loop.cancel()

    run_apart(run())
    assert [mail["To"] for _, _, mail in server.messages] == [SALON, "ny@salong.example"]


def test_the_receiver_keeps_its_last_good_settings_while_the_content_is_broken(settings):
    def broken():
        raise ContentError(["content/salon.yml:3: contact.email: not an e-mail address"])

    assert Receiver(settings, reread=broken).settings == settings


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


# --- the log ---------------------------------------------------------------------


@pytest.fixture
def receiver_logger():
    """The receiver's logger, set back afterwards as it was."""
    logger = logging.getLogger("salon.receiver")
    saved = list(logger.handlers), logger.level, logger.propagate
    yield logger
    logger.handlers[:] = saved[0]
    logger.setLevel(saved[1])
    logger.propagate = saved[2]


LOG_LINE = re.compile(
    r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} (INFO|WARNING|ERROR) salon\.receiver: (.+)"
)


def test_each_message_gets_one_timestamped_line_per_outcome_and_no_visitor_text(
    settings, server, capsys, receiver_logger
):
    # In the test's body: only here is standard output capsys's.
    api.log_to_stdout(api.log)
    receiver = Receiver(settings)
    app = receiver.mount(REST)
    form = {NAME: ANNA.name, EMAIL: ANNA.email, MESSAGE: ANNA.message}
    assert post(app, form).json() == {"ok": True}
    assert post(app, {**form, "webbplats": "https://spam.example"}).json() == {"ok": True}
    # Stored before addresses were checked as the mailer needs.
    bad = accept(
        receiver.store, Submission("Cecilia", "cecilia..c@example.org", "Hemligt"), now=time.time()
    )
    now = time.time()
    assert delivery.deliver_due(receiver.store, settings, now=now).failed == 1
    server.start()
    later = now + delivery.RETRY_FIRST_S
    assert delivery.deliver_due(receiver.store, settings, now=later).sent == 1

    lines = [LOG_LINE.fullmatch(line) for line in capsys.readouterr().out.splitlines()]
    assert None not in lines
    logged = [(line[1], line[2]) for line in lines]
    assert logged[:2] == [
        ("INFO", "message 1 stored"),
        ("INFO", "message dropped: the honeypot was filled"),
    ]
    assert logged[2][0] == "WARNING"
    assert logged[2][1].startswith(
        "message 1 not sent (attempt 1, next in 60 s): ConnectionRefusedError"
    )
    assert logged[3][0] == "ERROR"
    assert logged[3][1].startswith(f"message {bad} given up (attempt 1)")
    assert logged[4:] == [("INFO", "message 1 sent (attempt 2)")]
    text = "\n".join(line[2] for line in lines)
    for typed in (
        ANNA.name,
        ANNA.email,
        ANNA.message,
        "Cecilia",
        "cecilia..c@example.org",
        "Hemligt",
    ):
        assert typed not in text


# --- TLS and login -------------------------------------------------------------------


@pytest.fixture(scope="module")
def certificate(tmp_path_factory) -> tuple[Path, Path]:
    return self_signed_certificate(tmp_path_factory.mktemp("smtp-tls"))


@pytest.mark.parametrize("security", ["starttls", "ssl"])
def test_encrypted_and_logged_in(ram_tmp_path, certificate, monkeypatch, caplog, capsys, security):
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
        with caplog.at_level(logging.WARNING, logger="salon.receiver"):
            assert delivery.deliver_due(store, wrong, now=T0).failed == 1
        assert len(server.messages) == 1
        # The operator sees why: in the log and in the status command.
        assert "SMTPAuthenticationError: (535" in caplog.text
        assert cli.main(["--db", str(settings.db_path), "status"]) == cli.ALARM
        assert "SMTPAuthenticationError: (535" in capsys.readouterr().out
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
