"""The editor on the Reflex backend: its three addresses mounted in front of
the rest of the backend (`api_transformer`, which salon/salon.py gives
rx.App beside the receiver's), answering only when content/cms.yml's backend
is `server`; with any other backend every one of them is a 404 in JSON.
"""

from __future__ import annotations

import functools
import logging
import sqlite3
from collections.abc import Callable

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Mount, Route
from starlette.types import ASGIApp, Receive, Scope, Send

from salon import content
from salon.build_stop import BuildError, stop_build
from salon.cms import cms_settings
from salon.cms.cms_settings import EDITOR_ENDPOINT, LOGIN_PATH, LOGOUT_PATH
from salon.content_model import ContentError
from salon.editors import settings as editor_settings
from salon.editors.accounts import Accounts
from salon.editors.actions import Actions
from salon.editors.database import FILE, Database
from salon.editors.endpoint import Endpoint, error
from salon.editors.history import History
from salon.editors.login import Login
from salon.editors.login_record import LoginRecord
from salon.editors.repository import Repository
from salon.editors.saving import Publisher, Saver
from salon.editors.sessions import Sessions
from salon.publishing import publisher
from salon.server_log import log_to_stdout

log = logging.getLogger("salon.editors")
PATHS = (EDITOR_ENDPOINT, LOGIN_PATH, LOGOUT_PATH)


class _AnyMethod:
    """An endpoint that answers every method itself (Starlette's routes
    answer the methods they are not given in plain text)."""

    def __init__(self, handler: Callable[[Request], object]):
        self.handler = handler

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = await self.handler(Request(scope, receive))  # type: ignore[misc]
        await response(scope, receive, send)


class Editor:
    def __init__(
        self,
        config: editor_settings.Settings,
        publisher: Callable[[], Publisher],
        salon_name: Callable[[], str],
    ):
        database = Database(config.data_dir / FILE)
        repository = Repository(config.root)
        self.accounts = Accounts(database, config.cost, config.clock)
        self.sessions = Sessions(database, config.clock)
        saver = Saver(repository, self.sessions, config.data_dir, publisher, config.clock)
        history = History(repository, saver, config.clock)
        actions = Actions(repository, self.sessions, saver, history, publisher)
        self.endpoint = Endpoint(actions, self.sessions, config.trusted_proxies)
        self.login = Login(
            self.accounts,
            self.sessions,
            LoginRecord(database, config.clock),
            config.trusted_proxies,
            salon_name,
            config.clock,
        )

    def mount(self, app: ASGIApp) -> Starlette:
        """`app` with the editor's addresses in front of it."""
        return Starlette(
            routes=[
                Route(EDITOR_ENDPOINT, _AnyMethod(self.endpoint)),
                Route(LOGIN_PATH, _AnyMethod(self.login.login)),
                Route(LOGOUT_PATH, _AnyMethod(self.login.logout)),
                Mount("", app),
            ]
        )


async def _not_here(request: Request) -> Response:
    return error(404, "Redigering på den här servern är inte påslagen (content/cms.yml).")


def without_editor(app: ASGIApp) -> Starlette:
    """`app` with the editor's addresses answering 404: another backend saves."""
    return Starlette(
        routes=[*(Route(path, _AnyMethod(_not_here)) for path in PATHS), Mount("", app)]
    )


class EditorError(BuildError):
    """The editor cannot start: its settings or its database are wrong. The
    message says which."""

    def lines(self) -> list[str]:
        return [str(self)]


def _salon_name() -> str:
    try:
        return content.load().default.salon_name
    except ContentError:  # the checkout's content is broken: the page still logs in
        return ""


@functools.cache
def _editor() -> Editor | None:
    try:
        own_server = cms_settings.load_settings().own_server
    except cms_settings.CmsConfigError as problem:
        raise EditorError(f"The editor cannot start:\n{problem}") from None
    if not own_server:
        return None
    log_to_stdout(log)
    try:
        config = editor_settings.from_env()
        return Editor(config, publisher, _salon_name)
    except editor_settings.SettingsError as problem:
        raise EditorError(f"The editor is misconfigured:\n{problem}") from None
    except (sqlite3.Error, OSError) as problem:
        raise EditorError(f"The editor cannot open its database: {problem}") from None


def api_transformer(reflex_api: ASGIApp) -> ASGIApp:
    """rx.App(api_transformer=…): the editor in front of the rest of the
    backend, as the backend starts; an editor that cannot start stops it
    with what is wrong."""
    with stop_build():
        editor = _editor()
    return without_editor(reflex_api) if editor is None else editor.mount(reflex_api)
