"""A real SMTP server on a free local port (aiosmtpd), keeping what it receives."""

from __future__ import annotations

import asyncio
import email
import email.policy
import ssl
import time
from email.message import EmailMessage

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult

from tools.ports import free_port


class Mailbox:
    """aiosmtpd handler: every accepted message, parsed, with its envelope,
    and its bytes as they came. `reply` other than 250 refuses each message
    instead; `hold` keeps each one waiting for the server's reply until
    the server stops (a send in progress)."""

    def __init__(self) -> None:
        self.messages: list[tuple[str, list[str], EmailMessage]] = []
        self.raw: list[bytes] = []
        self.reply = "250 OK"
        self.hold = False
        self.held = 0

    async def handle_DATA(self, server, session, envelope):
        if self.hold:
            self.held += 1
            await asyncio.Event().wait()
        if not self.reply.startswith("250"):
            return self.reply
        parsed = email.message_from_bytes(envelope.content, policy=email.policy.default)
        self.raw.append(envelope.original_content)
        self.messages.append((envelope.mail_from, list(envelope.rcpt_tos), parsed))
        return self.reply


class SmtpServer:
    """Stopped until start(); the port is fixed up front, so a client can be
    pointed at it while it is still down."""

    def __init__(
        self,
        *,
        user: str | None = None,
        password: str | None = None,
        tls: ssl.SSLContext | None = None,
        implicit_tls: bool = False,
    ) -> None:
        self.port = free_port()
        self.mailbox = Mailbox()
        self.logins: list[str] = []
        self._credentials = (user, password)
        self._tls = tls
        self._implicit_tls = implicit_tls
        self._controller: Controller | None = None

    @property
    def messages(self) -> list[tuple[str, list[str], EmailMessage]]:
        return self.mailbox.messages

    def _authenticate(self, server, session, envelope, mechanism, auth_data):
        ok = (auth_data.login.decode(), auth_data.password.decode()) == self._credentials
        if ok:
            self.logins.append(auth_data.login.decode())
        # handled=False: aiosmtpd answers (235 or 535) itself.
        return AuthResult(success=ok, handled=False)

    def start(self) -> SmtpServer:
        options: dict = {}
        if self._credentials[0] is not None:
            # aiosmtpd's auth_require_tls knows STARTTLS only, not a connection that began with TLS.
            options.update(
                authenticator=self._authenticate, auth_require_tls=not self._implicit_tls
            )
        if self._tls is not None and self._implicit_tls:
            options["ssl_context"] = self._tls
        elif self._tls is not None:
            options.update(tls_context=self._tls, require_starttls=True)
        self._controller = Controller(self.mailbox, hostname="127.0.0.1", port=self.port, **options)
        self._controller.start()
        return self

    def stop(self) -> None:
        if self._controller is not None:
            self._controller.stop()
            self._controller = None

    def wait_for(
        self, count: int, timeout: float = 10
    ) -> list[tuple[str, list[str], EmailMessage]]:
        """The messages once there are `count`; fails after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while len(self.messages) < count:
            assert time.monotonic() < deadline, (
                f"{len(self.messages)} of {count} messages after {timeout} s"
            )
            time.sleep(0.02)
        return self.messages
