"""The own server as a new owner runs it: a copy of the project made into a
git repository with `backend: server` in content/cms.yml, two editors added
with `python -m salon.editors add`, and ./scripts/serve.sh (Debian's nginx
in front of the Reflex backend, the editor and the publisher), which builds
the site first. Everything goes through nginx, as a browser's requests do.

- The log-in page: two policies (the site's headers from nginx, the page's
  own from the backend), none violated, at a phone's 375 px.
- The owner's whole path in a real browser, /admin/ opened by a host name
  (tests/hosting.py's LIVE_HOST) over plain HTTP, as a phone on the local
  network opens it: log in with the form, change a price in Decap,
  Publicera, the bar says "Publiceras…" then "Publicerad HH:MM", and the
  live page shows the new price, while a reader fetching it all along only
  ever gets whole pages whose policy is their headers'; the commit holds
  that file alone, by the editor.
- A value only the build can check (a closing time before the opening time)
  refused with the build's own line in Decap; '25:00' posted raw refused
  with its line; nothing committed, the live site unchanged.
- Logga ut in the bar ends the session on the server.
- Every probe of the endpoint, as HTTP requests (tools/editor_client.py);
  two editors at once; the lock-out; log-out.
- kill -9 of the whole stack in the middle of a build after a save: at the
  next start the site served is a whole release at once, and the save goes
  live by itself. A failed build leaves the live site and says its line.
  Ctrl-C stops everything.

One stack for the module, one warm work tree (the publisher's, made at the
first build from the copy's .web/ and .cache/), one browser and one Decap
session (the owner's: the price, the refused value, Logga ut). The switch
itself, many times over with releases whose policies all differ, is held by
the last test, with a stand-in build of a moment.
"""

from __future__ import annotations

import asyncio
import base64
import concurrent.futures
import datetime
import http.client
import json
import re
import signal
import sqlite3
import subprocess
import threading
import time
import urllib.error
import urllib.request
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import expect

from salon import routes
from salon.calendar import TIME_ZONE
from salon.cms.cms_settings import LOGIN_PATH
from salon.content_model import ContentError
from salon.content_model.fields import UPLOAD_MAX_BYTES
from salon.editors import login_page
from salon.editors.login_record import PER_NAME, WINDOW_S
from salon.publishing import nginx, reload
from salon.publishing.builder import Publisher
from salon.publishing.releases import PARTIAL, Releases
from salon.publishing.state import StateFile
from salon.publishing.worktree import head
from tests import fake_export
from tests.browser import CSP_PROBE
from tests.content import CONTENT
from tests.content_edit import DOCUMENT, contents_with, with_value
from tests.decap import COLLECTION_LABEL, Form, content_form
from tests.editor_site import photo, prices, with_price
from tests.hosting import LIVE_HOST, editor_body_limit
from tests.own_server import (
    EDITORS,
    Reader,
    Stack,
    command_line,
    commit_all,
    get,
    git,
    own_server_project,
    wait_for_text,
)
from tools.editor_client import Answer, EditorClient
from tools.own_server_setup import add_editor
from tools.ports import free_port

pytestmark = pytest.mark.xdist_group("own-server")

PUBLISH_TIMEOUT_S = 240
TREATMENTS = routes.get("treatments", CONTENT.locale).path
HOURS_FILE, PRICES_FILE = "content/hours.yml", "content/treatments.yml"
SATURDAY = ("hours", 5)
OWNER, SECOND = list(EDITORS)
_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"/>')


def run(coroutine):
    """asyncio.run in a thread of its own: a browser test before this one on
    the same pytest worker leaves Playwright's event loop on this thread."""
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()


def price_text(service, price: int) -> str:
    return CONTENT.price_label(service.model_copy(update={"price": price}))


def unused_price(service, page: str, start: int = 1) -> int:
    """A price for `service` that `page` shows nowhere."""
    return next(
        p
        for p in range(service.price + start, service.price + 500)
        if price_text(service, p) not in page
    )


def build_line(changes: dict) -> str:
    """The build's own line for the content with `changes`."""
    with pytest.raises(ContentError) as refused:
        contents_with(changes)
    return refused.value.errors[0]


