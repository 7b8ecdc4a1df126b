"""POST /api/kontakt: answers, the honeypot, the rate limit, the origin
check, and that a message is committed before the answer leaves.

The endpoint runs as in production (Receiver.mount in front of another
app), under Starlette's TestClient without the lifespan: no delivery loop
runs, so every stored message stays unsent, as after a crash between the
write and the send (tests/unit/test_receiver_delivery.py sends them)."""

from __future__ import annotations

import logging
import re
import sqlite3
from html import escape
from pathlib import Path

import pytest
from starlette.responses import PlainTextResponse
from starlette.testclient import TestClient

from salon import routes
from salon.contact_form import EMAIL, ENDPOINT, HONEYPOT, LANGUAGE, MESSAGE, NAME, THANKS_PATHS
from salon.content import Contents
from salon.content_model.fields import Foreign
from salon.locales import BY_CODE
from salon.receiver.api import MAX_BODY_BYTES, Receiver
from salon.receiver.settings import Settings, Smtp
from salon.web_origin import origin
from tests.content import CONTENT, CONTENTS
from tools.smtp_server import free_port

SITE = origin(CONTENT.site_url)
DEFAULT = CONTENT.locale.code
# The content's words in each language (the receiver's own in `texts.form_*`).
SV = CONTENT.texts
DEV = "http://localhost:3000"
JSON = {"Accept": "application/json"}
FORM = {
    NAME: "Anna Andersson",
    EMAIL: "anna@example.se",
    MESSAGE: "Hej! Har ni tid på fredag?",
    HONEYPOT: "",
}


def make_settings(db: Path, **changes) -> Settings:
    # Nothing listens on the SMTP port: nothing here may depend on sending.
    # The recipient is private: visitors are shown the content's address.
    smtp = Smtp(port=free_port(), sender="webb@salong.example", recipient="privat@salong.example")
    return Settings(db_path=db, smtp=smtp, origins=(SITE, DEV), **changes)


async def reflex_stand_in(scope, receive, send):
    await PlainTextResponse("the rest of the backend")(scope, receive, send)


def client_for(settings: Settings, peer: str = "203.0.113.9") -> TestClient:
    app = Receiver(settings).mount(reflex_stand_in)
    return TestClient(app, client=(peer, 50000), follow_redirects=False)


@pytest.fixture
def db(ram_tmp_path) -> Path:
    return ram_tmp_path / "data" / "messages.db"


@pytest.fixture
def client(db) -> TestClient:
    return client_for(make_settings(db))


def rows(db: Path) -> list[tuple]:
    """What another connection sees: only committed rows."""
    with sqlite3.connect(db) as other:
        return other.execute(
            "SELECT name, email, message, sent_at FROM messages ORDER BY id"
        ).fetchall()


def stored(form: dict) -> tuple:
    return (form[NAME], form[EMAIL], form[MESSAGE], None)


# --- accepted ------------------------------------------------------------------------


def test_a_script_gets_json_and_the_message_is_committed_first(client, db):
    response = client.post(ENDPOINT, data=FORM, headers={**JSON, "Origin": SITE})
    assert (response.status_code, response.json()) == (200, {"ok": True})
    # Read by another connection the moment the answer arrived: committed.
    assert rows(db) == [stored(FORM)]


def test_a_plain_form_post_is_sent_to_the_thanks_page(client, db):
    response = client.post(ENDPOINT, data=FORM, headers={"Origin": SITE})
    assert response.status_code == 303
    assert response.headers["location"] == THANKS_PATHS[DEFAULT]
    assert rows(db) == [stored(FORM)]


def test_multipart_form_data_as_fetch_sends_a_form_data(client, db):
    files = {key: (None, value) for key, value in FORM.items()}
    response = client.post(ENDPOINT, files=files, headers=JSON)
    assert (response.status_code, response.json()) == (200, {"ok": True})
    assert rows(db) == [stored(FORM)]


def test_the_rest_of_the_backend_is_still_served(client):
    assert client.get("/ping").text == "the rest of the backend"
    # Only POST is the receiver's.
    assert client.get(ENDPOINT).text == "the rest of the backend"


# --- the honeypot --------------------------------------------------------------------


