"""The messages and the rate limit's counts, in one SQLite file.

A message is committed (rollback journal, synchronous=FULL: on disk when
the commit returns) before the visitor gets an answer, and leaves the
database only `retention_days` after the mail server took it. Every call
opens its own connection, so the request handlers' and the delivery
loop's threads never share one, and several processes may use the file.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import sqlite3
from collections.abc import Iterable, Iterator
from pathlib import Path

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


def sender_keys(email: str, ip: str | None) -> list[str]:
    """What the rate limit counts by. Hashed: the counts need no addresses."""
    keys = [f"email:{email.lower()}"] + ([f"ip:{ip}"] if ip else [])
    return [hashlib.sha256(key.encode()).hexdigest() for key in keys]


class Store:
    def __init__(self, path: Path):
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._connection() as db:
            db.executescript(f"BEGIN IMMEDIATE; {SCHEMA} COMMIT;")

    @contextlib.contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        # Autocommit mode: each transaction below is an explicit BEGIN IMMEDIATE.
        db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        try:
            db.execute("PRAGMA synchronous = FULL")
            yield db
        finally:
            db.close()

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._connection() as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                yield db
            except BaseException:
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
                "INSERT INTO messages (received_at, name, email, message, next_attempt_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (now, submission.name, submission.email, submission.message, now),
            )
            return cursor.lastrowid

    def claim_due(self, *, now: float, lease_s: float, limit: int = 20) -> list[Stored]:
        """Unsent messages whose time has come, oldest first. Each is leased
        for `lease_s`: a second loop (another worker) skips it meanwhile,
        and if the process dies while sending, it is due again afterwards."""
        with self._transaction() as db:
            rows = db.execute(
                "SELECT id, received_at, name, email, message, attempts FROM messages "
                "WHERE sent_at IS NULL AND coalesce(claimed_until, 0) <= ? AND next_attempt_at <= ? "
                "ORDER BY id LIMIT ?",
                (now, now, limit),
            ).fetchall()
            db.executemany(
                "UPDATE messages SET claimed_until = ?, attempts = attempts + 1 WHERE id = ?",
                [(now + lease_s, row[0]) for row in rows],
            )
        return [Stored(*row[:5], attempts=row[5] + 1) for row in rows]

    def mark_sent(self, message_id: int, *, now: float) -> None:
        with self._transaction() as db:
            db.execute(
                "UPDATE messages SET sent_at = ?, claimed_until = NULL, last_error = NULL WHERE id = ?",
                (now, message_id),
            )

    def mark_failed(self, message_id: int, error: str, *, retry_at: float) -> None:
        with self._transaction() as db:
            db.execute(
                "UPDATE messages SET next_attempt_at = ?, claimed_until = NULL, last_error = ? "
                "WHERE id = ?",
                (retry_at, error, message_id),
            )

    def retry_now(self, *, now: float) -> None:
        """Make every unsent message due now, whatever its back-off (a
        restart often follows a fix of the mail settings). Leases stay."""
        with self._transaction() as db:
            db.execute(
                "UPDATE messages SET next_attempt_at = ? WHERE sent_at IS NULL AND next_attempt_at > ?",
                (now, now),
            )

    def next_due(self) -> float | None:
        """When the earliest unsent message is due, None when all are sent."""
        with self._connection() as db:
            return db.execute(
                "SELECT min(max(next_attempt_at, coalesce(claimed_until, 0))) FROM messages WHERE sent_at IS NULL"
            ).fetchone()[0]

    def purge(self, *, now: float, retention_days: int) -> int:
        """Delete what was sent more than `retention_days` ago; how many."""
        with self._transaction() as db:
            return db.execute(
                "DELETE FROM messages WHERE sent_at < ?", (now - retention_days * 86400,)
            ).rowcount
