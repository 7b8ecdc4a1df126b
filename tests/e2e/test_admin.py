"""/admin/: the owner edits the content in Decap CMS, section by section, in
Swedish, on a computer and at a phone's width, and the site is built from
what was saved.

The export's /admin/ (from dist/, served like a static host, its policy
widened by Decap's local backend alone: tests/decap.py) runs in a Swedish
Chromium against that backend, decap-server, started once on a copy of the
project (tests/project_copy.py), so the working tree is never edited. One
session, at 1280 px, each of its pages also turned to 390 x 844 to be
looked at as on a phone (nothing pans sideways, Publicera is on the screen,
no English word), then back:

- the owner logs in (the salon's name and logo on the page),
  opens every section, changes the first service's price and Saturday's
  closing time and adds a closure day, each previewed as visitors will see
  it while typing, types an accent colour too light for its pairs (the
  preview marks them before anything is saved) and then the shade the build
  suggests (every pair passes), adds a logo, uploads a photo from a phone
  for the first salon picture, and publishes; shows the English beside the Swedish and changes the first
  service's English name, with no price or other untranslated field in the
  English pane; then a price below 1 and a time of 25:00 are refused by the
  form before anything is saved.

Editing from a phone itself (touch, a phone's viewport) is test_dev_loop.py's:
the same form on the development server, where the owner edits most.

The copy's content files must then hold exactly those changes, the English
one in the `en:` block alone, the photo must be in images/source/, the
copy's build (the image pipeline, then plain `reflex export`, as
scripts/export.sh runs them) must pass, and its pages must show the new
values, the English name on the English price list; written into a file
anyway, the refused values stop the build with the one-line error. No
English word of the editor's shows, the admin page's own
Content-Security-Policy is enforced throughout, and no request leaves the
machine.

With SALON_UPDATE_SCREENSHOTS=1 the sessions also renew the editor's
screenshots that docs/owner.md shows (docs/img/*.webp), small enough for the
docs' size budget.
"""

from __future__ import annotations

import copy
import io
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pillow_heif
import pytest
from PIL import Image
from playwright.sync_api import expect
from ruamel.yaml import YAML

from salon import paths
from salon.brand import contrast
from salon.brand.colour import from_oklch, oklch
from salon.brand.pairs import PAIRS, ratio
from salon.brand.palette import designed, drawn
from salon.calendar import WEEKDAYS
from salon.cms import admin
from salon.content_model import SECTIONS, read_content
from salon.content_model.fields import UPLOAD_MAX_BYTES
from salon.content_model.sections import SECTION_OF
from salon.locales import DEFAULT, ENGLISH
from static_first.pages import in_subtree
from static_first.plugins import security_headers
from tests.browser import CSP_PROBE, resize
from tests.conftest import LOCAL_HOST
from tests.content import CONTENT
from tests.decap import (
    LOCALES,
    PHONE,
    VISIBLE_TEXT,
    Form,
    closure_day,
    content_form,
    earlier_closing,
    english_shown,
    generated_config,
    local_admin_site,
    misfits,
    phrase_keys,
    route_local_backend,
    start_server,
    words,
)
from tests.project_copy import copy_project, export_project

# Tests of this module share one decap-server, one copy of the project and
# its one export.
pytestmark = pytest.mark.xdist_group("admin")

CONTENT_DIR = paths.CONTENT_DIR.relative_to(paths.ROOT)
SCREENSHOTS = paths.ROOT / "docs" / "img"
EXPORT_TIMEOUT = 300  # s
SATURDAY = WEEKDAYS.index("Lördag")
DESKTOP = {"width": 1280, "height": 800}
# An iPhone's photo as a desktop browser uploads it, HEIC: upper case, a space
# and an underscore, which the CMS turns into salong-ny_1.heic.
PHONE_PHOTO, CMS_PHOTO = "Salong Ny_1.HEIC", "salong-ny_1.heic"
# A logo as a designer hands it over, and its name in images/source/.
LOGO_FILE, CMS_LOGO = "Logga Ny.svg", "logga-ny.svg"
LOGO_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">'
    '<rect width="120" height="40" rx="6" fill="#1f1b18"/></svg>'
)


def read_data(project: Path) -> dict:
    """The content's data as the build reads it (dates and times as text)."""
    return read_content(project / CONTENT_DIR).data


