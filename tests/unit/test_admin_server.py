"""/admin/ as the build writes it for the own server (`backend: server`):
the server's modules, stylesheet and addresses, the bundle not preloaded
before the log-in, a policy that reaches the site's own origin alone; and
for every other backend, none of it."""

from __future__ import annotations

import json

import pytest

from salon.cms import admin, cms_settings
from tests.content import CONTENTS

GITHUB = cms_settings.CmsSettings(backend="github", repo="a/b")
SERVER = cms_settings.CmsSettings(backend="server")


def files_for(monkeypatch, settings) -> dict[str, str]:
    monkeypatch.setattr(admin.cms_settings, "load_settings", lambda: settings)
    return dict(admin.admin_files(CONTENTS))


def test_the_own_server_ships_its_modules_stylesheet_and_addresses(monkeypatch):
    files = files_for(monkeypatch, SERVER)
    site = json.loads(files["public/admin/site.json"])
    assert site["editor"] == {
        "endpoint": "/api/editor",
        "login": "/admin/login",
        "logout": "/admin/logout",
        "stylesheet": "/admin/server.css",
    }
    server = sorted(path for path in files if path.startswith("public/admin/server"))
    assert server == [
        "public/admin/server.css",
        "public/admin/server/api.js",
        "public/admin/server/bar.js",
        "public/admin/server/texts.js",
    ]
    # Decap's 5 MB are fetched once the editor is logged in, not before.
    page = files["public/admin/index.html"]
    assert "decap-cms.js" not in page and 'src="/admin/admin.js"' in page
    config = files["public/admin/config.yml"]
    assert "proxy_url: /api/editor" in config and "local_backend" not in config


def test_every_other_backend_ships_none_of_it(monkeypatch):
    files = files_for(monkeypatch, GITHUB)
    assert "editor" not in json.loads(files["public/admin/site.json"])
    assert not [path for path in files if path.startswith("public/admin/server")]
    assert (
        '<link rel="preload" href="/admin/decap-cms.js" as="script">'
        in (files["public/admin/index.html"])
    )


@pytest.mark.parametrize(
    "settings, connect",
    [
        (SERVER, ["'self'", "blob:"]),
        (GITHUB, ["'self'", "blob:", "https://api.github.com", "https://www.githubstatus.com"]),
    ],
)
def test_the_own_servers_policy_reaches_the_sites_origin_alone(settings, connect):
    policy = admin.admin_policy(settings)
    # blob: is a photo chosen for upload, which Decap reads back from memory.
    assert policy["connect-src"] == connect
    assert policy["form-action"] == ["'self'"]  # "Logga ut" posts to the server
