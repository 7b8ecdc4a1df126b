"""The messages and the rate limit's counts, in one SQLite file.

A message is committed (rollback journal, synchronous=FULL: on disk when
the commit returns) before the visitor gets an answer, and leaves the
database `retention_days` after the mail server took it, or after it was
given up as one the mailer can never send. Every call opens its own
connection, so the request handlers' and the delivery loop's threads never
share one, and several processes may use the file: other workers, and
`python -m salon.receiver` while the receiver runs.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import os
import sqlite3
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path

from salon.locales import DEFAULT
from salon.receiver.validation import Submission

SCHEMA = """
CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY,
    received_at REAL NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    message TEXT NOT NULL,
    sent_at REAL,                  -- NULL until the mail server took it
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at REAL NOT NULL, -- while unsent: when to try (again)
    claimed_until REAL,            -- while a delivery loop is sending it
    last_error TEXT
);
CREATE INDEX IF NOT EXISTS messages_unsent ON messages (next_attempt_at) WHERE sent_at IS NULL;
-- One row per accepted message and sender key (hashed e-mail address or IP).
CREATE TABLE IF NOT EXISTS hits (key TEXT NOT NULL, at REAL NOT NULL);
CREATE INDEX IF NOT EXISTS hits_by_key ON hits (key, at);
"""
# Changes since the first release, in order; PRAGMA user_version counts
# those a database has, so one from any earlier release is brought up to
# date by the first process that opens it.
MIGRATIONS = (
    # When the message was given up: the mailer can never send it.
    "ALTER TABLE messages ADD COLUMN failed_at REAL",
    # The process sending it (process_name()), while claimed_until is set.
    "ALTER TABLE messages ADD COLUMN claimed_by TEXT",
    "ALTER TABLE messages ADD COLUMN last_attempt_at REAL",
    # Each message deletes the counts past the window: without this, by
    # reading every count.
    "CREATE INDEX hits_by_time ON hits (at)",
    # The code of the language of the page it was sent from; NULL from
    # before there was a choice: the default language.
    "ALTER TABLE messages ADD COLUMN language TEXT",
)
# How long a connection waits for another's write (busy timeout).
BUSY_TIMEOUT_S = 10
_MESSAGE = "id, received_at, name, email, message, attempts, language"


def _proc(pid: int) -> tuple[str, list[str]] | None:
    """The boot id and the process's status fields from field 3 on; None
    without /proc or without that process."""
    try:
        boot = Path("/proc/sys/kernel/random/boot_id").read_text().strip()
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    # The name in field 2 may hold ")" and spaces.
    return boot, stat.rpartition(")")[2].split()


def process_name(pid: int | None = None) -> str:
    """Names one process (this one by default) for as long as the machine
    runs: boot id, pid and the process's start time (field 22). A pid alone
    is reused, by a restarted container at once."""
    pid = os.getpid() if pid is None else pid
    found = _proc(pid)
    if found is None:
        return f"-:{pid}:-"
    boot, fields = found
    return f"{boot}:{pid}:{fields[19]}"


def process_running(name: str) -> bool:
    _, _, rest = name.partition(":")
    pid, _, _ = rest.partition(":")
    if not pid.isdigit():
        return False
    found = _proc(int(pid))
    if found is None:
        # Named where there is no /proc: nothing tells, so it may run (its
        # claims then run out after their lease).
        return name == f"-:{pid}:-"
    boot, fields = found
    # A zombie (Z) or dying (X) process sends nothing more.
    return fields[0] not in ("Z", "X") and name == f"{boot}:{pid}:{fields[19]}"


class RateLimited(Exception):
    def __init__(self, retry_after_s: int):
        super().__init__(f"rate limited for {retry_after_s} s")
        self.retry_after_s = retry_after_s


@dataclasses.dataclass(frozen=True)
class Stored:
    id: int
    received_at: float
    name: str
    email: str
    message: str
    attempts: int  # including the one this row was claimed for
    language: str = DEFAULT.code  # the code of the page's language


@dataclasses.dataclass(frozen=True)
class Record:
    """A message as the operator's commands show it."""

    id: int
    received_at: float
    name: str
    email: str
    message: str
    attempts: int
    language: str
    sent_at: float | None
    failed_at: float | None
    last_attempt_at: float | None
    last_error: str | None
    sending: bool

    @property
    def state(self) -> str:
        if self.sent_at is not None:
            return "sent"
        if self.failed_at is not None:
            return "failed"  # given up: the mailer can never send it
        if self.sending:
            return "sending"
        return "retrying" if self.last_error is not None else "waiting"


