"""`GET /admin/login`, `POST /admin/login` and `POST /admin/logout`.

- The page (salon/editors/login_page.py) in the browser's language.
- A log-in posted from the site's own page with the right name and password
  starts a session (salon/editors/sessions.py): the cookie COOKIE, HttpOnly,
  SameSite=Strict, Path=/, Secure when the browser came over HTTPS, and a 303
  to /admin/. An unknown name and a wrong password get the same page (200,
  the form again with one line, the name kept), after the same work (one
  password hash).
- After too many failures (salon/editors/login_record.py) every attempt,
  the right one too, gets 429 and a line saying when to try again, in the
  salon's time, until the lock-out ends.
- Log-out ends the session on the server and sends the browser to the page.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from urllib.parse import parse_qs

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from salon.cms.cms_settings import LOGIN_PATH
from salon.editors import local_time, login_page, request_origin
from salon.editors.accounts import Accounts, key
from salon.editors.login_record import LoginRecord
from salon.editors.sessions import Sessions

COOKIE = "salon_editor"
ADMIN_PATH = "/admin/"
FORM_MAX_BYTES = 4096
NAME_MAX = 100
NO_STORE = {"Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow"}


def set_cookie(response: Response, value: str, secure: bool) -> None:
    response.set_cookie(COOKIE, value, path="/", httponly=True, samesite="strict", secure=secure)


class Login:
    def __init__(
        self,
        accounts: Accounts,
        sessions: Sessions,
        record: LoginRecord,
        trusted: tuple[str, ...],
        salon_name: Callable[[], str],
        clock: Callable[[], float] = time.time,
    ):
        self.accounts = accounts
        self.sessions = sessions
        self.record = record
        self.trusted = trusted
        self.salon_name = salon_name
        self.clock = clock

    def _page(
        self, request: Request, status: int = 200, problem: str | None = None, name: str = ""
    ) -> HTMLResponse:
        lang = login_page.language(request.headers.get("accept-language"))
        text = login_page.TEXTS[lang].get(problem or "", problem) if problem else None
        html = login_page.page(lang, self.salon_name(), text, name)
        headers = {**NO_STORE, "Content-Security-Policy": login_page.POLICY}
        return HTMLResponse(html, status, headers=headers)

    async def login(self, request: Request) -> Response:
        if request.method in ("GET", "HEAD"):
            return self._page(request)
        if request.method != "POST":
            return Response(status_code=405, headers={"Allow": "GET, HEAD, POST"})
        if not request_origin.same_origin(request, self.trusted):
            return self._page(request, 403, "foreign")
        form = await _form(request)
        if form is None:
            return self._page(request, 400, "unreadable")
        name, password = form.get(login_page.NAME, ""), form.get(login_page.PASSWORD, "")
        name = name.strip()[:NAME_MAX]
        address = request_origin.address(request, self.trusted)
        until = await run_in_threadpool(self.record.locked_until, key(name), address)
        if until is not None:
            return self._locked(request, until, name)
        account = await run_in_threadpool(self.accounts.check, name, password)
        if account is None:
            await run_in_threadpool(self.record.failed, key(name), address)
            return self._page(request, 200, "wrong", name)
        await run_in_threadpool(self.sessions.end, request.cookies.get(COOKIE))
        value = await run_in_threadpool(self.sessions.start, key(account.name))
        response = RedirectResponse(ADMIN_PATH, 303, headers=NO_STORE)
        set_cookie(response, value, request_origin.scheme(request, self.trusted) == "https")
        return response

    def _locked(self, request: Request, until: float, name: str) -> Response:
        lang = login_page.language(request.headers.get("accept-language"))
        line = login_page.TEXTS[lang]["locked"].format(
            time=local_time.shown(until, self.clock(), lang)
        )
        response = self._page(request, 429, line, name)
        response.headers["Retry-After"] = str(max(1, int(until - self.clock()) + 1))
        return response

    async def logout(self, request: Request) -> Response:
        if request.method != "POST":
            return Response(status_code=405, headers={"Allow": "POST"})
        if not request_origin.same_origin(request, self.trusted):
            return self._page(request, 403, "foreign")
        await run_in_threadpool(self.sessions.end, request.cookies.get(COOKIE))
        response = RedirectResponse(LOGIN_PATH, 303, headers=NO_STORE)
        secure = request_origin.scheme(request, self.trusted) == "https"
        response.delete_cookie(COOKIE, path="/", secure=secure, httponly=True, samesite="strict")
        return response


async def _form(request: Request) -> dict[str, str] | None:
    """The posted form's first value of each field, or None if it is not a
    small URL-encoded form."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/x-www-form-urlencoded":
        return None
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > FORM_MAX_BYTES:
            return None
    try:
        fields = parse_qs(body.decode("utf-8"), keep_blank_values=True, max_num_fields=10)
    except (UnicodeDecodeError, ValueError):
        return None
    return {name: values[0] for name, values in fields.items()}
