"""The README's deploy command as a newcomer types it, once the set-up has
run: a new shell, `source .venv/bin/activate`, plain `reflex export`. Nothing
from the scripts' environment (their PATH, REFLEX_USE_SYSTEM_BUN) may be
needed: where Reflex cannot download bun, the set-up's bun must be found
from the venv alone, or Reflex falls back to npm and stops on Node 20.

The run is the copy build of tests/builds.py (a copy of the project whose
`.venv` is the venv these tests run in, in a shell started with an empty
environment but HOME and a system PATH), which the contact form's tests serve
too: one export for both.
"""

from __future__ import annotations

from tests.builds import copy_build, folder_for_session


def test_the_readme_deploy_command_works_in_a_new_shell(tmp_path_factory):
    done = copy_build(folder_for_session(tmp_path_factory.getbasetemp()))
    assert done.returncode == 0, done.output
    assert f"static site: {done.site}" in done.stdout, done.output
    for name in ("index.html", "404.html", "sitemap.xml", "_headers", "_headers.nginx.conf"):
        assert (done.site / name).is_file(), f"{name} missing from the export:\n{done.output}"
