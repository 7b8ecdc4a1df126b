"""The site's repository as the editor reads and writes it: the checkout the
backend runs from, on its current branch, through git's plumbing.

Files are read from HEAD, never from the working tree, so what /admin/ shows
is what is committed and published. A save is one commit of exactly the
paths it names, made in a temporary index (whatever else the checkout has
staged or changed stays out of it), and HEAD moves only if nobody moved it
meanwhile. Then the working tree follows, for each saved file that held
HEAD's old version; a file changed by hand in the checkout is left as it is.

A symbolic link is never followed: one in the commit's tree, or on the way
to a file in the working tree, refuses the save before anything is written.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import stat
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

log = logging.getLogger("salon.editors")

FILE_MODES = ("100644", "100755")
SYMLINK_MODE = "120000"
NO_BLOB = "0" * 40
TIMEOUT_S = 60


class GitError(Exception):
    """git failed; the message is its last line."""


class Refused(Exception):
    """What was asked cannot be done to the repository; the message is one line."""


class Moved(Exception):
    """HEAD moved while a commit was being made."""


@dataclasses.dataclass(frozen=True)
class Entry:
    mode: str
    blob: str


@dataclasses.dataclass(frozen=True)
class Change:
    """One commit of the history, with the files it changed."""

    commit: str
    author: str
    at: float
    parents: tuple[str, ...]
    message: str
    files: tuple[str, ...]


class Repository:
    def __init__(self, root: Path):
        self.root = root

    # --- running git -----------------------------------------------------------------

    def git(
        self,
        *args: str,
        input: bytes | None = None,
        env: Mapping[str, str] | None = None,
        ok: Sequence[int] = (0,),
    ) -> bytes:
        result = subprocess.run(
            ["git", *args],
            cwd=self.root,
            input=input,
            capture_output=True,
            timeout=TIMEOUT_S,
            env={**os.environ, "LC_ALL": "C", "GIT_TERMINAL_PROMPT": "0", **(env or {})},
        )
        if result.returncode not in ok:
            lines = result.stderr.decode("utf-8", "replace").strip().splitlines()
            raise GitError(lines[-1] if lines else f"git {args[0]} failed ({result.returncode})")
        return result.stdout

    def head(self) -> str:
        return self.git("rev-parse", "--verify", "HEAD^{commit}").decode().strip()

    # --- reading ---------------------------------------------------------------------

    def entries(self, commit: str, paths: Sequence[str]) -> dict[str, Entry]:
        """The tree entries of `paths` at `commit` (a missing path is absent)."""
        if not paths:
            return {}
        out = self.git("ls-tree", "-z", "--full-tree", commit, "--", *paths)
        found = {}
        for record in out.split(b"\0"):
            if record:
                meta, _, path = record.partition(b"\t")
                mode, _kind, blob = meta.decode().split(" ")
                found[path.decode("utf-8")] = Entry(mode, blob)
        return {path: entry for path, entry in found.items() if path in paths}

    def folder(self, commit: str, folder: str) -> dict[str, Entry]:
        """The files right in `folder` at `commit`, by path."""
        out = self.git("ls-tree", "-z", "--full-tree", commit, "--", f"{folder}/")
        found = {}
        for record in out.split(b"\0"):
            if record:
                meta, _, path = record.partition(b"\t")
                mode, kind, blob = meta.decode().split(" ")
                if kind == "blob":
                    found[path.decode("utf-8")] = Entry(mode, blob)
        return found

    def blob(self, blob: str) -> bytes:
        return self.git("cat-file", "blob", blob)

    def read(self, commit: str, path: str) -> tuple[bytes, str] | None:
        """A file's bytes and blob id at `commit`, None if it has none;
        Refused if it is a symbolic link or a folder."""
        entry = self.entries(commit, [path]).get(path)
        if entry is None:
            return None
        _check_entry(path, entry)
        return self.blob(entry.blob), entry.blob

    def changed_in_worktree(self, commit: str, folder: str) -> set[str]:
        """The files in `folder` whose working copy differs from `commit`'s."""
        out = self.git("diff", "--no-renames", "--name-only", "-z", commit, "--", f"{folder}/")
        return {name.decode("utf-8") for name in out.split(b"\0") if name}

    def blob_id(self, data: bytes) -> str:
        """The blob id `data` has, without storing it."""
        return self.git("hash-object", "--stdin", input=data).decode().strip()

    # --- writing ---------------------------------------------------------------------

    def commit(
        self, parent: str, changes: Mapping[str, bytes | None], author: str, message: str
    ) -> str:
        """A commit on `parent` with each path of `changes` set to its bytes
        (None: deleted) and nothing else, made the current branch's head;
        Moved if HEAD is no longer `parent`. Returns the commit."""
        old = self.check_paths(parent, list(changes))
        lines = []
        for path, data in changes.items():
            if data is None:
                if path in old:
                    lines.append(f"0 {NO_BLOB}\t{path}")
                continue
            blob = self.git("hash-object", "-w", "--stdin", input=data).decode().strip()
            mode = old[path].mode if path in old else "100644"
            lines.append(f"{mode} {blob}\t{path}")
        with tempfile.TemporaryDirectory(prefix="salon-editor-") as scratch:
            index = {"GIT_INDEX_FILE": str(Path(scratch) / "index")}
            self.git("read-tree", parent, env=index)
            if lines:
                self.git(
                    "update-index", "-z", "--index-info",
                    input="".join(f"{line}\0" for line in lines).encode("utf-8"),
                    env=index,
                )  # fmt: skip
            tree = self.git("write-tree", env=index).decode().strip()
        name, email = author, f"{author}@editor.invalid"
        identity = {
            "GIT_AUTHOR_NAME": name,
            "GIT_AUTHOR_EMAIL": email,
            "GIT_COMMITTER_NAME": name,
            "GIT_COMMITTER_EMAIL": email,
        }
        made = self.git(
            "commit-tree", "--no-gpg-sign", tree, "-p", parent, "-F", "-",
            input=message.encode("utf-8"), env=identity,
        )  # fmt: skip
        commit = made.decode().strip()
        try:
            self.git("update-ref", "-m", f"salon editor: {author}", "HEAD", commit, parent)
        except GitError as error:
            raise Moved(str(error)) from None
        self._follow(old, changes, commit)
        return commit

    def check_paths(self, commit: str, paths: Sequence[str]) -> dict[str, Entry]:
        """Refused if any of `paths` is a symbolic link or no plain file at
        `commit`, or has a symbolic link on its way in the working tree;
        else their entries at `commit`."""
        entries = self.entries(commit, paths)
        for path in paths:
            if path in entries:
                _check_entry(path, entries[path])
            self.check_worktree_path(path)
        return entries

    def check_worktree_path(self, path: str) -> None:
        """Refused if a folder on the way to `path`, or `path` itself, is a
        symbolic link (or not a folder) in the working tree."""
        here = self.root
        parts = path.split("/")
        for depth, part in enumerate(parts):
            here = here / part
            try:
                mode = here.lstat().st_mode
            except FileNotFoundError:
                return
            if stat.S_ISLNK(mode):
                raise Refused(
                    f"{path}: en symbolisk länk på vägen ({'/'.join(parts[: depth + 1])})"
                )
            if depth < len(parts) - 1 and not stat.S_ISDIR(mode):
                raise Refused(f"{path}: {'/'.join(parts[: depth + 1])} är ingen mapp")

    def _follow(self, old: Mapping[str, Entry], changes: Mapping[str, bytes | None], commit: str):
        """The working tree and the index brought to `commit` for the saved
        paths whose working file held the old version; any other is left."""
        followed = []
        for path, data in changes.items():
            target = self.root / path
            try:
                self.check_worktree_path(path)
                current = target.read_bytes() if target.is_file() else None
                was = old.get(path)
                untouched = (current is None and was is None) or (
                    current is not None and was is not None and self.blob_id(current) == was.blob
                )
                if not untouched:
                    log.warning("%s changed in the checkout by hand: left as it is", path)
                    continue
                if data is None:
                    target.unlink(missing_ok=True)
                else:
                    _write_atomic(target, data)
                followed.append(path)
            except (OSError, Refused, GitError) as error:
                log.warning("%s not brought to %s in the checkout: %s", path, commit[:10], error)
        if followed:
            try:
                self.git("reset", "-q", commit, "--", *followed)
            except GitError as error:
                log.warning("the checkout's index not brought to %s: %s", commit[:10], error)

    # --- history ---------------------------------------------------------------------

    def changes(self, paths: Sequence[str], limit: int) -> list[Change]:
        """The last `limit` commits on HEAD that changed any of `paths`
        (files or folders), newest first, each with every file it changed."""
        out = self.git(
            "log", f"-n{limit}", "-z", "--full-diff", "--name-only", "--no-renames",
            "--format=%x1e%H%x1f%an%x1f%at%x1f%P%x1f%s", "HEAD", "--", *paths,
        )  # fmt: skip
        found = []
        # Each commit: \x1e, its fields, NUL, then a newline and its files, each ending in NUL.
        for record in out.decode("utf-8", "replace").split("\x1e")[1:]:
            header, _, names = record.partition("\0")
            commit, author, at, parents, message = header.split("\x1f")
            files = tuple(name.strip("\n") for name in names.split("\0") if name.strip("\n"))
            found.append(Change(commit, author, float(at), tuple(parents.split()), message, files))
        return found

    def first_change_after(self, commit: str, path: str) -> Change | None:
        """The oldest commit after `commit` on HEAD that changed `path`."""
        out = self.git(
            "log", "--reverse", "--format=%H%x1f%an%x1f%at%x1f%P%x1f%s",
            f"{commit}..HEAD", "--", path,
        )  # fmt: skip
        lines = out.decode("utf-8", "replace").splitlines()
        if not lines:
            return None
        sha, author, at, parents, message = lines[0].split("\x1f")
        return Change(sha, author, float(at), tuple(parents.split()), message, (path,))

    def is_ancestor(self, commit: str, of: str = "HEAD") -> bool:
        try:
            self.git("merge-base", "--is-ancestor", commit, of, ok=(0,))
        except GitError:
            return False
        return True


def _check_entry(path: str, entry: Entry) -> None:
    if entry.mode == SYMLINK_MODE:
        raise Refused(f"{path}: en symbolisk länk i förrådet ändras inte här")
    if entry.mode not in FILE_MODES:
        raise Refused(f"{path}: ingen vanlig fil")


def _write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    scratch = path.with_name(f".{path.name}.salon-editor")
    scratch.unlink(missing_ok=True)
    with scratch.open("xb") as file:
        file.write(data)
    os.replace(scratch, path)