def read_english(project: Path) -> dict:
    """The English blocks of the content files, as the build reads them."""
    return read_content(project / CONTENT_DIR).translations[ENGLISH.code].data


UPDATE_SCREENSHOTS = os.environ.get("SALON_UPDATE_SCREENSHOTS") == "1"


def screenshot(target, name: str) -> None:
    """docs/img/<name>.webp, when asked for (SALON_UPDATE_SCREENSHOTS=1) and
    the owner's guide shows it: at most 800 px wide, WebP quality 60."""
    path = SCREENSHOTS / f"{name}.webp"
    if UPDATE_SCREENSHOTS and path.is_file():
        image = Image.open(io.BytesIO(target.screenshot()))
        image.thumbnail((800, 10_000))
        image.save(path, "WEBP", quality=60)


@pytest.fixture(scope="module")
def cms_browser(browser):
    """A Chromium in Swedish, as the owner's is: the editor must show no
    English, and its date fields read as the owner's do."""
    from tools.chromium import CHROMIUM_ARGS, chromium_path

    swedish = browser.browser_type.launch(
        executable_path=chromium_path(), args=[*CHROMIUM_ARGS, "--lang=sv-SE"]
    )
    yield swedish
    swedish.close()


@dataclass
class Edits:
    """What one session changes through the form."""

    service: int  # of the first category
    price: int
    saturday: str  # "opens" or "closes"
    time: str
    closure: str
    note: str
    light_accent: str  # an accent the build refuses, typed first
    accent: str  # the nearest shade of it that passes, published


@dataclass
class Session:
    """What a CMS session did and saw."""

    width: int
    edits: Edits | None = None  # a phone's look at the same session changes nothing
    english: dict = field(default_factory=dict)  # step -> texts with English words
    locales: tuple = ({}, {})  # Decap's English and (completed) Swedish
    misfits: dict = field(default_factory=dict)  # step -> what did not fit the screen
    previews: dict = field(default_factory=dict)  # entry -> whether a preview pane showed
    previewed: dict = field(default_factory=dict)  # what the preview showed while typing
    failing_pairs: list = field(default_factory=list)  # the brand preview's, light accent
    swatches: list = field(default_factory=list)  # its [colour, moved], published accent
    logo: dict = field(default_factory=dict)
    violations: list = field(default_factory=list)
    console: list = field(default_factory=list)
    console_when_refused: list = field(default_factory=list)
    requests: list = field(default_factory=list)
    refused: dict = field(default_factory=dict)  # field path -> the form's error texts
    too_large: list = field(default_factory=list)  # what the media library said to a large file
    unchanged_after_refusal: bool = False
    translated: str = ""  # the English name typed in the English pane
    pane_labels: dict = field(default_factory=dict)  # language -> labels its pane showed
    phone: Session | None = None  # the same pages as a phone's screen showed them


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    return copy_project(tmp_path_factory.mktemp("admin") / "salon")


@pytest.fixture(scope="module")
def before(project) -> dict:
    return read_data(project)


@pytest.fixture(scope="module")
def before_english(project) -> dict:
    return read_english(project)


@pytest.fixture(scope="module")
def labels() -> dict[str, dict]:
    return content_form()


@pytest.fixture(scope="module")
def own_words() -> set[str]:
    """The salon's words: its content in every language (the English pane
    shows the English) and the form's labels and hints."""
    content = read_content()
    english = {word for block in content.translations.values() for word in words(block.data)}
    return words(content.data) | english | words(generated_config())


@pytest.fixture(scope="module")
def admin_url(site_dir, tmp_path_factory):
    from tools.static_host import serve

    server = serve(local_admin_site(site_dir, tmp_path_factory.mktemp("admin-site")))
    yield f"http://{LOCAL_HOST}:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def backend(project, before):
    """decap-server on the copy, for both sessions."""
    with start_server(project, project.parent / "decap-server.log") as port:
        yield port