@dataclasses.dataclass(frozen=True)
class Summary:
    unsent: int
    oldest_unsent_at: float | None
    # Unsent after a failed attempt (failed ones included).
    unsent_after_error: int
    failed: int
    # The most recent failed attempt: (message id, when, error).
    last_error: tuple[int, float | None, str] | None


def sender_keys(email: str, ip: str | None) -> list[str]:
    """What the rate limit counts by. Hashed: the counts need no addresses."""
    keys = [f"email:{email.lower()}"] + ([f"ip:{ip}"] if ip else [])
    return [hashlib.sha256(key.encode()).hexdigest() for key in keys]


class Store:
    def __init__(self, path: Path):
        self.path = path
        # One writer at a time within this process, waiting in turn. Left to
        # SQLite alone, writers waiting for its lock poll with growing sleeps
        # and the unlucky ones time out under load (a 503) while others
        # keep winning; the busy timeout stays for other processes.
        self._writing = threading.Lock()
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._connection() as db:
            (version,) = db.execute("PRAGMA user_version").fetchone()
        # Up to date: no write (the operator's commands open it while the
        # receiver runs).
        if version == len(MIGRATIONS):
            return
        with self._connection() as db:
            db.executescript(f"BEGIN IMMEDIATE; {SCHEMA} COMMIT;")
        with self._transaction() as db:
            (version,) = db.execute("PRAGMA user_version").fetchone()
            for change in MIGRATIONS[version:]:
                db.execute(change)
            db.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")

    @contextlib.contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        # Autocommit mode: each transaction below is an explicit BEGIN IMMEDIATE.
        db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        try:
            db.execute("PRAGMA synchronous = FULL")
            yield db
        finally:
            db.close()

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._writing, self._connection() as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                yield db
            except BaseException:
                # SQLite has already rolled back after some errors (a full
                # disk): a ROLLBACK then would fail and hide the real error.
                if db.in_transaction:
                    db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")

    def accept(
        self, submission: Submission, keys: Iterable[str], *, now: float, limit: int, window_s: int
    ) -> int:
        """Store the message unless a key reached `limit` within `window_s`
        (RateLimited); its id once committed."""
        keys = list(keys)
        since = now - window_s
        with self._transaction() as db:
            db.execute("DELETE FROM hits WHERE at <= ?", (since,))
            for key in keys:
                count, oldest = db.execute(
                    "SELECT count(*), min(at) FROM hits WHERE key = ? AND at > ?", (key, since)
                ).fetchone()
                if count >= limit:
                    raise RateLimited(max(1, int(oldest + window_s - now) + 1))
            db.executemany("INSERT INTO hits (key, at) VALUES (?, ?)", [(key, now) for key in keys])
            cursor = db.execute(
                "INSERT INTO messages (received_at, name, email, message, language, "
                "next_attempt_at) VALUES (?, ?, ?, ?, ?, ?)",
                (
                    now,
                    submission.name,
                    submission.email,
                    submission.message,
                    submission.language,
                    now,
                ),
            )
            return cursor.lastrowid

    def claim_due(
        self, *, now: float, lease_s: float, holder: str, limit: int = 20
    ) -> list[Stored]:
        """Unsent messages whose time has come, oldest first. Each is leased
        to `holder` (a process_name) for `lease_s`: a second loop (another
        worker) skips it meanwhile, and if the process dies while sending,
        it is due again afterwards, or at once when the next process
        starts (retry_now)."""
        with self._transaction() as db:
            rows = db.execute(
                f"SELECT {_MESSAGE} FROM messages "
                "WHERE sent_at IS NULL AND failed_at IS NULL "
                "AND coalesce(claimed_until, 0) <= ? AND next_attempt_at <= ? "
                "ORDER BY id LIMIT ?",
                (now, now, limit),
            ).fetchall()
            db.executemany(
                "UPDATE messages SET claimed_until = ?, claimed_by = ?, last_attempt_at = ?, "
                "attempts = attempts + 1 WHERE id = ?",
                [(now + lease_s, holder, now, row[0]) for row in rows],
            )
        return [
            Stored(*row[:5], attempts=row[5] + 1, language=row[6] or DEFAULT.code) for row in rows
        ]

    def mark_sent(self, message_id: int, *, now: float) -> None:
        with self._transaction() as db:
            db.execute(
                "UPDATE messages SET sent_at = ?, claimed_until = NULL, claimed_by = NULL, "
                "last_error = NULL WHERE id = ?",
                (now, message_id),
            )

    def mark_failed(self, message_id: int, error: str, *, retry_at: float) -> None:
        with self._transaction() as db:
            db.execute(
                "UPDATE messages SET next_attempt_at = ?, claimed_until = NULL, "
                "claimed_by = NULL, last_error = ? WHERE id = ?",
                (retry_at, error, message_id),
            )

    def give_up(self, message_id: int, error: str, *, now: float) -> None:
        """Never try it again (unless resent): the mailer can never send it."""
        with self._transaction() as db:
            db.execute(
                "UPDATE messages SET failed_at = ?, claimed_until = NULL, claimed_by = NULL, "
                "last_error = ? WHERE id = ?",
                (now, error, message_id),
            )

    def retry_now(self, *, now: float) -> tuple[int, int]:
        """At a start: make every unsent message due now, whatever its
        back-off (a restart often follows a fix of the mail settings), and
        free those leased by a process that no longer runs (it died while
        sending). Leases of running processes (other workers) stay. How
        many are due, and how many leases were freed."""
        with self._transaction() as db:
            holders = [
                holder
                for (holder,) in db.execute(
                    "SELECT DISTINCT claimed_by FROM messages "
                    "WHERE sent_at IS NULL AND claimed_until > ?",
                    (now,),
                )
            ]
            gone = [holder for holder in holders if holder is None or not process_running(holder)]
            freed = sum(
                db.execute(
                    "UPDATE messages SET claimed_until = NULL, claimed_by = NULL "
                    "WHERE sent_at IS NULL AND claimed_until > ? AND claimed_by IS ?",
                    (now, holder),
                ).rowcount
                for holder in gone
            )
            db.execute(
                "UPDATE messages SET next_attempt_at = ? "
                "WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at > ?",
                (now, now),
            )
            (due,) = db.execute(
                "SELECT count(*) FROM messages WHERE sent_at IS NULL AND failed_at IS NULL "
                "AND coalesce(claimed_until, 0) <= ?",
                (now,),
            ).fetchone()
        return due, freed

    def next_due(self) -> float | None:
        """When the earliest unsent message is due, None when none will be."""
        with self._connection() as db:
            return db.execute(
                "SELECT min(max(next_attempt_at, coalesce(claimed_until, 0))) FROM messages "
                "WHERE sent_at IS NULL AND failed_at IS NULL"
            ).fetchone()[0]

    def purge(self, *, now: float, retention_days: int) -> int:
        """Delete what was sent, or given up, more than `retention_days`
        ago; how many."""
        cutoff = now - retention_days * 86400
        with self._transaction() as db:
            return db.execute(
                "DELETE FROM messages WHERE sent_at < ? OR failed_at < ?", (cutoff, cutoff)
            ).rowcount

    # --- what the operator's commands (python -m salon.receiver) read and change ---------

    def summary(self) -> Summary:
        with self._connection() as db:
            unsent, oldest, after_error, failed = db.execute(
                "SELECT count(*), min(received_at), count(last_error), count(failed_at) "
                "FROM messages WHERE sent_at IS NULL"
            ).fetchone()
            last = db.execute(
                "SELECT id, last_attempt_at, last_error FROM messages "
                "WHERE sent_at IS NULL AND last_error IS NOT NULL "
                "ORDER BY coalesce(last_attempt_at, 0) DESC, id DESC LIMIT 1"
            ).fetchone()
        return Summary(unsent, oldest, after_error, failed, last)

    def records(self, *, now: float, message_id: int | None = None) -> list[Record]:
        """Every message, oldest first, or the one with `message_id`."""
        query = (
            f"SELECT {_MESSAGE}, sent_at, failed_at, last_attempt_at, last_error, "
            "coalesce(claimed_until, 0) > ? FROM messages"
        )
        with self._connection() as db:
            if message_id is None:
                rows = db.execute(f"{query} ORDER BY id", (now,)).fetchall()
            else:
                rows = db.execute(f"{query} WHERE id = ?", (now, message_id)).fetchall()
        return [
            Record(*row[:6], row[6] or DEFAULT.code, *row[7:11], sending=bool(row[11]))
            for row in rows
        ]

    def resend(self, *, now: float, message_id: int | None = None) -> list[int]:
        """Make the message due now, sent or not, with a fresh back-off; or,
        without an id, every unsent one that failed an attempt. The ids it
        changed; a message being sent is left alone."""
        chosen = (
            "id = ?" if message_id is not None else "sent_at IS NULL AND last_error IS NOT NULL"
        )
        with self._transaction() as db:
            ids = [
                row[0]
                for row in db.execute(
                    f"SELECT id FROM messages WHERE {chosen} AND coalesce(claimed_until, 0) <= ?",
                    (() if message_id is None else (message_id,)) + (now,),
                )
            ]
            db.executemany(
                "UPDATE messages SET sent_at = NULL, failed_at = NULL, attempts = 0, "
                "next_attempt_at = ? WHERE id = ?",
                [(now, message_id) for message_id in ids],
            )
        return ids