def assert_error(answer: Answer, status: int) -> str:
    """`answer` is `status` with a body of one JSON line, {"error": "…"}; the line."""
    assert answer.status == status, (answer.status, answer.text[:300])
    assert answer.headers.get_content_type() == "application/json", answer.headers
    body = answer.json()
    assert list(body) == ["error"] and isinstance(body["error"], str), body
    assert body["error"].strip() and "\n" not in body["error"], body
    return body["error"]


@pytest.fixture(scope="module")
def own_server(tmp_path_factory):
    if nginx.binary() is None:
        pytest.skip("no nginx binary: install Debian's nginx")
    folder = tmp_path_factory.mktemp("own-server")
    stack = Stack(own_server_project(folder), folder / "data", free_port(), folder / "serve.log")
    for name, password in EDITORS.items():
        add_editor(stack.project, stack.env, name, password)
    stack.start()
    try:
        stack.wait_started()
        yield stack
    finally:
        stack.stop()


@pytest.fixture(scope="module")
def named_browser(browser):
    """The suite's Chromium (the headless shell) with LIVE_HOST resolving to
    this machine: /admin/ opened by a name over plain HTTP, as a phone on
    the salon's network opens the own server (no secure context)."""
    from tools.chromium import CHROMIUM_ARGS, chromium_path

    named = browser.browser_type.launch(
        executable_path=chromium_path(),
        args=[*CHROMIUM_ARGS, f"--host-resolver-rules=MAP {LIVE_HOST} 127.0.0.1"],
    )
    yield named
    named.close()


def site_by_name(stack: Stack) -> str:
    return f"http://{LIVE_HOST}:{stack.port}"


def open_page(browser, stack: Stack, **options):
    """A Swedish page on the named site that records what went wrong and
    refuses any request to another host."""
    context = browser.new_context(
        locale="sv-SE", timezone_id=TIME_ZONE, base_url=site_by_name(stack), **options
    )
    context.set_default_timeout(30_000)
    page = context.new_page()
    page.add_init_script(CSP_PROBE)
    page.problems = []
    page.elsewhere = []
    page.on("pageerror", lambda error: page.problems.append(f"pageerror: {error}"))
    page.on(
        "console",
        lambda message: (
            page.problems.append(f"{message.type}: {message.text}")
            if message.type == "error"
            else None
        ),
    )
    # Leaving an entry with a refused change asks first; the owner says yes.
    page.on("dialog", lambda dialog: dialog.accept())

    def refuse(route) -> None:
        page.elsewhere.append(route.request.url)
        route.abort()

    context.route(lambda url: not url.startswith(site_by_name(stack)), refuse)
    return context, page


def editor(stack: Stack, name: str | None = None) -> EditorClient:
    """An editor's session over HTTP through nginx; logged in if `name`."""
    client = EditorClient(stack.url)
    if name is not None:
        assert client.log_in(name, EDITORS[name]).status == 303
    return client


def read_entry(client: EditorClient, path: str) -> str:
    """What Decap does when the editor opens an entry: the file as HEAD has it."""
    answer = client.call("getEntry", {"path": path})
    assert answer.status == 200, answer.text
    return answer.json()["data"]


def persist(client: EditorClient, path: str, raw: str, message: str) -> Answer:
    """Decap's save of one entry."""
    return client.call(
        "persistEntry",
        {
            "dataFiles": [
                {"slug": path.rsplit("/", 1)[-1].split(".")[0], "path": path, "raw": raw}
            ],
            "assets": [],
            "options": {"commitMessage": message},
        },
    )


def last_commit(stack: Stack, commit: str = "HEAD") -> dict:
    author, message = git(stack.project, "log", "-1", "--format=%an <%ae>%x1f%s", commit).split(
        "\x1f"
    )
    files = git(stack.project, "show", "--name-only", "--format=", commit).split()
    return {"author": author, "message": message, "files": files}


def nginx_line(location: str) -> str:
    """The JSON line deploy/nginx/salon.conf answers in `location` itself."""
    block = re.search(
        rf"location {location} {{.*?return \d+ '([^']*)';", nginx.SHIPPED.read_text(), re.S
    )
    return json.loads(block.group(1))["error"]


def tree_is_clean(stack: Stack) -> bool:
    return git(stack.project, "status", "--porcelain") == ""


# --- the stack ------------------------------------------------------------------------------