@pytest.mark.parametrize("headers, status", [(JSON, 200), ({}, 303)])
def test_a_filled_honeypot_is_answered_like_a_message_and_dropped(client, db, headers, status):
    real = client.post(ENDPOINT, data=FORM, headers=headers)
    spam = client.post(ENDPOINT, data={**FORM, HONEYPOT: "https://spam.example"}, headers=headers)
    assert spam.status_code == real.status_code == status
    assert spam.content == real.content
    assert spam.headers.get("location") == real.headers.get("location")
    assert rows(db) == [stored(FORM)]


def test_a_filled_honeypot_is_dropped_even_when_the_rest_is_invalid(client, db):
    response = client.post(ENDPOINT, data={HONEYPOT: "x", EMAIL: "nej"}, headers=JSON)
    assert (response.status_code, response.json()) == (200, {"ok": True})
    assert rows(db) == []


# --- invalid input -------------------------------------------------------------------


def test_invalid_fields_get_json_errors_and_nothing_is_stored(client, db):
    response = client.post(ENDPOINT, data={**FORM, NAME: " ", EMAIL: "anna@example"}, headers=JSON)
    assert response.status_code == 422
    assert response.json() == {
        "ok": False,
        "errors": {NAME: SV.form_name_missing, EMAIL: SV.form_email_invalid},
    }
    assert response.headers["cache-control"] == "no-store"
    assert rows(db) == []


def test_a_plain_form_post_with_errors_gets_a_page_keeping_what_was_typed(client, db):
    typed = {
        **FORM,
        EMAIL: "anna@example",
        MESSAGE: 'Hej </textarea><script>alert("x")</script> & tack',
    }
    response = client.post(ENDPOINT, data=typed)
    assert response.status_code == 422
    assert response.headers["content-type"] == "text/html; charset=utf-8"
    assert response.headers["cache-control"] == "no-store"
    page = response.text
    assert '<html lang="sv">' in page
    assert f"{SV.form_email}: {SV.form_email_invalid}" in page
    # What was typed is in the form again, escaped, and nowhere in a URL.
    assert 'value="anna@example"' in page
    assert (
        "&lt;/textarea&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; tack</textarea>"
        in page
    )
    assert "<script" not in page and "style" not in page
    assert f'<form method="post" action="{ENDPOINT}">' in page
    assert f'name="{HONEYPOT}"' in page
    assert f'<a href="{routes.get("contact").path}">' in page
    assert not re.search(r'href="[^"]*\?', page)
    assert rows(db) == []


@pytest.mark.parametrize(
    "address", ["anna.@example.org", "anna..svensson@example.org", "=?a?q?b?=@example.org"]
)
def test_an_address_mail_cannot_use_is_refused_and_the_text_kept(client, db, address):
    typed = {**FORM, EMAIL: address}
    response = client.post(ENDPOINT, data=typed, headers=JSON)
    assert response.status_code == 422
    assert response.json() == {"ok": False, "errors": {EMAIL: SV.form_email_invalid}}
    page = client.post(ENDPOINT, data=typed)
    assert page.status_code == 422
    assert f"{SV.form_email}: {SV.form_email_invalid}" in page.text
    assert f'value="{escape(address)}"' in page.text
    assert f">{escape(FORM[MESSAGE])}</textarea>" in page.text
    assert rows(db) == []


@pytest.mark.parametrize(
    "content_type, body, status",
    [
        ("application/json", b'{"namn": "Anna"}', 415),
        ("text/plain", b"namn=Anna", 415),
        ("multipart/form-data; boundary=x", b"not multipart at all", 400),
        ("application/x-www-form-urlencoded", b"x=" + b"a" * MAX_BODY_BYTES, 413),
    ],
)
def test_a_body_that_is_no_form_is_refused(client, db, content_type, body, status):
    response = client.post(ENDPOINT, content=body, headers={**JSON, "Content-Type": content_type})
    assert response.status_code == status
    assert response.json()["ok"] is False
    assert rows(db) == []


def test_a_file_upload_is_refused(client, db):
    files = {
        **{key: (None, value) for key, value in FORM.items()},
        "bilaga": ("a.txt", b"x", "text/plain"),
    }
    response = client.post(ENDPOINT, files=files, headers=JSON)
    assert response.status_code == 400
    assert rows(db) == []


