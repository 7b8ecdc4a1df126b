"""The form's three fields: tidied, checked, and what is wrong with them."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping

from salon.receiver import EMAIL, HONEYPOT, MESSAGE, NAME, replies

MAX_NAME = 100
# RFC 5321's limit for a forward path, the longest address mail can use.
MAX_EMAIL = 254
MAX_MESSAGE = 5000

# The HTML standard's "valid e-mail address" (what <input type=email>
# accepts), except that the domain needs a dot: a reply has to reach it. An
# internationalised domain is checked in its ASCII (punycode) form.
_LOCAL = r"[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+"
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_EMAIL = re.compile(rf"{_LOCAL}@{_LABEL}(?:\.{_LABEL})+")
# C0 and C1 control characters, DEL, and the line and paragraph separators.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029]")


@dataclasses.dataclass(frozen=True)
class Submission:
    name: str
    email: str
    message: str


def honeypot_filled(fields: Mapping[str, str]) -> bool:
    return bool(fields.get(HONEYPOT, "").strip())


def is_email(text: str) -> bool:
    local, at, domain = text.rpartition("@")
    if not at or len(text) > MAX_EMAIL:
        return False
    try:
        ascii_domain = domain.encode("idna").decode("ascii")
    except UnicodeError:
        return False
    return bool(_EMAIL.fullmatch(f"{local}@{ascii_domain}"))


def validate(fields: Mapping[str, str]) -> tuple[Submission | None, dict[str, str]]:
    """The tidied submission, or None and one Swedish message per bad field."""
    # A name and an address are one line each; they end up in mail headers.
    name = " ".join(_CONTROL.sub("", fields.get(NAME, "")).split())
    email = _CONTROL.sub("", fields.get(EMAIL, "")).strip()
    message = _CONTROL.sub(
        "", fields.get(MESSAGE, "").replace("\r\n", "\n").replace("\r", "\n")
    ).strip()

    errors: dict[str, str] = {}
    if not name:
        errors[NAME] = replies.NAME_MISSING
    elif len(name) > MAX_NAME:
        errors[NAME] = replies.NAME_TOO_LONG.format(limit=MAX_NAME)
    if not email:
        errors[EMAIL] = replies.EMAIL_MISSING
    elif not is_email(email):
        errors[EMAIL] = replies.EMAIL_INVALID
    if not message:
        errors[MESSAGE] = replies.MESSAGE_MISSING
    elif len(message) > MAX_MESSAGE:
        errors[MESSAGE] = replies.MESSAGE_TOO_LONG.format(limit=MAX_MESSAGE, length=len(message))
    if errors:
        return None, errors
    return Submission(name=name, email=email, message=message), {}
