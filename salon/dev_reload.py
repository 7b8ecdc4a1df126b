"""`reflex run` recompiles on an edit to any content file, as on a .py edit,
and a content error shows in the browser as well as in the terminal.

Reflex's dev server watches the project's folders but skips every file
whose name matches one of its ignore patterns, and `*.yml` is one of them,
which would leave the content's files (content/*.yml) out. rxconfig.py
calls `watch_content_files()`, before `reflex run` starts the server
(static_first/generated/hot_reload.py).

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

from pathlib import Path

from salon.paths import CONTENT_DIR
from static_first.generated import hot_reload
from static_first.generated.reflex_private import environment, get_web_dir, is_prod_mode

# In the web folder; assets/js/vite/build_errors.js reads it by this name.
BUILD_ERRORS = "salon-build-errors.txt"


def watch_content_files() -> None:
    """Reflex's reloader sees a change to any file in content/."""
    hot_reload.watch(path.name for path in CONTENT_DIR.glob("*.yml"))


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
