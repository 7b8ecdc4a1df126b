"""The last changes to what /admin/ edits (who, when, which section), from
git's log of the section files and images/source/, and the undo of any one:
a commit that puts back what that change replaced, checked and published
like any save (salon/editors/saving.py).

A change made outside /admin/ that also touched other files (code, say), or
a merge, is listed but cannot be undone here. An undo that meets later
changes to the same lines is refused with one line naming who made them.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from salon.editors import local_time
from salon.editors.merge import Conflict, merge
from salon.editors.repository import Change, Moved, Repository
from salon.editors.saving import ATTEMPTS, Saver, SaveRefused
from salon.editors.sessions import Session
from salon.editors.site_paths import PHOTOS, SECTION_FILES, PathRefused, site_path

LIMIT = 20
_COMMIT = re.compile(r"^[0-9a-f]{40}$")
WATCHED = (*SECTION_FILES, f"{PHOTOS}/")


def labels(files: tuple[str, ...]) -> list[str]:
    """What the owner calls what a change touched: each section by its name,
    a photo by its file's (several: how many), other files by their number."""
    sections, photos, others = [], [], 0
    for path in files:
        try:
            found = site_path(path)
        except PathRefused:
            others += 1
            continue
        if found.is_photo:
            photos.append(found.label)
        elif found.label not in sections:
            sections.append(found.label)
    if len(photos) > 1:
        photos = [f"{len(photos)} foton"]
    rest = {0: [], 1: ["1 annan fil"]}.get(others, [f"{others} andra filer"])
    return [*sections, *photos, *rest]


def undoable(change: Change) -> bool:
    if len(change.parents) != 1 or not change.files:
        return False
    try:
        for path in change.files:
            site_path(path)
    except PathRefused:
        return False
    return True


class History:
    def __init__(
        self, repository: Repository, saver: Saver, clock: Callable[[], float] = time.time
    ):
        self.repository = repository
        self.saver = saver
        self.clock = clock

    def last(self, limit: int = LIMIT) -> list[dict]:
        return [
            {
                "commit": change.commit,
                "author": change.author,
                "at": change.at,
                "sections": labels(change.files),
                "message": change.message,
                "undoable": undoable(change),
            }
            for change in self.repository.changes(WATCHED, limit)
        ]

    def undo(self, session: Session, commit: object) -> str:
        """Undo `commit` as `session`'s editor: the new commit, or SaveRefused."""
        if not isinstance(commit, str) or not _COMMIT.match(commit):
            raise SaveRefused(400, "Ange ändringen som ska ångras.")
        with self.saver.lock():
            for _ in range(ATTEMPTS):
                head = self.repository.head()
                change = self._change(commit, head)
                self.repository.check_paths(head, list(change.files))
                final = self._reverted(change, head)
                try:
                    return self.saver.land(
                        head, final, session.name, f'Ångra "{change.message}"\n\n'
                        f"This reverts commit {change.commit}."
                    )  # fmt: skip
                except Moved:
                    continue
        raise SaveRefused(409, "Förrådet ändrades under tiden: försök igen.")

    def _change(self, commit: str, head: str) -> Change:
        if not self.repository.is_ancestor(commit, head):
            raise SaveRefused(404, "Ändringen finns inte i historiken.")
        found = [
            change for change in self.repository.changes(WATCHED, LIMIT) if change.commit == commit
        ]
        if not found:
            raise SaveRefused(422, "Bara de senaste ändringarna kan ångras här.")
        if not undoable(found[0]):
            raise SaveRefused(422, "Ändringen gjordes utanför /admin/ och kan inte ångras här.")
        return found[0]

    def _reverted(self, change: Change, head: str) -> dict[str, bytes | None]:
        parent = change.parents[0]
        final: dict[str, bytes | None] = {}
        for path in change.files:
            before, after, now = (self._at(ref, path) for ref in (parent, change.commit, head))
            if now == before:
                continue
            if now == after:
                final[path] = before
                continue
            texts = path in SECTION_FILES and None not in (before, after, now)
            try:
                if not texts:
                    raise Conflict(path)
                final[path] = merge(after, now, before)  # type: ignore[arg-type]
            except Conflict:
                raise SaveRefused(409, self._conflict_line(change, path)) from None
        if not final:
            raise SaveRefused(409, "Ändringen är redan ångrad.")
        return final

    def _at(self, commit: str, path: str) -> bytes | None:
        found = self.repository.read(commit, path)
        return found[0] if found else None

    def _conflict_line(self, change: Change, path: str) -> str:
        later = self.repository.first_change_after(change.commit, path)
        label = site_path(path).label
        who = (
            f"{later.author} ändrade {label} efter den, {local_time.shown(later.at, self.clock())}"
            if later
            else f"{label} har ändrats efter den"
        )
        return f"Ändringen kan inte ångras: {who}, på samma rader."
