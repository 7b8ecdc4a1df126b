"""Build plugin: a lockfile cut short by a killed worker is dropped before
the compile's package install.

Every compile of `reflex run` (each saved edit) installs the frontend
packages and copies bun's lockfile back into `reflex.lock/`. The dev server
kills a worker that is slow to stop when the next edit arrives, and a worker
killed during that copy leaves `bun.lock` cut short (even empty: a photo
and a content file saved a second apart on a busy machine do it). Reflex's
next install refuses it (`--frozen-lockfile`: "The persisted lockfile is out
of sync ...") and every later worker exits until someone deletes
`reflex.lock/`. Here, before that install, a lockfile that does not end as
bun writes one (its closing brace) is removed, in `reflex.lock/` and `.web/`:
bun resolves the versions package.json pins again and Reflex keeps the new
lockfile.
"""

from dataclasses import dataclass
from pathlib import Path
from typing import Unpack

from reflex.plugins import Plugin

from static_first.generated.hook_context import PreCompileContext
from static_first.generated.reflex_private import get_web_dir
from static_first.order import Ordered

LOCKFILE = "bun.lock"


def cut_short(path: Path) -> bool:
    """Whether the lockfile at `path` exists but stops before its end."""
    try:
        text = path.read_bytes().rstrip()
    except FileNotFoundError:
        return False
    return not text.endswith(b"}")


def repair(root: Path, web: Path) -> list[Path]:
    """Remove a cut-short lockfile from `root`/reflex.lock and `web`; returns
    what was removed."""
    persisted, mirrored = root / "reflex.lock" / LOCKFILE, web / LOCKFILE
    if not (cut_short(persisted) or cut_short(mirrored)):
        return []
    removed = [path for path in (persisted, mirrored) if path.exists()]
    for path in removed:
        path.unlink()
    return removed


@dataclass(kw_only=True, frozen=True)
class LockfileRepairPlugin(Ordered, Plugin):
    """Drops a cut-short lockfile before the compile's package install."""

    # First: before any other plugin's work, the install reads the lockfile.
    before = ("*",)

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        for path in repair(Path.cwd(), get_web_dir()):
            print(f"lockfile: {path} was cut short (a worker stopped writing it): removed")