def open_context(browser, port: int, viewport: dict, run: Session):
    """A Swedish browser context at `viewport` whose pages record what the
    session checks; a phone's is a phone's (touch, mobile viewport)."""
    phone = viewport["width"] < DESKTOP["width"]
    context = browser.new_context(
        viewport=viewport,
        locale="sv-SE",
        timezone_id="Europe/Stockholm",
        is_mobile=phone,
        has_touch=phone,
    )
    context.set_default_timeout(15_000)
    route_local_backend(context, port)
    page = context.new_page()
    page.add_init_script(CSP_PROBE)
    page.on("console", lambda message: run.console.append((message.type, message.text)))
    page.on("pageerror", lambda error: run.console.append(("pageerror", str(error))))
    page.on("request", lambda request: run.requests.append(request.url))
    # Leaving an entry with a refused change asks first; the owner says yes.
    page.on("dialog", lambda dialog: dialog.accept())
    return context, page


def look(page, run: Session, step: str, own: set[str]) -> None:
    """Note at `step` any English word shown, and, at a phone's width, any
    sideways panning and a Publicera button off the screen; then the same
    at a phone's width, the page turned to it and back."""
    _look(page, run, step, own)
    if run.phone:
        resize(page, PHONE)
        _look(page, run.phone, step, own)
        resize(page, DESKTOP)


def _look(page, run: Session, step: str, own: set[str]) -> None:
    run.english[step] = english_shown(page.evaluate(VISIBLE_TEXT), *run.locales, own)
    if run.width < DESKTOP["width"] and (found := misfits(page, run.width)):
        run.misfits[step] = found


def price_row(page, service):
    """The preview's price-list row of `service`."""
    preview = page.frame_locator("iframe")
    return preview.locator(".price-row").filter(has=preview.get_by_text(service.name, exact=True))


def change_price(form: Form, run: Session, own: set[str], shot: str | None = None) -> None:
    category = CONTENT.categories[0]
    service = category.services[run.edits.service]
    form.open_entry("categories")
    look(form.page, run, "treatments", own)
    form.change_price(category, service, run.edits.price)
    new = CONTENT.price_label(service.model_copy(update={"price": run.edits.price}))
    if run.width == DESKTOP["width"]:
        expect(price_row(form.page, service).locator(".price")).to_have_text(new)
        run.previewed["price"] = new
    look(form.page, run, "price changed", own)
    if shot:
        screenshot(form.page, shot)
        resize(form.page, PHONE)
        screenshot(form.page, "admin-phone")
        resize(form.page, DESKTOP)
    form.publish_and_wait()


def change_hours(form: Form, run: Session, own: set[str], shots: bool = False) -> None:
    saturday = CONTENT.hours[SATURDAY]
    form.open_entry("hours")
    look(form.page, run, "hours", own)
    form.change_day(saturday.day, run.edits.saturday, run.edits.time)
    closure = form.add_closure(run.edits.closure, run.edits.note)
    look(form.page, run, "closure added", own)
    if run.width == DESKTOP["width"]:
        times = {
            "opens": saturday.opens,
            "closes": saturday.closes,
            run.edits.saturday: run.edits.time,
        }
        preview = form.page.frame_locator("iframe")
        row = preview.locator(".hours-table tr").filter(has_text=saturday.day)
        expect(row).to_contain_text(f"{times['opens']}–{times['closes']}")
        expect(preview.locator(".deviations-card")).to_contain_text(run.edits.note)
        run.previewed["hours"] = row.inner_text()
    if shots:
        # The last entry's "Inlägg sparat" closes by itself; the guide's
        # pictures show the form without it.
        expect(form.page.get_by_text("Inlägg sparat")).to_have_count(0)
        screenshot(closure, "admin-closure")
        screenshot(form.page, "admin-hours")
        form.page.get_by_role("button", name="Publicera", exact=True).click()
        screenshot(form.page, "admin-publish")
        form.page.keyboard.press("Escape")
    form.publish_and_wait()


def lighter(colour: str) -> str:
    """`colour` as a pastel, its hue kept: too light for white text on it."""
    _, chroma, hue = oklch(colour)
    return from_oklch(0.85, chroma, hue)


