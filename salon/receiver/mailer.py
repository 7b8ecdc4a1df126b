"""A stored message as an e-mail to the salon, and handing it to SMTP."""

from __future__ import annotations

import datetime
import re
import smtplib
import ssl
from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime

from salon import content
from salon.receiver.settings import Smtp
from salon.receiver.store import Stored
from salon.receiver.validation import mail_address

TIMEOUT_S = 30
SUBJECT = "Meddelande från webbplatsen: {name}"
# The salon reads its mail in Swedish; the visitor's language is named as
# the language switch names it (the content's `texts.language_name`).
BODY = (
    "{message}\n\n-- \nSkickat via kontaktformuläret av {name} <{email}>.\n"
    "Sidans språk: {language}\n"
    "Svara på det här mejlet för att svara {name}.\n"
)
# Python's header parser decodes an RFC 2047 encoded word ("=?utf-8?q?…?=")
# in whatever is set as a header, and releases before the CVE-2024-6923 fix
# write what it decoded, a CR LF too, back out as it is: a name could add
# headers (Bcc) to the mail. A word joiner (U+2060, invisible) after each
# "=" before a "?" leaves no encoded word to decode, whatever the Python.
_ENCODED_WORD = re.compile(r"=(?=\?)")
WORD_JOINER = "\u2060"


class Unsendable(Exception):
    """Trying again cannot help: the mail cannot be made from the message,
    or the server refused its content for good (a 5xx reply to DATA)."""


def header_text(text: str) -> str:
    """`text` as it may go into a header: shown the same, decoded as itself."""
    return _ENCODED_WORD.sub("=" + WORD_JOINER, text)


def compose(stored: Stored, smtp: Smtp) -> EmailMessage:
    """The salon reads it in Swedish and answers with its mail program's
    Reply, which goes to the visitor (Reply-To)."""
    try:
        visitor = mail_address(stored.email)
    except ValueError as error:
        raise Unsendable(f"the visitor's address: {error}") from error
    sender = mail_address(smtp.sender)
    name = header_text(stored.name)
    mail = EmailMessage()
    mail["Subject"] = SUBJECT.format(name=name)
    mail["From"] = sender
    mail["To"] = mail_address(smtp.recipient)
    mail["Reply-To"] = Address(display_name=name, username=visitor.username, domain=visitor.domain)
    mail["Date"] = format_datetime(
        datetime.datetime.fromtimestamp(stored.received_at, datetime.UTC)
    )
    # The same id on every attempt: a mail program shows a copy that was
    # sent twice (a crash between the server's OK and the database's
    # update) as one message.
    mail["Message-ID"] = f"<kontakt-{stored.id}-{int(stored.received_at)}@{sender.domain}>"
    mail.set_content(
        BODY.format(
            message=stored.message,
            name=stored.name,
            email=stored.email,
            language=language_name(stored.language),
        )
    )
    return mail


def language_name(code: str) -> str:
    """The language as the site names it in itself ("Svenska", "English"),
    or its code where the site is no longer built in it."""
    contents = content.load()
    return str(contents[code].texts.language_name) if code in contents else code


def send(mail: EmailMessage, smtp: Smtp) -> None:
    """Hand the e-mail to the server; any exception means it was not taken."""
    # Only when used: loading the system's certificates takes longer than
    # handing a mail to a local server.
    if smtp.security == "ssl":
        tls = ssl.create_default_context()
        client = smtplib.SMTP_SSL(smtp.host, smtp.port, timeout=TIMEOUT_S, context=tls)
    else:
        client = smtplib.SMTP(smtp.host, smtp.port, timeout=TIMEOUT_S)
    with client:
        if smtp.security == "starttls":
            client.starttls(context=ssl.create_default_context())
        if smtp.user:
            client.login(smtp.user, smtp.password or "")
        try:
            # Raises unless the server accepted the one recipient.
            client.send_message(mail)
        except smtplib.SMTPDataError as error:
            if error.smtp_code >= 500:
                raise Unsendable(f"refused by the server: {error}") from error
            raise
