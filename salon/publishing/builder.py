"""The publisher: builds the repository's HEAD after a save and makes it live.

One build at a time, on this machine (a lock file, so a second process -
`python -m salon.publishing publish` beside the backend - waits its turn).
Requests made while a build runs lead to exactly one more build, of the HEAD
of then. A build: the work tree moved to HEAD (worktree.py), plain `reflex
export` there (export.py), the export copied into a new release, the live
pointer moved to it, nginx reloaded by the stack (reload.py), the releases
before the previous one removed (releases.py). A failed build leaves the live
release as it was, and its one line is the state's error until a build
succeeds. state.json keeps the state across restarts; a start after a crash
removes what the killed build left and, if HEAD is not what is live, builds.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
import threading
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import replace
from pathlib import Path

from salon import paths
from salon.cms import cms_settings
from salon.publishing import export, reload
from salon.publishing.releases import ReleaseError, Releases
from salon.publishing.state import PublishState, Record, StateFile
from salon.publishing.worktree import WorkTree, WorkTreeError, head

log = logging.getLogger("salon.publishing")

BUILD_LOCK = "build.lock"
STATE = "state.json"
BUILD_LOG = "build.log"
WORKTREE = "worktree"


def folder(data: Path | None = None) -> Path:
    """The publishing folder: the work tree, the releases, the state."""
    return (paths.data_dir() if data is None else data) / "publish"


def server_backend(settings: Path = paths.CMS_SETTINGS) -> bool:
    """Whether content/cms.yml names the own server as the CMS's backend:
    only then do saves reach this server, and only then does it publish."""
    try:
        return cms_settings.load_settings(settings).own_server
    except cms_settings.CmsConfigError:
        return False  # the editor, starting beside it, stops the backend with the lines


class Publisher:
    def __init__(
        self,
        repository: Path = paths.ROOT,
        publish: Path | None = None,
        command: Sequence[str] = export.COMMAND,
        clock: Callable[[], float] = time.time,
    ):
        self.repository = repository
        self.folder = folder() if publish is None else publish
        self.command = tuple(command)
        self.clock = clock
        self.releases = Releases(self.folder)
        self.worktree = WorkTree(repository, self.folder / WORKTREE)
        self.file = StateFile(self.folder / STATE)
        self._mutex = threading.Lock()
        self._requested = False
        # From taking a request until its build is done.
        self._busy = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._wake: asyncio.Event | None = None

    # --- what the editor calls ----------------------------------------------------

    def request(self) -> None:
        """Build HEAD soon; returns at once, from any thread. Requests made
        while a build runs make one more build after it."""
        with self._mutex:
            self._requested = True
            loop, wake = self._loop, self._wake
        if loop is not None and wake is not None:
            with contextlib.suppress(RuntimeError):  # the loop has closed
                loop.call_soon_threadsafe(wake.set)

    def state(self) -> PublishState:
        with self._mutex:
            pending = self._requested or self._busy
        return self.file.read().state(pending=pending)

    # --- the backend's task ---------------------------------------------------------

    async def run_forever(self) -> None:
        """Publish on request until cancelled (the backend stops). First,
        what a crash left is cleaned up, and HEAD is built if it is not live."""
        with self._mutex:
            self._loop = asyncio.get_running_loop()
            self._wake = asyncio.Event()
            if self._requested:
                self._wake.set()
        async with self._build_lock():
            await asyncio.to_thread(self._recover)
        if await asyncio.to_thread(self._behind):
            self.request()
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self._take_request():
                try:
                    await self.publish()
                finally:
                    with self._mutex:
                        self._busy = False

    def _take_request(self) -> bool:
        with self._mutex:
            requested, self._requested = self._requested, False
            self._busy = requested
        return requested

    def _behind(self) -> bool:
        live = self.releases.live()
        try:
            return live is None or live.commit != head(self.repository)
        except WorkTreeError as error:
            log.error("cannot read the repository's HEAD: %s", error)
            return False

    # --- one build --------------------------------------------------------------------

    async def publish(self) -> PublishState:
        """Build HEAD and make it live, unless it is live already and the
        last build did not fail. The state after it."""
        async with self._build_lock():
            await asyncio.to_thread(self._recover)
            try:
                commit = await asyncio.to_thread(head, self.repository)
            except WorkTreeError as error:
                self._fail(str(error))
                return self.state()
            record = self.file.read()
            live = self.releases.live()
            if live is not None and live.commit == commit and record.error is None:
                return self.state()
            await self._build(commit)
        return self.state()

    async def _build(self, commit: str) -> None:
        started = self.clock()
        self.file.write(replace(self.file.read(), building_since=started, building=commit))
        log.info("building %s", commit[:12])
        try:
            await asyncio.to_thread(self.worktree.prepare, commit)
            exporting = self.clock()
            outcome = await export.run(self.worktree.path, self.command)
            exported = self.clock()
            await asyncio.to_thread(self._keep_log, outcome.output)
            if not outcome.ok:
                self._fail(outcome.error or "the build failed", commit)
                return
            previous = self.releases.live()
            release = await asyncio.to_thread(self.releases.make, self.worktree.export, commit)
            await asyncio.to_thread(self.releases.switch, release)
            refused = await reload.wait_served(self.folder, release.id)
            if refused is not None:
                if previous is not None:
                    await asyncio.to_thread(self.releases.switch, previous)
                await asyncio.to_thread(self.releases.remove, release)
                self._fail(f"nginx: {refused}", commit)
                return
            now = self.clock()
            self.file.write(Record(published_at=now, commit=commit))
            log.info(
                "published %s in %.1f s: the export %.1f s, the release and switch %.1f s",
                commit[:12],
                now - started,
                exported - exporting,
                now - exported,
            )
            await asyncio.to_thread(self.releases.prune)
        except (WorkTreeError, ReleaseError) as error:
            self._fail(str(error), commit)
        except OSError as error:
            self._fail(f"{error.filename or 'publishing'}: {error.strerror or error}", commit)
        except asyncio.CancelledError:
            self.file.write(replace(self.file.read(), building_since=None, building=None))
            raise

    def _fail(self, line: str, commit: str | None = None) -> None:
        record = self.file.read()
        self.file.write(replace(record, error=line, building_since=None, building=None))
        log.error("build of %s failed: %s", (commit or "HEAD")[:12], line)

    def _keep_log(self, output: str) -> None:
        """The last build's whole output, for whoever wants more than its line."""
        (self.folder / BUILD_LOG).write_text(output, encoding="utf-8")

    def _recover(self) -> None:
        """What a build that was killed left: half-copied releases, a state
        saying it builds. (Its git locks go when the work tree is next used.)"""
        removed = self.releases.clean()
        if removed:
            log.warning("removed what a stopped build left: %s", ", ".join(removed))
        record = self.file.read()
        if record.building_since is not None:
            self.file.write(replace(record, building_since=None, building=None))

    @contextlib.asynccontextmanager
    async def _build_lock(self) -> AsyncIterator[None]:
        """One build at a time on this folder, across processes."""
        self.folder.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(self.folder / BUILD_LOCK, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            await asyncio.to_thread(fcntl.flock, descriptor, fcntl.LOCK_EX)
            yield
        finally:
            os.close(descriptor)
