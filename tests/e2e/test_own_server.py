"""The own server as ./scripts/serve.sh runs it: Debian's nginx in front of
the Reflex backend, serving the live release, on a copy of the project made
into a git repository. A committed price goes live through the publisher's
path (the build in its work tree, a new release, the switch, nginx's
reload) while a reader fetches the page all along and only ever gets whole
pages whose policy is their headers'. A failed build leaves the live site
and says its own line. Ctrl-C stops everything.

One stack for the module. It starts warm: its first live release is this
run's export of the same files (dist/), which the stack would otherwise
build first; the work tree it builds in starts from the copy's .web/ and
.cache/, as a new work tree starts from the checkout's. The editor's save
is not on this branch yet: the test commits as a save does and runs the
publisher's own `publish()`, what its request starts.

The switch itself, many times over with releases whose policies all differ,
is held by its own test below, with a stand-in build of a moment.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import html
import http.client
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from salon import routes
from salon.publishing import nginx, reload
from salon.publishing.builder import Publisher
from salon.publishing.releases import Releases
from salon.publishing.worktree import head
from tests import fake_export
from tests.conftest import DIST
from tests.content import CONTENT
from tests.content_edit import DOCUMENT, entry, with_value
from tests.project_copy import copy_project
from tools.ports import free_port

pytestmark = pytest.mark.xdist_group("own-server")

START_TIMEOUT_S = 180
PUBLISH_TIMEOUT_S = 240
_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"/>')
TREATMENTS = routes.get("treatments", CONTENT.locale).path


def run(coroutine):
    """asyncio.run in a thread of its own: a browser test before this one on
    the same pytest worker leaves Playwright's event loop on this thread."""
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()


def git(project: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(project), *args], check=True, capture_output=True, text=True
    ).stdout.strip()


@dataclass
class Page:
    status: int
    csp: str | None
    body: str

    @property
    def meta_policy(self) -> str | None:
        found = _META.findall(self.body)
        return html.unescape(found[0]) if len(found) == 1 else None

    def whole_and_consistent(self) -> bool:
        """The page entire, and the policy in its headers the one in its <meta>
        (the headers add what a <meta> cannot carry)."""
        return (
            self.status == 200
            and self.body.rstrip().endswith("</html>")
            and self.meta_policy is not None
            and self.csp == f"{self.meta_policy}; frame-ancestors 'none'"
        )


def get(url: str) -> Page:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return Page(
                response.status,
                response.headers["Content-Security-Policy"],
                response.read().decode(),
            )
    except urllib.error.HTTPError as error:
        return Page(error.code, error.headers["Content-Security-Policy"], error.read().decode())


@dataclass
class Reader:
    """Fetches a page over and over in a thread, keeping what it got."""

    url: str
    pages: list[Page] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    _stop: threading.Event = field(default_factory=threading.Event)

    def __enter__(self) -> Reader:
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()
        return self

    def _read(self) -> None:
        while not self._stop.is_set():
            try:
                self.pages.append(get(self.url))
            except OSError as error:
                self.failures.append(f"{type(error).__name__}: {error}")

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join(timeout=15)


@dataclass
class OwnServer:
    project: Path
    data: Path
    url: str
    process: subprocess.Popen
    log: Path

    def publisher(self) -> Publisher:
        return Publisher(repository=self.project, publish=self.data / "publish")


