"""The README's deploy command as a newcomer types it, once the set-up has
run: a new shell, `source .venv/bin/activate`, plain `reflex export`. Nothing
from the scripts' environment may be needed: where Reflex cannot download
bun from bun's site, rxconfig.py's must come from the npm registry
(salon/bun.py), or Reflex falls back to npm and stops on Node 20.

The run is the copy build of tests/builds.py (a copy of the project whose
`.venv` is the venv these tests run in, in a shell started with an empty
environment but HOME and a system PATH), which the contact form's tests serve
too: one export for both.
"""

from __future__ import annotations

import re

from tests.builds import copy_build, folder_for_session

# Reflex's own minimum (reflex_base.constants.Node.MIN_VERSION).
NODE_REFLEX_ASKS_FOR = (22, 22)


def test_the_readme_deploy_command_works_in_a_new_shell(tmp_path_factory):
    done = copy_build(folder_for_session(tmp_path_factory.getbasetemp()))
    assert done.returncode == 0, done.output
    assert f"static site: {done.site}" in done.stdout, done.output
    for name in ("index.html", "404.html", "sitemap.xml", "_headers", "_headers.nginx.conf"):
        assert (done.site / name).is_file(), f"{name} missing from the export:\n{done.output}"


def test_on_the_node_reflex_asks_for_the_export_warns_of_nothing(tmp_path_factory):
    """On Node 22.22+ nothing is out of date; older, Reflex says so (and bun
    runs the build itself), which the README states."""
    from reflex_base.constants import Node

    assert tuple(map(int, Node.MIN_VERSION.split(".")[:2])) == NODE_REFLEX_ASKS_FOR
    done = copy_build(folder_for_session(tmp_path_factory.getbasetemp()))
    version = re.fullmatch(r"v(\d+)\.(\d+)\.\d+", done.node)
    assert version, f"no node in the copy build's shell: {done.node!r}"
    assert tuple(map(int, version.groups())) >= NODE_REFLEX_ASKS_FOR, (
        f"the copy build ran on node {done.node}: run scripts/setup.sh to install Node 24"
    )
    assert done.returncode == 0, done.output
    assert "out of date" not in done.output, done.output
    assert "Warning" not in done.output, done.output
