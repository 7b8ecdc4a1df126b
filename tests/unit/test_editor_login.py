"""Log-in, sessions, lock-out and log-out of /admin/ on the own server
(salon/editors/login.py): the page, the same answer for an unknown name and
a wrong password, the session cookie's flags, the lock-out's numbers and
window on the editor's clock, the client's address behind nginx, and a
session ended by log-out, a new password, removal and time."""

from __future__ import annotations

import datetime
import re
from html.parser import HTMLParser
from zoneinfo import ZoneInfo

import pytest

from salon.calendar import TIME_ZONE
from salon.editors import login_page
from salon.editors.login_record import PER_ADDRESS, PER_NAME, WINDOW_S
from salon.editors.sessions import IDLE_S, LONGEST_S
from tests.editor_site import PASSWORD, SITE, call, log_in, make_site


@pytest.fixture
def site(editor_template, ram_tmp_path):
    # Logging in writes nothing to the repository: the template serves them all.
    made = make_site(editor_template, ram_tmp_path / "data")
    made.editor.accounts.add("anna", PASSWORD)
    return made


def signed_in(client) -> bool:
    return call(client, "session").status_code == 200


class Page(HTMLParser):
    def __init__(self, html: str):
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def all(self, tag: str) -> list[dict]:
        return [attrs for name, attrs in self.tags if name == tag]


# --- the page ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "accept, lang",
    [
        (None, "sv"),
        ("sv-SE,sv;q=0.9,en;q=0.8", "sv"),
        ("en-GB,en;q=0.9", "en"),
        ("en-US,en;q=0.9,sv;q=0.8", "en"),
        ("de-DE,de;q=0.9,en;q=0.5", "en"),
        ("de-DE", "sv"),
        ("sv;q=0.2,en;q=0.1", "sv"),
    ],
)
def test_the_page_is_swedish_unless_the_browser_prefers_english(site, accept, lang):
    headers = {"Accept-Language": accept} if accept else {}
    response = site.client().get("/admin/login", headers=headers)
    assert response.status_code == 200
    assert f'<html lang="{lang}">' in response.text
    assert login_page.TEXTS[lang]["heading"] in response.text


def test_the_page_works_with_password_managers_and_has_a_strict_policy_of_its_own(site):
    response = site.client().get("/admin/login")
    page = Page(response.text)
    fields = {attrs["name"]: attrs for attrs in page.all("input")}
    assert fields["name"]["autocomplete"] == "username"
    assert fields["password"]["autocomplete"] == "current-password"
    assert fields["password"]["type"] == "password"
    assert {label["for"] for label in page.all("label")} == {"name", "password"}
    (form,) = page.all("form")
    assert (form["method"], form["action"]) == ("post", "/admin/login")
    # No script and no inline style: the policy allows neither.
    assert page.all("script") == [] and page.all("style") == []
    assert not any("style" in attrs for _, attrs in page.tags)
    policy = response.headers["content-security-policy"]
    assert "default-src 'none'" in policy and "script-src" not in policy
    assert "style-src 'self'" in policy and "frame-ancestors 'none'" in policy
    assert response.headers["cache-control"] == "no-store"
    # The salon's logo over its name, from the export's /admin/, as Decap's log-in shows it.
    (logo,) = page.all("img")
    assert (logo["src"], logo["alt"]) == ("/admin/logo.svg", "Salong Test")
    assert ("link", {"rel": "stylesheet", "href": "/admin/server.css"}) in page.tags
    assert ("meta", {"name": "viewport", "content": "width=device-width, initial-scale=1"}) in (
        page.tags
    )


# --- logging in ----------------------------------------------------------------------


def test_the_right_password_starts_a_session_and_sends_the_editor_to_admin(site):
    client = site.client()
    assert not signed_in(client)
    response = log_in(client, "Anna")
    assert (response.status_code, response.headers["location"]) == (303, "/admin/")
    assert call(client, "session").json() == {"name": "anna"}


def test_an_unknown_name_and_a_wrong_password_get_the_same_answer(site):
    client = site.client()
    wrong = log_in(client, "anna", "fel lösenord")
    unknown = log_in(client, "nobody", "fel lösenord")
    # The form again, as after any form a person gets wrong (no console error in the browser).
    assert wrong.status_code == unknown.status_code == 200
    # The same page but for the name typed, which it keeps.
    assert wrong.text.replace('value="anna"', 'value="nobody"') == unknown.text
    assert login_page.TEXTS["sv"]["wrong"] in wrong.text
    assert "set-cookie" not in wrong.headers and "set-cookie" not in unknown.headers
    assert not signed_in(client)


