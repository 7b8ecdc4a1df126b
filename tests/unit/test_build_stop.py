"""Library code raises its own errors; an edge (a plugin's hook, the app's
import and its pages, the site's description, rxconfig.py, the backend's
start) stops the build with the lines that say what failed
(salon/build_stop.py). The content's own lines: test_content_errors.py."""

from __future__ import annotations

import pytest

from salon import routes
from salon.build_stop import stop_build
from salon.cms import cms_settings
from salon.images import publish
from salon.images.source import PhotoError
from salon.plugins.admin import AdminPlugin
from salon.receiver import api
from salon.site import describe

HOOK_CONTEXT = {"add_save_task": lambda *args: None, "add_modify_task": lambda *args: None}


def test_a_build_error_is_one_line_named_by_what_failed():
    with pytest.raises(SystemExit) as stop, stop_build():
        raise PhotoError("images/source/x.jpg cannot be read")
    assert stop.value.code == "images: images/source/x.jpg cannot be read"


def test_an_edge_names_the_other_errors_it_expects_and_lets_the_rest_through():
    with pytest.raises(SystemExit) as stop, stop_build("images", OSError):
        raise OSError("No space left on device")
    assert stop.value.code == "images: No space left on device"
    with pytest.raises(KeyError), stop_build("images", OSError):
        raise KeyError("a bug, with its traceback")


def test_a_cms_settings_error_is_the_admins_whichever_hook_meets_it(monkeypatch):
    """content/cms.yml holds /admin/'s settings: the site's description
    (which the layer's plugins ask for) and the admin plugin stop the build
    with the same line."""
    line = "content/cms.yml: backend: must be github, gitlab or git-gateway"

    def broken():
        raise cms_settings.CmsConfigError(line)

    monkeypatch.setattr(cms_settings, "load_settings", broken)
    with pytest.raises(SystemExit) as described:
        describe()
    assert described.value.code == f"admin: {line}"
    with pytest.raises(SystemExit) as admin:
        AdminPlugin().pre_compile(**HOOK_CONTEXT)
    assert admin.value.code == f"admin: {line}"


def test_a_photo_the_code_names_stops_its_page_with_one_line(monkeypatch):
    """The content's photos are checked with their file and line; a photo
    the code itself names (a fallback) stops the page Reflex evaluates."""

    def unreadable(use, *args):
        raise PhotoError(f"images/source/{use.file} cannot be read")

    monkeypatch.setattr(publish, "job", unreadable)
    with pytest.raises(SystemExit) as stop:
        routes.get("home").component()
    assert str(stop.value.code).startswith("images: images/source/")


def test_a_receiver_that_cannot_start_stops_the_backend_saying_what_is_wrong(monkeypatch):
    monkeypatch.setenv("SALON_SMTP_PORT", "70000")
    monkeypatch.setattr(api, "log_to_stdout", lambda logger: None)
    api._receiver.cache_clear()
    try:
        with pytest.raises(SystemExit) as stop:
            api.api_transformer(None)
    finally:
        api._receiver.cache_clear()
    lines = str(stop.value.code).splitlines()
    assert lines[0] == "The contact form's receiver is misconfigured:"
    assert lines[1].startswith("SALON_SMTP_PORT")
