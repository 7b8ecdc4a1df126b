"""The editors who may log in to /admin/ on the own server: a name and a
password hash each (salon/editors/passwords.py), in editors.db. Added,
listed and removed on the server's command line (`python -m salon.editors`),
never over the web.

A name is one word of letters, digits, `.`, `-` or `_`, as the editor types
it at log-in in any case (Anna is anna); it is the author of each change the
editor saves.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import time
import unicodedata
from collections.abc import Callable

from salon.editors import passwords, sessions
from salon.editors.database import Database

NAME_MAX = 40
_NAME = re.compile(rf"^[^\W_][\w.-]{{0,{NAME_MAX - 1}}}$")


class AccountError(ValueError):
    """A name or password the rules refuse, or a name that is (not) there;
    the message is one line."""


@dataclasses.dataclass(frozen=True)
class Account:
    name: str  # as it was added
    added_at: float


def key(name: str) -> str:
    """The name as the database knows it: Anna, anna and ANNA are one."""
    return unicodedata.normalize("NFC", name).casefold()


def check_name(name: str) -> str:
    """`name`, normalised, or AccountError saying what a name may hold."""
    name = unicodedata.normalize("NFC", name.strip())
    if not _NAME.match(name):
        raise AccountError(
            f"a name is 1 to {NAME_MAX} letters, digits, '.', '-' or '_', "
            f"starting with a letter or digit; got {name!r}"
        )
    return name


class Accounts:
    def __init__(
        self,
        database: Database,
        cost: passwords.Scrypt = passwords.DEFAULT,
        clock: Callable[[], float] = time.time,
    ):
        self.database = database
        self.cost = cost
        self.clock = clock

    def add(self, name: str, password: str) -> Account:
        name = check_name(name)
        _check_password(password)
        hashed = passwords.hash_password(password, self.cost)
        account = Account(name, self.clock())
        with self.database.connect() as db:
            if db.execute("SELECT 1 FROM editors WHERE key = ?", (key(name),)).fetchone():
                raise AccountError(f"there is an editor named {name!r} already")
            db.execute(
                "INSERT INTO editors (key, name, password, added_at) VALUES (?, ?, ?, ?)",
                (key(name), name, hashed, account.added_at),
            )
        return account

    def all(self) -> list[Account]:
        with self.database.connect() as db:
            rows = db.execute("SELECT name, added_at FROM editors ORDER BY key").fetchall()
        return [Account(name, added_at) for name, added_at in rows]

    def remove(self, name: str) -> None:
        """The editor gone, and every session of theirs ended."""
        with self.database.connect() as db:
            found = db.execute("DELETE FROM editors WHERE key = ?", (key(name),)).rowcount
            if not found:
                raise AccountError(f"there is no editor named {name!r}")
            sessions.end_all(db, key(name))

    def set_password(self, name: str, password: str) -> None:
        """A new password: every session of the editor's ends, and the failed
        log-ins under the name are forgotten (a locked-out owner is let in)."""
        _check_password(password)
        hashed = passwords.hash_password(password, self.cost)
        with self.database.connect() as db:
            found = db.execute(
                "UPDATE editors SET password = ? WHERE key = ?", (hashed, key(name))
            ).rowcount
            if not found:
                raise AccountError(f"there is no editor named {name!r}")
            sessions.end_all(db, key(name))
            db.execute("DELETE FROM failures WHERE key = ?", (key(name),))

    def check(self, name: str, password: str) -> Account | None:
        """The account if `password` is its password, else None. An unknown
        name costs one hash as a known one does, so the time taken does not
        tell which names exist."""
        with self.database.connect() as db:
            row = db.execute(
                "SELECT name, password, added_at FROM editors WHERE key = ?", (key(name),)
            ).fetchone()
        if row is None:
            passwords.verify(password, _stand_in(self.cost))
            return None
        found, hashed, added_at = row
        return Account(found, added_at) if passwords.verify(password, hashed) else None


def _check_password(password: str) -> None:
    try:
        passwords.check_new(password)
    except passwords.PasswordError as error:
        raise AccountError(str(error)) from None


@functools.cache
def _stand_in(cost: passwords.Scrypt) -> str:
    return passwords.stand_in(cost)
