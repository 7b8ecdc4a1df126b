"""Driving Decap CMS's form at /admin/ in Playwright, for the tests that edit
the content through it (tests/e2e/test_admin.py, test_dev_loop.py).

Decap renders its own markup; these helpers find things the way an owner
does, by the labels the generated config gives (salon/cms/cms_config.py),
and where Decap has no accessible name for a part, by the component names in
its class names (decap-cms is pinned in salon/cms/decap_bundle.py).

The CMS's local backend is decap-server: `start_server` runs it on a free
port for a project folder, and `route_local_backend` sends the page's
requests for Decap's fixed address (http://localhost:8081) to it. The
export's /admin/ refuses that address (its policy is the live site's, and
`reflex run`, where the local backend belongs, sends none):
`local_admin_site` copies it with the policy widened by that one source.
"""

from __future__ import annotations

import copy
import datetime
import functools
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
from salon.calendar import build_date, holidays_on
from salon.cms import admin, cms_config, cms_settings
from static_first.plugins import security_headers
from tests.content import CONTENT, CONTENTS
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
# The form's panes, one per language when they stand side by side.
_PANE = "[class*='PreviewPaneContainer-ControlPaneContainer']"
# A form field's label, as the owner reads it (CSS writes some in capitals).
_LABEL_TEXTS = """labels => labels
    .filter(label => label.checkVisibility({ visibilityProperty: true }))
    .map(label => label.textContent.replace(/ \\(frivillig\\)$/, ''))"""
# The one collection of the generated config (salon/cms/cms_config.py).
COLLECTION, COLLECTION_LABEL = "innehall", "Innehåll"


def generated_config() -> dict:
    """The config.yml the build writes to /admin/, read back (a copy each call)."""
    return copy.deepcopy(_generated_config())


@functools.cache
def _generated_config() -> dict:
    # Generating and parsing it takes half a second; a CMS session looks
    # up an entry's label by it at every step.
    (text,) = [text for path, text in admin.admin_files(CONTENTS) if path.endswith(admin.CONFIG)]
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


def config_entries(config: dict | None = None) -> list[dict]:
    """The CMS's entries, one per content file, in the order it lists them."""
    (collection,) = (config or generated_config())["collections"]
    return collection["files"]


def content_form(config: dict | None = None) -> dict[str, dict]:
    """The form fields of every entry, by path (top-level names are unique
    across the entries: each is one field of the one schema)."""
    return form_paths([field for entry in config_entries(config) for field in entry["fields"]])


def entry_label(path: str, config: dict | None = None) -> str:
    """The label of the entry whose form holds the field at `path`."""
    top = path.split(".", 1)[0].removesuffix(ITEMS)
    (label,) = [
        entry["label"]
        for entry in config_entries(config)
        if top in [field["name"] for field in entry["fields"]]
    ]
    return label


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
    policy = admin.admin_policy(cms_settings.load_settings())
    policy["connect-src"] = [*policy["connect-src"], LOCAL_ORIGIN]
    page = destination / admin.FOLDER / admin.PAGE
    page.write_text(
        security_headers.inject_meta(page.read_text(encoding="utf-8"), policy), encoding="utf-8"
    )
    (destination / admin.FOLDER / f"{admin.PAGE}.gz").unlink(missing_ok=True)
    return destination


# --- edits an owner makes -------------------------------------------------------------


