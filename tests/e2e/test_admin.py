"""/admin/: the owner edits the content in Decap CMS, and the site is built
from what was saved.

The export's /admin/ (from dist/, served like a static host, its policy
widened by Decap's local backend alone: tests/decap.py) runs in Chromium
against that backend, decap-server, started on a copy of the project
(tests/project_copy.py), so the working tree is never edited. In one session
the test changes the first service's price, Saturday's closing time, adds a
closure day and uploads a photo from a phone for the first salon picture,
then publishes: the copy's content/salon.yml must hold exactly those
changes, the photo must be in images/source/, the copy's build (the image
pipeline, then plain `reflex export`, as scripts/export.sh runs them) must
pass, and its pages must show the new values. A price below 1 and a time of 25:00 are refused by the
form before anything is saved; written into the file anyway, they stop the
build with the one-line error. The admin page's own Content-Security-Policy
is enforced throughout, and no request leaves the machine.

With SALON_UPDATE_SCREENSHOTS=1 the session also writes the screenshots
docs/owner.md shows (docs/img/admin-*.png), so they stay current.
"""

from __future__ import annotations

import copy
import datetime
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from PIL import Image
from playwright.sync_api import expect
from ruamel.yaml import YAML

from salon import paths
from salon.content import CONTENT
from salon.content_model import read
from salon.opening_hours.calendar import WEEKDAYS, build_date, holidays_on
from salon.plugins import admin, security_headers
from tests.browser import CSP_PROBE
from tests.conftest import LOCAL_HOST
from tests.decap import Form, content_form, local_admin_site, route_local_backend, start_server
from tests.project_copy import copy_project, export_project

# Tests of this module share one CMS session and one copy of the project.
pytestmark = pytest.mark.xdist_group("admin")

CONTENT_FILE = paths.CONTENT_FILE.relative_to(paths.ROOT)
SCREENSHOTS = paths.ROOT / "docs" / "img"
EXPORT_TIMEOUT = 300  # s
SATURDAY = WEEKDAYS.index("Lördag")
# A phone's photo: upper case, a space and an underscore, which the CMS turns
# into salong-ny_1.jpg.
PHONE_PHOTO, CMS_PHOTO = "Salong Ny_1.JPG", "salong-ny_1.jpg"


def read_yaml(path: Path):
    """The content file's data as the build reads it (dates and times as text)."""
    return read(path).data


UPDATE_SCREENSHOTS = os.environ.get("SALON_UPDATE_SCREENSHOTS") == "1"


def screenshot(target, name: str) -> None:
    """docs/img/NAME.png, when asked for (SALON_UPDATE_SCREENSHOTS=1)."""
    if UPDATE_SCREENSHOTS:
        SCREENSHOTS.mkdir(exist_ok=True)
        target.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


@pytest.fixture(scope="module")
def cms_browser(browser):
    """The tests' Chromium; for the guide's screenshots one in Swedish, whose
    date fields read as an owner's do."""
    if not UPDATE_SCREENSHOTS:
        yield browser
        return
    from tools.chromium import CHROMIUM_ARGS, chromium_path

    swedish = browser.browser_type.launch(
        executable_path=chromium_path(), args=[*CHROMIUM_ARGS, "--lang=sv-SE"]
    )
    yield swedish
    swedish.close()


def earlier_closing(opens: str, closes: str) -> str:
    """A closing time between `opens` and `closes`, on the quarter hour."""
    start, end = (int(t[:2]) * 60 + int(t[3:]) for t in (opens, closes))
    minutes = (start + end) // 2 // 15 * 15
    minutes = minutes if start < minutes < end else end - 1
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def closure_day() -> datetime.date:
    """A day 2-8 weeks ahead, open by the weekly hours: no holiday, no other
    exception, so the hours page lists it as the new closure."""
    day = build_date() + datetime.timedelta(days=14)
    taken = {
        exception.first + datetime.timedelta(days=n)
        for exception in CONTENT.hours_exceptions
        for n in range((exception.last - exception.first).days + 1)
    }
    while holidays_on(day) or day in taken:
        day += datetime.timedelta(days=1)
    return day


@dataclass
class Session:
    """What the CMS session did and saw."""

    project: Path
    before: dict
    service: object
    price: int
    closes: str
    closure: str
    note: str
    photo: str  # the uploaded photo's file name, as the CMS names it
    violations: list = field(default_factory=list)
    console: list = field(default_factory=list)
    console_when_refused: list = field(default_factory=list)
    requests: list = field(default_factory=list)
    refused: dict = field(default_factory=dict)  # field path -> the form's error texts
    unchanged_after_refusal: bool = False


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    return copy_project(tmp_path_factory.mktemp("admin") / "salon")


@pytest.fixture(scope="module")
def labels() -> dict[str, dict]:
    return content_form()


