"""salon/'s folders and modules stand in layers, and the arrows point down:
a module imports from its own layer or a lower one, never a higher one (not
even inside a function), so no two of them import each other. New code finds
its place by what it needs; what two layers share moves down, into a module
both can import (docs/architecture.md, "Layout")."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SALON = ROOT / "salon"

# Bottom to top: each entry is a module or a folder right under salon/.
LAYERS: list[tuple[str, ...]] = [
    # What imports nothing of the site's, or only each other.
    (
        "__init__.py",
        "paths.py",
        "web_origin.py",
        "client_address.py",
        "server_log.py",
        "npm_tarball.py",
        "calendar.py",
        "contact_form.py",
        # What every library's errors are, and how the edges stop the build on them.
        "build_stop.py",
        # The build plugins reach the app's modules only while a hook runs.
        "plugins/",
    ),
    ("bun.py", "locales.py", "dev_reload.py"),
    ("images/", "brand/"),
    ("content_model/",),
    # The content read, and what is worked out from one language's content.
    ("content.py", "form_destination.py", "opening_hours/", "theme.py"),
    ("routes.py",),
    ("receiver/", "components/", "seo.py", "cms/", "publishing/"),
    # The own server's editor: the CMS's backend choice, the content's checks, git.
    ("editors/",),
    # The site as the static-site layer is given it.
    ("site.py",),
    ("pages/",),
    # The app: the one module that loads the content as it is imported.
    ("salon.py",),
]


def room(path: Path) -> str:
    """A file's module or folder right under salon/."""
    first = path.relative_to(SALON).parts[0]
    return first if first.endswith(".py") else f"{first}/"


def room_of_module(name: str) -> str | None:
    """The room module `name` is in, or None outside salon/."""
    parts = name.split(".")
    if parts[0] != "salon" or len(parts) == 1:
        return None
    if (SALON / parts[1]).is_dir():
        return f"{parts[1]}/"
    return f"{parts[1]}.py" if (SALON / f"{parts[1]}.py").is_file() else None


def imported_rooms(source: str) -> set[str]:
    """The rooms of salon/ that `source` imports, at its top or inside a
    function (`from salon import routes` is salon/routes.py)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names |= {f"{node.module}.{alias.name}" for alias in node.names}
    return {found for name in names if (found := room_of_module(name)) is not None}


LEVEL = {name: level for level, layer in enumerate(LAYERS) for name in layer}


def arrows_up() -> list[str]:
    found = []
    for path in sorted(SALON.rglob("*.py")):
        here = room(path)
        for there in sorted(imported_rooms(path.read_text(encoding="utf-8")) - {here}):
            if LEVEL[there] > LEVEL[here]:
                found.append(f"{path.relative_to(ROOT).as_posix()} imports salon/{there}")
    return found


def test_every_room_has_its_layer():
    rooms = {room(path) for path in SALON.rglob("*.py")}
    assert rooms == set(LEVEL), "declare the new module's layer in LAYERS"
    assert len(LEVEL) == sum(map(len, LAYERS)), "a room stands in one layer"


def test_no_arrow_runs_up():
    assert arrows_up() == []


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("from salon.routes import Route", {"routes.py"}),
        ("from salon import content, routes", {"content.py", "routes.py"}),
        ("import salon.content_model.fields", {"content_model/"}),
        ("def f():\n    from salon.images import publish", {"images/"}),
        ("from salon_components import slider", set()),
        ("import reflex as rx", set()),
    ],
)
def test_imports_are_read_whole(source, found):
    assert imported_rooms(source) == found