def session_processes(session: int) -> list[int]:
    """Every process of a session (what the stack started, in their groups)."""
    found = []
    for entry_ in Path("/proc").iterdir():
        if not entry_.name.isdigit():
            continue
        try:
            fields = (entry_ / "stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if int(fields[3]) == session and fields[0] not in ("Z", "X"):
            found.append(int(entry_.name))
    return found


def _wait_started(process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while "Ctrl-C stops it." not in log.read_text(errors="replace"):
        if process.poll() is not None or time.monotonic() > deadline:
            pytest.fail(f"serve.sh did not start:\n{log.read_text(errors='replace')[-4000:]}")
        time.sleep(0.2)


@pytest.fixture(scope="module")
def own_server(tmp_path_factory):
    if nginx.binary() is None:
        why = os.environ.get("SALON_NGINX_MISSING") or "install Debian's nginx"
        pytest.skip(f"no nginx binary ({why})")
    if not (DIST / "index.html").is_file():
        pytest.fail(f"no export in {DIST}: run ./scripts/export.sh (scripts/test.sh does)")
    folder = tmp_path_factory.mktemp("own-server")
    project = copy_project(folder / "salon")
    (project / ".venv").symlink_to(Path(sys.prefix))
    git(project, "init", "--quiet", "--initial-branch=main")
    git(project, "add", "--all")
    git(
        project,
        "-c",
        "user.name=Test",
        "-c",
        "user.email=test@example.invalid",
        "commit",
        "--quiet",
        "-m",
        "The site",
    )
    data = folder / "data"
    releases = Releases(data / "publish")
    releases.switch(releases.make(DIST, head(project)))
    port = free_port()
    log = folder / "serve.log"
    env = {**os.environ, "SALON_RECEIVER_DB": str(data / "messages.db")}
    with log.open("wb") as output:
        process = subprocess.Popen(
            [str(project / "scripts" / "serve.sh"), "--port", str(port)],
            cwd=project,
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        _wait_started(process, log)
        yield OwnServer(project, data, f"http://127.0.0.1:{port}", process, log)
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=30)
        for pid in session_processes(process.pid):
            os.kill(pid, signal.SIGKILL)
        process.wait()


def commit_as_a_save(project: Path, text_of, relative: str, message: str) -> str:
    path = project / relative
    path.write_text(text_of(path.read_text(encoding="utf-8")), encoding="utf-8")
    git(project, "add", relative)
    git(
        project,
        "-c",
        "user.name=Anna",
        "-c",
        "user.email=Anna@editor.invalid",
        "commit",
        "--quiet",
        "-m",
        message,
    )
    return head(project)


def test_the_stack_serves_the_site_and_passes_the_form_to_the_receiver(own_server):
    page = get(own_server.url + TREATMENTS)
    assert page.whole_and_consistent(), page.status
    assert page.body == (DIST / TREATMENTS.strip("/")).with_suffix(".html").read_text()
    request = urllib.request.Request(
        own_server.url + "/api/kontakt",
        data=b"namn=Anna&email=anna%40example.se&meddelande=Hej&webbplats=",
        headers={"Origin": own_server.url, "Accept": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200


def test_a_committed_price_goes_live_whole_while_a_reader_reads(own_server):
    service = CONTENT.categories[0].services[0]
    before = get(own_server.url + TREATMENTS).body
    price = next(
        p for p in range(service.price + 1, service.price + 500) if f"{p} kr" not in before
    )
    loc = (*entry(service.key), "price")
    saved_at = time.monotonic()
    commit = commit_as_a_save(
        own_server.project,
        lambda text: with_value(text, loc, str(price)),
        "content/treatments.yml",
        f"Update Behandlingar & priser “{service.name}”",
    )
    publisher = own_server.publisher()
    with Reader(own_server.url + TREATMENTS) as reader:
        state = run(asyncio.wait_for(publisher.publish(), PUBLISH_TIMEOUT_S))
        assert (state.state, state.commit, state.error) == ("published", commit, None), (
            own_server.data / "publish" / "build.log"
        ).read_text(errors="replace")[-3000:]
        deadline = time.monotonic() + 10
        while f"{price} kr" not in get(own_server.url + TREATMENTS).body:
            assert time.monotonic() < deadline, "the new price is not served"
            time.sleep(0.05)
        live_at = time.monotonic()
        time.sleep(0.3)  # and a little after the switch
    print(f"edit to live: {live_at - saved_at:.1f} s")
    assert reader.failures == []
    assert len(reader.pages) > 10
    broken = [page.status for page in reader.pages if not page.whole_and_consistent()]
    assert broken == []
    prices = [f"{price} kr" in page.body for page in reader.pages]
    # The old page, then the new one.
    assert prices[0] is False and prices[-1] is True
    # Nginx serves the new release; the previous one is kept for old workers.
    assert len(Releases(own_server.data / "publish").all()) == 2


def test_a_failed_build_leaves_the_live_site_and_says_its_line(own_server):
    live = get(own_server.url + TREATMENTS).body
    loc = ("hours", 5, "closes")
    commit_as_a_save(
        own_server.project,
        lambda text: with_value(text, loc, "'25:00'"),
        "content/hours.yml",
        "Update Öppettider",
    )
    publisher = own_server.publisher()
    state = run(asyncio.wait_for(publisher.publish(), PUBLISH_TIMEOUT_S))
    assert state.state == "failed"
    assert re.fullmatch(
        rf"content/hours\.yml:{DOCUMENT.line(loc)}: hours\[\w+\]\.closes: .*", state.error
    ), state.error
    assert get(own_server.url + TREATMENTS).body == live
    git(
        own_server.project,
        "-c",
        "user.name=Anna",
        "-c",
        "user.email=Anna@editor.invalid",
        "revert",
        "--no-edit",
        "HEAD",
    )


def test_ctrl_c_stops_everything_it_started(own_server):
    process = own_server.process
    assert len(session_processes(process.pid)) >= 3  # the stack, the backend, nginx
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=30) == 0
    deadline = time.monotonic() + 10
    while session_processes(process.pid):
        assert time.monotonic() < deadline, session_processes(process.pid)
        time.sleep(0.1)
    with pytest.raises(OSError):
        urllib.request.urlopen(own_server.url, timeout=2)


# --- the switch, many times, with releases whose policies all differ -------------------


def test_a_reader_only_ever_gets_whole_releases_with_their_own_headers(tmp_path, monkeypatch):
    """Releases built by the stand-in build (tests/fake_export.py): each
    names its price in its page and in its policy, the page's <meta> and
    its headers' include alike. nginx, its configuration made as the stack
    makes it, switched by the stack's watcher while readers fetch the page,
    some on one kept-alive connection, some on a new one each time."""
    binary = nginx.binary()
    if binary is None:
        pytest.skip("no nginx binary")
    monkeypatch.setenv("FAKE_EXPORT_LOG", str(tmp_path / "builds.log"))
    repository = tmp_path / "site"
    (repository / "content").mkdir(parents=True)
    (repository / "content" / "price.txt").write_text("0\n")
    git(repository, "init", "--quiet", "--initial-branch=main")
    git(repository, "add", ".")
    git(repository, "-c", "user.name=T", "-c", "user.email=t@t.invalid", "commit", "-qm", "0")
    publisher = Publisher(
        repository=repository, publish=tmp_path / "publish", command=fake_export.command()
    )
    run(publisher.publish())
    port = free_port()
    text = nginx.plain_http(nginx.SHIPPED.read_text(encoding="utf-8"), port, "127.0.0.1")
    text = nginx.with_backend_port(nginx.with_release_root(text), free_port())
    conf = nginx.write_prefix(
        tmp_path / "nginx",
        text,
        publisher.releases.pointer / "nginx",
        nginx=binary,
        workers_as=nginx.workers_user(publisher.folder),
    )
    server = nginx.Nginx(binary, tmp_path / "nginx", conf)
    process = server.start(stderr=subprocess.DEVNULL)
    watcher = reload.Watcher(publisher.folder, server)
    watcher.hold()
    stop = threading.Event()
    seen: list[tuple[str, str, str]] = []  # (page's price, meta policy, header policy)
    failures: list[str] = []
    reconnects: list[int] = []
    readers: list[threading.Thread] = []
    try:
        nginx.wait_listening(process, port, server.error_log)
        watcher.started()

        def read(keep_alive: bool) -> None:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            while not stop.is_set():
                if not keep_alive:
                    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                try:
                    connection.request("GET", "/")
                    response = connection.getresponse()
                except (http.client.RemoteDisconnected, ConnectionResetError):
                    # An old worker closed the idle connection as it quit:
                    # browsers send the request again on a new one.
                    assert keep_alive
                    connection.close()
                    reconnects.append(1)
                    continue
                body = response.read().decode()
                price = re.search(r'class="price">([^<]*)<', body)
                meta = _META.search(body)
                seen.append(
                    (
                        price.group(1) if price else f"no page: {response.status} {body[:80]}",
                        meta.group(1) if meta else "no meta",
                        response.headers["Content-Security-Policy"] or "no header",
                    )
                )
                if not keep_alive:
                    connection.close()

        def reading(keep_alive: bool) -> None:
            try:
                read(keep_alive)
            except BaseException as error:
                failures.append(f"{type(error).__name__}: {error}")
                raise

        readers += [threading.Thread(target=reading, args=(k,), daemon=True) for k in (True, False)]
        for reader in readers:
            reader.start()

        async def switches() -> None:
            async def watch() -> None:
                while True:
                    watcher.check()
                    await asyncio.sleep(reload.POLL_S)

            watching = asyncio.create_task(watch())
            for price in range(1, 9):
                (repository / "content" / "price.txt").write_text(f"{price}\n")
                git(
                    repository,
                    "-c",
                    "user.name=T",
                    "-c",
                    "user.email=t@t.invalid",
                    "commit",
                    "-qam",
                    str(price),
                )
                state = await publisher.publish()
                assert state.error is None, state.error
            await asyncio.sleep(0.3)
            watching.cancel()

        run(switches())
    finally:
        stop.set()
        for reader in readers:
            reader.join(timeout=15)
        watcher.release()
        nginx.stop(process)
    assert failures == []
    wrong = [
        entry_
        for entry_ in seen
        if entry_[1] != fake_export.policy(entry_[0]) or entry_[2] != fake_export.policy(entry_[0])
    ]
    assert wrong == []
    prices = {price for price, _, _ in seen}
    assert len(seen) > 100 and len(prices) >= 5, (len(seen), prices)
    print(f"{len(seen)} pages over {len(prices)} releases, {len(reconnects)} reconnections")
    assert len(publisher.releases.all()) == 2
