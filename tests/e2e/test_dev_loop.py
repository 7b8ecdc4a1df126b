"""`reflex run`, the developer's loop: an edit to the content (its files in
content/), in an editor or in the CMS at /admin/, shows in the page already
open in the browser, without a restart.

Runs plain `reflex run` on a copy of the project (its own `.web/`, free
ports), so the working tree is never edited.
"""

from __future__ import annotations

import copy
import datetime
import os
import re
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from salon import routes
from salon.calendar import WEEKDAYS
from salon.cms import admin
from salon.content_model import read_content
from tests import photos
from tests.content import CONTENT
from tests.content_edit import DOCUMENT, entry, with_value
from tests.decap import (
    PHONE,
    Form,
    closure_day,
    content_form,
    earlier_closing,
    later_opening,
    misfits,
    route_local_backend,
    start_server,
)
from tests.project_copy import copy_project
from tools.ports import free_port
from tools.process_group import stop_group

# One `reflex run` for the module's tests: on one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("dev_loop")

START_TIMEOUT = 240  # s; a first run without .web/node_modules installs them
SHOW_TIMEOUT = 30  # s from saving the content file to the new price in the open page
CONTENT_DIR = Path("content")  # in the project
SATURDAY = WEEKDAYS.index("Lördag")


def content_file(loc: tuple) -> Path:
    """The content file, relative to the project, that holds `loc`."""
    return CONTENT_DIR / DOCUMENT.file(loc).name


def _wait_for(url: str, server: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if server.poll() is not None:
            pytest.fail(f"reflex run exited with {server.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except OSError:
            time.sleep(1)
    pytest.fail(f"reflex run did not serve {url} in {START_TIMEOUT} s:\n{log.read_text()[-3000:]}")


@pytest.fixture(scope="module")
def dev_server(tmp_path_factory):
    """Plain `reflex run` in a copy of the project: (project dir, page URL)."""
    project = copy_project(tmp_path_factory.mktemp("dev") / "salon")
    frontend, backend = free_port(), free_port()
    log = project.parent / "reflex-run.log"
    with log.open("w") as out:
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "reflex",
                "run",
                "--frontend-port",
                str(frontend),
                "--backend-port",
                str(backend),
            ],
            cwd=project,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            env={**os.environ, "REFLEX_TELEMETRY_ENABLED": "false"},
        )
    try:
        url = f"http://localhost:{frontend}/behandlingar"
        _wait_for(url, server, log)
        yield project, url, log
    finally:
        # The group outlives a server that exited by itself (its workers).
        stop_group(server, timeout=15)


def _save(path: Path, text: str) -> None:
    """Save as many editors do: write a new file and rename it over the old one."""
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


def _write_in_place(path: Path, text: str) -> None:
    """Save as other editors (and `git pull`) do: the file itself is rewritten."""
    path.write_text(text, encoding="utf-8")


def _with_price(source: str, service, price: int) -> str:
    """The price list's text with `service`'s price set to `price`."""
    return with_value(source, (*entry(service.key), "price"), str(price))


# React's development build says this whenever the document's <head> renders
# again in the browser (every content edit changes it): the inline scripts are
# not run twice, which is what the page wants.
_DEV_SCRIPT_WARNING = "Encountered a script tag while rendering React component"


def watching_page(browser):
    """A page for the home page, watched while the server compiles each
    edit: with reduced motion, as its carousels are not what is watched and
    would otherwise turn (and take the CPU the compile needs) all along."""
    return browser.new_page(reduced_motion="reduce")


