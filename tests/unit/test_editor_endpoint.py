"""Every probe of `POST /api/editor` (salon/editors/endpoint.py) and every
path attack on it: each is refused with `{"error": "<one line>"}` and a 4xx
status, and nothing is written or committed. Also the addresses answering
404 in JSON where another backend saves."""

from __future__ import annotations

import base64
import os

import pytest
from starlette.testclient import TestClient

from salon.cms import cms_settings
from salon.content_model.fields import UPLOAD_MAX_BYTES
from salon.editors import app as editor_app
from salon.editors.endpoint import MAX_BODY_BYTES
from tests.editor_site import (
    SITE,
    b64,
    call,
    git,
    log_in,
    make_site,
    photo,
    repository_copy,
    rest_of_backend,
)

PASSWORD = "ett långt lösenord"
PNG = b64(photo())


@pytest.fixture
def site(editor_template, ram_tmp_path):
    made = make_site(repository_copy(editor_template, ram_tmp_path), ram_tmp_path / "data")
    made.editor.accounts.add("anna", PASSWORD)
    return made


@pytest.fixture
def client(site):
    signed = site.client()
    assert log_in(signed, password=PASSWORD).status_code == 303
    return signed


def one_line_error(response, status: int) -> str:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/json"
    body = response.json()
    assert list(body) == ["error"] and isinstance(body["error"], str)
    assert body["error"] and "\n" not in body["error"]
    return body["error"]


def unchanged(site, head: str) -> None:
    """Nothing committed, and the working tree as the commit has it."""
    assert site.head() == head
    assert git(site.root, "status", "--porcelain") == ""


# --- the request ---------------------------------------------------------------------


@pytest.mark.parametrize("method", ["GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"])
def test_only_post(client, method):
    response = client.request(method, "/api/editor", headers={"Origin": SITE})
    assert response.status_code == 405
    assert response.headers["allow"] == "POST"
    if method != "HEAD":
        one_line_error(response, 405)


@pytest.mark.parametrize(
    "origin",
    [None, "https://evil.example", "http://salong.example", "https://salong.example:8443", "null"],
)
def test_a_foreign_or_missing_origin_is_refused(client, origin):
    headers = {"Origin": origin} if origin else {}
    response = client.post("/api/editor", json={"action": "session"}, headers=headers)
    one_line_error(response, 403)


def test_the_origin_is_the_one_the_request_arrived_with_through_nginx(site):
    # A phone on the local network reaches nginx at its address and port;
    # nginx forwards the Host it was sent and the scheme.
    phone = site.client("http://192.168.1.20:8080", peer="127.0.0.1")
    log_in(phone, password=PASSWORD)
    assert call(phone, "session").status_code == 200
    assert call(phone, "session", Origin="https://192.168.1.20:8080").status_code == 403
    # Behind TLS: the visitor's https, as nginx says.
    tls = site.client("http://salong.example", peer="127.0.0.1")
    https = {"Origin": SITE, "X-Forwarded-Proto": "https"}
    tls.post("/admin/login", data={"name": "anna", "password": PASSWORD}, headers=https)
    tls.cookies.set("salon_editor", tls.cookies["salon_editor"], domain="salong.example")
    assert call(tls, "session", **https).status_code == 200
    # The same header from anyone but nginx is not believed.
    forged = site.client("http://salong.example", peer="203.0.113.9")
    assert call(forged, "session", **https).status_code == 403


def test_no_session_is_401(site):
    one_line_error(call(site.client(), "session"), 401)
    stranger = site.client()
    stranger.cookies.set("salon_editor", "a-guess", domain="salong.example")
    one_line_error(call(stranger, "session"), 401)


def test_a_body_over_the_limit_is_413_before_it_is_read(client, site):
    head = site.head()
    response = client.post(
        "/api/editor",
        content=b"{" + b" " * (MAX_BODY_BYTES + 1) + b"}",
        headers={"Origin": SITE, "Content-Type": "application/json"},
    )
    one_line_error(response, 413)
    unchanged(site, head)


def test_not_json_is_refused(client):
    response = client.post(
        "/api/editor",
        content=b"action=info",
        headers={"Origin": SITE, "Content-Type": "text/plain"},
    )
    one_line_error(response, 415)
    for body in (b"{", b"[1, 2]", b"\xff"):
        response = client.post(
            "/api/editor",
            content=body,
            headers={"Origin": SITE, "Content-Type": "application/json"},
        )
        one_line_error(response, 400)


