"""`POST /api/kontakt` and the two hooks `salon/salon.py` gives Reflex.

The answer depends on what the client asked for. With `Accept:
application/json` (the page's script): 200 `{"ok": true}`, or a 4xx/5xx
`{"ok": false, "errors": {field or "form": text}}`. Without (a plain form
post): 303 to the thank-you page, or a small page saying what was wrong,
with the form again (replies.not_sent_page). Texts and thank-you page are
in the language the form's LANGUAGE field names (replies.language); an
answer given before the form is read (another origin, no form, too large)
is in the default language. deploy/README.md ("What it answers") lists
every status and when it is sent.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import sqlite3
import time
from collections.abc import Callable, Mapping

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.formparsers import MultiPartException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.types import ASGIApp, Message

from salon.build_stop import BuildError, stop_build
from salon.client_address import client_ip
from salon.contact_form import EMAIL, ENDPOINT, MESSAGE, NAME, THANKS_PATHS
from salon.content_model import ContentError
from salon.receiver import delivery, replies, settings
from salon.receiver.replies import Problem
from salon.receiver.store import RateLimited, Store, sender_keys
from salon.receiver.validation import honeypot_filled, validate
from salon.server_log import log_to_stdout
from static_first.generated import backend_cors

log = logging.getLogger("salon.receiver")

# Three fields of at most 5 000 characters, percent-encoded: well below this.
MAX_BODY_BYTES = 128 * 1024
FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")
# The not-sent page has no script and no style; it only posts the form here.
PAGE_POLICY = "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"


class _Rejected(Exception):
    def __init__(self, status: int, text_name: str):
        super().__init__(text_name)
        self.status = status
        self.problem = Problem(text_name)


class Receiver:
    """The endpoint and the delivery loop over one database."""

    def __init__(
        self, config: settings.Settings, reread: Callable[[], settings.Settings] | None = None
    ):
        self._config = config
        # The settings anew, where they follow the content: on the own server
        # an owner's new e-mail address in /admin/ gets the next message.
        self._reread = reread
        self.store = Store(config.db_path)
        # Made by the delivery loop, in the event loop that serves requests.
        self._wake: asyncio.Event | None = None

    @property
    def settings(self) -> settings.Settings:
        """The settings as the environment and the content say now; the last
        good ones while the content cannot be read (an edit half saved by hand)."""
        if self._reread is not None:
            try:
                self._config = self._reread()
            except (settings.SettingsError, ContentError) as error:
                log.warning("settings kept from before: %s", str(error).splitlines()[0])
        return self._config

    def mount(self, app: ASGIApp) -> Starlette:
        """`app` with the endpoint in front of it."""
        return Starlette(routes=[Route(ENDPOINT, self.endpoint, methods=["POST"]), Mount("", app)])

    async def deliver_forever(self) -> None:
        self._wake = asyncio.Event()
        await delivery.deliver_forever(self.store, lambda: self.settings, self._wake)

    async def endpoint(self, request: Request) -> Response:
        wants_json = "application/json" in request.headers.get("accept", "")
        typed: dict[str, str] | None = None
        language = replies.language(None)
        try:
            self._check_origin(request)
            typed = await self._read_form(request)
            language = replies.language(typed)
            if honeypot_filled(typed):
                log.info("message dropped: the honeypot was filled")
                return self._accepted(wants_json, language)
            submission, errors = validate(typed, language)
            if submission is None:
                return self._not_sent(wants_json, 422, errors, typed, language)
            keys = sender_keys(submission.email, self._client_ip(request))
            message_id = await run_in_threadpool(
                self.store.accept,
                submission,
                keys,
                now=time.time(),
                limit=self.settings.rate_limit,
                window_s=self.settings.rate_window_s,
            )
        except _Rejected as rejected:
            errors = {replies.FORM: rejected.problem}
            return self._not_sent(wants_json, rejected.status, errors, typed, language)
        except RateLimited as limited:
            errors = {replies.FORM: Problem(replies.RATE_LIMITED)}
            response = self._not_sent(wants_json, 429, errors, typed, language)
            response.headers["Retry-After"] = str(limited.retry_after_s)
            return response
        except (sqlite3.Error, OSError) as error:
            log.error("message not stored, answered 503: %s: %s", type(error).__name__, error)
            errors = {replies.FORM: Problem(replies.NOT_STORED)}
            return self._not_sent(wants_json, 503, errors, typed, language)
        log.info("message %s stored", message_id)
        if self._wake is not None:
            self._wake.set()
        return self._accepted(wants_json, language)

    def _check_origin(self, request: Request) -> None:
        # Browsers send Origin with every POST; other clients may omit it.
        origin = request.headers.get("origin")
        if origin is not None and origin not in self.settings.origins:
            raise _Rejected(403, replies.FOREIGN_ORIGIN)

    async def _read_form(self, request: Request) -> dict[str, str]:
        content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if content_type not in FORM_TYPES:
            raise _Rejected(415, replies.UNREADABLE)
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > MAX_BODY_BYTES:
            raise _Rejected(413, replies.TOO_LARGE)
        body = bytearray()
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_BODY_BYTES:
                raise _Rejected(413, replies.TOO_LARGE)

        async def replay() -> Message:
            return {"type": "http.request", "body": bytes(body), "more_body": False}

        try:
            form = await Request(request.scope, replay).form(max_files=0, max_fields=20)
        except (HTTPException, MultiPartException) as error:
            raise _Rejected(400, replies.UNREADABLE) from error
        fields: dict[str, str] = {}
        for key, value in form.multi_items():
            if not isinstance(value, str):
                raise _Rejected(400, replies.UNREADABLE)
            fields.setdefault(key, value)
        return fields

    def _client_ip(self, request: Request) -> str | None:
        """The visitor's address: the peer's, or, from the nginx in front,
        its X-Real-IP."""
        peer = request.client.host if request.client else None
        return client_ip(peer, request.headers, self.settings.trusted_proxies)

    @staticmethod
    def _accepted(wants_json: bool, language: str) -> Response:
        if wants_json:
            return JSONResponse({"ok": True})
        return RedirectResponse(THANKS_PATHS[language], status_code=303)

    @staticmethod
    def _not_sent(
        wants_json: bool,
        status: int,
        errors: Mapping[str, Problem],
        typed: Mapping[str, str] | None,
        language: str,
    ) -> Response:
        # The answer may repeat what the visitor typed: never cache it.
        headers = {"Cache-Control": "no-store"}
        if wants_json:
            body = {"ok": False, "errors": replies.texts(errors, language)}
            return JSONResponse(body, status, headers=headers)
        again = (
            None if typed is None else {key: typed.get(key, "") for key in (NAME, EMAIL, MESSAGE)}
        )
        return HTMLResponse(
            replies.not_sent_page(errors, again, language),
            status,
            headers={**headers, "Content-Security-Policy": PAGE_POLICY},
        )


class ReceiverError(BuildError):
    """The receiver cannot start: its settings are wrong, or its database
    cannot be opened. The message says which."""

    def lines(self) -> list[str]:
        return [str(self)]


@functools.cache
def _receiver() -> Receiver:
    log_to_stdout(log)
    try:
        config = settings.from_env()
    except settings.SettingsError as error:
        raise ReceiverError(f"The contact form's receiver is misconfigured:\n{error}") from None
    try:
        return Receiver(config, reread=settings.from_env)
    except (sqlite3.Error, OSError) as error:
        raise ReceiverError(
            f"The contact form's receiver cannot open {config.db_path}: {error}"
        ) from None


def api_transformer(reflex_api: ASGIApp) -> ASGIApp:
    """rx.App(api_transformer=…): the endpoint in front of Reflex's backend,
    as the backend starts; a receiver that cannot start stops it with what
    is wrong."""
    with stop_build():
        receiver = _receiver()
    # Reflex's CORS would let every origin read the answers: only the site's may.
    backend_cors.allow_only(receiver.settings.origins)
    return receiver.mount(reflex_api)


async def deliver_forever() -> None:
    """app.register_lifespan_task(…): forwards stored messages while the backend runs."""
    with stop_build():
        receiver = _receiver()
    await receiver.deliver_forever()