def _errors_of(page) -> list[str]:
    """The page's console errors and uncaught errors, as they come."""
    errors: list[str] = []
    page.on(
        "console",
        lambda message: (
            message.type == "error"
            and _DEV_SCRIPT_WARNING not in message.text
            and errors.append(message.text)
        ),
    )
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def test_price_and_stylesheet_edits_show_in_the_open_page(dev_server, browser):
    """Two price edits in the content, saved as two kinds of editor save, an
    edit to the stylesheet and one to the salon's accent colour, each shown
    in the one page left open."""
    project, url, _log = dev_server
    service = CONTENT.categories[0].services[0]
    page = watching_page(browser)
    errors = _errors_of(page)
    page.goto(url)
    text = page.locator("main")
    expect(text).to_contain_text(service.name)
    content = project / content_file(entry(service.key))
    source = content.read_text(encoding="utf-8")

    shown = text.inner_text()
    new_prices = [
        p for p in range(service.price + 1, service.price + 100) if f"{p} kr" not in shown
    ][:2]
    # Twice: a file replaced by the first save must still be watched for the
    # second, which writes the file in place: no other file changes, and
    # Reflex's watcher skips *.yml unless told otherwise (salon/dev_reload.py).
    for new_price, save in zip(new_prices, (_save, _write_in_place)):
        started = time.monotonic()
        save(content, _with_price(source, service, new_price))
        expect(text).to_contain_text(f"{new_price} kr", timeout=SHOW_TIMEOUT * 1000)
        print(f"edit to visible: {time.monotonic() - started:.1f} s")
    # Every compile rewrites the stylesheet, and Vite swaps its <link> for a
    # new one. While React owned that <link>, the next swap of the document
    # removed a node that was gone: a removeChild error and React's error
    # screen.
    assert errors == []
    expect(page.locator('link[rel="stylesheet"]')).to_have_count(1)

    main = page.locator("main")
    colour = "rgb(1, 2, 3)"
    assert main.evaluate("element => getComputedStyle(element).outlineColor") != colour
    stylesheet = project / "assets" / "css" / "salon.css"
    _save(
        stylesheet,
        stylesheet.read_text(encoding="utf-8") + f"\nmain {{ outline: 1px solid {colour}; }}\n",
    )
    expect(main).to_have_css("outline-color", colour, timeout=SHOW_TIMEOUT * 1000)

    # The salon's accent, a content edit too: the buttons take it.
    brand = project / "content" / "brand.yml"
    button = page.locator(".button-primary").first
    assert button.evaluate("element => getComputedStyle(element).backgroundColor") != NEW_ACCENT
    _save(
        brand,
        re.sub(r"accent: .*", "accent: '#2F6B4F'", brand.read_text(encoding="utf-8"), count=1),
    )
    expect(button).to_have_css("background-color", NEW_ACCENT, timeout=SHOW_TIMEOUT * 1000)
    assert errors == []
    page.close()


NEW_ACCENT = "rgb(47, 107, 79)"  # #2F6B4F, a green that passes every pair


def test_a_content_error_shows_its_line_in_the_terminal_and_the_page_and_the_fix_brings_the_site_back(
    dev_server, browser
):
    project, url, log = dev_server
    saturday = ("hours", SATURDAY, "closes")
    content = project / content_file(saturday)
    source = content.read_text(encoding="utf-8")
    line = (
        f"{content_file(saturday).as_posix()}:{DOCUMENT.line(saturday)}: "
        f"hours[{CONTENT.hours[SATURDAY].day}].closes: must be HH:MM, got '25:00'"
    )
    logged = len(log.read_text())

    _save(content, with_value(source, saturday, "'25:00'"))
    deadline = time.monotonic() + SHOW_TIMEOUT
    while line not in log.read_text()[logged:]:
        assert time.monotonic() < deadline, f"no {line!r} in:\n{log.read_text()[logged:]}"
        time.sleep(0.5)
    assert "Traceback" not in log.read_text()[logged:]

    # The page says so too, in Vite's error overlay, over the last good page.
    page = browser.new_page()
    page.goto(url.rsplit("/", 1)[0] + routes.get("hours").path)
    overlay = page.locator("vite-error-overlay")
    expect(overlay.locator(".message-body")).to_contain_text(line, timeout=SHOW_TIMEOUT * 1000)

    # The fix, with a new closing time to see that the site compiles again,
    # and the overlay goes by itself.
    errors = _errors_of(page)
    main = page.locator("main")
    day = CONTENT.hours[SATURDAY]
    closes = earlier_closing(day.opens, day.closes)
    _save(content, with_value(source, saturday, f"'{closes}'"))
    expect(main).to_contain_text(f"{day.opens}–{closes}", timeout=SHOW_TIMEOUT * 1000)
    expect(overlay).to_have_count(0)
    assert errors == []
    page.close()


def test_a_new_photo_shows_in_the_open_page(dev_server, browser):
    """A photo saved into images/source/ (as /admin/'s media library saves an
    upload) and named in the content shows, sized, in the open home page:
    the image plugin makes its files in the compile the save starts."""
    project, url, _log = dev_server
    loc = ("salon_pictures", 0, "image")
    photos.sideways_with_gps(project / "images" / "source" / "img_5000.jpg")
    content = project / content_file(loc)
    source = content.read_text(encoding="utf-8")
    page = watching_page(browser)
    errors = _errors_of(page)
    page.goto(url.rsplit("/", 1)[0] + "/")
    first = page.locator(".salon-carousel .slick-slide:not(.slick-cloned) img").first
    expect(first).to_have_attribute("src", re.compile(r"/img/salong-"))
    started = time.monotonic()
    old = f"image: {CONTENT.salon_pictures[0].image}\n"
    assert source.count(old) == 1, old
    _save(content, source.replace(old, "image: img_5000.jpg\n"))
    expect(first).to_have_attribute(
        "src", re.compile(r"/img/img_5000-\w+-1200\.webp$"), timeout=SHOW_TIMEOUT * 1000
    )
    # Served by the development server, as what it is...
    served = page.request.get(first.evaluate("img => img.src"))
    assert (served.status, served.headers["content-type"]) == (200, "image/webp")
    # ...and shown (a lazy image loads once it is near the screen).
    first.scroll_into_view_if_needed()
    shown = "img => img.complete && img.naturalWidth > 0 && img.currentSrc.includes('/img_5000-')"
    try:
        page.wait_for_function(shown, arg=first.element_handle())
    except PlaywrightTimeout:
        state = "img => [img.complete, img.naturalWidth, img.currentSrc, img.loading]"
        pytest.fail(f"not shown: {first.evaluate(state)}")
    print(f"photo saved to visible: {time.monotonic() - started:.1f} s")
    assert errors == []
    page.close()


