"""The operator's commands, safe while the receiver runs (each waits for
the receiver's writes, store.BUSY_TIMEOUT_S):

    python -m salon.receiver status             unsent messages and the last error;
                                                exit 1 while one is unsent after a
                                                failed attempt (for cron or a monitor)
    python -m salon.receiver list               id, received, sender, state
    python -m salon.receiver show ID            one message, with its text
    python -m salon.receiver resend ID          send it (again) within POLL_S
    python -m salon.receiver resend --all-failed
    python -m salon.receiver export             every message, one JSON object a line

They read SALON_RECEIVER_DB as the receiver does, or take --db.
deploy/README.md ("Watching it") shows them and an alert set-up.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from salon.receiver import delivery, settings
from salon.receiver.store import Record, Store

# Exit statuses besides 0: status's alarm, and a command that could not run.
ALARM = 1
UNUSABLE = 2


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m salon.receiver", description="The contact form's stored messages."
    )
    parser.add_argument(
        "--db", type=Path, default=None, help="the SQLite file (default: SALON_RECEIVER_DB)"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("status", help="unsent messages and the last error; exit 1 on trouble")
    commands.add_parser("list", help="every message: id, received, sender, state")
    commands.add_parser("show", help="one message, with its text").add_argument("id", type=int)
    resend = commands.add_parser("resend", help="send a message (again) within a minute")
    which = resend.add_mutually_exclusive_group(required=True)
    which.add_argument("id", type=int, nargs="?")
    which.add_argument(
        "--all-failed", action="store_true", help="every unsent message that failed an attempt"
    )
    commands.add_parser("export", help="every message as JSON lines")
    args = parser.parse_args(argv)

    path = args.db or settings.db_path()
    if not path.is_file():
        print(f"No messages database at {path} (SALON_RECEIVER_DB or --db).", file=sys.stderr)
        return UNUSABLE
    store = Store(path)
    now = time.time()
    if args.command == "status":
        return _status(store, now)
    if args.command == "list":
        for record in store.records(now=now):
            print(f"{record.id}\t{_when(record.received_at)}\t{record.email}\t{_state(record)}")
        return 0
    if args.command == "show":
        return _show(store, now, args.id)
    if args.command == "resend":
        return _resend(store, now, args.id)
    for record in store.records(now=now):
        print(json.dumps(_exported(record), ensure_ascii=False))
    return 0


def _status(store: Store, now: float) -> int:
    summary = store.summary()
    if summary.unsent == 0:
        print("unsent messages: 0")
    else:
        print(
            f"unsent messages: {summary.unsent}, the oldest received "
            f"{_age(now - summary.oldest_unsent_at)} ago ({_when(summary.oldest_unsent_at)})"
        )
    print(
        f"unsent after a failed attempt: {summary.unsent_after_error} "
        f"({summary.failed} given up: the mailer can never send them)"
    )
    if summary.last_error is not None:
        message_id, at, error = summary.last_error
        print(f"last error: message {message_id}, {_when(at)}: {error}")
    return ALARM if summary.unsent_after_error else 0


def _show(store: Store, now: float, message_id: int) -> int:
    found = store.records(now=now, message_id=message_id)
    if not found:
        print(f"No message {message_id}.", file=sys.stderr)
        return UNUSABLE
    [record] = found
    for label, value in [
        ("id", record.id),
        ("received", _when(record.received_at)),
        ("name", record.name),
        ("email", record.email),
        ("language", record.language),
        ("state", _state(record)),
        ("last attempt", _when(record.last_attempt_at)),
        ("last error", record.last_error or "-"),
        ("sent", _when(record.sent_at)),
    ]:
        print(f"{label}: {value}")
    print()
    print(record.message)
    return 0


def _resend(store: Store, now: float, message_id: int | None) -> int:
    if message_id is not None and not store.records(now=now, message_id=message_id):
        print(f"No message {message_id}.", file=sys.stderr)
        return UNUSABLE
    ids = store.resend(now=now, message_id=message_id)
    if message_id is not None and not ids:
        print(f"Message {message_id} is being sent right now.", file=sys.stderr)
        return UNUSABLE
    # The receiver looks at the database at least every POLL_S, or at its next start.
    print(
        f"Due now: {len(ids)} message(s) {', '.join(map(str, ids))}; the running receiver "
        f"sends them within {delivery.POLL_S} s."
    )
    return 0


def _state(record: Record) -> str:
    if record.state in ("retrying", "failed"):
        return f"{record.state} ({record.attempts} attempts)"
    return record.state


def _exported(record: Record) -> dict:
    def utc(timestamp: float | None) -> str | None:
        if timestamp is None:
            return None
        moment = datetime.datetime.fromtimestamp(timestamp, datetime.UTC)
        return moment.isoformat(timespec="seconds")

    return {
        "id": record.id,
        "received_at": utc(record.received_at),
        "name": record.name,
        "email": record.email,
        "message": record.message,
        "language": record.language,
        "state": record.state,
        "attempts": record.attempts,
        "last_attempt_at": utc(record.last_attempt_at),
        "last_error": record.last_error,
        "sent_at": utc(record.sent_at),
        "failed_at": utc(record.failed_at),
    }


def _when(timestamp: float | None) -> str:
    """The server's local time, to the second."""
    if timestamp is None:
        return "-"
    return datetime.datetime.fromtimestamp(timestamp).astimezone().strftime("%Y-%m-%d %H:%M:%S %z")


def _age(seconds: float) -> str:
    minutes = max(0, int(seconds // 60))
    if minutes < 60:
        return f"{minutes} min"
    if minutes < 48 * 60:
        return f"{minutes // 60} h {minutes % 60} min"
    return f"{minutes // 1440} days"


if __name__ == "__main__":
    raise SystemExit(main())