@pytest.fixture(scope="module")
def admin_url(site_dir, tmp_path_factory):
    from tools.static_host import serve

    server = serve(local_admin_site(site_dir, tmp_path_factory.mktemp("admin-site")))
    yield f"http://{LOCAL_HOST}:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def session(project, labels, cms_browser, admin_url) -> Session:
    service = CONTENT.categories[0].services[0]
    category = CONTENT.categories[0]
    saturday = CONTENT.hours[SATURDAY]
    closes = earlier_closing(saturday.opens, saturday.closes)
    day = closure_day()
    run = Session(
        project=project,
        before=read_yaml(project / CONTENT_FILE),
        service=service,
        price=service.price + 15,
        closes=closes,
        closure=day.isoformat(),
        note="Inventering",
        photo=CMS_PHOTO,
    )
    photo = project.parent / PHONE_PHOTO
    Image.new("RGB", (1200, 900), (176, 108, 84)).save(photo, quality=80)

    with start_server(project, project.parent / "decap-server.log") as port:
        context = cms_browser.new_context(
            viewport={"width": 1280, "height": 800}, locale="sv-SE", timezone_id="Europe/Stockholm"
        )
        context.set_default_timeout(15_000)
        route_local_backend(context, port)
        page = context.new_page()
        page.add_init_script(CSP_PROBE)
        page.on("console", lambda message: run.console.append((message.type, message.text)))
        page.on("pageerror", lambda error: run.console.append(("pageerror", str(error))))
        page.on("request", lambda request: run.requests.append(request.url))
        try:
            page.goto(f"{admin_url}/{admin.FOLDER}/")
            expect(page.get_by_role("button", name="Logga in")).to_be_visible()
            screenshot(page, "admin-login")
            form = Form.open(page, admin_url, labels, CONTENT.salon_name)

            item = form.item(service.name, form.item(category.title))
            price = form.input("categories[].services[].price", item)
            price.fill(str(run.price))
            screenshot(item, "admin-price")
            closes_input = form.input("hours[].closes", form.item(saturday.day))
            closes_input.fill(run.closes)
            closure = form.add_item("hours_exceptions")
            form.input("hours_exceptions[].start", closure).fill(run.closure)
            form.input("hours_exceptions[].note", closure).fill(run.note)
            screenshot(closure, "admin-closure")
            picture = form.item(
                run.before["salon_pictures"][0]["image"], form.field_container("salon_pictures")
            )
            form.upload_photo("salon_pictures[].image", picture, photo)
            expect(picture).to_contain_text(run.photo)
            page.get_by_role("button", name="Publicera").click()
            screenshot(page, "admin-publish")
            page.keyboard.press("Escape")
            form.publish()
            expect(page.get_by_text("Ändringar sparade")).to_be_visible()

            # Refused before saving: the form checks the schema's bounds and patterns.
            saved = (project / CONTENT_FILE).read_bytes()
            logged = len(run.console)
            price.fill("-5")
            closes_input.fill("25:00")
            form.publish()
            expect(form.errors(price)).not_to_have_count(0)
            expect(form.errors(closes_input)).not_to_have_count(0)
            screenshot(item, "admin-refused")
            run.refused = {
                "price": form.errors(price).all_inner_texts(),
                "closes": form.errors(closes_input).all_inner_texts(),
            }
            run.unchanged_after_refusal = (project / CONTENT_FILE).read_bytes() == saved
            run.console, run.console_when_refused = run.console[:logged], run.console[logged:]
            run.violations = page.evaluate("window.__cspViolations")
        finally:
            context.close()
    return run


def expected_content(run: Session) -> dict:
    data = copy.deepcopy(run.before)
    category = data["categories"][0]
    category["services"][0]["price"] = run.price
    data["hours"][SATURDAY]["closes"] = run.closes
    data.setdefault("hours_exceptions", []).append({"start": run.closure, "note": run.note})
    data["salon_pictures"][0]["image"] = run.photo
    return data


def cleared(data):
    """`data` without the keys a form writes out empty (null) and the file leaves out."""
    if isinstance(data, dict):
        return {key: cleared(value) for key, value in data.items() if value is not None}
    if isinstance(data, list):
        return [cleared(item) for item in data]
    return data


def test_the_saved_file_holds_exactly_the_changes_and_the_photo_is_in_the_source_folder(session):
    after = read_yaml(session.project / CONTENT_FILE)
    assert cleared(after) == cleared(expected_content(session))
    assert after != session.before
    assert (session.project / "images" / "source" / session.photo).is_file()


def test_the_form_refuses_a_price_below_one_and_25_00_before_saving(session):
    assert session.unchanged_after_refusal
    assert session.refused["price"] and session.refused["closes"], session.refused
    assert any("1" in text for text in session.refused["price"]), session.refused
    # Decap rejects the refused save's promise with nothing, and leaves it
    # unhandled: one uncaught "undefined", and nothing else.
    assert [
        text for kind, text in session.console_when_refused if kind in ("error", "pageerror")
    ] in ([], ["undefined"])


