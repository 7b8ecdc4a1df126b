"""`reflex run` recompiles on an edit to any content file, as on a .py edit,
and a content error shows in the browser as well as in the terminal.

Reflex's dev server (granian) watches the project's folders but skips every
file whose name matches `reflex.utils.exec.HOTRELOAD_IGNORE_PATTERNS`, and
`*.yml` is one of them, which would leave the content's files (content/*.yml)
out. rxconfig.py calls `watch_content_files()`; `reflex run` loads
rxconfig.py before it starts the server, which reads the patterns then.

A bad value stops the build (one line per problem, on stderr); under
`reflex run` the backend's worker exits and Vite's dev server keeps the last
good pages, so the page open in the browser would show the old content as if
nothing were wrong. salon/content.py hands the lines to `show_build_errors`,
which writes them to a file in the web folder that the dev server's plugin
(assets/js/vite/build_errors.js, added by salon/plugins/build_errors.py)
shows in Vite's error overlay, and calls `clear_build_errors` once the
content loads. Outside `reflex run` neither touches a file.

Nothing here reads the content or imports the content model: a module
rxconfig.py imports is never reloaded (docs/architecture.md, "reflex run").
"""

import re
from pathlib import Path

from salon.paths import CONTENT_DIR
from static_first.generated.reflex_private import (
    environment,
    get_web_dir,
    is_prod_mode,
    reflex_exec,
)

# In the web folder; assets/js/vite/build_errors.js reads it by this name.
BUILD_ERRORS = "salon-build-errors.txt"


def watch_content_files() -> None:
    """Drop the ignore patterns that match the name of a file in content/.
    A Reflex without the list changes nothing here (tests/unit/test_app.py
    fails)."""
    patterns = getattr(reflex_exec, "HOTRELOAD_IGNORE_PATTERNS", None)
    if patterns is not None:
        names = [path.name for path in CONTENT_DIR.glob("*.yml")]
        reflex_exec.HOTRELOAD_IGNORE_PATTERNS = tuple(
            pattern for pattern in patterns if not any(re.search(pattern, n) for n in names)
        )


def _build_errors_file() -> Path | None:
    """Where the dev server looks for the build's errors; None but under `reflex run`."""
    if not environment.REFLEX_ENV_MODE.is_set() or is_prod_mode():
        return None
    return get_web_dir() / BUILD_ERRORS


def show_build_errors(lines: list[str]) -> None:
    if (path := _build_errors_file()) is not None and path.parent.is_dir():
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def clear_build_errors() -> None:
    if (path := _build_errors_file()) is not None:
        path.unlink(missing_ok=True)
