"""The bun Reflex runs (its JavaScript package manager and bundler): the
version Reflex pins, where it looks for its own copy, and whether it is told
to use the system's instead (REFLEX_USE_SYSTEM_BUN)."""

from pathlib import Path

from static_first.generated.reflex_private import Bun, environment


def version() -> str:
    return Bun.VERSION


def path() -> Path:
    """Where Reflex installs its bun, and looks for it first."""
    return Bun.DEFAULT_PATH


def uses_system_bun() -> bool:
    return bool(environment.REFLEX_USE_SYSTEM_BUN.get())
