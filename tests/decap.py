"""Driving Decap CMS's form at /admin/ in Playwright, for the tests that edit
the content through it (tests/e2e/test_admin.py, test_dev_loop.py).

Decap renders its own markup; these helpers find things the way an owner
does, by the labels the generated config gives (salon/plugins/cms_config.py),
and where Decap has no accessible name for a part, by the component names in
its class names (decap-cms is pinned in scripts/setup.sh).

The CMS's local backend is decap-server: `start_server` runs it on a free
port for a project folder, and `route_local_backend` sends the page's
requests for Decap's fixed address (http://localhost:8081) to it. The
export's /admin/ refuses that address (its policy is the live site's, and
`reflex run`, where the local backend belongs, sends none):
`local_admin_site` copies it with the policy widened by that one source.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import time
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Locator, Page, expect
from ruamel.yaml import YAML

from salon import paths
from salon.plugins import admin, cms_config, security_headers
from tools.ports import free_port

LOCAL_BACKEND = urlsplit(cms_config.LOCAL_BACKEND_URL)
LOCAL_ORIGIN = f"{LOCAL_BACKEND.scheme}://{LOCAL_BACKEND.netloc}"
START_TIMEOUT = 20  # s for decap-server to listen
# Decap's item summaries, error lists and list items, by component.
_ITEM_CLASS = "-ListItem-listControlItem"
_ITEM = f"[class*='{_ITEM_CLASS}']"
_SUMMARY = "[class*='NestedObjectLabel']"
ERRORS = "ul[class*='ControlErrorsList'] li"


# A list's items are written "key[]" in a path: "categories[].services[].price".
ITEMS = "[]"


def generated_config() -> dict:
    """The config.yml the build writes to /admin/, read back."""
    (text,) = [text for path, text in admin.admin_files() if path.endswith(admin.CONFIG)]
    return YAML(typ="safe").load(text)


def form_paths(fields: list[dict], prefix: str = "") -> dict[str, dict]:
    """Every form field of `fields`, by its path."""
    found = {}
    for field in fields:
        path = f"{prefix}.{field['name']}" if prefix else field["name"]
        assert path not in found, f"two form fields for {path}"
        found[path] = field
        inner = path + ITEMS if field.get("widget") == "list" else path
        if "fields" in field:
            found |= form_paths(field["fields"], inner)
    return found


def content_form() -> dict[str, dict]:
    """The form fields of the content file's entry, by path."""
    (entry,) = generated_config()["collections"][0]["files"]
    return form_paths(entry["fields"])


@contextmanager
def start_server(project: Path, log: Path):
    """decap-server for `project` on a free port of 127.0.0.1; yields the port."""
    port = free_port()
    with log.open("w") as out:
        server = subprocess.Popen(
            [str(paths.DECAP_SERVER)],
            cwd=project,
            stdout=out,
            stderr=subprocess.STDOUT,
            env={
                **os.environ,
                "PORT": str(port),
                "BIND_HOST": "127.0.0.1",
                "GIT_REPO_DIRECTORY": str(project),
            },
        )
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            assert server.poll() is None, f"decap-server exited:\n{log.read_text()}"
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                assert time.monotonic() < deadline, (
                    f"decap-server is not listening:\n{log.read_text()}"
                )
                time.sleep(0.1)
        yield port
    finally:
        server.terminate()
        server.wait(timeout=10)


def route_local_backend(context, port: int) -> None:
    """The page's requests for Decap's local backend go to decap-server on `port`."""
    context.route(
        f"{LOCAL_ORIGIN}/**",
        lambda route: route.continue_(
            url=route.request.url.replace(LOCAL_ORIGIN, f"http://127.0.0.1:{port}", 1)
        ),
    )


