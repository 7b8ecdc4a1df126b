"""The own server's editor (salon/editors/) under Starlette's TestClient, for
the unit tests: a throw-away git repository holding a copy of the site's
content and photos, the editor on it with a fast password hash, a clock the
test moves, and a publisher that only counts its requests.

`template_repository` is made once per test session; each test copies it
(`repository_copy`), so every test starts from the same first commit.
"""

from __future__ import annotations

import base64
import dataclasses
import io
import re
import shutil
import subprocess
from pathlib import Path

from PIL import Image
from starlette.responses import PlainTextResponse
from starlette.testclient import TestClient

from salon import paths
from salon.editors import app as editor_app
from salon.editors.passwords import Scrypt
from salon.editors.settings import Settings

SITE = "https://salong.example"
# The cheapest scrypt the hash accepts: the tests check behaviour, not cost.
FAST = Scrypt(n=2, r=1, p=1)
PASSWORD = "ett långt lösenord"
START = 1_800_000_000.0  # 2027-01-15, a Friday: no daylight-saving change near
BASE_COMMIT_MESSAGE = "The site as the tests start it"


class Clock:
    def __init__(self, now: float = START):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclasses.dataclass
class State:
    state: str = "published"
    published_at: float | None = START
    commit: str | None = None
    error: str | None = None


class FakePublisher:
    def __init__(self):
        self.requests = 0
        self.current = State()

    def request(self) -> None:
        self.requests += 1

    def state(self) -> State:
        return self.current


def git(root: Path, *args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=root, check=True, capture_output=True, text=True
    ).stdout


def make_template(folder: Path) -> Path:
    """A repository with the site's content/ and images/source/, one commit."""
    for part in (paths.CONTENT_DIR, paths.IMAGE_SOURCES):
        shutil.copytree(part, folder / part.relative_to(paths.ROOT))
    git(folder, "init", "-q", "-b", "main")
    git(folder, "config", "user.name", "Utvecklare")
    git(folder, "config", "user.email", "dev@salong.example")
    git(folder, "add", "-A")
    git(folder, "commit", "-q", "-m", BASE_COMMIT_MESSAGE)
    return folder


def repository_copy(template: Path, into: Path) -> Path:
    target = into / "repo"
    shutil.copytree(template, target, symlinks=True)
    return target


async def rest_of_backend(scope, receive, send):
    await PlainTextResponse("the rest of the backend")(scope, receive, send)


@dataclasses.dataclass
class Site:
    """An editor on a repository copy, and what a test needs to drive it."""

    root: Path
    data: Path
    clock: Clock
    publisher: FakePublisher
    editor: editor_app.Editor

    def client(self, base_url: str = SITE, peer: str = "203.0.113.9") -> TestClient:
        app = self.editor.mount(rest_of_backend)
        return TestClient(app, base_url=base_url, client=(peer, 50000), follow_redirects=False)

    def head(self) -> str:
        return git(self.root, "rev-parse", "HEAD").strip()

    def commits(self) -> int:
        return int(git(self.root, "rev-list", "--count", "HEAD"))

    def text(self, path: str) -> str:
        return git(self.root, "show", f"HEAD:{path}")


def make_site(root: Path, data: Path, **changes) -> Site:
    clock, publisher = Clock(), FakePublisher()
    config = Settings(
        data_dir=data,
        root=root,
        trusted_proxies=("127.0.0.1",),
        cost=FAST,
        clock=clock,
        **changes,
    )
    editor = editor_app.Editor(config, lambda: publisher, lambda: "Salong Test")
    return Site(root, data, clock, publisher, editor)


def log_in(client: TestClient, name: str = "anna", password: str = PASSWORD, **headers):
    return client.post(
        "/admin/login",
        data={"name": name, "password": password},
        headers={"Origin": str(client.base_url).rstrip("/"), **headers},
    )


def call(client: TestClient, action: str, params: dict | None = None, **headers):
    """POST an action to the endpoint as the admin page does."""
    return client.post(
        "/api/editor",
        json={"branch": "main", "action": action, "params": params or {}},
        headers={"Origin": str(client.base_url).rstrip("/"), **headers},
    )


def photo(width: int = 1, height: int = 1, kind: str = "PNG") -> bytes:
    made = io.BytesIO()
    Image.new("RGB", (width, height), (200, 120, 90)).save(made, kind)
    return made.getvalue()


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


_PRICE = re.compile(r"^(\s+price: )(\d+)$", re.M)


def prices(text: str) -> list[int]:
    return [int(found.group(2)) for found in _PRICE.finditer(text)]


def with_price(text: str, index: int, price: int) -> str:
    """`text` (treatments.yml) with its `index`th price set to `price`."""
    found = list(_PRICE.finditer(text))[index]
    return text[: found.start(2)] + str(price) + text[found.end(2) :]


def line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1
