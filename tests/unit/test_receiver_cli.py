"""`python -m salon.receiver`: the operator's status, list, show, resend and
export, on a database in each state a message can be in."""

from __future__ import annotations

import datetime
import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from salon.receiver import __main__ as cli
from salon.receiver import store as store_module
from salon.receiver.store import Store, process_name, sender_keys
from salon.receiver.validation import Submission

ROOT = Path(__file__).resolve().parents[2]
ANNA = Submission(name="Anna Andersson", email="anna@example.se", message="Hej!\nHar ni tid?")
BO = Submission(name="Bo", email="bo@example.se", message="Hello", language="en")
AUTH_ERROR = "SMTPAuthenticationError: (535, b'5.7.8 Authentication credentials invalid')"
HOUR = 3600


@pytest.fixture
def db(ram_tmp_path) -> Path:
    return ram_tmp_path / "messages.db"


@pytest.fixture
def store(db) -> Store:
    return Store(db)


def accept(store: Store, submission: Submission, now: float) -> int:
    keys = sender_keys(submission.email, None)
    return store.accept(submission, keys, now=now, limit=100, window_s=HOUR)


def run(db: Path, *args: str, capsys) -> tuple[int, str]:
    status = cli.main(["--db", str(db), *args])
    return status, capsys.readouterr().out


def test_all_sent_or_only_waiting_is_no_alarm(store, db, capsys):
    assert run(db, "status", capsys=capsys) == (
        0,
        "unsent messages: 0\n"
        "unsent after a failed attempt: 0 (0 given up: the mailer can never send them)\n",
    )
    # Just stored, not yet tried: the receiver is on it.
    accept(store, ANNA, now=time.time() - 2 * HOUR - 5 * 60)
    status, out = run(db, "status", capsys=capsys)
    assert status == 0
    assert out.startswith("unsent messages: 1, the oldest received 2 h 5 min ago (")


def test_a_failed_attempt_raises_the_alarm_with_the_last_error(store, db, capsys):
    now = time.time()
    first, second = accept(store, ANNA, now - HOUR), accept(store, BO, now - 60)
    holder = process_name()
    store.claim_due(now=now - HOUR, lease_s=300, holder=holder, limit=1)
    store.mark_failed(first, "ConnectionRefusedError: [Errno 111]", retry_at=now + 60)
    store.claim_due(now=now - 30, lease_s=300, holder=holder)
    store.mark_failed(second, AUTH_ERROR, retry_at=now + 60)
    status, out = run(db, "status", capsys=capsys)
    assert status == cli.ALARM
    assert out.splitlines() == [
        f"unsent messages: 2, the oldest received 1 h 0 min ago ({cli._when(now - HOUR)})",
        "unsent after a failed attempt: 2 (0 given up: the mailer can never send them)",
        f"last error: message {second}, {cli._when(now - 30)}: {AUTH_ERROR}",
    ]
    # Sent at last: no alarm.
    store.mark_sent(first, now=now)
    store.mark_sent(second, now=now)
    assert run(db, "status", capsys=capsys)[0] == 0


def test_list_and_show_every_state(store, db, capsys):
    now = time.time()
    waiting, sending, retrying, failed, sent = (
        accept(store, Submission(f"N{n}", f"n{n}@example.se", f"Text {n}"), now - 100 + n)
        for n in range(5)
    )
    store.claim_due(now=now, lease_s=300, holder=process_name())
    store.mark_failed(retrying, AUTH_ERROR, retry_at=now + 60)
    store.give_up(failed, "the visitor's address: two periods", now=now)
    store.mark_sent(sent, now=now)
    store.mark_failed(waiting, AUTH_ERROR, retry_at=now + 60)
    store.resend(now=now, message_id=waiting)
    # `waiting` now has an error from before its resend; a fresh one has none.
    fresh = accept(store, BO, now)

    status, out = run(db, "list", capsys=capsys)
    assert status == 0
    rows = [line.split("\t") for line in out.splitlines()]
    assert [(int(row[0]), row[2], row[3]) for row in rows] == [
        (waiting, "n0@example.se", "retrying (0 attempts)"),
        (sending, "n1@example.se", "sending"),
        (retrying, "n2@example.se", "retrying (1 attempts)"),
        (failed, "n3@example.se", "failed (1 attempts)"),
        (sent, "n4@example.se", "sent"),
        (fresh, BO.email, "waiting"),
    ]
    assert rows[0][1] == cli._when(now - 100)

    status, out = run(db, "show", str(retrying), capsys=capsys)
    assert status == 0
    head, text = out.split("\n\n", 1)
    assert head.splitlines() == [
        f"id: {retrying}",
        f"received: {cli._when(now - 98)}",
        "name: N2",
        "email: n2@example.se",
        "language: sv",
        "state: retrying (1 attempts)",
        f"last attempt: {cli._when(now)}",
        f"last error: {AUTH_ERROR}",
        "sent: -",
    ]
    assert text == "Text 2\n"
    assert run(db, "show", "999", capsys=capsys)[0] == cli.UNUSABLE