def earlier_closing(opens: str, closes: str) -> str:
    """A closing time between `opens` and `closes`, on the quarter hour."""
    start, end = (int(t[:2]) * 60 + int(t[3:]) for t in (opens, closes))
    minutes = (start + end) // 2 // 15 * 15
    minutes = minutes if start < minutes < end else end - 1
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def later_opening(opens: str, closes: str) -> str:
    """An opening time a quarter of an hour after `opens`, before `closes`."""
    start, end = (int(t[:2]) * 60 + int(t[3:]) for t in (opens, closes))
    minutes = start + 15
    assert minutes < end, (opens, closes)
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def closure_day(taken: set[datetime.date] = frozenset()) -> datetime.date:
    """A day 2-8 weeks ahead, open by the weekly hours: no holiday, no other
    exception of the content, none of `taken`, so the hours page lists it
    as the new closure."""
    day = build_date() + datetime.timedelta(days=14)
    taken = taken | {
        exception.first + datetime.timedelta(days=n)
        for exception in CONTENT.hours_exceptions
        for n in range((exception.last - exception.first).days + 1)
    }
    while holidays_on(day) or day in taken:
        day += datetime.timedelta(days=1)
    return day


class Form:
    """Decap's editor, open in `page`, logged in to the local backend."""

    def __init__(self, page: Page, labels: dict[str, dict], base_url: str):
        self.page = page
        self.labels = labels  # form field by path, from the generated config
        self.base_url = base_url

    @classmethod
    def log_in(cls, page: Page, base_url: str, labels: dict[str, dict]) -> Form:
        """Log in to the local backend: the list of entries shows."""
        page.goto(f"{base_url}/{admin.FOLDER}/")
        page.get_by_role("button", name="Logga in").click()
        expect(page.get_by_role("heading", name=COLLECTION_LABEL)).to_be_visible()
        return cls(page, labels, base_url)

    @classmethod
    def open(cls, page: Page, base_url: str, labels: dict[str, dict], path: str) -> Form:
        """Log in and open the entry holding the field at `path`."""
        form = cls.log_in(page, base_url, labels)
        form.open_entry(path)
        return form

    def open_entry(self, path: str) -> None:
        """Open the entry holding the field at `path` from the list of
        entries, as the owner does: by its label."""
        self.page.goto(f"{self.base_url}/{admin.FOLDER}/#/collections/{COLLECTION}")
        self.page.get_by_role("link", name=entry_label(path), exact=True).click()
        # An entry loads with a preview of every photo it names.
        expect(self.field_container(path.split(".", 1)[0].removesuffix(ITEMS))).to_be_visible(
            timeout=30_000
        )

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
        """A new item at the end of the list at `list_path`, by its add
        button ("Lägg till <one item>")."""
        container = self.field_container(list_path)
        items = container.locator(_ITEM)
        count = items.count()
        singular = self.labels[list_path]["label_singular"]
        container.get_by_role(
            "button", name=re.compile(rf"^Lägg till {re.escape(singular)}\b")
        ).first.click()
        expect(items).to_have_count(count + 1)
        return items.last

    def show_languages(self) -> None:
        """Show the languages side by side beside the form (in place of the preview)."""
        self._show("toggleI18n")

    def show_preview(self) -> None:
        """Show the preview beside the form (in place of the other language)."""
        self._show("togglePreview")

    def _show(self, phrase: str) -> None:
        # The button's title is the editor's own Swedish for it.
        title = self.page.evaluate(f"CMS.getLocale('sv').editor.editorInterface.{phrase}")
        self.page.get_by_role("button", name=title, exact=True).click()

    def pane(self, index: int) -> Locator:
        """The form's pane of the `index`th language, side by side (0: Swedish)."""
        return self.page.locator(_PANE).nth(index)

    def shown_labels(self, scope: Locator) -> set[str]:
        """The labels of the form fields `scope` shows."""
        return set(scope.locator("label").evaluate_all(_LABEL_TEXTS))

    def upload_photo(self, path: str, scope: Locator, photo: Path) -> None:
        """Upload `photo` in the media library of the image field at `path`
        and choose it for the field."""
        field = self.field_container(path, scope)
        field.locator("button").first.click()  # "Välj en (annan) bild"
        self.page.locator("input[type=file]").set_input_files(str(photo))
        self.page.get_by_role("button", name="Välj markerad").click()

    def change_price(self, category, service, price: int) -> Locator:
        """Type `price` for `service` of `category` in the price list's
        entry (open); the service's expanded item."""
        item = self.item(service.name, self.item(category.title))
        self.input("categories[].services[].price", item).fill(str(price))
        return item

    def change_day(self, day: str, which: str, time: str) -> None:
        """Type `time` as `day`'s opening or closing time ("opens", "closes")
        in the opening hours' entry (open)."""
        self.input(f"hours[].{which}", self.item(day)).fill(time)

    def add_closure(self, day: str, note: str) -> Locator:
        """Add a closed day with its note in the opening hours' entry (open)."""
        closure = self.add_item("hours_exceptions")
        self.input("hours_exceptions[].start", closure).fill(day)
        self.input("hours_exceptions[].note", closure).fill(note)
        return closure

    def publish_and_wait(self) -> None:
        """Publish now, and wait until the entry says it is saved."""
        self.publish()
        expect(self.page.get_by_text("Ändringar sparade")).to_be_visible()

    def publish(self) -> None:
        """Publish now: the local backend writes the entry's file."""
        self.page.get_by_role("button", name="Publicera").click()
        self.page.get_by_role("menuitem", name=re.compile("Publicera nu")).click()


