"""Inline small ES modules from assets/js into a classic <script> at build time.

Head scripts must run before the first paint, so they cannot be fetched as
modules. Their source still lives in .js files (tested with node --test); this
joins an entry module and the relative modules it imports into one script.
It understands exactly what those files use: `import { a, b } from "./x.js";`
lines and `export` in front of declarations.
"""

import re

from salon.paths import INLINE_JS

_IMPORT = re.compile(r'^import \{[^}]*\} from "\./([\w.]+\.js)";\n', re.M)
_EXPORT = re.compile(r"^export (?=(?:async )?(?:const|let|function|class) )", re.M)
_ANY_IMPORT_OR_EXPORT = re.compile(r"^(?:import|export)\b", re.M)
# Whole-line comments are for the maintainer, not for every page's bytes.
_COMMENT_LINE = re.compile(r"^\s*//.*\n", re.M)


def script_source(name: str) -> str:
    """assets/js/`name` as it goes into a page: without its whole-line comments."""
    return _COMMENT_LINE.sub("", (INLINE_JS / name).read_text(encoding="utf-8"))


def _collect(name: str, seen: list[str]) -> None:
    if name in seen:
        return
    source = (INLINE_JS / name).read_text(encoding="utf-8")
    for dependency in _IMPORT.findall(source):
        _collect(dependency, seen)
    seen.append(name)


def inline_module(entry: str) -> str:
    """The entry module and its imports as one script, dependencies first."""
    order: list[str] = []
    _collect(entry, order)
    parts = []
    for name in order:
        source = _EXPORT.sub("", _IMPORT.sub("", script_source(name)))
        leftover = _ANY_IMPORT_OR_EXPORT.search(source)
        if leftover:
            line = source[leftover.start() :].splitlines()[0]
            raise ValueError(f"assets/js/inline/{name}: cannot inline {line!r}")
        parts.append(source.strip())
    # One function scope: nothing leaks into the page's globals.
    return "(function () {\n" + "\n".join(parts) + "\n})();"