def test_a_price_hours_and_a_closure_published_in_admin_show_in_the_open_pages(dev_server, browser):
    """The README's run command: /admin/ on the development server saves
    through Decap's local backend (decap-server, as scripts/run.sh starts it)
    into the checkout's content files, from a phone (the owner's usual; the
    form at a computer's width is test_admin.py's, on the export), and the
    open pages show the new price, Saturday's hours and the closure within
    seconds. The files hold exactly those changes. At every step nothing
    pans sideways and Publicera is on the screen. No log-in, and no request
    leaves the machine."""
    project, url, _log = dev_server
    origin = url.rsplit("/", 1)[0]
    category = CONTENT.categories[0]
    service = category.services[1]
    day = CONTENT.hours[SATURDAY]
    before = read_content(project / CONTENT_DIR).data
    saturday = dict(before["hours"][SATURDAY])
    which = "opens"
    time_ = later_opening(saturday["opens"], saturday["closes"])
    taken = {datetime.date.fromisoformat(e["start"]) for e in before.get("hours_exceptions", [])}
    closure = closure_day(taken).isoformat()
    note = "Studiedag"
    unfit = {}  # step -> what did not fit the phone's screen
    with start_server(project, project.parent / "decap-server.log") as port:
        context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
        context.set_default_timeout(30_000)
        route_local_backend(context, port)
        requests: list[str] = []
        context.on("request", lambda request: requests.append(request.url))
        try:
            prices, hours = context.new_page(), context.new_page()
            errors = {"prices": _errors_of(prices), "hours": _errors_of(hours)}
            prices.goto(url)
            hours.goto(origin + routes.get("hours").path)
            expect(prices.locator("main")).to_contain_text(service.name)
            shown = prices.locator("main").inner_text()
            new_price = next(
                p for p in range(service.price + 200, service.price + 300) if f"{p} kr" not in shown
            )
            form = Form.open(context.new_page(), origin, content_form(), "categories")

            def look(step: str) -> None:
                if found := misfits(form.page, PHONE["width"]):
                    unfit[step] = found

            look("treatments")
            form.change_price(category, service, new_price)
            look("price changed")
            form.publish_and_wait()
            started = time.monotonic()
            expect(prices.locator("main")).to_contain_text(
                f"{new_price} kr", timeout=SHOW_TIMEOUT * 1000
            )
            print(f"published to visible: {time.monotonic() - started:.1f} s")
            form.open_entry("hours")
            look("hours")
            form.change_day(day.day, which, time_)
            form.add_closure(closure, note)
            look("closure added")
            form.publish_and_wait()
            saturday[which] = time_
            main = hours.locator("main")
            expect(main).to_contain_text(
                f"{saturday['opens']}–{saturday['closes']}", timeout=SHOW_TIMEOUT * 1000
            )
            expect(main).to_contain_text(note, timeout=SHOW_TIMEOUT * 1000)
        finally:
            context.close()
    expected = copy.deepcopy(before)
    expected["categories"][0]["services"][1]["price"] = new_price
    expected["hours"][SATURDAY] = saturday
    expected.setdefault("hours_exceptions", []).append({"start": closure, "note": note})
    assert _without_nulls(read_content(project / CONTENT_DIR).data) == _without_nulls(expected)
    assert errors == {"prices": [], "hours": []}
    assert unfit == {}
    hosts = {
        urlsplit(request).hostname for request in requests if request.startswith(("http", "ws"))
    }
    assert hosts <= {"localhost", "127.0.0.1"}, hosts
    assert any(request.endswith(f"/{admin.FOLDER}/") for request in requests)


def _without_nulls(data):
    """`data` without the keys a form writes out empty (null) and a file leaves out."""
    if isinstance(data, dict):
        return {key: _without_nulls(value) for key, value in data.items() if value is not None}
    if isinstance(data, list):
        return [_without_nulls(item) for item in data]
    return data
