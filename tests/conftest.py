"""Shared fixtures: the built site served like a static host, and Chromium.

Browser tests run against dist/ (build it with ./scripts/export.sh). Each test
gets a fresh browser context whose console messages, page errors, requests
and websockets are recorded on `page.recorded` (see `Recorded`); tests that
only read a hydrated page share one per route (`read_only_page`).

Under pytest-xdist every fixture with scope="session" exists once per worker:
each worker has its own static server on a free port and its own Chromium.
A module marked `xdist_group` runs on one worker (`--dist loadgroup`), so
its module fixtures (a CMS session, a `reflex run`) exist once.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest

# Every page, registered with the routes as its module is imported (salon/routes.py).
import salon.pages  # noqa: F401
from tests.editor_site import make_template

ROOT = Path(__file__).resolve().parents[1]
# SALON_SITE_DIR points the tests at another export (e.g. a private build).
DIST = Path(os.environ.get("SALON_SITE_DIR", ROOT / "dist"))
LOCAL_HOST = "127.0.0.1"

DESKTOP = {"viewport": {"width": 1280, "height": 800}}
MOBILE = {
    "viewport": {"width": 375, "height": 812},
    "device_scale_factor": 2,
    "has_touch": True,
    "is_mobile": True,
}


@dataclasses.dataclass
class Recorded:
    """What one page did: console output, uncaught errors and network use."""

    console: list[tuple[str, str]] = dataclasses.field(default_factory=list)  # (type, text)
    page_errors: list[str] = dataclasses.field(default_factory=list)
    requests: list[str] = dataclasses.field(default_factory=list)
    websockets: list[str] = dataclasses.field(default_factory=list)

    @property
    def console_errors(self) -> list[str]:
        return [text for kind, text in self.console if kind == "error"]

    @property
    def console_problems(self) -> list[str]:
        return [f"{kind}: {text}" for kind, text in self.console if kind in ("error", "warning")]

    def foreign_requests(self) -> list[str]:
        """Requests that left the machine (anything but the static host)."""
        return [
            url
            for url in self.requests
            if urlsplit(url).scheme in ("http", "https", "ws", "wss")
            and urlsplit(url).hostname != LOCAL_HOST
        ]

    def assert_no_console_errors(self) -> None:
        """No console error or warning and no uncaught exception so far."""
        assert self.console_problems == [], "console:\n" + "\n".join(self.console_problems)
        assert self.page_errors == [], "page errors:\n" + "\n".join(self.page_errors)


def pytest_configure(config):
    """A content file with bad values stops the run with its one-line errors
    (`file:line: path: message`), as the build does, instead of crashing the
    collection on the first test module that imports the content."""
    from salon.content_model import ContentError, load
    from salon.content_model.loader import error_lines

    try:
        load()
    except ContentError as error:
        pytest.exit("\n".join(error_lines(error)), returncode=1)


@pytest.fixture(scope="session")
def site_dir() -> Path:
    if not (DIST / "index.html").is_file() or not (DIST / "404.html").is_file():
        pytest.fail(f"no static export in {DIST}: run ./scripts/export.sh first", pytrace=False)
    return DIST


@pytest.fixture(scope="session")
def hosted(site_dir, tmp_path_factory):
    """The export as the hosting tests serve it, with the headers every host
    must send (tests/hosting.py)."""
    from tests.hosting import host_copy

    return host_copy(site_dir, tmp_path_factory.mktemp("hosting"))


@pytest.fixture(scope="session")
def base_url(site_dir):
    from tools.static_host import serve

    server = serve(site_dir)
    yield f"http://{LOCAL_HOST}:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    from tools.chromium import launch

    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


def recorded_page(browser, base_url, **options):
    """A page in a fresh context, recording on `page.recorded`; returns both."""
    settings = {
        **DESKTOP,
        "locale": "sv-SE",
        "timezone_id": "Europe/Stockholm",
        "base_url": base_url,
        **options,
    }
    context = browser.new_context(**settings)
    context.set_default_timeout(10_000)
    page = context.new_page()
    recorded = Recorded()
    page.on("console", lambda msg: recorded.console.append((msg.type, msg.text)))
    page.on("pageerror", lambda error: recorded.page_errors.append(str(error)))
    page.on("request", lambda request: recorded.requests.append(request.url))
    page.on("websocket", lambda ws: recorded.websockets.append(ws.url))
    page.recorded = recorded
    return context, page


@pytest.fixture
def new_page(browser, base_url):
    """Factory: `new_page(**context_options)` -> a recorded page in a fresh context.

    Options go to `browser.new_context` (e.g. `**MOBILE`); every context is
    closed at the end of the test.
    """
    contexts = []

    def make(**options):
        context, page = recorded_page(browser, base_url, **options)
        contexts.append(context)
        return page

    yield make
    for context in contexts:
        context.close()


# The tests that read the shared pages (`read_only_page`) run on one worker,
# which opens each page once for all of them, whichever file they are in.
READ_ONLY_GROUP = "read_only_pages"


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(items):
    for item in items:
        if "read_only_page" in getattr(item, "fixturenames", ()) and not any(
            item.iter_markers("xdist_group")
        ):
            item.add_marker(pytest.mark.xdist_group(READ_ONLY_GROUP))


@pytest.fixture(scope="session")
def read_only_page(browser, base_url):
    """Factory: `read_only_page(route)` -> a hydrated desktop page at `route`,
    opened once per worker and shared by every test that only reads its DOM
    (all on one worker: `pytest_collection_modifyitems`).

    A test that clicks, types, scrolls, routes requests or moves the clock
    must use `page`/`new_page` instead: whatever it changed, the next reader
    would see.

    The pages ask for reduced motion: what a test reads holds still (no
    carousel turns under it), and the pages, open until the worker ends,
    cost nothing meanwhile. With their carousels running, the two home pages
    took 0.23 CPU-s a second, most of it in Chromium's compositor, for the
    five minutes the rest of the run went on.
    """
    from tests.browser import open_route

    pages = {}

    def get(route: str):
        if route not in pages:
            context, page = recorded_page(browser, base_url, reduced_motion="reduce")
            open_route(page, route)
            pages[route] = (context, page)
        return pages[route][1]

    yield get
    for context, _page in pages.values():
        context.close()


@pytest.fixture
def page(new_page):
    """A desktop page (1280x800, sv-SE, Europe/Stockholm)."""
    return new_page()


@pytest.fixture
def mobile_page(new_page):
    """A phone-sized touch page (375x812)."""
    return new_page(**MOBILE)


@pytest.fixture
def ram_tmp_path(tmp_path):
    """A scratch folder in RAM (/dev/shm) where there is one, else tmp_path.
    For SQLite files: on a busy disk each commit's fsync takes tens of ms,
    and what the tests check (another connection sees a commit) is the same
    in RAM."""
    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        yield tmp_path
        return
    folder = Path(tempfile.mkdtemp(dir=shm, prefix="salon-test-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def editor_template(tmp_path_factory) -> Path:
    """A repository of the site's content and photos, one commit, for the
    editor's tests to copy (tests/editor_site.py)."""
    return make_template(tmp_path_factory.mktemp("template"))


AXE = ROOT / ".tools" / "node_modules" / "axe-core" / "axe.min.js"


@pytest.fixture(scope="module")
def axe_source() -> str:
    """axe-core's script, which the accessibility tests inject into pages."""
    if not AXE.is_file():
        pytest.fail(
            f"{AXE} is missing: run ./scripts/test.sh, whose setup installs axe-core "
            "(npm install --prefix .tools axe-core)",
            pytrace=False,
        )
    return AXE.read_text(encoding="utf-8")
