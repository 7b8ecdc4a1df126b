"""What /admin/ shows of publishing, and the file that keeps it across restarts."""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal


@dataclass(frozen=True)
class PublishState:
    state: Literal["published", "publishing", "failed"]
    published_at: float | None  # epoch seconds when the live site last switched (None: never)
    commit: str | None  # the live site's commit
    error: str | None  # the last failed build's one line, until a later build succeeds


@dataclass(frozen=True)
class Record:
    """state.json: what happened last, written after each step of a build."""

    published_at: float | None = None
    commit: str | None = None
    error: str | None = None
    # Set while a build runs: when it started, and what it builds.
    building_since: float | None = None
    building: str | None = None

    def state(self, pending: bool = False) -> PublishState:
        if pending or self.building_since is not None:
            state = "publishing"
        elif self.error is not None:
            state = "failed"
        else:
            state = "published"
        return PublishState(state, self.published_at, self.commit, self.error)


class StateFile:
    def __init__(self, path: Path):
        self.path = path

    def read(self) -> Record:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            return Record(**{key: data.get(key) for key in Record.__dataclass_fields__})
        except (OSError, ValueError, TypeError):
            return Record()

    def write(self, record: Record) -> None:
        """Whole or not at all: a reader never sees half a file."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_name(f".{self.path.name}.{os.getpid()}")
        temporary.write_text(json.dumps(asdict(record)) + "\n", encoding="utf-8")
        try:
            os.replace(temporary, self.path)
        finally:
            with contextlib.suppress(FileNotFoundError):
                temporary.unlink()