def local_admin_site(site: Path, destination: Path) -> Path:
    """`destination` holding the export's /admin/ (from `site`), its page's
    policy the export's plus Decap's local backend in connect-src."""
    shutil.copytree(site / admin.FOLDER, destination / admin.FOLDER)
    policy = admin.admin_policy(cms_config.load_settings())
    policy["connect-src"] = [*policy["connect-src"], LOCAL_ORIGIN]
    page = destination / admin.FOLDER / admin.PAGE
    page.write_text(
        security_headers.inject_meta(page.read_text(encoding="utf-8"), policy), encoding="utf-8"
    )
    (destination / admin.FOLDER / f"{admin.PAGE}.gz").unlink(missing_ok=True)
    return destination


class Form:
    """Decap's editor for the content file, open in `page`."""

    def __init__(self, page: Page, labels: dict[str, dict]):
        self.page = page
        self.labels = labels  # form field by path, from the generated config

    @classmethod
    def open(cls, page: Page, base_url: str, labels: dict[str, dict], title: str) -> Form:
        """Log in to the local backend and open the content file's entry."""
        page.goto(f"{base_url}/{admin.FOLDER}/")
        page.get_by_role("button", name="Logga in").click()
        page.get_by_text(title, exact=True).click()
        form = cls(page, labels)
        # The entry loads with a preview of every photo it names.
        expect(form.field_container("categories")).to_be_visible(timeout=30_000)
        return form

    def label(self, path: str) -> str:
        return self.labels[path]["label"]

    def field_container(self, path: str, scope: Locator | None = None) -> Locator:
        """The control of the field at `path` (its last part): the first in
        `scope` whose own label says so."""
        label = re.compile(rf"^{re.escape(self.label(path))}( \(frivillig\))?$")
        scope = scope or self.page.locator("body")
        return (
            scope.locator("label")
            .filter(has_text=label)
            .first.locator("xpath=ancestor::div[contains(@class,'-ControlContainer')][1]")
        )

    def item(self, summary: str, scope: Locator | None = None) -> Locator:
        """The list item whose collapsed summary reads `summary`, expanded.
        Found again by the id of its first input, so it stays found when an
        edit changes its summary or an item is added before it."""
        scope = scope or self.page.locator("body")
        label = (
            scope.locator(_SUMMARY).filter(has_text=re.compile(rf"^{re.escape(summary)}$")).first
        )
        item = label.locator("xpath=..")
        item.locator("xpath=./div[contains(@class,'TopBar')]//button").first.click()
        anchor = item.locator("input[id], textarea[id]").first.get_attribute("id")
        return self.page.locator(f"[id='{anchor}']").locator(
            f"xpath=ancestor::div[contains(@class,'{_ITEM_CLASS}')][1]"
        )

    def input(self, path: str, scope: Locator) -> Locator:
        """The input of the field at `path` inside an expanded item, by its id."""
        element_id = scope.get_by_label(self.label(path), exact=True).get_attribute("id")
        return self.page.locator(f"[id='{element_id}']")

    def errors(self, field_input: Locator) -> Locator:
        """The form's error messages for the field of `field_input`."""
        return field_input.locator(
            "xpath=ancestor::div[contains(@class,'-ControlContainer')][1]"
        ).locator(ERRORS)

    def add_item(self, list_path: str) -> Locator:
        """A new item at the end of the list at `list_path`."""
        container = self.field_container(list_path)
        items = container.locator(_ITEM)
        count = items.count()
        container.locator("button", has_text=self.label(list_path).lower()).first.click()
        expect(items).to_have_count(count + 1)
        return items.last

    def upload_photo(self, path: str, scope: Locator, photo: Path) -> None:
        """Upload `photo` in the media library of the image field at `path`
        and choose it for the field."""
        field = self.field_container(path, scope)
        field.locator("button").first.click()  # "Välj en (annan) bild"
        self.page.locator("input[type=file]").set_input_files(str(photo))
        self.page.get_by_role("button", name="Välj markerad").click()

    def publish(self) -> None:
        """Publish now: the local backend writes the content file."""
        self.page.get_by_role("button", name="Publicera").click()
        self.page.get_by_role("menuitem", name=re.compile("Publicera nu")).click()