def change_brand(form: Form, run: Session, own: set[str], logo: Path) -> None:
    """In Varumärke, the accent typed into its field: first too light, and
    the preview marks the pairs that fail, then the shade the build suggests
    for it, and none fails; and a logo uploaded; published."""
    form.open_entry("colors")
    colours = form.field_container("colors")
    # The colours are one collapsed group: the owner opens it.
    colours.locator("[data-testid='expand-button']").first.click()
    accent = form.input("colors.accent", colours)
    preview = form.page.frame_locator("iframe")
    failing = preview.locator(".contrast-fails")
    accent.fill(run.edits.light_accent)
    expect(failing).not_to_have_count(0)
    # Each failing row's label, the pair as the owner reads it.
    run.failing_pairs = failing.evaluate_all(
        "rows => rows.map((row) => row.children[1].firstChild.textContent)"
    )
    look(form.page, run, "accent refused", own)
    accent.fill(run.edits.accent)
    expect(failing).to_have_count(0)
    expect(preview.locator(".contrast-pair")).to_have_count(len(PAIRS))
    # Each colour of the palette as shown, and whether it says it moved.
    run.swatches = preview.locator(".swatch").evaluate_all(
        "items => items.map((item) => [item.querySelector('small').textContent,"
        " item.querySelector('.swatch-moved') !== null])"
    )
    form.upload_photo("logo", form.page.locator("body"), logo)
    # The field shows the chosen logo.
    expect(form.field_container("logo").locator("img")).to_be_visible()
    form.publish_and_wait()


def translate_a_name(form: Form, run: Session, own: set[str], english: dict) -> None:
    """Side by side: the first service's English name changed in the English
    pane, the same service open in the Swedish pane beside it."""
    form.open_entry("categories")
    form.show_languages()
    swedish_category = CONTENT.categories[0]
    category = english["categories"][0]
    service = category["services"][0]
    form.item(swedish_category.services[0].name, form.item(swedish_category.title, form.pane(0)))
    item = form.item(service["name"], form.item(category["title"], form.pane(1)))
    # New words of the content's own, so the check for English UI words stays sharp.
    run.translated = f"{service['name']} – {category['title']}"
    form.input("categories[].services[].name", item).fill(run.translated)
    run.pane_labels = {"sv": form.shown_labels(form.pane(0)), "en": form.shown_labels(form.pane(1))}
    look(form.page, run, "side by side", own)
    screenshot(form.page, "admin-translate")
    form.publish_and_wait()
    form.show_preview()  # as the owner left it before


@pytest.fixture(scope="module")
def desktop(
    project, before, before_english, backend, labels, own_words, cms_browser, admin_url
) -> Session:
    saturday = CONTENT.hours[SATURDAY]
    service = CONTENT.categories[0].services[0]
    light_accent = lighter(CONTENT.colors.accent)
    run = Session(
        width=DESKTOP["width"],
        edits=Edits(
            service=0,
            price=service.price + 15,
            saturday="closes",
            time=earlier_closing(saturday.opens, saturday.closes),
            closure=closure_day().isoformat(),
            note="Inventering",
            light_accent=light_accent,
            accent=contrast.nearest_passing(
                {**CONTENT.colors.model_dump(), "accent": light_accent}, "accent"
            ),
        ),
        phone=Session(width=PHONE["width"]),
    )
    photo = project.parent / PHONE_PHOTO
    # By its path, as a sparse file: no 20 MB through the browser's protocol.
    too_large = project.parent / "stor.jpg"
    with too_large.open("wb") as out:
        out.truncate(UPLOAD_MAX_BYTES + 1)
    pillow_heif.from_pillow(Image.new("RGB", (1200, 900), (176, 108, 84))).save(photo, quality=80)
    context, page = open_context(cms_browser, backend, DESKTOP, run)
    try:
        page.goto(f"{admin_url}/{admin.FOLDER}/")
        # Decap's 5 MB bundle and its config, read while the other workers
        # build (the own server's exports): seconds on two busy cores.
        expect(page.get_by_role("button", name="Logga in")).to_be_visible(timeout=60_000)
        run.locales = run.phone.locales = tuple(page.evaluate(LOCALES))
        logo = page.locator(f"img[src$='/{admin.FOLDER}/{admin.LOGO}']")
        expect(logo).to_be_visible()
        run.logo = {"loaded": logo.evaluate("image => image.naturalWidth > 0")}
        look(page, run, "log-in", own_words)
        screenshot(page, "admin-login")
        form = Form.log_in(page, admin_url, labels)
        look(page, run, "sections", own_words)
        screenshot(page, "admin-sections")

        for section in SECTIONS:
            form.open_entry(section.fields[0])
            run.previews[section.name] = page.locator("iframe").count() == 1
            look(page, run, section.name, own_words)

        change_price(form, run, own_words, shot="admin-price")
        change_hours(form, run, own_words, shots=True)
        logo = project.parent / LOGO_FILE
        logo.write_text(LOGO_SVG, encoding="utf-8")
        change_brand(form, run, own_words, logo)

        form.open_entry("salon_pictures")
        picture = form.item(
            before["salon_pictures"][0]["image"], form.field_container("salon_pictures")
        )
        # First a photo over the limit: refused in Swedish, nothing uploaded.
        form.field_container("salon_pictures[].image", picture).locator("button").first.click()
        page.once("dialog", lambda dialog: (run.too_large.append(dialog.message), dialog.accept()))
        page.locator("input[type=file]").set_input_files(too_large)
        page.get_by_role("button", name="Stäng").click()
        form.upload_photo("salon_pictures[].image", picture, photo)
        expect(picture).to_contain_text(CMS_PHOTO)
        look(page, run, "media library", own_words)
        form.publish_and_wait()

        translate_a_name(form, run, own_words, before_english)

        # Refused before saving: the form checks the schema's bounds and patterns.
        saved = {path: path.read_bytes() for path in (project / CONTENT_DIR).glob("*.yml")}
        logged = len(run.console)
        form.open_entry("categories")
        category, first = CONTENT.categories[0], CONTENT.categories[0].services[0]
        item = form.item(first.name, form.item(category.title))
        price = form.input("categories[].services[].price", item)
        price.fill("-5")
        form.publish()
        expect(form.errors(price)).not_to_have_count(0)
        screenshot(item, "admin-refused")
        run.refused["price"] = form.errors(price).all_inner_texts()
        form.open_entry("hours")
        closes = form.input("hours[].closes", form.item(saturday.day))
        closes.fill("25:00")
        form.publish()
        expect(form.errors(closes)).not_to_have_count(0)
        run.refused["closes"] = form.errors(closes).all_inner_texts()
        run.unchanged_after_refusal = saved == {
            path: path.read_bytes() for path in (project / CONTENT_DIR).glob("*.yml")
        }
        run.console, run.console_when_refused = run.console[:logged], run.console[logged:]
        run.violations = page.evaluate("window.__cspViolations")
    finally:
        context.close()
    return run