@pytest.mark.parametrize(
    "action", ["publishUnpublishedEntry", "unpublishedEntries", "getNotes", "", None, 42]
)
def test_an_unknown_action_is_422(client, action):
    response = client.post(
        "/api/editor", json={"action": action, "params": {}}, headers={"Origin": SITE}
    )
    assert "Okänd åtgärd" in one_line_error(response, 422)


def test_every_answer_is_never_cached(client):
    response = call(client, "info")
    assert response.status_code == 200
    assert response.headers["cache-control"] == "no-store"
    assert response.json()["publish_modes"] == ["simple"]


# --- what may be read and written ----------------------------------------------------

ATTACKS = [
    "../etc/passwd",
    "content/../../etc/passwd",
    "/etc/passwd",
    "/content/hours.yml",
    "content/cms.yml",
    ".git/config",
    "content/.git/config",
    "images/source/.hidden.jpg",
    "salon/salon.py",
    "rxconfig.py",
    "content/hours.py",
    "content/new.yml",
    "content\\hours.yml",
    "content/hours.yml\0.jpg",
    "images/source/photo.php",
    "images/source/photo.jpg.html",
    "images/source/sub/photo.jpg",
    "images/source",
    "content//hours.yml",
    "./content/hours.yml",
    "",
]


@pytest.mark.parametrize("path", ATTACKS)
def test_a_path_outside_the_content_and_photos_is_refused_and_nothing_is_written(
    client, site, path
):
    head = site.head()
    writes = [
        (
            "persistEntry",
            {
                "dataFiles": [{"slug": "x", "path": path, "raw": "sv:\n  x: 1\n"}],
                "assets": [],
                "options": {"commitMessage": "x"},
            },
        ),
        ("persistMedia", {"asset": {"path": path, "content": PNG, "encoding": "base64"}}),
        ("deleteFiles", {"paths": [path], "options": {"commitMessage": "x"}}),
        ("deleteFile", {"path": path, "options": {"commitMessage": "x"}}),
        ("getEntry", {"path": path}),
        ("entriesByFiles", {"files": [{"path": "content/hours.yml"}, {"path": path}]}),
        ("getMediaFile", {"path": path}),
    ]
    for action, params in writes:
        response = call(client, action, params)
        assert 400 <= response.status_code < 500, (action, response.text)
        one_line_error(response, response.status_code)
    unchanged(site, head)
    assert not (site.root.parent / "etc").exists()


def test_the_folders_decap_lists_are_the_content_and_the_photos_only(client):
    one_line_error(call(client, "getMedia", {"mediaFolder": "content"}), 403)
    one_line_error(call(client, "getMedia", {"mediaFolder": "../"}), 403)
    one_line_error(
        call(client, "entriesByFolder", {"folder": ".git", "extension": "yml", "depth": 1}), 403
    )


def test_a_content_file_is_never_deleted_and_a_photo_never_saved_as_content(client, site):
    head = site.head()
    one_line_error(
        call(client, "deleteFiles", {"paths": ["content/hours.yml"], "options": {}}), 403
    )
    raw = {"slug": "x", "path": "images/source/x.jpg", "raw": "x"}
    one_line_error(
        call(client, "persistEntry", {"dataFiles": [raw], "assets": [], "options": {}}), 403
    )
    one_line_error(call(client, "getEntry", {"path": "images/source/hero-1.jpg"}), 403)
    renamed = {"slug": "h", "path": "content/hours.yml", "raw": "x", "newPath": "content/h.yml"}
    one_line_error(
        call(client, "persistEntry", {"dataFiles": [renamed], "assets": [], "options": {}}), 403
    )
    unchanged(site, head)


def symlink_out(site, path: str) -> None:
    """`path` in the working tree replaced by a link to a file outside the repository."""
    outside = site.root.parent / "outside.yml"
    outside.write_text("secret: 1\n")
    target = site.root / path
    target.unlink()
    os.symlink(outside, target)


def test_a_symlink_in_the_working_tree_that_leads_out_is_refused(client, site):
    treatments = call(client, "getEntry", {"path": "content/treatments.yml"}).json()["data"]
    symlink_out(site, "content/treatments.yml")
    head = site.head()
    response = call(
        client,
        "persistEntry",
        {
            "dataFiles": [{"slug": "t", "path": "content/treatments.yml", "raw": treatments}],
            "assets": [],
            "options": {"commitMessage": "x"},
        },
    )
    assert "symbolisk länk" in one_line_error(response, 403)
    assert site.head() == head
    assert (site.root.parent / "outside.yml").read_text() == "secret: 1\n"