# --- origins (CORS through Reflex: test_receiver_backend.py) -------------------------


@pytest.mark.parametrize("headers", [{"Origin": SITE}, {"Origin": DEV}, {}])
def test_the_sites_own_origins_and_clients_without_one_are_accepted(client, db, headers):
    assert client.post(ENDPOINT, data=FORM, headers={**JSON, **headers}).status_code == 200
    assert len(rows(db)) == 1


@pytest.mark.parametrize(
    "foreign", ["https://evil.example", "null", SITE + ":8443", SITE.replace("https", "http")]
)
def test_a_form_from_another_origin_is_refused(client, db, foreign):
    response = client.post(ENDPOINT, data=FORM, headers={**JSON, "Origin": foreign})
    assert response.status_code == 403
    assert response.json() == {"ok": False, "errors": {"form": SV.form_foreign_origin}}
    page = client.post(ENDPOINT, data=FORM, headers={"Origin": foreign})
    assert page.status_code == 403
    assert "<form" not in page.text
    assert rows(db) == []


# --- the rate limit ------------------------------------------------------------------


def test_one_address_is_limited_whatever_its_ip(db):
    settings = make_settings(db, rate_limit=2)
    for _n, peer in enumerate(["198.51.100.1", "198.51.100.2"]):
        assert client_for(settings, peer).post(ENDPOINT, data=FORM, headers=JSON).status_code == 200
    response = client_for(settings, "198.51.100.3").post(ENDPOINT, data=FORM, headers=JSON)
    assert response.status_code == 429
    expected = SV.form_rate_limited.replace("{email}", CONTENT.contact.email)
    assert response.json() == {"ok": False, "errors": {"form": expected}}
    assert 3500 < int(response.headers["retry-after"]) <= 3601
    assert len(rows(db)) == 2


def test_one_ip_is_limited_whatever_the_address(db):
    client = client_for(make_settings(db, rate_limit=2))
    for n in range(2):
        assert (
            client.post(
                ENDPOINT, data={**FORM, EMAIL: f"a{n}@example.se"}, headers=JSON
            ).status_code
            == 200
        )
    limited = client.post(ENDPOINT, data={**FORM, EMAIL: "a9@example.se"})
    assert limited.status_code == 429
    assert "retry-after" in limited.headers
    # The page keeps the message, to send later or copy.
    assert FORM[MESSAGE] in limited.text
    # Someone else is not affected.
    other = client_for(make_settings(db, rate_limit=2), "192.0.2.77")
    assert (
        other.post(ENDPOINT, data={**FORM, EMAIL: "b@example.se"}, headers=JSON).status_code == 200
    )


def test_the_limit_survives_a_restart(db):
    settings = make_settings(db, rate_limit=1)
    assert client_for(settings).post(ENDPOINT, data=FORM, headers=JSON).status_code == 200
    restarted = client_for(settings)  # a new Receiver on the same file
    assert restarted.post(ENDPOINT, data=FORM, headers=JSON).status_code == 429


def test_the_nginx_in_front_names_the_client(db):
    settings = make_settings(db, rate_limit=1)
    proxy = client_for(settings, peer="127.0.0.1")
    for n, ip in enumerate(["198.51.100.1", "198.51.100.2"]):
        data = {**FORM, EMAIL: f"a{n}@example.se"}
        assert proxy.post(ENDPOINT, data=data, headers={**JSON, "X-Real-IP": ip}).status_code == 200
    again = {**FORM, EMAIL: "a9@example.se"}
    assert (
        proxy.post(ENDPOINT, data=again, headers={**JSON, "X-Real-IP": "198.51.100.1"}).status_code
        == 429
    )


def test_anyone_else_cannot_pick_their_ip(db):
    client = client_for(make_settings(db, rate_limit=1), peer="198.51.100.50")
    assert (
        client.post(ENDPOINT, data=FORM, headers={**JSON, "X-Real-IP": "192.0.2.1"}).status_code
        == 200
    )
    other = {**FORM, EMAIL: "b@example.se"}
    assert (
        client.post(ENDPOINT, data=other, headers={**JSON, "X-Real-IP": "192.0.2.2"}).status_code
        == 429
    )


