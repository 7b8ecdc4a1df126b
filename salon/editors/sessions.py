"""Log-in sessions, held on the server: the cookie carries a random token,
editors.db its SHA-256, so logging out, a new password or removing the
editor ends it at once, and a copy of the database opens none.

A session ends after IDLE_S without a request, and LONGEST_S after the
log-in whatever happens. It also keeps, for each file, the version it last
read or saved: the base against which a save of that file is merged when
someone else saved it since (salon/editors/saving.py).
"""

from __future__ import annotations

import dataclasses
import hashlib
import secrets
import sqlite3
import time
from collections.abc import Callable

from salon.editors.database import Database

# A working day without a request logs the editor out; a week at most.
IDLE_S = 12 * 3600
LONGEST_S = 7 * 24 * 3600
# A session's last request is written at most this often.
TOUCH_S = 60


@dataclasses.dataclass(frozen=True)
class Session:
    token: str  # the SHA-256 of the cookie's value, in hex
    name: str  # the editor's, as added
    started_at: float


@dataclasses.dataclass(frozen=True)
class Read:
    blob: str  # the file's git blob id, as the session saw it
    seen_in: str  # the commit it was read from or saved as


def _hashed(value: str) -> str:
    return hashlib.sha256(value.encode("utf-8")).hexdigest()


def end_all(db: sqlite3.Connection, key: str) -> None:
    """End every session of the editor with `key` (in the caller's transaction)."""
    tokens = [row[0] for row in db.execute("SELECT token FROM sessions WHERE key = ?", (key,))]
    db.executemany("DELETE FROM reads WHERE token = ?", [(token,) for token in tokens])
    db.execute("DELETE FROM sessions WHERE key = ?", (key,))


class Sessions:
    def __init__(self, database: Database, clock: Callable[[], float] = time.time):
        self.database = database
        self.clock = clock

    def start(self, key: str) -> str:
        """A new session for the editor with `key`; the cookie's value."""
        value = secrets.token_urlsafe(32)
        now = self.clock()
        with self.database.connect() as db:
            self._forget_ended(db, now)
            db.execute(
                "INSERT INTO sessions (token, key, started_at, seen_at) VALUES (?, ?, ?, ?)",
                (_hashed(value), key, now, now),
            )
        return value

    def find(self, value: str | None) -> Session | None:
        """The live session whose cookie holds `value`, noted as used now."""
        if not value or len(value) > 100:
            return None
        token, now = _hashed(value), self.clock()
        with self.database.connect() as db:
            row = db.execute(
                "SELECT editors.name, started_at, seen_at FROM sessions"
                " JOIN editors ON editors.key = sessions.key WHERE token = ?",
                (token,),
            ).fetchone()
            if row is None:
                return None
            name, started_at, seen_at = row
            if now - seen_at > IDLE_S or now - started_at > LONGEST_S:
                db.execute("DELETE FROM reads WHERE token = ?", (token,))
                db.execute("DELETE FROM sessions WHERE token = ?", (token,))
                return None
            if now - seen_at > TOUCH_S:
                db.execute("UPDATE sessions SET seen_at = ? WHERE token = ?", (now, token))
        return Session(token, name, started_at)

    def end(self, value: str | None) -> None:
        if not value:
            return
        token = _hashed(value)
        with self.database.connect() as db:
            db.execute("DELETE FROM reads WHERE token = ?", (token,))
            db.execute("DELETE FROM sessions WHERE token = ?", (token,))

    def note_read(self, session: Session, reads: dict[str, Read]) -> None:
        """What the session now has of each path: the base of its next save."""
        with self.database.connect() as db:
            db.executemany(
                "INSERT OR REPLACE INTO reads (token, path, blob, seen_in) VALUES (?, ?, ?, ?)",
                [(session.token, path, read.blob, read.seen_in) for path, read in reads.items()],
            )

    def last_read(self, session: Session, path: str) -> Read | None:
        with self.database.connect() as db:
            row = db.execute(
                "SELECT blob, seen_in FROM reads WHERE token = ? AND path = ?",
                (session.token, path),
            ).fetchone()
        return Read(*row) if row else None

    @staticmethod
    def _forget_ended(db: sqlite3.Connection, now: float) -> None:
        ended = "seen_at < ? OR started_at < ?"
        limits = (now - IDLE_S, now - LONGEST_S)
        db.execute(
            f"DELETE FROM reads WHERE token IN (SELECT token FROM sessions WHERE {ended})", limits
        )
        db.execute(f"DELETE FROM sessions WHERE {ended}", limits)
