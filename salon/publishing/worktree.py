"""The build's own work tree: a git worktree of the site's repository,
detached at the commit being built, under the publishing folder.

It is made once and kept, with its .web/ (Reflex's build folder and the
installed frontend packages) and .cache/ (the encoded photos and the fonts),
so a build after a save redoes only what changed. A new one starts from the
checkout's own .web/ and .cache/ where those exist, and shares its .tools/
(Decap's bundle, salon/cms/decap_bundle.py): a first build needs no network
for what the checkout already has. Editing, committing and `reflex run`
happen in the checkout, never here.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from salon import paths

# What the checkout has that git does not: kept in the work tree between builds.
WEB = ".web"
CACHE = paths.IMAGE_CACHE.parent.name
TOOLS = paths.CMS_TOOLS.parent.name
# Where `reflex export --frontend-only --no-zip` leaves the site.
EXPORT = Path(WEB) / "build" / "client"
GIT_TIMEOUT_S = 120


class WorkTreeError(Exception):
    """git could not make or move the work tree: git's own line."""


def git(folder: Path, *args: str) -> str:
    result = subprocess.run(
        ["git", "-C", str(folder), *args],
        capture_output=True,
        text=True,
        timeout=GIT_TIMEOUT_S,
        check=False,
    )
    if result.returncode != 0:
        lines = [line for line in result.stderr.splitlines() if line.strip()]
        raise WorkTreeError(f"git {args[0]}: {lines[-1] if lines else 'failed'}")
    return result.stdout.strip()


def head(repository: Path) -> str:
    """The commit the repository's HEAD names."""
    return git(repository, "rev-parse", "--verify", "HEAD^{commit}")


class WorkTree:
    def __init__(self, repository: Path, path: Path):
        self.repository = repository
        self.path = path

    @property
    def export(self) -> Path:
        return self.path / EXPORT

    def prepare(self, commit: str) -> None:
        """The work tree at `commit`, exactly: made or mended if need be,
        stale locks of a build that was killed removed, files no commit
        has removed (not the ignored ones: .web/, .cache/). Only while no
        other build runs (the build lock)."""
        if not self._sound():
            self._make()
        self._unlock()
        git(self.path, "checkout", "--quiet", "--force", "--detach", commit)
        kept = [f"--exclude=/{name}" for name in (WEB, CACHE, TOOLS)]
        git(self.path, "clean", "--quiet", "--force", "-d", *kept)

    def _sound(self) -> bool:
        if not (self.path / ".git").is_file():
            return False
        try:
            top = git(self.path, "rev-parse", "--show-toplevel")
        except WorkTreeError:
            return False
        return Path(top).resolve() == self.path.resolve()

    def _git_dir(self) -> Path:
        return Path(git(self.path, "rev-parse", "--absolute-git-dir"))

    def _unlock(self) -> None:
        """A killed git leaves its lock files; no git of ours runs here now."""
        for lock in self._git_dir().glob("*.lock"):
            lock.unlink(missing_ok=True)

    def _make(self) -> None:
        """A new work tree, keeping the build state of a broken one."""
        kept = self.path.with_name(self.path.name + ".kept")
        shutil.rmtree(kept, ignore_errors=True)
        if self.path.exists():
            self.path.rename(kept)
        git(self.repository, "worktree", "prune")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        git(self.repository, "worktree", "add", "--force", "--detach", str(self.path), "HEAD")
        for name in (WEB, CACHE):
            if (kept / name).is_dir():
                (kept / name).rename(self.path / name)
            elif (self.repository / name).is_dir():
                _copy(self.repository / name, self.path / name)
        shutil.rmtree(kept, ignore_errors=True)
        # The build fetches Decap's bundle into .tools/ the first time: the
        # checkout's, so that both fetch it once.
        (self.repository / TOOLS).mkdir(exist_ok=True)
        (self.path / TOOLS).symlink_to(self.repository / TOOLS, target_is_directory=True)


def _copy(source: Path, target: Path) -> None:
    """A folder copied as is, without the last export in it."""
    # cp keeps node_modules' links and is faster than copytree on its files.
    subprocess.run(["cp", "-a", "--", str(source), str(target)], check=True, capture_output=True)
    shutil.rmtree(target / "build", ignore_errors=True)
