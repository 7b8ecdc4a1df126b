"""Under `reflex run` the content's errors go to the file the dev server's
plugin shows in the browser (salon/dev_reload.py); nowhere else."""

import re

import pytest

from salon import dev_reload
from salon.paths import JS

LINES = ["1 error(s) in content/:", "content/hours.yml:22: hours[Lördag].closes: must be HH:MM"]


@pytest.fixture
def web(tmp_path, monkeypatch):
    monkeypatch.setattr(dev_reload, "get_web_dir", lambda: tmp_path)
    return tmp_path / dev_reload.BUILD_ERRORS


@pytest.mark.parametrize("mode", [None, "prod"])
def test_outside_reflex_run_no_file_is_written_or_removed(web, monkeypatch, mode):
    if mode is None:
        monkeypatch.delenv("REFLEX_ENV_MODE", raising=False)
    else:
        monkeypatch.setenv("REFLEX_ENV_MODE", mode)
    dev_reload.show_build_errors(LINES)
    assert not web.exists()
    web.write_text("left\n")
    dev_reload.clear_build_errors()
    assert web.read_text() == "left\n"


def test_under_reflex_run_the_lines_are_written_and_cleared(web, monkeypatch):
    monkeypatch.setenv("REFLEX_ENV_MODE", "dev")
    dev_reload.show_build_errors(LINES)
    assert web.read_text(encoding="utf-8").splitlines() == LINES
    dev_reload.clear_build_errors()
    assert not web.exists()
    dev_reload.clear_build_errors()  # nothing to clear: no error


def test_the_dev_server_plugin_reads_the_same_file():
    plugin = (JS / "vite" / "build_errors.js").read_text(encoding="utf-8")
    assert (
        re.search(r'export const BUILD_ERRORS = "([^"]+)";', plugin)[1] == dev_reload.BUILD_ERRORS
    )