# --- the editor on a phone's screen -----------------------------------------------------

PHONE = {"width": 390, "height": 844}  # the viewport the tests edit on as a phone

# The toolbar's button: "Publicera" with changes to publish, else "Publicerad".
_PUBLISH = re.compile(r"^Publicerad?$")


def misfits(page: Page, width: int) -> dict:
    """What does not fit a screen `width` px wide: the page's width where it
    is wider (it pans sideways), Publicera's box where it is off the screen."""
    found = {}
    page_width = page.evaluate("() => document.documentElement.scrollWidth")
    if page_width > width:
        found["page width"] = page_width
    publish = page.get_by_role("button", name=_PUBLISH)
    if publish.count():
        box = publish.bounding_box()
        if box is None or box["x"] < 0 or box["x"] + box["width"] > width:
            found["Publicera"] = box
    return found


# --- the editor's language -------------------------------------------------------------

# Every text on the page a person reads (tests/visible_text.js).
VISIBLE_TEXT = (Path(__file__).parent / "visible_text.js").read_text(encoding="utf-8")
# The phrases Decap will use in the page: its English, and its Swedish as
# admin.js completed it (assets/js/admin/locale_sv.js).
LOCALES = "() => [CMS.getLocale('en'), CMS.getLocale('sv')]"
_WORD = re.compile(r"[^\W\d_]{2,}")
_PLACEHOLDER = re.compile(r"%\{\w+\}")


def words(value) -> set[str]:
    """The words (letters only, lower case) of every text in `value`, a
    text or nested dicts and lists of them; Decap's placeholders left out."""
    if isinstance(value, dict):
        return {word for item in value.values() for word in words(item)}
    if isinstance(value, list):
        return {word for item in value for word in words(item)}
    if isinstance(value, str):
        return {word.lower() for word in _WORD.findall(_PLACEHOLDER.sub(" ", value))}
    return set()


def phrase_keys(phrases: dict, prefix: str = "") -> set[str]:
    """The dotted keys of a Decap locale: "editor.editorWidgets.list.add"."""
    keys = set()
    for key, value in phrases.items():
        keys |= phrase_keys(value, f"{prefix}{key}.") if isinstance(value, dict) else {prefix + key}
    return keys


def english_shown(texts: list[str], english: dict, swedish: dict, own: set[str]) -> list[str]:
    """The texts among `texts` with a word of the editor's English UI: a word
    of its English phrases that none of its Swedish ones has, and that is
    not one of the salon's own words (`own`: the content and the form's
    labels, in which "Instagram" is nobody's English)."""
    english_only = words(english) - words(swedish) - own
    return [text for text in texts if words(text) & english_only]