def test_resend_one_or_every_failed_message(store, db, capsys):
    now = time.time()
    sent, failed, retrying = (accept(store, s, now - HOUR) for s in (ANNA, BO, ANNA))
    store.claim_due(now=now - HOUR, lease_s=300, holder=process_name())
    store.mark_sent(sent, now=now - HOUR)
    store.give_up(failed, "the visitor's address: two periods", now=now - HOUR)
    store.mark_failed(retrying, AUTH_ERROR, retry_at=now + HOUR)
    assert store.next_due() == now + HOUR

    status, out = run(db, "resend", "--all-failed", capsys=capsys)
    assert status == 0
    assert out.startswith(f"Due now: 2 message(s) {failed}, {retrying};")
    # Due now, with a fresh back-off, until the receiver sends them.
    assert store.next_due() <= time.time()
    assert [r.attempts for r in store.records(now=now) if r.id != sent] == [0, 0]
    assert store.summary().failed == 0
    assert run(db, "status", capsys=capsys)[0] == cli.ALARM

    # One already sent goes again when asked.
    status, out = run(db, "resend", str(sent), capsys=capsys)
    assert (status, out.startswith(f"Due now: 1 message(s) {sent};")) == (0, True)
    assert [r.state for r in store.records(now=now) if r.id == sent] == ["waiting"]
    assert run(db, "resend", "999", capsys=capsys)[0] == cli.UNUSABLE
    # Not while the receiver is sending it.
    store.claim_due(now=time.time(), lease_s=300, holder=process_name())
    assert run(db, "resend", str(sent), capsys=capsys)[0] == cli.UNUSABLE


def test_export_is_one_json_object_a_line(store, db, capsys):
    received = 1_800_000_000.0
    message_id = accept(store, ANNA, received)
    store.claim_due(now=received + 1, lease_s=300, holder=process_name())
    store.mark_sent(message_id, now=received + 2)
    accept(store, BO, received + 3)
    status, out = run(db, "export", capsys=capsys)
    assert status == 0
    first, second = (json.loads(line) for line in out.splitlines())

    def iso(timestamp: float) -> str:
        return datetime.datetime.fromtimestamp(timestamp, datetime.UTC).isoformat()

    assert first == {
        "id": message_id,
        "received_at": iso(received),
        "name": ANNA.name,
        "email": ANNA.email,
        "message": ANNA.message,
        "language": ANNA.language,
        "state": "sent",
        "attempts": 1,
        "last_attempt_at": iso(received + 1),
        "last_error": None,
        "sent_at": iso(received + 2),
        "failed_at": None,
    }
    assert (second["name"], second["state"], second["sent_at"]) == (BO.name, "waiting", None)
    assert second["language"] == BO.language != ANNA.language


def test_the_commands_read_while_the_receiver_writes(store, db, capsys, monkeypatch):
    accept(store, ANNA, time.time())
    # Not even a moment's wait for the lock: a command that tried to write
    # would fail at once with "database is locked".
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_S", 0)
    with sqlite3.connect(db, isolation_level=None) as receiver:
        receiver.execute("BEGIN IMMEDIATE")
        receiver.execute("UPDATE messages SET attempts = attempts")
        for command in (["status"], ["list"], ["show", "1"], ["export"]):
            assert run(db, *command, capsys=capsys)[0] == 0, command
        receiver.execute("ROLLBACK")


def test_no_database_is_said_and_none_is_made(ram_tmp_path, capsys):
    missing = ram_tmp_path / "nowhere" / "messages.db"
    assert cli.main(["--db", str(missing), "status"]) == cli.UNUSABLE
    assert str(missing) in capsys.readouterr().err
    assert not missing.parent.exists()


def test_the_command_reads_the_receivers_variable(store, db):
    accept(store, ANNA, time.time())
    done = subprocess.run(
        [sys.executable, "-m", "salon.receiver", "list"],
        cwd=ROOT,
        env={**os.environ, "SALON_RECEIVER_DB": str(db)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\t")[2] == ANNA.email
