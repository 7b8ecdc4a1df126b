"""`reflex run` recompiles on an edit to the content file, as on a .py edit.

Reflex's dev server (granian) watches the project's folders but skips every
file whose name matches `reflex.utils.exec.HOTRELOAD_IGNORE_PATTERNS`, and
`*.yml` is one of them, which would leave content/salon.yml out.
rxconfig.py calls `watch_content_file()`; `reflex run` loads rxconfig.py
before it starts the server, which reads the patterns then. Nothing here
reads the content (docs/architecture.md, "reflex run").
"""

import re

from salon.paths import CONTENT_FILE
from salon.plugins.reflex_output import reflex_exec


def watch_content_file() -> None:
    """Drop the ignore patterns that match the content file's name. A Reflex
    without the list changes nothing here (tests/unit/test_app.py fails)."""
    patterns = getattr(reflex_exec, "HOTRELOAD_IGNORE_PATTERNS", None)
    if patterns is not None:
        reflex_exec.HOTRELOAD_IGNORE_PATTERNS = tuple(
            pattern for pattern in patterns if not re.search(pattern, CONTENT_FILE.name)
        )