@pytest.fixture(scope="module")
def phone(desktop) -> Session:
    """What the desktop session's pages showed turned to a phone's width."""
    return desktop.phone


def expected_content(before: dict, edits: Edits) -> dict:
    data = copy.deepcopy(before)
    data["categories"][0]["services"][edits.service]["price"] = edits.price
    data["hours"][SATURDAY][edits.saturday] = edits.time
    data.setdefault("hours_exceptions", []).append({"start": edits.closure, "note": edits.note})
    data["colors"]["accent"] = edits.accent
    data["logo"] = CMS_LOGO
    data["salon_pictures"][0]["image"] = CMS_PHOTO
    return data


def cleared(data):
    """`data` without the keys a form writes out empty (null) and the file leaves out."""
    if isinstance(data, dict):
        return {key: cleared(value) for key, value in data.items() if value is not None}
    if isinstance(data, list):
        return [cleared(item) for item in data]
    return data


def test_the_saved_files_hold_exactly_the_changes_and_the_photo_is_in_the_source_folder(
    project, before, desktop
):
    after = read_data(project)
    assert cleared(after) == cleared(expected_content(before, desktop.edits))
    assert after != before
    assert (project / "images" / "source" / CMS_PHOTO).is_file()
    assert (project / "images" / "source" / CMS_LOGO).read_text(encoding="utf-8") == LOGO_SVG
    assert not (project / "images" / "source" / "stor.jpg").exists()


def test_a_photo_over_the_upload_limit_is_refused_in_swedish(desktop):
    (message,) = desktop.too_large
    assert message.startswith(f"Bilden är för stor: högst {UPLOAD_MAX_BYTES // 1000} kB"), message


def test_the_english_pane_saves_exactly_its_change_into_the_english_block(
    project, before, before_english, desktop
):
    """The English name typed in the English pane is the `en:` block's one
    change; the Swedish name beside it stays (the `sv:` blocks hold exactly
    the Swedish changes: the test above)."""
    expected = copy.deepcopy(before_english)
    expected["categories"][0]["services"][0]["name"] = desktop.translated
    assert read_english(project) == expected != before_english
    swedish = read_data(project)["categories"][0]["services"][0]["name"]
    assert swedish == before["categories"][0]["services"][0]["name"]