def test_the_stack_builds_the_site_serves_it_and_passes_the_form_to_the_receiver(own_server):
    page = get(own_server.url + TREATMENTS)
    assert page.whole_and_consistent(), page.status
    state = StateFile(own_server.data / "publish" / "state.json").read()
    assert (state.commit, state.error) == (head(own_server.project), None)
    request = urllib.request.Request(
        own_server.url + "/api/kontakt",
        data=b"namn=Anna&email=anna%40example.se&meddelande=Hej&webbplats=",
        headers={"Origin": own_server.url, "Accept": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200


# --- the log-in page ---------------------------------------------------------------------


def test_the_log_in_page_through_nginx_has_two_policies_none_violated_at_375_px(
    own_server, named_browser
):
    context, page = open_page(
        named_browser,
        own_server,
        viewport={"width": 375, "height": 812},
        is_mobile=True,
        has_touch=True,
    )
    try:
        # /admin/ without a session sends the browser to the log-in page.
        page.goto("/admin/")
        page.wait_for_url(f"**{LOGIN_PATH}")
        # (The session check's 401 before the move is the browser's line.)
        page.problems.clear()
        response = page.goto(LOGIN_PATH)
        policies = [
            value
            for name, value in ((h["name"], h["value"]) for h in response.headers_array())
            if name.lower() == "content-security-policy"
        ]
        # The site's, from nginx's include, and the page's own, from the backend.
        assert len(policies) == 2 and login_page.POLICY in policies, policies
        assert response.headers["x-robots-tag"].startswith("noindex")
        name, password = page.locator("#name"), page.locator("#password")
        expect(name).to_have_attribute("autocomplete", "username")
        expect(password).to_have_attribute("autocomplete", "current-password")
        expect(password).to_have_attribute("type", "password")
        # Its stylesheet and the salon's logo, as nginx serves them from /admin/.
        sheet = page.locator("link[rel=stylesheet]")
        assert sheet.evaluate("link => link.sheet !== null && link.sheet.cssRules.length > 0")
        assert page.locator("img").evaluate("image => image.complete && image.naturalWidth > 0")
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        # A wrong password: the form again with its one line, at the same width.
        name.fill("okänd")
        password.fill("inte-rätt-lösenord")
        page.get_by_role("button", name="Logga in").click()
        expect(page.get_by_role("alert")).to_have_text(login_page.TEXTS["sv"]["wrong"])
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        assert page.evaluate("window.__cspViolations") == []
        assert page.problems == [] and page.elsewhere == []
    finally:
        context.close()


# --- the owner's whole path -------------------------------------------------------------------


@pytest.fixture(scope="module")
def decap(own_server, named_browser):
    """The owner's one session at 1280 px: /admin/ sends them to the log-in
    page, the form logs them in, and Decap starts as them. The page keeps
    each body it posted to the endpoint (`page.sent`)."""
    context, page = open_page(named_browser, own_server, viewport={"width": 1280, "height": 800})
    page.sent = []
    page.on(
        "request",
        lambda request: (
            page.sent.append(request.post_data_json)
            if request.url.endswith("/api/editor") and request.method == "POST"
            else None
        ),
    )
    try:
        page.goto("/admin/")
        page.wait_for_url(f"**{LOGIN_PATH}")
        page.problems.clear()  # the session check's 401, the browser's line
        page.locator("#name").fill(OWNER)
        page.locator("#password").fill(EDITORS[OWNER])
        page.get_by_role("button", name="Logga in").click()
        page.wait_for_url("**/admin/")
        yield page
    finally:
        context.close()


def test_the_owner_logs_in_changes_a_price_in_decap_and_it_goes_live(own_server, decap):
    page = decap
    category = CONTENT.categories[0]
    service = category.services[0]
    before = get(own_server.url + TREATMENTS).body
    price = unused_price(service, before)
    new = price_text(service, price)
    saved_before = head(own_server.project)
    # Decap starts as the editor, without its own log-in button.
    expect(page.get_by_role("heading", name=COLLECTION_LABEL)).to_be_visible(timeout=60_000)
    bar = page.locator("#salon-editor")
    state = bar.get_by_role("status")
    expect(state).to_have_text(re.compile(r"^Publicerad \d\d:\d\d$"), timeout=30_000)
    form = Form(page, content_form(), site_by_name(own_server))
    form.open_entry("categories")
    form.change_price(category, service, price)
    with Reader(own_server.url + TREATMENTS) as reader:
        form.publish_and_wait()
        saved_at = time.monotonic()
        expect(state).to_have_text("Publiceras…", timeout=30_000)
        expect(state).to_have_text(
            re.compile(r"^Publicerad \d\d:\d\d$"), timeout=PUBLISH_TIMEOUT_S * 1000
        )
        live_at = wait_for_text(own_server.url + TREATMENTS, new, 10)
    print(f"edit to live through Decap: {live_at - saved_at:.1f} s")
    published = StateFile(own_server.data / "publish" / "state.json").read()
    at = datetime.datetime.fromtimestamp(published.published_at, ZoneInfo(TIME_ZONE))
    expect(state).to_have_text(f"Publicerad {at:%H:%M}")
    # The last changes: the owner's, first.
    expect(bar.locator("li").first).to_contain_text(f"{OWNER}, ")
    assert page.evaluate("window.__cspViolations") == []
    assert page.problems == [] and page.elsewhere == []
    # One commit of that file alone, by the editor, with Decap's message.
    commit = head(own_server.project)
    assert git(own_server.project, "rev-parse", f"{commit}^") == saved_before
    (persisted,) = [body for body in page.sent if body["action"] == "persistEntry"]
    assert last_commit(own_server) == {
        "author": f"{OWNER} <{OWNER}@editor.invalid>",
        "message": persisted["params"]["options"]["commitMessage"],
        "files": [PRICES_FILE],
    }
    assert published.commit == commit
    assert tree_is_clean(own_server)
    # The old page, then the new one, and only ever whole pages.
    assert reader.failures == []
    assert [page.status for page in reader.pages if not page.whole_and_consistent()] == []
    shown = [new in page.body for page in reader.pages]
    assert shown[0] is False and shown[-1] is True
    assert len(Releases(own_server.data / "publish").all()) == 2


def test_a_value_only_the_build_checks_is_refused_in_decap_with_its_line(own_server, decap):
    page = decap
    page.problems.clear()
    saturday = CONTENT.hours[SATURDAY[1]]
    closes = "09:00"
    assert closes < saturday.opens
    line = build_line({(*SATURDAY, "closes"): closes})
    commit, live = head(own_server.project), get(own_server.url + TREATMENTS).body
    form = Form(page, content_form(), site_by_name(own_server))
    form.open_entry("hours")
    # The form takes it: each time is HH:MM.
    form.change_day(saturday.day, "closes", closes)
    with page.expect_response(
        lambda response: (
            response.url.endswith("/api/editor")
            and (response.request.post_data_json or {}).get("action") == "persistEntry"
        )
    ) as answer:
        form.publish()
    assert answer.value.status == 422
    shown = answer.value.json()["error"]
    # The build's line, where Decap wrote the file (its line may differ).
    assert re.fullmatch(re.sub(r":\d+:", r":\\d+:", re.escape(line), count=1), shown), (
        shown,
        line,
    )
    expect(page.get_by_text(shown)).to_be_visible(timeout=30_000)
    assert page.evaluate("window.__cspViolations") == []
    # The browser's line for the 422; Decap's own log of the refusal, and
    # the promise of the save it leaves rejected once it has shown it.
    decaps = ("error: Object", "pageerror: Object")
    others = [p for p in page.problems if "422" not in p and shown not in p and p not in decaps]
    assert others == [] and page.elsewhere == []
    assert head(own_server.project) == commit and tree_is_clean(own_server)
    assert get(own_server.url + TREATMENTS).body == live


def test_logga_ut_in_the_bar_ends_the_session_on_the_server(own_server, decap):
    page = decap
    (cookie,) = [c["value"] for c in page.context.cookies() if c["name"] == "salon_editor"]
    page.locator("#salon-editor").get_by_role("button", name="Logga ut").click()
    page.wait_for_url(f"**{LOGIN_PATH}")
    assert [c for c in page.context.cookies() if c["name"] == "salon_editor"] == []
    # The cookie's value, kept elsewhere, opens nothing any more.
    ended = EditorClient(own_server.url)
    ended.cookie = cookie
    assert_error(ended.call("session"), 401)


def test_a_bad_value_posted_raw_is_refused_with_the_builds_line(own_server):
    loc = (*SATURDAY, "closes")
    line = build_line({loc: "25:00"})
    assert (
        line
        == f"{HOURS_FILE}:{DOCUMENT.line(loc)}: hours[Lördag].closes: must be HH:MM, got '25:00'"
    )
    commit, live = head(own_server.project), get(own_server.url + TREATMENTS).body
    client = editor(own_server, OWNER)
    raw = with_value(read_entry(client, HOURS_FILE), loc, "'25:00'")
    assert assert_error(persist(client, HOURS_FILE, raw, "Update Öppettider"), 422) == line
    assert head(own_server.project) == commit and tree_is_clean(own_server)
    assert get(own_server.url + TREATMENTS).body == live


# --- the probes ---------------------------------------------------------------------------


def test_every_probe_of_the_endpoint_through_nginx_is_refused_in_one_json_line(
    own_server, tmp_path
):
    commit = head(own_server.project)
    stranger, owner = editor(own_server), editor(own_server, OWNER)
    got = owner.request("GET", "/api/editor")
    assert_error(got, 405)
    assert got.headers["Allow"] == "POST"
    assert_error(stranger.call("session"), 401)
    assert_error(owner.call("session", headers={"Origin": "http://elsewhere.example"}), 403)
    assert_error(owner.call("session", headers={"Origin": None}), 403)
    assert owner.call("session").json() == {"name": OWNER}
    # Paths outside what /admin/ edits: refused, nothing read or written.
    outside = tmp_path / "outside.jpg"
    outside.write_bytes(b"not yours")
    link = own_server.project / "images" / "source" / "ut.jpg"
    link.symlink_to(outside)
    small = base64.b64encode(photo()).decode()
    try:
        for path in (
            "../outside.yml",
            "content/../../outside.yml",
            str(outside),
            "/etc/passwd",
            ".git/config",
            "content/.git/config",
            "content/cms.yml",
            "salon/salon.py",
            "rxconfig.py",
        ):
            assert_error(persist(owner, path, "x: 1\n", "probe"), 403)
            assert_error(owner.call("getEntry", {"path": path}), 403)
        for path in ("images/source/ut.jpg", "images/source/../../ut.jpg", ".git/hooks/x.jpg"):
            asset = {"path": path, "content": small, "encoding": "base64"}
            assert_error(owner.call("persistMedia", {"asset": asset}), 403)
        assert outside.read_bytes() == b"not yours"
    finally:
        link.unlink()
    # A photo over the schema's limit: the backend's 413; a body over
    # nginx's limit: nginx's own, in JSON as well.
    big = base64.b64encode(bytes(UPLOAD_MAX_BYTES + 1)).decode()
    asset = {"path": "images/source/stor.jpg", "content": big, "encoding": "base64"}
    too_large = owner.call("persistMedia", {"asset": asset})
    assert assert_error(too_large, 413).startswith("stor.jpg är 20.0 MB; ett foto får vara högst")
    limit = editor_body_limit()
    connection = http.client.HTTPConnection("127.0.0.1", own_server.port, timeout=30)
    try:
        connection.putrequest("POST", "/api/editor")
        for name, value in {
            "Origin": own_server.url,
            "Cookie": f"salon_editor={owner.cookie}",
            "Content-Type": "application/json",
            "Content-Length": str(limit + 1),
        }.items():
            connection.putheader(name, value)
        connection.endheaders()
        response = connection.getresponse()  # nginx answers before the body
        answer = Answer(response.status, response.headers, response.read())
    finally:
        connection.close()
    assert assert_error(answer, 413) == nginx_line("@editor_too_large")
    # Nothing was written or committed.
    assert head(own_server.project) == commit and tree_is_clean(own_server)
    assert not (own_server.project / "images" / "source" / "stor.jpg").exists()


# --- two editors ----------------------------------------------------------------------------


def test_two_editors_at_once_both_land_merged_or_refused_naming_who_was_first(own_server):
    anna, bo = editor(own_server, OWNER), editor(own_server, SECOND)
    start = head(own_server.project)

    # Different sections at the same moment: both land, each its own commit.
    prices_text = read_entry(anna, PRICES_FILE)
    hours_text = read_entry(bo, HOURS_FILE)
    first = prices(prices_text)
    opens = with_value(hours_text, ("hours", 0, "opens"), "'10:15'")
    together = threading.Barrier(2)

    def save(client, path, raw, message):
        together.wait()
        return persist(client, path, raw, message)

    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        both = [
            pool.submit(
                save, anna, PRICES_FILE, with_price(prices_text, 0, first[0] + 1), "Anna: pris"
            ),
            pool.submit(save, bo, HOURS_FILE, opens, "Bo: öppettider"),
        ]
        assert [future.result().status for future in both] == [200, 200]
    commits = git(own_server.project, "rev-list", f"{start}..HEAD").split()
    assert sorted(last_commit(own_server, c)["author"].split()[0] for c in commits) == [
        "Anna",
        "Bo",
    ]
    assert sorted(tuple(last_commit(own_server, c)["files"]) for c in commits) == [
        (HOURS_FILE,),
        (PRICES_FILE,),
    ]
    assert prices(read_entry(anna, PRICES_FILE))[0] == first[0] + 1
    assert "'10:15'" in read_entry(anna, HOURS_FILE)

    # The same section, lines apart: the second save is merged.
    text = read_entry(anna, PRICES_FILE)
    assert read_entry(bo, PRICES_FILE) == text
    now = prices(text)
    last = len(now) - 1
    assert persist(anna, PRICES_FILE, with_price(text, 0, now[0] + 1), "Anna: första").status == 200
    merged = persist(bo, PRICES_FILE, with_price(text, last, now[last] + 1), "Bo: sista")
    assert merged.status == 200, merged.text
    both_prices = prices(read_entry(anna, PRICES_FILE))
    assert (both_prices[0], both_prices[last]) == (now[0] + 1, now[last] + 1)
    assert last_commit(own_server)["author"].startswith("Bo ")

    # The same lines: the second save is refused, naming who saved first.
    text = read_entry(anna, PRICES_FILE)
    assert read_entry(bo, PRICES_FILE) == text
    now = prices(text)
    assert persist(anna, PRICES_FILE, with_price(text, 1, now[1] + 7), "Anna: igen").status == 200
    commit = head(own_server.project)
    refused = assert_error(
        persist(bo, PRICES_FILE, with_price(text, 1, now[1] + 9), "Bo: samma"), 409
    )
    assert refused.startswith(f"{OWNER} sparade Behandlingar"), refused
    assert head(own_server.project) == commit
    assert prices(read_entry(bo, PRICES_FILE))[1] == now[1] + 7
    assert tree_is_clean(own_server)


# --- sessions ----------------------------------------------------------------------------------


def test_log_out_ends_the_session_on_the_server(own_server):
    client = editor(own_server, OWNER)
    cookie = client.cookie
    assert client.call("session").status == 200
    answer = client.log_out()
    assert (answer.status, answer.headers["Location"]) == (303, LOGIN_PATH)
    client.cookie = cookie  # the browser forgot it; a copy of it opens nothing
    assert_error(client.call("session"), 401)


def test_after_too_many_failures_even_the_right_password_is_refused_until_the_window_passes(
    own_server,
):
    client = editor(own_server)
    answers = [client.log_in(SECOND, f"fel-lösenord-{n}") for n in range(25)]
    assert [a.status for a in answers[:PER_NAME]] == [200] * PER_NAME
    assert {a.status for a in answers[PER_NAME:]} == {429}
    page = answers[-1].text
    locked = re.escape(login_page.TEXTS["sv"]["locked"]).replace(r"\{time\}", r"kl\. \d\d:\d\d")
    assert re.search(locked, page), page
    assert 0 < int(answers[-1].headers["Retry-After"]) <= WINDOW_S
    english = client.log_in(SECOND, "fel", headers={"Accept-Language": "en"})
    assert english.status == 429 and "Too many failed attempts" in english.text
    # The right password too; the other editor is not locked out.
    assert client.log_in(SECOND, EDITORS[SECOND]).status == 429
    assert editor(own_server).log_in(OWNER, EDITORS[OWNER]).status == 303
    # The window passes (the failures moved back by its length): let in.
    with sqlite3.connect(own_server.data / "editors.db") as db:
        db.execute("UPDATE failures SET at = at - ?", (WINDOW_S,))
    assert client.log_in(SECOND, EDITORS[SECOND]).status == 303
    assert client.call("session").json() == {"name": SECOND}


# --- crashes ------------------------------------------------------------------------------------


def running_export(stack: Stack) -> int | None:
    """The pid of the build's `reflex export` when its frontend build runs."""
    exports = [
        pid
        for pid in stack.processes()
        if (line := command_line(pid)) and "reflex" in line and "export" in line
    ]
    frontend = [
        pid
        for pid in stack.processes()
        if any(
            "node_modules" in part or part.endswith(("bun", "node")) for part in command_line(pid)
        )
    ]
    return exports[0] if exports and frontend else None


def test_kill_9_in_the_middle_of_a_build_then_the_next_start_serves_a_whole_site_and_the_save(
    own_server,
):
    service = CONTENT.categories[0].services[2]
    client = editor(own_server, OWNER)
    text = read_entry(client, PRICES_FILE)
    index = [s for c in CONTENT.categories for s in c.services].index(service)
    live = get(own_server.url + TREATMENTS).body
    price = unused_price(service, live, start=20)
    saved = persist(client, PRICES_FILE, with_price(text, index, price), "Anna: före krasch")
    assert saved.status == 200, saved.text
    commit = head(own_server.project)
    deadline = time.monotonic() + 60
    while running_export(own_server) is None:
        assert time.monotonic() < deadline, own_server.tail()
        time.sleep(0.05)
    own_server.kill()
    publish = own_server.data / "publish"
    assert StateFile(publish / "state.json").read().building is not None
    killed_at = len(own_server.log.read_bytes())
    with Reader(own_server.url + TREATMENTS) as reader:
        own_server.start()
        own_server.wait_started(since=killed_at)
        # Served at once: the release that was live, whole.
        first = get(own_server.url + TREATMENTS)
        assert first.whole_and_consistent()
        wait_for_text(own_server.url + TREATMENTS, price_text(service, price), PUBLISH_TIMEOUT_S)
    assert [page.status for page in reader.pages if not page.whole_and_consistent()] == []
    assert any(price_text(service, price) not in page.body for page in reader.pages)
    state = StateFile(publish / "state.json").read()
    assert (state.commit, state.error, state.building) == (commit, None, None)
    assert not [path for path in (publish / "releases").iterdir() if path.name.endswith(PARTIAL)]
    assert len(Releases(publish).all()) == 2


def test_a_failed_build_leaves_the_live_site_and_admin_says_its_line(own_server):
    """A commit made outside /admin/ (by hand, then `python -m salon.publishing
    publish`) that the build refuses."""
    live = get(own_server.url + TREATMENTS).body
    loc = (*SATURDAY, "closes")
    path = own_server.project / HOURS_FILE
    original = path.read_text(encoding="utf-8")
    path.write_text(with_value(original, loc, "'25:00'"), encoding="utf-8")
    commit_all(own_server.project, "Öppettider för hand")
    publisher = Publisher(repository=own_server.project, publish=own_server.data / "publish")
    state = run(asyncio.wait_for(publisher.publish(), PUBLISH_TIMEOUT_S))
    assert state.state == "failed"
    assert state.error == build_line({loc: "25:00"}), state.error
    assert get(own_server.url + TREATMENTS).body == live
    status = editor(own_server, OWNER).call("status").json()
    assert (status["state"], status["error"]) == ("failed", state.error)
    path.write_text(original, encoding="utf-8")
    commit_all(own_server.project, "Öppettider tillbaka")


def test_ctrl_c_stops_everything_it_started(own_server):
    process = own_server.process
    assert len(own_server.processes()) >= 3  # the stack, the backend, nginx
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=30) == 0
    deadline = time.monotonic() + 10
    while own_server.processes():
        assert time.monotonic() < deadline, own_server.processes()
        time.sleep(0.1)
    with pytest.raises(OSError):
        urllib.request.urlopen(own_server.url, timeout=2)


# --- the switch, many times, with releases whose policies all differ -------------------


def test_a_reader_only_ever_gets_whole_releases_with_their_own_headers(tmp_path, monkeypatch):
    """Releases built by the stand-in build (tests/fake_export.py): each
    names its price in its page and in its policy, the page's <meta> and
    its headers' include alike. nginx, its configuration made as the stack
    makes it, switched by the stack's watcher while readers fetch the page,
    some on one kept-alive connection, some on a new one each time."""
    binary = nginx.binary()
    if binary is None:
        pytest.skip("no nginx binary")
    monkeypatch.setenv("FAKE_EXPORT_LOG", str(tmp_path / "builds.log"))
    repository = tmp_path / "site"
    (repository / "content").mkdir(parents=True)
    (repository / "content" / "price.txt").write_text("0\n")
    git(repository, "init", "--quiet", "--initial-branch=main")
    git(repository, "add", ".")
    git(repository, "-c", "user.name=T", "-c", "user.email=t@t.invalid", "commit", "-qm", "0")
    publisher = Publisher(
        repository=repository, publish=tmp_path / "publish", command=fake_export.command()
    )
    run(publisher.publish())
    port = free_port()
    text = nginx.plain_http(nginx.SHIPPED.read_text(encoding="utf-8"), port, "127.0.0.1")
    text = nginx.with_backend_port(nginx.with_release_root(text), free_port())
    conf = nginx.write_prefix(
        tmp_path / "nginx",
        text,
        publisher.releases.pointer / "nginx",
        nginx=binary,
        workers_as=nginx.workers_user(publisher.folder),
    )
    server = nginx.Nginx(binary, tmp_path / "nginx", conf)
    process = server.start(stderr=subprocess.DEVNULL)
    watcher = reload.Watcher(publisher.folder, server)
    watcher.hold()
    stop = threading.Event()
    seen: list[tuple[str, str, str]] = []  # (page's price, meta policy, header policy)
    failures: list[str] = []
    reconnects: list[int] = []
    readers: list[threading.Thread] = []
    try:
        nginx.wait_listening(process, port, server.error_log)
        watcher.started()

        def read(keep_alive: bool) -> None:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            while not stop.is_set():
                if not keep_alive:
                    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                try:
                    connection.request("GET", "/")
                    response = connection.getresponse()
                except (http.client.RemoteDisconnected, ConnectionResetError):
                    # An old worker closed the idle connection as it quit:
                    # browsers send the request again on a new one.
                    assert keep_alive
                    connection.close()
                    reconnects.append(1)
                    continue
                body = response.read().decode()
                price = re.search(r'class="price">([^<]*)<', body)
                meta = _META.search(body)
                seen.append(
                    (
                        price.group(1) if price else f"no page: {response.status} {body[:80]}",
                        meta.group(1) if meta else "no meta",
                        response.headers["Content-Security-Policy"] or "no header",
                    )
                )
                if not keep_alive:
                    connection.close()

        def reading(keep_alive: bool) -> None:
            try:
                read(keep_alive)
            except BaseException as error:
                failures.append(f"{type(error).__name__}: {error}")
                raise

        readers += [threading.Thread(target=reading, args=(k,), daemon=True) for k in (True, False)]
        for reader in readers:
            reader.start()

        async def switches() -> None:
            async def watch() -> None:
                while True:
                    watcher.check()
                    await asyncio.sleep(reload.POLL_S)

            watching = asyncio.create_task(watch())
            for price in range(1, 9):
                (repository / "content" / "price.txt").write_text(f"{price}\n")
                git(
                    repository,
                    "-c",
                    "user.name=T",
                    "-c",
                    "user.email=t@t.invalid",
                    "commit",
                    "-qam",
                    str(price),
                )
                state = await publisher.publish()
                assert state.error is None, state.error
            await asyncio.sleep(0.3)
            watching.cancel()

        run(switches())
    finally:
        stop.set()
        for reader in readers:
            reader.join(timeout=15)
        watcher.release()
        nginx.stop(process)
    assert failures == []
    wrong = [
        entry_
        for entry_ in seen
        if entry_[1] != fake_export.policy(entry_[0]) or entry_[2] != fake_export.policy(entry_[0])
    ]
    assert wrong == []
    prices_seen = {price for price, _, _ in seen}
    assert len(seen) > 100 and len(prices_seen) >= 5, (len(seen), prices_seen)
    print(f"{len(seen)} pages over {len(prices_seen)} releases, {len(reconnects)} reconnections")
    assert len(publisher.releases.all()) == 2
