"""`reflex run` recompiles on an edit to any content file, as on a .py edit.

Reflex's dev server (granian) watches the project's folders but skips every
file whose name matches `reflex.utils.exec.HOTRELOAD_IGNORE_PATTERNS`, and
`*.yml` is one of them, which would leave the content's files (content/*.yml)
out. rxconfig.py calls `watch_content_files()`; `reflex run` loads
rxconfig.py before it starts the server, which reads the patterns then.
Nothing here reads the content or imports the content model: a module
rxconfig.py imports is never reloaded (docs/architecture.md, "reflex run").
"""

import re

from salon.paths import CONTENT_DIR
from salon.plugins.reflex_output import reflex_exec


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