def test_the_english_pane_shows_the_texts_and_no_price_time_or_link(desktop, labels):
    """Decap hides an untranslated field in the English pane; inside a list
    item only because admin.js passes the pane on (translation_pane.js). By
    label, as the owner reads them: those of untranslated fields alone."""
    translated = {field["label"] for field in labels.values() if field["i18n"]}
    untranslated = {field["label"] for field in labels.values() if not field["i18n"]} - translated
    price = labels["categories[].services[].price"]["label"]
    name = labels["categories[].services[].name"]["label"]
    # Both panes had the service open: the Swedish shows its price.
    assert {price, name} <= desktop.pane_labels["sv"]
    assert name in desktop.pane_labels["en"]
    assert desktop.pane_labels["en"] & untranslated == set()


def test_each_section_opens_and_only_those_with_a_preview_show_its_pane(desktop):
    assert desktop.previews == {
        section.name: section.name in admin.PREVIEWS for section in SECTIONS
    }


def test_the_brand_preview_marks_the_pairs_the_build_refuses_before_saving(desktop):
    roles = {**CONTENT.colors.model_dump(), "accent": desktop.edits.light_accent}
    colours = drawn(roles)
    refused = [pair for pair in PAIRS if ratio(pair, colours) < pair.need]
    assert sorted(desktop.failing_pairs) == sorted(pair.label for pair in refused)
    assert refused and contrast.failures(roles)


def test_the_brand_preview_shows_the_shades_the_build_moved(desktop):
    """The published accent, the nearest the build suggested, is just dark
    enough for white on it: the shaded sections, darker than the page at
    their designed step, are too dark for it there and move. The preview
    shows each colour as the build draws it, the moved ones marked."""
    roles = {**CONTENT.colors.model_dump(), "accent": desktop.edits.accent}
    colours, planned = drawn(roles), designed(roles)
    expected = sorted([hex_, hex_ != planned[name]] for name, hex_ in colours.items())
    assert sorted(desktop.swatches) == expected
    assert any(moved for _, moved in desktop.swatches)


def test_the_preview_shows_the_new_price_and_hours_while_the_owner_types(desktop):
    service = CONTENT.categories[0].services[0]
    assert desktop.previewed["price"] == CONTENT.price_label(
        service.model_copy(update={"price": desktop.edits.price})
    )
    assert desktop.edits.time in desktop.previewed["hours"]


def test_the_log_in_page_shows_the_salons_logo_and_name(desktop, site_dir):
    assert desktop.logo == {"loaded": True}
    logo = (site_dir / admin.FOLDER / admin.LOGO).read_text(encoding="utf-8")
    assert f">{CONTENT.salon_name}</text>" in logo


def test_no_english_word_of_the_editor_shows_in_a_swedish_browser(desktop, phone):
    english, swedish = desktop.locales
    # The completed Swedish has every phrase the English has.
    assert sorted(phrase_keys(english) - phrase_keys(swedish)) == []
    steps = {"log-in", "sections", "price changed", "closure added"}
    steps |= {section.name for section in SECTIONS}
    assert steps <= desktop.english.keys() and steps <= phone.english.keys()
    assert "side by side" in desktop.english
    found = {
        f"{run.width} px, {step}": texts
        for run in (desktop, phone)
        for step, texts in run.english.items()
        if texts
    }
    assert found == {}


def test_at_a_phones_width_nothing_pans_sideways_and_publicera_is_on_the_screen(phone):
    steps = {"sections", "price changed", "closure added", *(section.name for section in SECTIONS)}
    assert steps <= phone.english.keys()
    assert phone.misfits == {}


def test_the_form_refuses_a_price_below_one_and_25_00_before_saving(desktop):
    assert desktop.unchanged_after_refusal
    assert desktop.refused["price"] and desktop.refused["closes"], desktop.refused
    assert any("1" in text for text in desktop.refused["price"]), desktop.refused
    # Decap rejects each refused save's promise with nothing, and leaves it
    # unhandled: an uncaught "undefined" per refused save, and nothing else.
    errors = [text for kind, text in desktop.console_when_refused if kind in ("error", "pageerror")]
    assert set(errors) <= {"undefined"} and len(errors) <= 2, errors


