"""The form's three fields: tidied, checked, and what is wrong with them;
and the language the visitor wrote in."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from email.headerregistry import Address, HeaderRegistry

from email_validator import validate_email

from salon.contact_form import EMAIL, HONEYPOT, MESSAGE, NAME
from salon.locales import DEFAULT
from salon.receiver import replies
from salon.receiver.replies import Problem

MAX_NAME = 100
# RFC 5321's limit for a forward path, the longest address mail can use.
# Checked first: the full check is far slower than a length.
MAX_EMAIL = 254
MAX_MESSAGE = 5000

# C0 and C1 control characters, DEL, and the line and paragraph separators.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029]")
_HEADERS = HeaderRegistry()


@dataclasses.dataclass(frozen=True)
class Submission:
    name: str
    email: str
    message: str
    # The code of the language of the page it was sent from (salon/locales.py).
    language: str = DEFAULT.code


def honeypot_filled(fields: Mapping[str, str]) -> bool:
    return bool(fields.get(HONEYPOT, "").strip())


def mail_address(text: str) -> Address:
    """`text` as the forwarded mail's Reply-To carries it, the domain in
    its ASCII (IDNA) form; ValueError when mail cannot carry it.

    The rules are email-validator's (RFC 5321/5322 as mail servers apply
    them, without internationalised local parts, which need SMTPUTF8) and
    those of Python's own header parser, which writes the mail: it reads
    an RFC 2047 encoded word ("=?…?=") where the RFCs see plain characters.
    """
    if len(text) > MAX_EMAIL:
        raise ValueError(f"longer than {MAX_EMAIL} characters")
    checked = validate_email(text, check_deliverability=False, allow_smtputf8=False)
    address = Address(username=checked.local_part, domain=checked.ascii_domain)
    parsed = _HEADERS("Reply-To", str(address))
    if parsed.defects or [found.addr_spec for found in parsed.addresses] != [address.addr_spec]:
        raise ValueError("a mail header would not carry it unchanged")
    return address


def is_email(text: str) -> bool:
    try:
        mail_address(text)
    except ValueError:
        return False
    return True


def validate(
    fields: Mapping[str, str], language: str = DEFAULT.code
) -> tuple[Submission | None, dict[str, Problem]]:
    """The tidied submission, sent in `language`, or None and one problem
    per bad field."""
    # A name and an address are one line each; they end up in mail headers.
    name = " ".join(_CONTROL.sub("", fields.get(NAME, "")).split())
    email = _CONTROL.sub("", fields.get(EMAIL, "")).strip()
    message = _CONTROL.sub(
        "", fields.get(MESSAGE, "").replace("\r\n", "\n").replace("\r", "\n")
    ).strip()

    errors: dict[str, Problem] = {}
    if not name:
        errors[NAME] = Problem(replies.NAME_MISSING)
    elif len(name) > MAX_NAME:
        errors[NAME] = Problem(replies.NAME_TOO_LONG, {"limit": MAX_NAME})
    if not email:
        errors[EMAIL] = Problem(replies.EMAIL_MISSING)
    elif not is_email(email):
        errors[EMAIL] = Problem(replies.EMAIL_INVALID)
    if not message:
        errors[MESSAGE] = Problem(replies.MESSAGE_MISSING)
    elif len(message) > MAX_MESSAGE:
        errors[MESSAGE] = Problem(
            replies.MESSAGE_TOO_LONG, {"limit": MAX_MESSAGE, "length": len(message)}
        )
    if errors:
        return None, errors
    return Submission(name=name, email=email, message=message, language=language), {}
