"""Three-way merge of a content file, line by line, as git merges: `git
merge-file` of the version both sides started from (`base`), the one
committed since (`ours`) and the one being saved (`theirs`). Changes to
lines apart both land; changes to the same or neighbouring lines conflict.
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

TIMEOUT_S = 30


class Conflict(Exception):
    """Both sides changed the same lines."""


def merge(base: bytes, ours: bytes, theirs: bytes) -> bytes:
    """`theirs`' changes since `base` laid over `ours`, or Conflict."""
    if ours == base:
        return theirs
    if theirs in (base, ours):
        return ours
    with tempfile.TemporaryDirectory(prefix="salon-merge-") as scratch:
        files = []
        for name, data in (("ours", ours), ("base", base), ("theirs", theirs)):
            path = Path(scratch) / name
            path.write_bytes(data)
            files.append(str(path))
        result = subprocess.run(
            ["git", "merge-file", "-p", *files], capture_output=True, timeout=TIMEOUT_S
        )
    if result.returncode != 0:  # the number of conflicts, or negative on an error
        raise Conflict(f"{result.returncode} conflict(s)")
    return result.stdout