def test_the_cms_runs_under_its_policy_and_stays_on_this_machine(desktop):
    assert desktop.violations == []
    problems = [
        f"{kind}: {text}" for kind, text in desktop.console if kind in ("error", "pageerror")
    ]
    assert problems == []
    # No CDN, no font service: everything the editor loads is the site's.
    hosts = {urlsplit(url).hostname for url in desktop.requests if url.startswith("http")}
    assert hosts <= {LOCAL_HOST, "localhost"}, hosts


@pytest.fixture(scope="module")
def exported(project, desktop) -> Path:
    """The edited copy built by plain `reflex export` (its image plugin makes
    the uploaded photo's files): its static site."""
    result = export_project(project, EXPORT_TIMEOUT)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return project / ".web" / "build" / "client"


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


def test_the_export_of_the_edited_content_shows_the_new_values(desktop, exported, browser):
    from salon import routes

    treatments = page_text(browser, exported, routes.get("treatments").path)
    service = CONTENT.categories[0].services[desktop.edits.service]
    assert CONTENT.price_label(service.model_copy(update={"price": desktop.edits.price})) in (
        treatments
    )
    # The English name typed in the English pane, on the English price list.
    assert desktop.translated in page_text(
        browser, exported, routes.get("treatments", ENGLISH).path
    )
    hours = page_text(browser, exported, routes.get("hours").path)
    assert f"{CONTENT.hours[SATURDAY].opens}–{desktop.edits.time}" in hours
    assert desktop.edits.note in hours
    photo = Path(CMS_PHOTO).stem
    assert photo in (exported / "index.html").read_text(encoding="utf-8")
    assert list((exported / "img").glob(f"{photo}-*.webp"))
    # The accent the owner published colours the pages; the logo is the link home.
    home = (exported / "index.html").read_text(encoding="utf-8")
    assert desktop.edits.accent.lower() in home
    shipped = re.search(r'<a class="brand" href="/"><img [^>]*src="/(img/logo-[^"]+\.svg)"', home)
    assert shipped and (exported / shipped.group(1)).read_text(encoding="utf-8") == LOGO_SVG
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
    project, exported, path, bad, line
):
    content = project / CONTENT_DIR / SECTION_OF[path[0]].file
    good = content.read_text(encoding="utf-8")
    yaml = YAML()  # round trip: the rest of the file as it is
    data = yaml.load(good)
    parent = data[DEFAULT.code]  # the Swedish block, which holds the values
    for part in path[:-1]:
        parent = parent[part]
    parent[path[-1]] = bad
    with content.open("w", encoding="utf-8") as out:
        yaml.dump(data, out)
    written = read_content(project / CONTENT_DIR)
    # As the copy's build names it: relative to the copy.
    file = (CONTENT_DIR / content.name).as_posix()
    where = f"{file}:{written.line(path)}: {written.name(path)}"
    try:
        result = export_project(project, EXPORT_TIMEOUT)
    finally:
        content.write_text(good, encoding="utf-8")
    output = result.stdout + result.stderr
    assert result.returncode != 0
    errors = [text for text in output.splitlines() if text.startswith(f"{CONTENT_DIR}/")]
    assert errors == [f"{where}: {line}"], output[-2000:]
    assert "Traceback" not in output


# --- the export's /admin/ -------------------------------------------------------------


def test_admin_ships_in_the_export_noindex_and_outside_the_sitemap(site_dir):
    folder = site_dir / admin.FOLDER
    page = (folder / admin.PAGE).read_text(encoding="utf-8")
    assert f'<meta name="robots" content="{admin.ROBOTS}">' in page
    assert f'<script type="module" src="/{admin.FOLDER}/{admin.SCRIPT}"></script>' in page
    shipped = {
        admin.CONFIG,
        admin.BUNDLE,
        admin.SCRIPT,
        admin.STYLESHEET,
        admin.PREVIEW_STYLESHEET,
        admin.SITE_DATA,
        admin.LOGO,
        *(script.name for script in paths.ADMIN_JS.glob("*.js")),
    }
    assert all((folder / name).is_file() for name in shipped), sorted(shipped)
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
        is_admin = in_subtree(site_dir, page, (admin.FOLDER,))
        assert ("'unsafe-eval'" in script_src) == is_admin, page
        assert "'unsafe-inline'" not in script_src, page
