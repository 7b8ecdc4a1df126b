"""Editors' passwords, hashed with scrypt (memory-hard, in Python's hashlib):
a random salt per password, and the parameters stored beside the hash, so
stronger ones later still check the passwords hashed before.

Stored as `scrypt$<n>$<r>$<p>$<salt>$<hash>` (salt and hash in base64).
"""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import hmac
import secrets

SCHEME = "scrypt"
SALT_BYTES = 16
HASH_BYTES = 32
# Passwords an owner can type on a phone, and that no one guesses.
MIN_LENGTH = 8
MAX_LENGTH = 1024


@dataclasses.dataclass(frozen=True)
class Scrypt:
    """scrypt's cost: n (CPU and memory), r (block size), p (parallelism).
    It needs 128 * n * r bytes of memory."""

    n: int = 2**15
    r: int = 8
    p: int = 1

    @property
    def maxmem(self) -> int:
        return 2 * 128 * self.n * self.r * self.p + 1024 * 1024


# About 0.1 s and 32 MiB a check on this machine's cores.
DEFAULT = Scrypt()


class PasswordError(ValueError):
    """A new password the rules refuse; the message says why, in one line."""


def check_new(password: str) -> None:
    if len(password) < MIN_LENGTH:
        raise PasswordError(f"the password must be at least {MIN_LENGTH} characters")
    if len(password) > MAX_LENGTH:
        raise PasswordError(f"the password must be at most {MAX_LENGTH} characters")


def hash_password(password: str, cost: Scrypt = DEFAULT) -> str:
    salt = secrets.token_bytes(SALT_BYTES)
    digest = _scrypt(password, salt, cost)
    return "$".join((SCHEME, str(cost.n), str(cost.r), str(cost.p), _b64(salt), _b64(digest)))


def verify(password: str, stored: str) -> bool:
    """Whether `password` is the one `stored` was made from."""
    try:
        scheme, n, r, p, salt, digest = stored.split("$")
        if scheme != SCHEME:
            return False
        cost = Scrypt(int(n), int(r), int(p))
        expected = base64.b64decode(digest, validate=True)
        found = _scrypt(password, base64.b64decode(salt, validate=True), cost)
    except ValueError:  # not a hash of ours, or parameters scrypt refuses
        return False
    return hmac.compare_digest(found, expected)


def stand_in(cost: Scrypt = DEFAULT) -> str:
    """A hash no password matches, checked for an unknown name so that it
    takes as long as a known name's wrong password."""
    return hash_password(secrets.token_urlsafe(24), cost)


def _scrypt(password: str, salt: bytes, cost: Scrypt) -> bytes:
    return hashlib.scrypt(
        password.encode("utf-8"),
        salt=salt,
        n=cost.n,
        r=cost.r,
        p=cost.p,
        maxmem=cost.maxmem,
        dklen=HASH_BYTES,
    )


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")