@pytest.mark.parametrize(
    "base, peer, forwarded, secure",
    [
        ("https://salong.example", "203.0.113.9", None, True),
        ("http://192.168.1.20:8080", "203.0.113.9", None, False),
        # Behind nginx: the scheme the visitor used, from the trusted proxy only.
        ("http://salong.example", "127.0.0.1", "https", True),
        ("http://salong.example", "203.0.113.9", "https", False),
    ],
)
def test_the_cookie_is_httponly_strict_and_secure_only_under_https(
    site, base, peer, forwarded, secure
):
    client = site.client(base, peer)
    headers = {"X-Forwarded-Proto": forwarded} if forwarded else {}
    origin = f"https://{base.split('://')[1]}" if secure and forwarded else base
    response = client.post(
        "/admin/login",
        data={"name": "anna", "password": PASSWORD},
        headers={"Origin": origin, **headers},
    )
    assert response.status_code == 303
    cookie = response.headers["set-cookie"]
    assert cookie.startswith("salon_editor=")
    flags = {part.strip().lower() for part in cookie.split(";")[1:]}
    assert {"httponly", "samesite=strict", "path=/"} <= flags
    assert ("secure" in flags) is secure
    assert not any(flag.startswith(("max-age", "expires", "domain")) for flag in flags)


@pytest.mark.parametrize("origin", [None, "https://evil.example", "http://salong.example", "null"])
def test_a_log_in_from_another_origin_is_refused(site, origin):
    client = site.client()
    headers = {"Origin": origin} if origin else {}
    response = client.post(
        "/admin/login", data={"name": "anna", "password": PASSWORD}, headers=headers
    )
    assert response.status_code == 403
    assert "set-cookie" not in response.headers
    assert not signed_in(client)


def test_a_form_that_is_not_one_is_refused_without_a_session(site):
    client = site.client()
    response = client.post(
        "/admin/login", content=b"x" * 5000, headers={"Origin": SITE, "Content-Type": "text/plain"}
    )
    assert response.status_code == 400 and not signed_in(client)


# --- the lock-out --------------------------------------------------------------------


def try_again_at(text: str) -> str:
    found = re.search(r"Försök igen kl\. (\d\d:\d\d)\.", text)
    assert found, text
    return found.group(1)


def local(at: float) -> str:
    return datetime.datetime.fromtimestamp(at, ZoneInfo(TIME_ZONE)).strftime("%H:%M")


def test_five_failures_for_a_name_lock_it_for_fifteen_minutes_right_password_too(site):
    client = site.client()
    first = site.clock()
    for _ in range(PER_NAME):
        assert login_page.TEXTS["sv"]["wrong"] in log_in(client, "anna", "fel lösenord").text
        site.clock.advance(60)
    locked = log_in(client, "anna")
    assert locked.status_code == 429
    assert try_again_at(locked.text) == local(first + WINDOW_S)
    assert int(locked.headers["retry-after"]) == int(first + WINDOW_S - site.clock()) + 1
    assert "set-cookie" not in locked.headers
    # Another name, and the same from another address, are not locked.
    site.editor.accounts.add("bo", PASSWORD)
    assert log_in(site.client(peer="198.51.100.7"), "bo").status_code == 303
    assert log_in(site.client(peer="198.51.100.7"), "anna").status_code == 429
    # Once the first failure is 15 minutes old, the name is let in again.
    site.clock.now = first + WINDOW_S - 1
    assert log_in(client, "anna").status_code == 429
    site.clock.now = first + WINDOW_S + 1
    assert log_in(client, "anna").status_code == 303


def test_the_lock_out_line_is_in_the_pages_language(site):
    client = site.client()
    for _ in range(PER_NAME):
        log_in(client, "anna", "fel lösenord")
    locked = log_in(client, "anna", **{"Accept-Language": "en"})
    assert locked.status_code == 429
    assert f"Try again at {local(site.clock() + WINDOW_S)}." in locked.text


def test_attempts_refused_while_locked_do_not_extend_it(site):
    client = site.client()
    first = site.clock()
    for _ in range(PER_NAME):
        log_in(client, "anna", "fel lösenord")
    for _ in range(10):
        site.clock.advance(60)
        assert log_in(client, "anna", "fel lösenord").status_code == 429
    site.clock.now = first + WINDOW_S + 1
    assert log_in(client, "anna").status_code == 303


def test_twenty_failures_from_one_address_lock_it_whatever_the_names(site):
    client = site.client(peer="198.51.100.7")
    for number in range(PER_ADDRESS):
        assert log_in(client, f"namn{number % 4}", "fel").status_code == 200
    assert log_in(client, "anna").status_code == 429
    # Another address still gets in.
    assert log_in(site.client(peer="198.51.100.8"), "anna").status_code == 303