def test_a_photo_folder_that_is_a_symlink_out_is_refused(client, site):
    photos = site.root / "images" / "source"
    outside = site.root.parent / "elsewhere"
    photos.rename(outside)
    os.symlink(outside, photos)
    head = site.head()
    response = call(
        client,
        "persistMedia",
        {
            "asset": {"path": "images/source/ny.png", "content": PNG, "encoding": "base64"},
            "options": {"commitMessage": "x"},
        },
    )
    assert "symbolisk länk" in one_line_error(response, 403)
    assert site.head() == head
    assert not (outside / "ny.png").exists()


def test_a_symlink_committed_in_the_repository_is_neither_read_nor_written(client, site):
    link = site.root / "content" / "faq.yml"
    link.unlink()
    os.symlink("/etc/passwd", link)
    git(site.root, "add", "content/faq.yml")
    git(site.root, "commit", "-q", "-m", "a link")
    head = site.head()
    one_line_error(call(client, "getEntry", {"path": "content/faq.yml"}), 403)
    response = call(
        client,
        "persistEntry",
        {
            "dataFiles": [{"slug": "f", "path": "content/faq.yml", "raw": "sv:\n"}],
            "assets": [],
            "options": {"commitMessage": "x"},
        },
    )
    one_line_error(response, response.status_code)
    assert 400 <= response.status_code < 500
    assert site.head() == head


def test_a_photo_over_the_schemas_limit_is_413_with_one_line(client, site):
    head = site.head()
    big = base64.b64encode(b"\xff\xd8" + bytes(UPLOAD_MAX_BYTES)).decode()
    response = call(
        client,
        "persistMedia",
        {
            "asset": {"path": "images/source/stor.jpg", "content": big, "encoding": "base64"},
            "options": {"commitMessage": "x"},
        },
    )
    line = one_line_error(response, 413)
    assert "stor.jpg" in line and f"{UPLOAD_MAX_BYTES // 1_000_000} MB" in line
    unchanged(site, head)


@pytest.mark.parametrize(
    "name, content, status",
    [
        ("bild.gif", PNG, 403),  # not a type the site takes
        ("bild.png", "inte base64!", 400),
        ("bild.png", "", 400),
    ],
)
def test_a_photo_of_the_wrong_type_or_encoding_is_refused(client, site, name, content, status):
    head = site.head()
    response = call(
        client,
        "persistMedia",
        {
            "asset": {"path": f"images/source/{name}", "content": content, "encoding": "base64"},
            "options": {"commitMessage": "x"},
        },
    )
    one_line_error(response, status)
    unchanged(site, head)


def test_the_answers_never_hold_the_password_or_the_cookie(client, site, capsys, caplog):
    call(client, "persistEntry", {"dataFiles": [], "assets": [], "options": {}})
    logged = caplog.text + capsys.readouterr().out
    assert PASSWORD not in logged and client.cookies["salon_editor"] not in logged


# --- another backend -----------------------------------------------------------------


def test_with_another_backend_every_address_is_404_json(tmp_path):
    app = editor_app.without_editor(rest_of_backend)
    client = TestClient(app, base_url=SITE)
    for method in ("GET", "POST", "PUT"):
        for path in ("/api/editor", "/admin/login", "/admin/logout"):
            response = client.request(method, path, headers={"Origin": SITE})
            assert response.status_code == 404
            assert "error" in response.json()
    assert client.get("/ping").text == "the rest of the backend"


def test_the_backend_mounts_the_editor_only_for_backend_server(monkeypatch):
    github = cms_settings.CmsSettings(backend="github", repo="a/b")
    monkeypatch.setattr(editor_app.cms_settings, "load_settings", lambda: github)
    editor_app._editor.cache_clear()
    try:
        client = TestClient(editor_app.api_transformer(rest_of_backend), base_url=SITE)
        assert client.post("/api/editor", headers={"Origin": SITE}).status_code == 404
        assert client.get("/ping").text == "the rest of the backend"
    finally:
        editor_app._editor.cache_clear()


def test_the_rest_of_the_backend_is_served(client):
    assert client.get("/ping").text == "the rest of the backend"


def test_an_unexpected_failure_is_still_one_json_line(client, site, monkeypatch):
    def broken(*args):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(site.editor.endpoint.actions, "run", broken)
    line = one_line_error(call(client, "getEntry", {"path": "content/hours.yml"}), 500)
    assert "disk on fire" not in line
