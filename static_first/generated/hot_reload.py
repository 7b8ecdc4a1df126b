"""`reflex run`'s reloader: which changed files it ignores.

Reflex starts its dev server (granian, in reflex/utils/exec.py) with
`HOTRELOAD_IGNORE_PATTERNS`, regular expressions over a file's name
(`*.yml`, `*.json`, a name without a suffix, ...), read from that module
when the server starts: a change made before then, as rxconfig.py loads,
holds for every reload.
"""

import re
from collections.abc import Iterable

from static_first.generated.reflex_private import reflex_exec


def ignored() -> tuple[str, ...]:
    """The patterns of the names whose change the reloader ignores (none in
    a Reflex without the list)."""
    return tuple(getattr(reflex_exec, "HOTRELOAD_IGNORE_PATTERNS", ()))


def watch(names: Iterable[str]) -> None:
    """The reloader sees a change to a file named any of `names`: the
    patterns that match one are dropped. A Reflex without the list is left
    as it is (the seam's test fails)."""
    patterns = ignored()
    if patterns:
        names = list(names)
        reflex_exec.HOTRELOAD_IGNORE_PATTERNS = tuple(
            pattern for pattern in patterns if not any(re.search(pattern, n) for n in names)
        )