def test_the_cms_runs_under_its_policy_and_stays_on_this_machine(session):
    assert session.violations == []
    problems = [
        f"{kind}: {text}" for kind, text in session.console if kind in ("error", "pageerror")
    ]
    assert problems == []
    hosts = {urlsplit(url).hostname for url in session.requests if url.startswith("http")}
    assert hosts <= {LOCAL_HOST, "localhost"}, hosts


@pytest.fixture(scope="module")
def exported(session) -> Path:
    """The edited copy built as scripts/export.sh builds it (the image
    pipeline, then plain `reflex export`): its static site."""
    images = subprocess.run(
        [sys.executable, "-m", "tools.build_images"],
        cwd=session.project,
        capture_output=True,
        text=True,
        timeout=EXPORT_TIMEOUT,
    )
    assert images.returncode == 0, images.stdout + images.stderr
    result = export_project(session.project, EXPORT_TIMEOUT)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return session.project / ".web" / "build" / "client"


def page_text(browser, site: Path, route: str) -> str:
    """The prerendered page's text, as a visitor without JavaScript reads it."""
    from tools.static_host import serve

    server = serve(site)
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(f"http://{LOCAL_HOST}:{server.server_address[1]}{route}")
        return page.locator("main").inner_text()
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def test_the_export_of_the_edited_content_shows_the_new_values(session, exported, browser):
    from salon import routes

    treatments = page_text(browser, exported, routes.get("treatments").path)
    assert f"{session.price} kr" in treatments
    hours = page_text(browser, exported, routes.get("hours").path)
    assert f"{CONTENT.hours[SATURDAY].opens}–{session.closes}" in hours
    assert session.note in hours
    photo = Path(session.photo).stem
    assert photo in (exported / "index.html").read_text(encoding="utf-8")
    assert list((exported / "img").glob(f"{photo}-*.webp"))
    # The export still carries the CMS, with the edited content's config.
    assert (exported / admin.FOLDER / admin.BUNDLE).is_file()


@pytest.mark.parametrize(
    "path, bad, line",
    [
        (
            ("categories", 0, "services", 0, "price"),
            -5,
            "must be a price in whole kronor above 0, got -5",
        ),
        (("hours", SATURDAY, "closes"), "25:00", "must be HH:MM, got '25:00'"),
    ],
)
def test_a_value_the_form_refuses_stops_the_build_when_written_anyway(
    session, exported, path, bad, line
):
    content = session.project / CONTENT_FILE
    good = content.read_text(encoding="utf-8")
    yaml = YAML()  # round trip: the rest of the file as it is
    data = yaml.load(good)
    parent = data
    for part in path[:-1]:
        parent = parent[part]
    parent[path[-1]] = bad
    with content.open("w", encoding="utf-8") as out:
        yaml.dump(data, out)
    written = read(content)
    # As the copy's build names it: relative to the copy.
    where = f"{CONTENT_FILE}:{written.line(path)}: {written.name(path)}"
    try:
        result = export_project(session.project, EXPORT_TIMEOUT)
    finally:
        content.write_text(good, encoding="utf-8")
    output = result.stdout + result.stderr
    assert result.returncode != 0
    errors = [text for text in output.splitlines() if text.startswith(f"{CONTENT_FILE}:")]
    assert errors == [f"{where}: {line}"], output[-2000:]
    assert "Traceback" not in output


# --- the export's /admin/ -------------------------------------------------------------


def test_admin_ships_in_the_export_noindex_and_outside_the_sitemap(site_dir):
    folder = site_dir / admin.FOLDER
    page = (folder / admin.PAGE).read_text(encoding="utf-8")
    assert f'<meta name="robots" content="{admin.ROBOTS}">' in page
    assert f'<script src="/{admin.FOLDER}/{admin.BUNDLE}"></script>' in page
    assert (folder / admin.CONFIG).is_file() and (folder / admin.BUNDLE).is_file()
    assert not (site_dir / f"{admin.FOLDER}.html").exists()
    assert f"/{admin.FOLDER}" not in (site_dir / "sitemap.xml").read_text(encoding="utf-8")
    headers = (site_dir / security_headers.NETLIFY_FILE).read_text(encoding="utf-8")
    block = headers.split(f"\n/{admin.FOLDER}/*\n", 1)[1]
    assert f"X-Robots-Tag: {admin.ROBOTS}" in block


def test_only_the_admin_policy_allows_eval(site_dir):
    for page in sorted(site_dir.rglob("*.html")):
        html = page.read_text(encoding="utf-8")
        (policy,) = [
            part.split('"', 1)[0]
            for part in html.split('http-equiv="Content-Security-Policy" content="')[1:]
        ]
        script_src = policy.split("script-src ", 1)[1].split(";", 1)[0].split()
        is_admin = security_headers.is_admin_page(site_dir, page)
        assert ("'unsafe-eval'" in script_src) == is_admin, page
        assert "'unsafe-inline'" not in script_src, page