def test_invalid_forms_and_honeypots_do_not_count(db):
    client = client_for(make_settings(db, rate_limit=1))
    client.post(ENDPOINT, data={**FORM, EMAIL: "nej"}, headers=JSON)
    client.post(ENDPOINT, data={**FORM, HONEYPOT: "x"}, headers=JSON)
    assert client.post(ENDPOINT, data=FORM, headers=JSON).status_code == 200


# --- storage failing -----------------------------------------------------------------


def test_a_message_that_cannot_be_stored_is_never_acknowledged(client, db):
    db.unlink()
    db.mkdir()  # the database file can no longer be opened
    response = client.post(ENDPOINT, data=FORM, headers=JSON)
    assert response.status_code == 503
    expected = SV.form_not_stored.replace("{email}", CONTENT.contact.email)
    assert response.json() == {"ok": False, "errors": {"form": expected}}
    page = client.post(ENDPOINT, data=FORM)
    assert page.status_code == 503
    assert FORM[MESSAGE] in page.text


def test_a_full_disk_is_logged_as_a_full_disk(db, monkeypatch, caplog):
    """SQLite rolls back by itself on a full disk; the store must not then
    fail its own ROLLBACK and log that instead."""
    client = client_for(make_settings(db, rate_limit=10_000))
    assert client.post(ENDPOINT, data=FORM, headers=JSON).status_code == 200
    with sqlite3.connect(db) as other:
        (pages,) = other.execute("PRAGMA page_count").fetchone()
    connect = sqlite3.connect

    def on_a_full_disk(*args, **kwargs):
        # A disk with no room beyond the file's present size.
        connection = connect(*args, **kwargs)
        connection.execute(f"PRAGMA max_page_count = {pages}")
        return connection

    monkeypatch.setattr(sqlite3, "connect", on_a_full_disk)
    long = {**FORM, MESSAGE: "å" * 4000}
    with caplog.at_level(logging.ERROR, logger="salon.receiver"):
        statuses = [client.post(ENDPOINT, data=long, headers=JSON).status_code for _ in range(5)]
    assert statuses[-1] == 503
    assert len(rows(db)) == 1 + statuses.count(200)
    assert caplog.messages
    for message in caplog.messages:
        assert message == (
            "message not stored, answered 503: OperationalError: database or disk is full"
        )
    assert "cannot rollback" not in caplog.text


# --- the visitor's language ----------------------------------------------------------

# Every language the site is built in, each with the thank-you page and the
# contact page the receiver leads to.
LANGUAGES = list(CONTENTS)


def languages_rows(db: Path) -> list[tuple]:
    with sqlite3.connect(db) as other:
        return other.execute("SELECT name, language FROM messages ORDER BY id").fetchall()


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_plain_post_goes_to_its_languages_thank_you_page(client, db, code):
    response = client.post(ENDPOINT, data={**FORM, LANGUAGE: code})
    assert response.status_code == 303
    assert response.headers["location"] == THANKS_PATHS[code]
    assert routes.by_path(THANKS_PATHS[code]).locale.code == code
    # The mail to the salon names it (test_receiver_delivery.py).
    assert languages_rows(db) == [(FORM[NAME], code)]


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_script_gets_the_errors_in_the_pages_language(client, db, code):
    texts = CONTENTS[code].texts
    data = {**FORM, NAME: "", EMAIL: "anna@example", MESSAGE: "x" * 5001, LANGUAGE: code}
    response = client.post(ENDPOINT, data=data, headers=JSON)
    assert response.status_code == 422
    assert response.json()["errors"] == {
        NAME: texts.form_name_missing,
        EMAIL: texts.form_email_invalid,
        MESSAGE: texts.form_message_too_long.replace("{limit}", "5000").replace("{length}", "5001"),
    }
    assert rows(db) == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_page_without_javascript_is_in_the_forms_language(client, db, code):
    content = CONTENTS[code]
    texts = content.texts
    page = client.post(ENDPOINT, data={**FORM, EMAIL: "anna@example", LANGUAGE: code}).text
    assert f'<html lang="{code}">' in page
    assert f"<title>{escape(texts.form_not_sent_title)} – " in page
    assert f"<h1>{escape(texts.form_not_sent_title)}</h1>" in page
    assert f"<li>{escape(texts.form_email)}: {escape(texts.form_email_invalid)}</li>" in page
    assert f"<p>{escape(texts.form_not_sent_retry)}</p>" in page
    assert f">{escape(texts.form_submit)}</button>" in page
    contact = routes.get("contact", BY_CODE[code])
    assert f'<a href="{contact.path}">{escape(texts.form_not_sent_back)}</a>' in page
    # Sent again from this page, the message keeps its language.
    assert f'<input type="hidden" name="{LANGUAGE}" value="{code}">' in page


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_rate_limit_names_the_salons_address_in_the_pages_language(db, code):
    client = client_for(make_settings(db, rate_limit=1))
    data = {**FORM, LANGUAGE: code}
    assert client.post(ENDPOINT, data=data, headers=JSON).status_code == 200
    limited = client.post(ENDPOINT, data=data, headers=JSON)
    assert limited.status_code == 429
    expected = CONTENTS[code].texts.form_rate_limited.replace("{email}", CONTENT.contact.email)
    assert limited.json()["errors"] == {"form": expected}
    assert CONTENT.contact.email in expected


