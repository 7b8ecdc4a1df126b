"""How the build stops on a problem its user can fix: with the lines that
say what failed, no traceback, exit status 1.

Library code raises its own exceptions, each a `BuildError` whose `subject`
names what failed ("images", "admin", ...). Only an edge turns one into what
its user reads (`stop_build`): a plugin's hook, the app's import and the
evaluation of its pages, the site's description, rxconfig.py, the backend's
start. SystemExit, because Reflex's CLI prints a traceback for any other
exception raised in its commands, and hides the lines in it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager


class BuildError(Exception):
    """A problem its user can fix; its message is the line after `subject`."""

    subject = "build"

    def lines(self) -> list[str]:
        """What the build shows for it."""
        return [f"{self.subject}: {self}"]


@contextmanager
def stop_build(subject: str = "", *others: type[Exception]) -> Iterator[None]:
    """An edge: any BuildError raised within stops the build with its lines,
    and so does any of `others`, as `subject: message`."""
    try:
        yield
    except BuildError as error:
        lines = error.lines()
        if len(lines) == 1:
            raise SystemExit(lines[0]) from None
        print(*lines, sep="\n", file=sys.stderr)
        raise SystemExit(1) from None
    except others as error:
        raise SystemExit(f"{subject}: {error}") from None
