"""The failed log-ins, and the lock-out they lead to: after PER_NAME failures
for one name, or PER_ADDRESS from one address, within WINDOW_S, further
attempts are refused, the right password too, until the oldest of those
failures is WINDOW_S old. A refused attempt is not counted: waiting ends the
lock-out, whatever is tried meanwhile.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from salon.editors.database import Database

PER_NAME = 5
PER_ADDRESS = 20
WINDOW_S = 15 * 60


class LoginRecord:
    def __init__(self, database: Database, clock: Callable[[], float] = time.time):
        self.database = database
        self.clock = clock

    def locked_until(self, key: str, address: str | None) -> float | None:
        """When attempts for the name with `key` from `address` are let in
        again (epoch seconds), or None if they are now."""
        since = self.clock() - WINDOW_S
        with self.database.connect() as db:
            by_name = [
                at
                for (at,) in db.execute(
                    "SELECT at FROM failures WHERE key = ? AND at > ? ORDER BY at", (key, since)
                )
            ]
            by_address = [
                at
                for (at,) in db.execute(
                    "SELECT at FROM failures WHERE address = ? AND at > ? ORDER BY at",
                    (address or "", since),
                )
            ]
        ends = [
            found[len(found) - limit] + WINDOW_S
            for found, limit in ((by_name, PER_NAME), (by_address, PER_ADDRESS))
            if len(found) >= limit
        ]
        return max(ends) if ends else None

    def failed(self, key: str, address: str | None) -> None:
        now = self.clock()
        with self.database.connect() as db:
            db.execute("DELETE FROM failures WHERE at <= ?", (now - WINDOW_S,))
            db.execute(
                "INSERT INTO failures (at, key, address) VALUES (?, ?, ?)",
                (now, key, address or ""),
            )
