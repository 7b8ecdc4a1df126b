"""The publisher (salon/publishing/) over a real git repository and work
tree, with a stand-in for `reflex export` that builds in a moment
(tests/fake_export.py): one build at a time, requests during a build make
exactly one more, a failed build leaves the live release and says why, the
state survives a restart, and a start after a kill -9 cleans up and builds
by itself. The real export and nginx: tests/e2e/test_own_server.py."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from salon import paths
from salon.publishing import builder, export, reload
from salon.publishing.builder import Publisher
from salon.publishing.releases import Releases
from salon.publishing.worktree import head
from salon.receiver.api import Receiver
from salon.receiver.settings import Settings, Smtp
from tests import fake_export
from tools.ports import free_port

FAKE = fake_export.command()
TIMEOUT_S = 60


def git(repository: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repository), *args], check=True, capture_output=True, text=True
    ).stdout.strip()


def commit_price(repository: Path, price: str) -> str:
    (repository / "content" / "price.txt").write_text(price + "\n", encoding="utf-8")
    git(repository, "commit", "--quiet", "-am", f"Pris {price}")
    return head(repository)


@pytest.fixture
def repository(tmp_path) -> Path:
    repository = tmp_path / "site"
    (repository / "content").mkdir(parents=True)
    (repository / "content" / "price.txt").write_text("100\n", encoding="utf-8")
    git(repository, "init", "--quiet", "-b", "main")
    git(repository, "config", "user.name", "Test")
    git(repository, "config", "user.email", "test@example.invalid")
    git(repository, "add", ".")
    git(repository, "commit", "--quiet", "-m", "The site")
    return repository


@pytest.fixture
def builds(tmp_path, monkeypatch) -> Path:
    """The stand-in's log: a line at each build's start and end."""
    log = tmp_path / "builds.log"
    monkeypatch.setenv("FAKE_EXPORT_LOG", str(log))
    return log


def logged(log: Path) -> list[str]:
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def make(repository: Path, tmp_path: Path) -> Publisher:
    return Publisher(repository=repository, publish=tmp_path / "publish", command=FAKE)


def live_price(publisher: Publisher) -> str:
    live = publisher.releases.live()
    assert live is not None
    html = (live.site / "index.html").read_text(encoding="utf-8")
    return html.split('class="price">')[1].split("<")[0]


async def until(condition, timeout_s: float = TIMEOUT_S) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.02)


def test_a_build_makes_head_live_with_its_own_includes(repository, tmp_path, builds):
    publisher = make(repository, tmp_path)
    assert publisher.state().state == "published" and publisher.state().commit is None
    state = asyncio.run(publisher.publish())
    assert (state.state, state.commit, state.error) == ("published", head(repository), None)
    assert state.published_at is not None and state.published_at <= time.time()
    live = publisher.releases.live()
    assert live is not None and live.commit == head(repository)
    assert live_price(publisher) == "100"
    # nginx's includes for this release: its export's headers, and its root.
    header = (live.nginx / "security-headers.conf").read_text()
    assert fake_export.policy("100") in header
    assert (live.nginx / "root.conf").read_text() == f'root "{live.site}";\n'
    assert os.readlink(publisher.releases.pointer) == f"releases/{live.id}"


def test_nothing_is_built_when_head_is_live(repository, tmp_path, builds):
    publisher = make(repository, tmp_path)
    asyncio.run(publisher.publish())
    asyncio.run(publisher.publish())
    assert logged(builds) == ["start 100", "end 100"]


def test_saves_during_a_build_make_exactly_one_more_build(
    repository, tmp_path, builds, monkeypatch
):
    gate = tmp_path / "gate"
    monkeypatch.setenv("FAKE_EXPORT_GATE", str(gate))
    publisher = make(repository, tmp_path)

    async def scenario() -> None:
        # Nothing is live: the publisher builds HEAD as it starts.
        task = asyncio.create_task(publisher.run_forever())
        await until(lambda: logged(builds) == ["start 100"])
        assert publisher.state().state == "publishing"
        for price in ("110", "120", "130"):
            commit_price(repository, price)
            publisher.request()
        gate.touch()
        await until(
            lambda: (
                publisher.state().state == "published"
                and publisher.state().commit == head(repository)
            )
        )
        task.cancel()

    asyncio.run(scenario())
    assert logged(builds) == ["start 100", "end 100", "start 130", "end 130"]
    assert live_price(publisher) == "130"


def test_a_request_from_another_thread_wakes_the_publisher(repository, tmp_path, builds):
    publisher = make(repository, tmp_path)

    async def scenario() -> None:
        task = asyncio.create_task(publisher.run_forever())
        await until(lambda: publisher.state().commit == head(repository))
        commit_price(repository, "150")
        await asyncio.to_thread(publisher.request)
        await until(lambda: publisher.state().commit == head(repository))
        task.cancel()

    asyncio.run(scenario())
    assert live_price(publisher) == "150"


def test_a_failed_build_leaves_the_live_site_and_says_why_until_one_succeeds(
    repository, tmp_path, builds
):
    publisher = make(repository, tmp_path)
    first = asyncio.run(publisher.publish())
    commit_price(repository, "FAIL")
    failed = asyncio.run(publisher.publish())
    assert failed.state == "failed"
    assert failed.error == fake_export.CONTENT_ERROR
    # The live site is the last good one.
    assert (failed.commit, failed.published_at) == (first.commit, first.published_at)
    assert live_price(publisher) == "100"
    assert len(publisher.releases.all()) == 1
    # A restart still says so.
    assert make(repository, tmp_path).state() == failed
    fixed = commit_price(repository, "120")
    published = asyncio.run(make(repository, tmp_path).publish())
    assert (published.state, published.commit, published.error) == ("published", fixed, None)
    assert live_price(publisher) == "120"


def test_the_state_survives_a_restart(repository, tmp_path, builds):
    state = asyncio.run(make(repository, tmp_path).publish())
    again = make(repository, tmp_path)
    assert again.state() == state
    # Nothing to build at the start: HEAD is live.
    asyncio.run(asyncio.wait_for(_start_and_stop(again), TIMEOUT_S))
    assert logged(builds) == ["start 100", "end 100"]


async def _start_and_stop(publisher: Publisher) -> None:
    task = asyncio.create_task(publisher.run_forever())
    await asyncio.sleep(0.5)
    task.cancel()


def test_the_previous_release_is_kept_and_older_ones_removed(repository, tmp_path, builds):
    publisher = make(repository, tmp_path)
    ids = []
    for price in ("100", "110", "120"):
        if price != "100":
            commit_price(repository, price)
        asyncio.run(publisher.publish())
        ids.append(publisher.releases.live().id)
    assert [release.id for release in publisher.releases.all()] == ids[1:]
    assert publisher.releases.live().id == ids[2]


def test_a_work_tree_that_was_removed_is_made_again(repository, tmp_path, builds):
    publisher = make(repository, tmp_path)
    asyncio.run(publisher.publish())
    subprocess.run(["rm", "-rf", str(publisher.worktree.path)], check=True)
    commit_price(repository, "110")
    assert asyncio.run(publisher.publish()).error is None
    assert live_price(publisher) == "110"


def test_a_start_after_a_kill_cleans_up_and_builds_head_by_itself(
    repository, tmp_path, builds, monkeypatch
):
    """kill -9 in the middle of a build: the next start removes the half-made
    release and git's lock, does not say it is still publishing, and builds
    the saved HEAD without being asked."""
    publish = tmp_path / "publish"
    publisher = make(repository, tmp_path)
    asyncio.run(publisher.publish())
    saved = commit_price(repository, "110")
    gate = tmp_path / "gate"
    script = textwrap.dedent(
        f"""
        import asyncio
        from pathlib import Path
        from salon.publishing.builder import Publisher
        publisher = Publisher(repository=Path({str(repository)!r}), publish=Path({str(publish)!r}),
                              command={FAKE!r})
        asyncio.run(publisher.publish())
        """
    )
    child = subprocess.Popen(
        [sys.executable, "-c", script],
        env={**os.environ, "FAKE_EXPORT_GATE": str(gate)},
        cwd=Path(__file__).resolve().parents[2],
        start_new_session=True,
    )
    deadline = time.monotonic() + TIMEOUT_S
    while logged(builds)[-1:] != ["start 110"]:
        assert child.poll() is None and time.monotonic() < deadline
        time.sleep(0.02)
    # What a kill at other moments leaves: a release half-copied, git's lock.
    half = publish / "releases" / "20990101T000000.000Z-0123456789ab.partial"
    (half / "site").mkdir(parents=True)
    git_dir = Path(git(publisher.worktree.path, "rev-parse", "--absolute-git-dir"))
    (git_dir / "index.lock").touch()
    os.killpg(child.pid, signal.SIGKILL)
    child.wait()
    assert json.loads((publish / "state.json").read_text())["building"] == saved

    restarted = make(repository, tmp_path)
    gate.touch()

    async def start() -> None:
        task = asyncio.create_task(restarted.run_forever())
        await until(lambda: restarted.state().commit == saved)
        task.cancel()

    asyncio.run(start())
    assert not half.exists() and not (git_dir / "index.lock").exists()
    state = restarted.state()
    assert (state.state, state.commit, state.error) == ("published", saved, None)
    assert live_price(restarted) == "110"


def test_the_backend_answers_while_a_build_runs(repository, tmp_path, builds, monkeypatch):
    """The build is a child process and the file work runs in threads: the
    event loop that serves requests (here the contact form's receiver) is
    never held by it."""
    gate = tmp_path / "gate"
    monkeypatch.setenv("FAKE_EXPORT_GATE", str(gate))
    publisher = make(repository, tmp_path)
    smtp = Smtp(port=free_port(), sender="webb@salong.example", recipient="privat@salong.example")
    receiver = Receiver(
        Settings(db_path=tmp_path / "messages.db", smtp=smtp, origins=("https://salong.test",))
    ).mount(_nothing)

    async def scenario() -> list[int]:
        task = asyncio.create_task(publisher.run_forever())
        await until(lambda: logged(builds) == ["start 100"])
        statuses = []
        for _ in range(3):
            started = time.monotonic()
            statuses.append(await asyncio.wait_for(_post_message(receiver), 5))
            assert time.monotonic() - started < 2
        assert publisher.state().state == "publishing"
        gate.touch()
        await until(lambda: publisher.state().state == "published")
        task.cancel()
        return statuses

    assert asyncio.run(scenario()) == [200, 200, 200]


async def _nothing(scope, receive, send) -> None:
    raise AssertionError("only the receiver is asked")


async def _post_message(app) -> int:
    body = b"namn=Anna&email=anna%40example.se&meddelande=Hej&webbplats="
    sent: list[dict] = []

    async def receive() -> dict:
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict) -> None:
        sent.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "https",
        "path": "/api/kontakt",
        "raw_path": b"/api/kontakt",
        "query_string": b"",
        "root_path": "",
        "headers": [
            (b"host", b"salong.test"),
            (b"origin", b"https://salong.test"),
            (b"accept", b"application/json"),
            (b"content-type", b"application/x-www-form-urlencoded"),
            (b"content-length", str(len(body)).encode()),
        ],
        "client": ("203.0.113.9", 50000),
        "server": ("127.0.0.1", 443),
    }
    await app(scope, receive, send)
    return next(message["status"] for message in sent if message["type"] == "http.response.start")


class RefusingNginx:
    """nginx, as far as the stack's watcher asks it: it refuses the next
    release's includes."""

    def __init__(self):
        self.reloads = 0

    def test(self) -> str | None:
        return 'nginx: [emerg] unknown directive "add_heder" in salon/security-headers.conf:1'

    def reload(self) -> None:
        self.reloads += 1


def test_a_release_nginx_refuses_is_undone(repository, tmp_path, builds):
    publisher = make(repository, tmp_path)
    first = asyncio.run(publisher.publish())
    nginx = RefusingNginx()
    watcher = reload.Watcher(publisher.folder, nginx)
    watcher.hold()
    watcher.started()
    commit_price(repository, "110")

    async def scenario():
        async def watch() -> None:
            while True:
                watcher.check()
                await asyncio.sleep(reload.POLL_S)

        watching = asyncio.create_task(watch())
        try:
            return await publisher.publish()
        finally:
            watching.cancel()

    try:
        state = asyncio.run(scenario())
    finally:
        watcher.release()
    assert state.state == "failed" and state.error.startswith("nginx: nginx: [emerg]")
    assert (state.commit, live_price(publisher)) == (first.commit, "100")
    assert [release.commit for release in publisher.releases.all()] == [first.commit]
    assert nginx.reloads == 0


def test_the_build_runs_without_what_reflex_run_set_for_itself(monkeypatch):
    monkeypatch.setenv("REFLEX_ENV_MODE", "prod")
    monkeypatch.setenv("REFLEX_BACKEND_ONLY", "true")
    monkeypatch.setenv("npm_config_registry", "http://127.0.0.1:9/")
    env = export.environment()
    assert "REFLEX_ENV_MODE" not in env and "REFLEX_BACKEND_ONLY" not in env
    assert env["npm_config_registry"] == "http://127.0.0.1:9/"


@pytest.mark.parametrize(
    ("output", "line"),
    [
        (
            "────── Compiling ──────\n1 error(s) in content/:\n"
            "content/hours.yml:22: hours[Lördag].closes: must be HH:MM, got '25:00'\n"
            "content/hours.yml:23: hours[Söndag].opens: must be HH:MM, got 'x'\n",
            "content/hours.yml:22: hours[Lördag].closes: must be HH:MM, got '25:00'",
        ),
        (
            'Traceback (most recent call last):\n  File "x.py", line 1\n'
            "RuntimeError: bun install failed\n\n",
            "RuntimeError: bun install failed",
        ),
        (
            "Compiling: ━━━━━━━━ 100% 76/75 0:00:23\nWarning: Your version (20.20.2) of "
            "Node.js is out of date. Upgrade to 22.22.0 or\nhigher.\n"
            "\x1b[31mimages/source/hero-1.jpg: not an image Pillow can read\x1b[0m\n",
            "images/source/hero-1.jpg: not an image Pillow can read",
        ),
        ("", "the build failed (exit status 1) without a word"),
    ],
)
def test_a_failed_build_is_told_by_its_own_line(output, line):
    assert export.error_line(export._ANSI.sub("", output), 1) == line


def test_only_the_own_server_as_cms_backend_publishes(tmp_path):
    settings = tmp_path / "cms.yml"
    settings.write_text("# backend: server\nbackend: github\nrepo: a/b\n")
    assert not builder.server_backend(settings)
    settings.write_text("backend: server\n")
    assert builder.server_backend(settings)
    assert not builder.server_backend(tmp_path / "missing.yml")


def test_a_partial_release_is_never_live(tmp_path):
    releases = Releases(tmp_path / "publish")
    partial = releases.releases / "20990101T000000.000Z-0123456789ab.partial"
    (partial / "site").mkdir(parents=True)
    (partial / "release.json").write_text('{"commit": "0123456789ab", "built_at": 1}')
    releases.pointer.parent.mkdir(exist_ok=True)
    releases.pointer.symlink_to(Path("releases") / partial.name)
    assert releases.live() is None and releases.all() == []
    assert releases.clean() == [partial.name] and not partial.exists()


def test_a_release_shares_the_files_that_did_not_change_with_the_previous_one(
    repository, tmp_path, builds
):
    publisher = make(repository, tmp_path)
    asyncio.run(publisher.publish())
    first = publisher.releases.live()
    commit_price(repository, "110")
    asyncio.run(publisher.publish())
    second = publisher.releases.live()
    unchanged = "_receiver_down.nginx.conf"
    assert (second.site / unchanged).stat().st_ino == (first.site / unchanged).stat().st_ino
    assert (second.site / "index.html").stat().st_ino != (first.site / "index.html").stat().st_ino
    assert live_price(publisher) == "110"
    # The previous release is whole: its own page, unchanged by the new one.
    assert "100" in (first.site / "index.html").read_text()


def an_export(folder: Path, headers: str, receiver_down: str) -> Path:
    from salon.publishing.nginx import INCLUDES

    folder.mkdir()
    (folder / "index.html").write_text(fake_export.page("1"))
    for name, exported in INCLUDES.items():
        text = receiver_down if name == "receiver-down.conf" else headers
        (folder / exported).write_text(text)
    return folder


GOOD_HEADERS = '# A comment\nadd_header X-Frame-Options "DENY" always;\n'
GOOD_MAP = 'map $http_referer $salon_receiver_down {\n    ~^/en  "<p class=\\"x\\">";\n    default "y";\n}\n'


@pytest.mark.parametrize(
    ("headers", "receiver_down"),
    [
        # nginx's master opens a log's file as root.
        ('add_header X "y" always;\naccess_log /etc/cron.d/salon;\n', GOOD_MAP),
        ('add_header X "$request_uri" always;\n', GOOD_MAP),
        ('add_header X "y" always; root /etc;\n', GOOD_MAP),
        (GOOD_HEADERS, GOOD_MAP.replace("default", "include /etc/nginx/x.conf; default")),
        (GOOD_HEADERS, "map $http_referer $salon_receiver_down {\n}\nerror_log /etc/x;\n"),
    ],
)
def test_a_release_whose_includes_hold_more_than_headers_is_refused(
    tmp_path, headers, receiver_down
):
    """The build runs as the backend's user and nginx reads the includes as
    root: the stack's watcher passes only the shapes an export writes."""
    releases = Releases(tmp_path / "publish")
    good = releases.make(an_export(tmp_path / "good", GOOD_HEADERS, GOOD_MAP), "a" * 40)
    releases.switch(good)
    nginx = RefusingNginx()
    nginx.test = lambda: None
    watcher = reload.Watcher(releases.folder, nginx)
    watcher.started()
    bad = releases.make(an_export(tmp_path / "bad", headers, receiver_down), "b" * 40)
    releases.switch(bad)
    assert watcher.check() is False
    served = reload.read_served(releases.folder)
    assert served.release == bad.id and "not the headers an export writes" in served.error
    assert nginx.reloads == 0 and watcher.serving == good.id


def test_a_release_with_another_root_is_refused(tmp_path):
    releases = Releases(tmp_path / "publish")
    release = releases.make(an_export(tmp_path / "site", GOOD_HEADERS, GOOD_MAP), "a" * 40)
    from salon.publishing.nginx import check_includes

    assert check_includes(release.nginx, release.site) is None
    (release.nginx / "root.conf").write_text('root "/etc";\n')
    assert "not this release's own root" in check_includes(release.nginx, release.site)


def test_the_data_folder_is_absolute_where_the_database_is_named_relative(tmp_path, monkeypatch):
    """nginx's includes name the releases in it, whatever folder a command starts in."""
    monkeypatch.chdir(tmp_path)
    folder = paths.data_dir({"SALON_RECEIVER_DB": "data/messages.db"})
    assert folder.is_absolute() and folder == tmp_path / "data"


def test_what_is_left_of_a_killed_stack_keeps_a_second_one_from_starting(tmp_path, monkeypatch):
    """The stack's children hold its lock: with the stack gone (kill -9 of
    serve.sh alone), its nginx or backend still answering keeps a second
    stack from starting and saying it serves a port it does not."""
    from salon.publishing.stack import Options, Stack

    monkeypatch.setenv("SALON_RECEIVER_DB", str(tmp_path / "data" / "messages.db"))
    stack = Stack(Options(site=tmp_path))
    stack.watcher = reload.Watcher(stack.publish, nginx=None)
    stack.watcher.hold()
    child = stack._start([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        stack.watcher.release()  # the stack's own descriptor, gone with it
        second = reload.Watcher(stack.publish, nginx=None)
        with pytest.raises(RuntimeError, match="what is left of one killed"):
            second.hold()
        child.kill()
        child.wait()
        second.hold()
        second.release()
    finally:
        child.kill()
        child.wait()
