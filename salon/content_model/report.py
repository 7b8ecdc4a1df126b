"""How content problems are told: one line each, `file:line: path: message`,
all at once.

A location (`Loc`) is the path of keys and list positions to a value, as
pydantic gives it: `("hours", 5, "closes")`. A `Source` turns it into what
the owner reads, `content/hours.yml:12: hours[Lördag].closes`.
"""

from __future__ import annotations

import warnings
from typing import Protocol

from salon.build_stop import BuildError

Loc = tuple[str | int, ...]


class Source(Protocol):
    """Where a location is in the content's files: the loader's Document."""

    def line(self, loc: Loc) -> int | None: ...
    def order(self, loc: Loc) -> tuple[int, float]: ...
    def where(self, loc: Loc) -> str: ...
    def name(self, loc: Loc) -> str: ...


class ContentError(ValueError, BuildError):
    """Content entries are missing or malformed. `errors` has one line per
    problem, each starting with the file, the line and the field's path; the
    message joins them. `shown`: what the build shows for it, when the
    loader has told (the count, the problems, then the warnings)."""

    subject = "content"

    def __init__(self, errors: str | list[str], shown: list[str] | None = None) -> None:
        self.errors = [errors] if isinstance(errors, str) else list(errors)
        self.shown = shown
        super().__init__("\n".join(self.errors))

    def lines(self) -> list[str]:
        return self.shown if self.shown is not None else super().lines()


class ContentWarning(UserWarning):
    """A content entry is valid but probably stale or imprecise (e.g. an
    exception in the past)."""


class Report:
    """Collects every error, so the owner sees them all in one build; one per
    field (an empty phone number is not also "not a phone number")."""

    def __init__(self, source: Source, *, warn: bool = True) -> None:
        self.source = source
        self._found: dict[Loc, str] = {}
        self._more: list[tuple[Loc, str]] = []
        # A translation's checks see the default language's numbers and
        # dates again: their warnings were given once already.
        self._warn = warn

    def require(self, ok: bool, loc: Loc, message: str) -> bool:
        if not ok and loc not in self._found:
            self._found[loc] = message
        return ok

    def add(self, loc: Loc, message: str) -> None:
        """One more problem at `loc`, beside any it has: for a field whose
        problems are separate (each pair a colour fails)."""
        self._more.append((loc, message))

    def failed(self, loc: Loc) -> bool:
        return loc in self._found or any(found == loc for found, _ in self._more)

    def name(self, loc: Loc) -> str:
        """`loc` as the owner reads it in a message: `hours[Lördag].closes`."""
        return self.source.name(loc)

    def warn(self, loc: Loc, message: str, source: Source | None = None) -> None:
        """A warning about `loc` in `source` (default: the content checked)."""
        if self._warn:
            where = (source or self.source).where(loc)
            warnings.warn(f"{where}: {message}", ContentWarning, stacklevel=3)

    @property
    def errors(self) -> list[str]:
        """The lines in the order of the files (problems without a line last)."""
        found = [*self._found.items(), *self._more]
        ordered = sorted(found, key=lambda item: self.source.order(item[0]))
        return [f"{self.source.where(loc)}: {message}" for loc, message in ordered]
