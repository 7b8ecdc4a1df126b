"""A save from /admin/, start to end: one at a time (a lock shared by the
backend's threads and processes), merged with what others saved since this
session read the file, checked as the build checks it, committed, and handed
to the publisher.

- A section file saved by someone else since this session read it is merged
  three-way (salon/editors/merge.py), the base being the version this session
  last read or saved. Changes apart both land; overlapping ones refuse the
  save with one line naming who saved that section first, and when.
- The result, merged or not, must pass the content loader
  (salon/editors/checking.py), or nothing is written or committed.
- A good save is one commit of exactly the saved paths, the editor its author
  and Decap's message its message; then the publisher is asked to build.
"""

from __future__ import annotations

import contextlib
import dataclasses
import fcntl
import logging
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Protocol

from salon.editors import checking, local_time
from salon.editors.merge import Conflict, merge
from salon.editors.repository import Moved, Repository
from salon.editors.sessions import Read, Session, Sessions
from salon.editors.site_paths import SitePath
from salon.publishing.state import PublishState

log = logging.getLogger("salon.editors")

LOCK_FILE = "editor.lock"
LOCK_WAIT_S = 60
# HEAD moved by someone else (a push, a developer's commit) between reading
# and committing: the save is made again on the new HEAD this many times.
ATTEMPTS = 3
MESSAGE_MAX = 2000
DEFAULT_MESSAGE = "Ändrat i /admin/"


class Publisher(Protocol):
    """What the editor needs of salon/publishing/'s publisher."""

    def request(self) -> None: ...
    def state(self) -> PublishState: ...


class SaveRefused(Exception):
    """The save is refused and nothing was written: `status` and one line."""

    def __init__(self, status: int, line: str):
        super().__init__(line)
        self.status = status
        self.line = line


@dataclasses.dataclass(frozen=True)
class Saved:
    commit: str
    merged: tuple[str, ...]  # the section files merged with others' changes


class Saver:
    def __init__(
        self,
        repository: Repository,
        sessions: Sessions,
        data_dir: Path,
        publisher: Callable[[], Publisher],
        clock: Callable[[], float] = time.time,
    ):
        self.repository = repository
        self.sessions = sessions
        self.lock_path = data_dir / LOCK_FILE
        self.publisher = publisher
        self.clock = clock
        self._thread_lock = threading.Lock()

    @contextlib.contextmanager
    def lock(self) -> Iterator[None]:
        """The one lock of read-merge-commit, across threads and processes."""
        if not self._thread_lock.acquire(timeout=LOCK_WAIT_S):
            raise SaveRefused(503, "Någon annan sparar just nu: försök igen om en stund.")
        try:
            self.lock_path.parent.mkdir(parents=True, exist_ok=True)
            with self.lock_path.open("a") as file:
                fcntl.flock(file, fcntl.LOCK_EX)
                try:
                    yield
                finally:
                    fcntl.flock(file, fcntl.LOCK_UN)
        finally:
            self._thread_lock.release()

    def save(
        self, session: Session, changes: Mapping[SitePath, bytes | None], message: str
    ) -> Saved:
        """Save `changes` (None: delete) as `session`'s editor, or SaveRefused."""
        with self.lock():
            for _ in range(ATTEMPTS):
                head = self.repository.head()
                self.repository.check_paths(head, [site_path.path for site_path in changes])
                final, merged = self._merged(session, head, changes)
                try:
                    commit = self.land(head, final, session.name, message)
                except Moved:
                    continue
                self._note_saved(session, changes, commit)
                return Saved(commit, tuple(merged))
        raise SaveRefused(409, "Förrådet ändrades under tiden: spara igen.")

    def land(self, head: str, final: Mapping[str, bytes | None], author: str, message: str) -> str:
        """Check `final` on `head`, commit it and ask for a build; the commit.
        Moved if HEAD moved; SaveRefused if the build would refuse it. The
        caller holds the lock."""
        try:
            checking.check(self.repository, head, final)
        except checking.ValueRefused as refused:
            raise SaveRefused(422, str(refused)) from None
        commit = self.repository.commit(head, final, author, _message(message))
        log.info("%s saved %s as %s", author, ", ".join(final), commit[:10])
        try:
            self.publisher().request()
        except Exception as error:
            # The commit stands: the publisher builds HEAD when it starts.
            log.error("saved %s, but the publisher was not reached: %s", commit[:10], error)
        return commit

    def _merged(
        self, session: Session, head: str, changes: Mapping[SitePath, bytes | None]
    ) -> tuple[dict[str, bytes | None], list[str]]:
        final: dict[str, bytes | None] = {}
        merged = []
        for site_path, data in changes.items():
            path = site_path.path
            if site_path.is_photo or data is None:
                final[path] = data
                continue
            current = self.repository.read(head, path)
            base = self.sessions.last_read(session, path)
            if base is None:
                raise SaveRefused(
                    409,
                    f"{site_path.label}: sidan visar en version som servern inte känner till. "
                    "Ladda om sidan och gör om ändringen.",
                )
            if current is None or current[1] == base.blob:
                final[path] = data
                continue
            try:
                final[path] = merge(self.repository.blob(base.blob), current[0], data)
            except Conflict:
                raise SaveRefused(409, self._conflict_line(site_path, base)) from None
            merged.append(path)
        return final, merged

    def _conflict_line(self, site_path: SitePath, base: Read) -> str:
        first = self.repository.first_change_after(base.seen_in, site_path.path)
        who = (
            f"{first.author} sparade {site_path.label} {local_time.shown(first.at, self.clock())}"
            if first
            else f"Någon annan sparade {site_path.label}"
        )
        return (
            f"{who}, efter att du öppnade den, och ändrade samma rader. "
            "Ladda om sidan och gör om din ändring."
        )

    def _note_saved(
        self, session: Session, changes: Mapping[SitePath, bytes | None], commit: str
    ) -> None:
        # The version this session sent is the base of its next save: its
        # form still shows it, whatever was merged in.
        reads = {}
        for site_path, data in changes.items():
            if data is not None and not site_path.is_photo:
                blob = self.repository.git("hash-object", "-w", "--stdin", input=data)
                reads[site_path.path] = Read(blob.decode().strip(), commit)
        if reads:
            self.sessions.note_read(session, reads)


def _message(message: str) -> str:
    text = message.replace("\0", "").replace("\r", "").strip() if isinstance(message, str) else ""
    return (text[:MESSAGE_MAX] or DEFAULT_MESSAGE) + "\n"
