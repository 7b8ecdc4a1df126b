"""Inline small ES modules into a classic <script> at build time.

Head scripts must run before the first paint, so they cannot be fetched as
modules. Their source still lives in .js files (tested with node --test); this
joins an entry module and the relative modules it imports into one script.
It understands exactly what those files use: `import { a, b } from "./x.js";`
lines and `export` in front of declarations.
"""

import re
from pathlib import Path

_IMPORT = re.compile(r'^import \{[^}]*\} from "\./([\w.]+\.js)";\n', re.M)
_EXPORT = re.compile(r"^export (?=(?:async )?(?:const|let|function|class) )", re.M)
_ANY_IMPORT_OR_EXPORT = re.compile(r"^(?:import|export)\b", re.M)
# Whole-line comments are for the maintainer, not for every page's bytes.
_COMMENT_LINE = re.compile(r"^\s*//.*\n", re.M)


def script_source(path: Path) -> str:
    """The module at `path` as it goes into a page: without its whole-line comments."""
    return _COMMENT_LINE.sub("", path.read_text(encoding="utf-8"))


def _collect(path: Path, seen: list[Path]) -> None:
    if path in seen:
        return
    source = path.read_text(encoding="utf-8")
    for dependency in _IMPORT.findall(source):
        _collect(path.parent / dependency, seen)
    seen.append(path)


def inline_module(entry: Path) -> str:
    """The entry module and the modules it imports as one script, dependencies first."""
    order: list[Path] = []
    _collect(entry, order)
    parts = []
    for path in order:
        source = _EXPORT.sub("", _IMPORT.sub("", script_source(path)))
        leftover = _ANY_IMPORT_OR_EXPORT.search(source)
        if leftover:
            line = source[leftover.start() :].splitlines()[0]
            raise ValueError(f"{path.parent.name}/{path.name}: cannot inline {line!r}")
        parts.append(source.strip())
    # One function scope: nothing leaks into the page's globals.
    return "(function () {\n" + "\n".join(parts) + "\n})();"