@pytest.mark.parametrize("sent", [None, "", "xx", "EN", "sv-SE", "<script>"])
def test_an_unknown_or_missing_language_is_the_default(client, db, sent):
    data = {**FORM, EMAIL: "nej"} | ({} if sent is None else {LANGUAGE: sent})
    assert client.post(ENDPOINT, data=data, headers=JSON).json()["errors"] == {
        EMAIL: SV.form_email_invalid
    }
    page = client.post(ENDPOINT, data=data).text
    assert f'<html lang="{DEFAULT}">' in page
    assert "&lt;script" not in page and "<script" not in page
    accepted = client.post(ENDPOINT, data={**data, EMAIL: FORM[EMAIL]})
    assert accepted.headers["location"] == THANKS_PATHS[DEFAULT]
    assert languages_rows(db) == [(FORM[NAME], DEFAULT)]


def test_a_language_the_site_is_not_built_in_is_the_default(client, db, monkeypatch):
    """English turned off (the content's `english` setting): a form from a
    page still open in a browser gets the Swedish answers."""
    others = [code for code in THANKS_PATHS if code != DEFAULT]
    monkeypatch.setattr("salon.content.load", lambda: Contents({DEFAULT: CONTENT}))
    for code in others:
        response = client.post(ENDPOINT, data={**FORM, LANGUAGE: code})
        assert response.headers["location"] == THANKS_PATHS[DEFAULT]
    assert [language for _, language in languages_rows(db)] == [DEFAULT] * len(others)


def test_a_text_with_no_translation_is_the_default_languages_marked_as_such(client, monkeypatch):
    """The content's fallback (a missing English text shows the Swedish,
    marked `lang`, salon/content_model/translation.py) on the receiver's page."""
    others = [code for code in LANGUAGES if code != DEFAULT]
    if not others:
        pytest.skip("one language: nothing to translate")
    code = others[0]
    swedish = Foreign(SV.form_not_sent_title, DEFAULT)
    texts = CONTENTS[code].texts.model_copy(update={"form_not_sent_title": swedish})
    edited = Contents({**CONTENTS, code: CONTENTS[code].model_copy(update={"texts": texts})})
    monkeypatch.setattr("salon.content.load", lambda: edited)
    page = client.post(ENDPOINT, data={**FORM, NAME: "", LANGUAGE: code}).text
    assert f'<html lang="{code}">' in page
    assert f'<h1><span lang="{DEFAULT}">{escape(swedish)}</span></h1>' in page


def test_an_answer_before_the_form_is_read_is_in_the_default_language(client, db):
    """Another origin, no form or too large: the language field is not read."""
    data = {**FORM, LANGUAGE: next(iter(THANKS_PATHS.keys() - {DEFAULT}), DEFAULT)}
    response = client.post(ENDPOINT, data=data, headers={**JSON, "Origin": "https://evil.example"})
    assert response.json()["errors"] == {"form": SV.form_foreign_origin}
