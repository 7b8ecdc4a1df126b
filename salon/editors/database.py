"""editors.db, in the data folder beside the receiver's messages.db
(salon.paths.data_dir(): data/ in a checkout, which git ignores; the volume
in the image): the accounts, the sessions, what each session last read, and
the failed log-ins. Readable by the user the backend runs as alone (0600).

Every call opens its own connection, so request threads never share one and
the command line (`python -m salon.editors`) may change accounts while the
backend runs.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

FILE = "editors.db"
SCHEMA = """
-- `key` is the name casefolded: Anna and anna are one editor.
CREATE TABLE IF NOT EXISTS editors (
    key TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    password TEXT NOT NULL,
    added_at REAL NOT NULL
);
-- `token` is the SHA-256 of the cookie's random value: the database alone
-- opens no session.
CREATE TABLE IF NOT EXISTS sessions (
    token TEXT PRIMARY KEY,
    key TEXT NOT NULL,
    started_at REAL NOT NULL,
    seen_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_by_editor ON sessions (key);
-- The version of each file a session last read or saved: the base of a
-- three-way merge when someone else saved the file since.
CREATE TABLE IF NOT EXISTS reads (
    token TEXT NOT NULL,
    path TEXT NOT NULL,
    blob TEXT NOT NULL,
    seen_in TEXT NOT NULL,
    PRIMARY KEY (token, path)
);
-- Failed log-ins, by the name tried (casefolded) and the client's address.
CREATE TABLE IF NOT EXISTS failures (
    at REAL NOT NULL,
    key TEXT NOT NULL,
    address TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS failures_by_key ON failures (key, at);
CREATE INDEX IF NOT EXISTS failures_by_address ON failures (address, at);
"""
BUSY_TIMEOUT_S = 10


class Database:
    def __init__(self, path: Path):
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        # Made readable by its owner alone before SQLite writes a byte of it;
        # SQLite gives its journal the same mode.
        os.close(os.open(path, os.O_CREAT | os.O_RDWR, 0o600))
        os.chmod(path, 0o600)
        db = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S)
        try:
            db.executescript(SCHEMA)
        finally:
            db.close()

    @contextlib.contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        """A connection whose changes are committed when the block ends
        without an exception, and rolled back when it raises."""
        db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        try:
            db.execute("PRAGMA synchronous = FULL")
            db.execute("BEGIN IMMEDIATE")
            try:
                yield db
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
        finally:
            db.close()
