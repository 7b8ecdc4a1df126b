"""A stored message as an e-mail to the salon, and handing it to SMTP."""

from __future__ import annotations

import datetime
import smtplib
import ssl
from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime

from salon.receiver.settings import Smtp
from salon.receiver.store import Stored

TIMEOUT_S = 30
SUBJECT = "Meddelande från webbplatsen: {name}"
BODY = (
    "{message}\n\n-- \nSkickat via kontaktformuläret av {name} <{email}>.\n"
    "Svara på det här mejlet för att svara {name}.\n"
)


def compose(stored: Stored, smtp: Smtp) -> EmailMessage:
    """The salon reads it in Swedish and answers with its mail program's
    Reply, which goes to the visitor (Reply-To)."""
    mail = EmailMessage()
    mail["Subject"] = SUBJECT.format(name=stored.name)
    mail["From"] = smtp.sender
    mail["To"] = smtp.recipient
    mail["Reply-To"] = Address(display_name=stored.name, addr_spec=stored.email)
    mail["Date"] = format_datetime(
        datetime.datetime.fromtimestamp(stored.received_at, datetime.UTC)
    )
    # The same id on every attempt: a mail program shows a copy that was
    # sent twice (a crash between the server's OK and the database's
    # update) as one message.
    mail["Message-ID"] = (
        f"<kontakt-{stored.id}-{int(stored.received_at)}@{smtp.sender.rpartition('@')[2]}>"
    )
    mail.set_content(BODY.format(message=stored.message, name=stored.name, email=stored.email))
    return mail


def send(mail: EmailMessage, smtp: Smtp) -> None:
    """Hand the e-mail to the server; any exception means it was not taken."""
    tls = ssl.create_default_context()
    if smtp.security == "ssl":
        client = smtplib.SMTP_SSL(smtp.host, smtp.port, timeout=TIMEOUT_S, context=tls)
    else:
        client = smtplib.SMTP(smtp.host, smtp.port, timeout=TIMEOUT_S)
    with client:
        if smtp.security == "starttls":
            client.starttls(context=tls)
        if smtp.user:
            client.login(smtp.user, smtp.password or "")
        # Raises unless the server accepted the one recipient.
        client.send_message(mail)