def test_the_address_is_nginxs_x_real_ip_only_when_nginx_sent_it(site):
    # Through the trusted proxy: each visitor is counted by X-Real-IP.
    proxy = site.client(peer="127.0.0.1")
    for number in range(PER_ADDRESS):
        log_in(proxy, f"namn{number % 4}", "fel", **{"X-Real-IP": "198.51.100.7"})
    assert log_in(proxy, "anna", **{"X-Real-IP": "198.51.100.7"}).status_code == 429
    assert log_in(proxy, "anna", **{"X-Real-IP": "198.51.100.8"}).status_code == 303
    # From anyone else, the header is ignored: a forged one does not escape.
    direct = site.client(peer="203.0.113.50")
    for number in range(PER_ADDRESS):
        log_in(direct, f"annan{number % 4}", "fel", **{"X-Real-IP": f"10.0.0.{number}"})
    assert log_in(direct, "anna", **{"X-Real-IP": "10.0.0.99"}).status_code == 429


def test_a_new_password_lets_a_locked_out_editor_in(site):
    client = site.client()
    for _ in range(PER_NAME):
        log_in(client, "anna", "fel")
    site.editor.accounts.set_password("anna", "ett nytt lösenord")
    assert log_in(client, "anna", "ett nytt lösenord").status_code == 303


# --- ending a session ----------------------------------------------------------------


def test_log_out_ends_the_session_on_the_server(site):
    client = site.client()
    log_in(client)
    cookie = client.cookies["salon_editor"]
    response = client.post("/admin/logout", headers={"Origin": SITE})
    assert (response.status_code, response.headers["location"]) == (303, "/admin/login")
    assert 'salon_editor=""' in response.headers["set-cookie"]
    # The old cookie, kept by someone, opens nothing.
    replay = site.client()
    replay.cookies.set("salon_editor", cookie, domain="salong.example")
    assert not signed_in(replay)


def test_log_out_from_another_origin_is_refused(site):
    client = site.client()
    log_in(client)
    assert (
        client.post("/admin/logout", headers={"Origin": "https://evil.example"}).status_code == 403
    )
    assert client.get("/admin/logout").status_code == 405
    assert signed_in(client)


@pytest.mark.parametrize(
    "end",
    [lambda accounts: accounts.set_password("anna", "nytt lösenord!"), lambda a: a.remove("anna")],
)
def test_a_new_password_or_removal_ends_every_session_of_the_editor(site, end):
    phone, computer = site.client(), site.client()
    log_in(phone)
    log_in(computer)
    site.editor.accounts.add("bo", PASSWORD)
    other = site.client()
    log_in(other, "bo")
    end(site.editor.accounts)
    assert not signed_in(phone) and not signed_in(computer)
    assert signed_in(other)


def test_a_session_ends_after_its_idle_time_and_its_longest(site):
    client = site.client()
    log_in(client)
    site.clock.advance(IDLE_S - 120)
    assert signed_in(client)
    site.clock.advance(IDLE_S - 120)
    assert signed_in(client)  # used within the idle time: still on
    site.clock.advance(IDLE_S + 1)
    assert not signed_in(client)
    log_in(client)
    for _ in range(int(LONGEST_S // (IDLE_S / 2))):
        assert signed_in(client)  # in use every six hours
        site.clock.advance(IDLE_S / 2)
    site.clock.advance(1)
    assert not signed_in(client)


def test_a_new_log_in_ends_the_session_the_browser_had(site):
    client = site.client()
    log_in(client)
    old = client.cookies["salon_editor"]
    log_in(client)
    assert client.cookies["salon_editor"] != old
    replay = site.client()
    replay.cookies.set("salon_editor", old, domain="salong.example")
    assert not signed_in(replay)


def test_a_moment_reads_in_the_salons_time_with_the_day_when_not_today():
    from salon.editors.local_time import shown

    zone = ZoneInfo(TIME_ZONE)
    noon = datetime.datetime(2027, 3, 4, 12, 4, tzinfo=zone).timestamp()
    assert shown(noon, noon + 3600) == "kl. 12:04"
    assert shown(noon, noon + 86400) == "den 4/3 kl. 12:04"
    assert shown(noon, noon + 3600, "en") == "at 12:04"
    assert shown(noon, noon + 86400, "en") == "on 4 Mar at 12:04"
    # Summer time is the salon's too.
    summer = datetime.datetime(2027, 7, 1, 9, 30, tzinfo=zone).timestamp()
    assert shown(summer, summer) == "kl. 09:30"
