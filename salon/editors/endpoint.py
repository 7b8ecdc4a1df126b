"""`POST /api/editor`: Decap's proxy backend, and the admin page's own
actions, behind the same checks, in this order:

    405  any method but POST
    403  an Origin that is not the site's own as the request arrived, or none
    401  no live session (salon/editors/sessions.py)
    413  a body over MAX_BODY_BYTES (the schema's largest photo, as base64 in
         JSON, and the entry beside it), or a photo over the schema's limit
    415  not JSON;  400  not a JSON object
    then the action (salon/editors/actions.py): 422 for an unknown one.

Every answer is JSON and never cached; every error is `{"error": "<one
line>"}`, which Decap shows the editor as it is.
"""

from __future__ import annotations

import json
import logging

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from salon.content_model.fields import UPLOAD_MAX_BYTES
from salon.editors import request_origin
from salon.editors.actions import ActionError, Actions
from salon.editors.login import COOKIE
from salon.editors.repository import GitError
from salon.editors.sessions import Sessions

log = logging.getLogger("salon.editors")

# Base64 makes 4 bytes of 3; the entry's YAML and the JSON around it fit in the rest.
MAX_BODY_BYTES = UPLOAD_MAX_BYTES * 4 // 3 + 2_000_000
NO_STORE = {"Cache-Control": "no-store"}


def error(status: int, line: str, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse({"error": line}, status, headers={**NO_STORE, **(headers or {})})


class _TooLarge(Exception):
    pass


class Endpoint:
    def __init__(self, actions: Actions, sessions: Sessions, trusted: tuple[str, ...]):
        self.actions = actions
        self.sessions = sessions
        self.trusted = trusted

    async def __call__(self, request: Request) -> Response:
        if request.method != "POST":
            return error(405, "Bara POST.", {"Allow": "POST"})
        if not request_origin.same_origin(request, self.trusted):
            return error(403, "Anropet kommer inte från webbplatsens egen sida.")
        session = await run_in_threadpool(self.sessions.find, request.cookies.get(COOKIE))
        if session is None:
            return error(401, "Du är inte inloggad: ladda om sidan och logga in.")
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > MAX_BODY_BYTES:
            return error(413, _too_large())
        kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/json":
            return error(415, "Anropet ska vara JSON.")
        try:
            body = await _body(request)
        except _TooLarge:
            return error(413, _too_large())
        try:
            sent = json.loads(body)
        except (UnicodeDecodeError, ValueError):
            return error(400, "Anropet är inte giltig JSON.")
        if not isinstance(sent, dict):
            return error(400, "Anropet ska vara ett JSON-objekt.")
        try:
            result = await run_in_threadpool(
                self.actions.run, session, sent.get("action"), sent.get("params")
            )
        except ActionError as refused:
            return error(refused.status, refused.line)
        except GitError as failed:
            log.error("git failed for %s: %s", sent.get("action"), failed)
            return error(500, f"Förrådet kunde inte läsas eller skrivas: {failed}")
        except Exception:  # Decap shows a JSON error's line, nothing else
            log.exception("%s failed", sent.get("action"))
            return error(500, "Något gick fel på servern: ladda om sidan och försök igen.")
        return JSONResponse(result, headers=NO_STORE)


async def _body(request: Request) -> bytes:
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY_BYTES:
            raise _TooLarge
    return bytes(body)


def _too_large() -> str:
    return (
        f"För stort: ett foto får vara högst {UPLOAD_MAX_BYTES // 1_000_000} MB, "
        "och ladda upp ett i taget."
    )
