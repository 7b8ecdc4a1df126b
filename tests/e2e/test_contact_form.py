"""The contact form delivers what is typed, and says only what is true.

Two exports:

- the suite's own (dist/ or SALON_SITE_DIR), built from the content as it
  is. The example content has no `form_endpoint`, so its form hands the
  message to the visitor's own mail app: no request, no "skickat", nothing
  cleared, a status with the salon's e-mail and phone;
- the copy build (`endpoint_site`, tests/builds.py): plain `reflex export`
  of a copy of the project whose content's `form_endpoint` is a receiver on 127.0.0.1, which
  tests/form_receiver.py plays in the browser's network. One POST per
  message, the toast and a cleared form only on a 2xx, the text kept and
  phone and e-mail offered on a 500, a refused connection or a timeout; a
  plain post without JavaScript and before the app, exactly once. The test
  command builds it in the background while the first tests run.

Every test records what the Content-Security-Policy blocked: nothing may be.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from salon import routes
from salon.contact_form import EMAIL, HONEYPOT, LANGUAGE, MESSAGE, NAME
from salon.form_destination import privacy_text
from salon.locales import DEFAULT
from salon.pages.contact import TOAST_MS
from salon.web_origin import origin
from tests.browser import CSP_PROBE, HYDRATED, MAILTO_PROBE, block_app_scripts, open_route
from tests.builds import copy_build, folder_for_session
from tests.conftest import recorded_page
from tests.content import CONTENT
from tests.form_receiver import Receiver

T = CONTENT.texts
ROOT = Path(__file__).resolve().parents[2]
# What a visitor types, with the letters a wrong encoding would break.
TYPED = {
    NAME: "Åsa Öberg",
    EMAIL: "asa@example.org",
    MESSAGE: "Hej!\nKan jag boka färgning på lördag? Hälsningar, Åsa",
}
FIELDS = [(name, TYPED[name]) for name in (NAME, EMAIL, MESSAGE)]
TIMEOUT_MS = 15_000  # assets/js/logic/message_delivery.js: no answer after this is a failure
MAIL_APP = pytest.mark.skipif(
    CONTENT.form_endpoint is not None,
    reason="the content sets form_endpoint: the suite's export posts, it has no mail-app form",
)


def fill(page, values: dict[str, str] = TYPED) -> None:
    for label, name in (
        (T.form_name, "namn"),
        (T.form_email, "email"),
        (T.form_message, "meddelande"),
    ):
        page.get_by_label(label, exact=True).fill(values[name])


def submit_button(page):
    return page.locator("form.contact-form").get_by_role("button", name=T.form_submit, exact=True)


def status(page):
    return page.locator("form.contact-form [role='status']")


def toasts(page):
    return page.locator(".toast")


def assert_kept(page, values: dict[str, str] = TYPED) -> None:
    for name, value in values.items():
        expect(page.locator(f"#{name}")).to_have_value(value)


def assert_offers_mail_and_phone(region) -> None:
    expect(region.locator(f"a[href='mailto:{CONTENT.contact.email}']")).to_have_text(
        CONTENT.contact.email
    )
    expect(region.locator(f"a[href='{CONTENT.contact.phone_href}']")).to_have_text(
        CONTENT.contact.phone
    )


def csp_violations(page, *, probe: bool = True) -> list[str]:
    """What the policy blocked: the browser's console lines, and (with
    JavaScript on) what the page's CSP_PROBE saw."""
    console = [text for _, text in page.recorded.console if "Content Security Policy" in text]
    return (page.evaluate("window.__cspViolations") if probe else []) + console


def assert_clean(page, *, failed_loads: int = 0, probe: bool = True) -> None:
    """No CSP violation, no page error; the only console errors allowed are
    the browser's own lines for the `failed_loads` requests the test made fail."""
    assert csp_violations(page, probe=probe) == []
    assert page.recorded.page_errors == []
    problems = page.recorded.console_problems
    failed = [line for line in problems if "Failed to load resource" in line]
    assert len(failed) == failed_loads and len(problems) == failed_loads, problems


def assert_honeypot(page) -> None:
    """The honeypot: in the form, named for the receiver, labelled, out of
    sight, of the accessibility tree, of the tab order and of autofill."""
    field = page.locator(f"form.contact-form input[name='{HONEYPOT}']")
    expect(field).to_have_count(1)
    expect(field).to_have_attribute("tabindex", "-1")
    expect(field).to_have_attribute("autocomplete", "off")
    expect(page.locator(f"label[for='{HONEYPOT}']")).to_have_text(T.form_honeypot)
    hidden = field.evaluate("""el => {
      const wrapper = el.closest('[aria-hidden="true"]');
      const box = wrapper && wrapper.getBoundingClientRect();
      return Boolean(wrapper && box.width * box.height <= 1 && getComputedStyle(wrapper).overflow === 'hidden');
    }""")
    assert hidden, "the honeypot's wrapper is aria-hidden and takes no room"
    expect(page.get_by_role("textbox", name=T.form_honeypot)).to_have_count(0)


# --- without an endpoint: the visitor's mail app ----------------------------------


@MAIL_APP
def test_without_an_endpoint_the_mail_app_gets_the_message_and_nothing_is_claimed(
    new_page, base_url
):
    page = new_page()
    page.add_init_script(CSP_PROBE)
    page.add_init_script(MAILTO_PROBE)
    page.clock.install()
    open_route(page, routes.get("contact").path)
    page.wait_for_load_state("networkidle")
    assert_honeypot(page)
    fill(page)
    before = len(page.recorded.requests)
    submit_button(page).click()

    region = status(page)
    expect(region).to_contain_text(T.form_mail_app)
    link = region.get_by_role("link", name=T.form_mail_app_link)
    href = link.get_attribute("href")
    assert page.evaluate("window.__mailto") == [href], "the submit opens the link, once"
    mail = urlsplit(href)
    query = parse_qs(mail.query, strict_parsing=True)
    assert (mail.scheme, mail.path) == ("mailto", CONTENT.contact.email)
    assert query["subject"] == [T.form_mail_subject.replace("{namn}", TYPED["namn"])]
    body = query["body"][0]
    assert TYPED["meddelande"].replace("\n", "\r\n") in body
    assert TYPED["namn"] in body and TYPED["email"] in body
    assert_offers_mail_and_phone(region)

    page.clock.run_for(1000)  # whatever a timer would have sent or shown
    assert page.recorded.requests[before:] == []
    expect(toasts(page)).to_have_count(0)
    expect(page.get_by_text(T.toast_title)).to_have_count(0)
    assert_kept(page)
    expect(page).to_have_url(base_url + routes.get("contact").path)
    assert_clean(page)


@MAIL_APP
def test_without_an_endpoint_the_privacy_notice_names_the_mail_app(read_only_page):
    page = read_only_page(routes.get("privacy").path)
    section = page.locator("main section").filter(
        has=page.get_by_role("heading", name=CONTENT.privacy.form_title)
    )
    expect(section.locator("p")).to_have_text(privacy_text(CONTENT))
    assert privacy_text(CONTENT) == CONTENT.privacy.form_mail_app


# --- with an endpoint: the copy build ----------------------------------------


@pytest.fixture(scope="session")
def endpoint_site(tmp_path_factory) -> tuple[Path, str]:
    """(the export, its form_endpoint): the copy build of tests/builds.py, a
    copy of the project whose content sends the form to a port on this
    machine, built once per test run."""
    done = copy_build(folder_for_session(tmp_path_factory.getbasetemp()))
    if done.returncode != 0:
        pytest.fail(f"export with form_endpoint={done.endpoint} failed:\n{done.output}")
    return done.site, done.endpoint


@pytest.fixture(scope="session")
def endpoint_base_url(endpoint_site):
    from tools.static_host import serve

    server = serve(endpoint_site[0])
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture
def endpoint_page(browser, endpoint_base_url, endpoint_site):
    """Factory: (page, receiver) for the endpoint export, the page recorded
    as `new_page`'s (options go to the browser context) and the receiver
    answering its form_endpoint."""
    contexts = []

    def make(**options):
        context, page = recorded_page(browser, endpoint_base_url, **options)
        contexts.append(context)
        if options.get("java_script_enabled", True):
            page.add_init_script(CSP_PROBE)
        return page, Receiver(
            context, endpoint_site[1], endpoint_base_url + routes.get("thanks").path
        )

    yield make
    for context in contexts:
        context.close()


def assert_posted(post, *, json: bool) -> None:
    """One message, as the receiver must get it: the three fields (and the
    empty honeypot, and the page's language) as a UTF-8 form body. A
    browser's own post sends a textarea's line breaks as CRLF (HTML's form
    encoding), fetch with FormData as typed (LF); receivers take both."""
    assert post.headers["content-type"].startswith("application/x-www-form-urlencoded")
    fields = [(name, value.replace("\r\n", "\n")) for name, value in post.fields]
    assert fields == [*FIELDS, (HONEYPOT, ""), (LANGUAGE, DEFAULT.code)]
    assert post.wants_json is json


def meta_policy(html: str) -> dict[str, list[str]]:
    content = re.search(
        r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"', html
    ).group(1)
    return {d.split()[0]: d.split()[1:] for d in content.split("; ")}


def test_the_policy_allows_the_endpoint_for_the_post_and_the_fetch_and_nothing_more(
    endpoint_site, site_dir
):
    site, endpoint = endpoint_site
    with_endpoint = meta_policy((site / "kontakt.html").read_text(encoding="utf-8"))
    without = meta_policy((site_dir / "kontakt.html").read_text(encoding="utf-8"))
    allowed = origin(endpoint)
    assert with_endpoint["form-action"] == ["'self'", allowed]
    assert with_endpoint["connect-src"] == ["'self'", allowed]
    # Nothing else is allowed beyond the suite's own export (the copy, with
    # English off, has fewer pages and may need fewer style hashes).
    for directive, sources in with_endpoint.items():
        if directive not in ("form-action", "connect-src", "script-src"):
            assert set(sources) <= set(without[directive]), directive
    assert allowed not in without["form-action"] + without["connect-src"]


def test_with_an_endpoint_a_message_is_posted_once_then_confirmed_and_cleared(endpoint_page):
    page, receiver = endpoint_page()
    page.clock.install()
    open_route(page, routes.get("contact").path)
    assert_honeypot(page)
    fill(page)
    submit_button(page).click()

    expect(toasts(page)).to_have_count(1)
    expect(toasts(page).locator(".toast-title")).to_have_text(T.toast_title)
    expect(toasts(page).get_by_text(T.toast_text, exact=True)).to_be_visible()
    (post,) = receiver.posts
    assert_posted(post, json=True)
    assert_kept(page, {name: "" for name in TYPED})
    expect(status(page)).to_have_text("")

    # Each message has its own toast, which closes by its button or after
    # 6 s. Stop the page's time (pause_at takes seconds), so only run_for
    # moves it and the second toast's 6 s start now.
    page.clock.pause_at(page.evaluate("Date.now()") / 1000 + 1)
    fill(page)
    submit_button(page).click()
    expect(toasts(page)).to_have_count(2)
    page.get_by_role("button", name=T.toast_close).first.click()
    expect(toasts(page)).to_have_count(1)
    page.clock.run_for(TOAST_MS - 100)
    expect(toasts(page)).to_have_count(1)
    page.clock.run_for(200)
    expect(toasts(page)).to_have_count(0)
    assert len(receiver.posts) == 2
    assert_clean(page)


def test_with_an_endpoint_a_server_error_keeps_the_text_and_offers_mail_and_phone(endpoint_page):
    page, receiver = endpoint_page()
    receiver.status = 500
    open_route(page, routes.get("contact").path)
    fill(page)
    submit_button(page).click()
    expect(status(page)).to_contain_text(T.form_failed)
    assert_offers_mail_and_phone(status(page))
    assert len(receiver.posts) == 1
    expect(toasts(page)).to_have_count(0)
    assert_kept(page)
    expect(submit_button(page)).to_be_enabled()
    assert_clean(page, failed_loads=1)


def test_with_an_endpoint_a_refused_connection_keeps_the_text_and_offers_mail_and_phone(
    endpoint_page, endpoint_site
):
    page, _receiver = endpoint_page()
    page.route(endpoint_site[1], lambda route: route.abort("connectionrefused"))
    open_route(page, routes.get("contact").path)
    fill(page)
    submit_button(page).click()
    expect(status(page)).to_contain_text(T.form_failed)
    assert_offers_mail_and_phone(status(page))
    expect(toasts(page)).to_have_count(0)
    assert_kept(page)
    assert_clean(page, failed_loads=1)


def test_while_sending_the_form_is_busy_and_no_answer_in_15_s_is_a_failure(endpoint_page):
    page, receiver = endpoint_page()
    receiver.stall()
    page.clock.install()
    open_route(page, routes.get("contact").path)
    # The installed clock also runs in real time: stopped, only run_for
    # moves it, however long the checks below take on a busy machine.
    page.clock.pause_at(page.evaluate("Date.now()") / 1000 + 1)
    fill(page)
    submit_button(page).click()
    expect(submit_button(page)).to_be_disabled()
    expect(page.locator("form.contact-form")).to_have_attribute("aria-busy", "true")
    expect(status(page)).to_have_text(T.form_sending)

    page.clock.run_for(TIMEOUT_MS - 500)
    expect(status(page)).to_have_text(T.form_sending)
    page.clock.run_for(1000)
    expect(status(page)).to_contain_text(T.form_failed)
    assert_offers_mail_and_phone(status(page))
    expect(submit_button(page)).to_be_enabled()
    expect(page.locator("form.contact-form")).not_to_have_attribute("aria-busy", "true")
    expect(toasts(page)).to_have_count(0)
    assert_kept(page)
    assert len(receiver.posts) == 1
    receiver.release()
    assert csp_violations(page) == [] and page.recorded.page_errors == []


def test_with_an_endpoint_a_double_click_sends_one_message(endpoint_page):
    page, receiver = endpoint_page()
    receiver.stall()
    open_route(page, routes.get("contact").path)
    fill(page)
    submit_button(page).dblclick()
    expect(submit_button(page)).to_be_disabled()
    receiver.release()
    expect(toasts(page)).to_have_count(1)
    assert len(receiver.posts) == 1
    assert_clean(page)


def test_without_javascript_the_form_posts_the_message_itself(
    endpoint_page, endpoint_site, endpoint_base_url
):
    page, receiver = endpoint_page(java_script_enabled=False)
    page.goto(routes.get("contact").path)
    form = page.locator("form.contact-form")
    expect(form).to_be_visible()
    expect(form).to_have_attribute("method", "post")
    expect(form).to_have_attribute("action", endpoint_site[1])
    expect(page.locator(".no-script-only")).to_have_count(0)
    assert_honeypot(page)
    fill(page)
    submit_button(page).click()
    expect(page.get_by_role("heading", level=1)).to_have_text(T.toast_title)
    expect(page).to_have_url(endpoint_base_url + routes.get("thanks").path)
    (post,) = receiver.posts
    assert_posted(post, json=False)
    assert_clean(page, probe=False)


def test_before_the_app_a_second_submit_is_not_posted_again(endpoint_page, endpoint_base_url):
    page, receiver = endpoint_page()
    receiver.stall()
    block_app_scripts(page)
    page.goto(routes.get("contact").path)
    assert page.locator(HYDRATED).count() == 0
    fill(page)
    # Plain mouse clicks: Playwright's locator actions would wait for the
    # navigation the first one starts, which the stalled receiver holds.
    submit_button(page).scroll_into_view_if_needed()
    box = submit_button(page).bounding_box()
    centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    assert (
        page.evaluate("([x, y]) => document.elementFromPoint(x, y).type", list(centre)) == "submit"
    )
    with page.expect_request(lambda request: request.method == "POST"):
        page.mouse.click(*centre)
    # Once more while the first post is on its way: a browser drops that
    # post for the new one, after the receiver had it.
    page.mouse.click(*centre)
    receiver.release()
    expect(page.get_by_role("heading", level=1)).to_have_text(T.toast_title)
    expect(page).to_have_url(endpoint_base_url + routes.get("thanks").path)
    (post,) = receiver.posts
    assert_posted(post, json=False)
    assert csp_violations(page) == []  # (the app's scripts failed to load: page errors)


def test_with_an_endpoint_the_privacy_notice_names_where_messages_go(endpoint_site):
    site, endpoint = endpoint_site
    content = CONTENT.model_copy(update={"form_endpoint": endpoint})
    text = privacy_text(content)
    assert text in (site / "privacy-policy.html").read_text(encoding="utf-8")
    assert urlsplit(endpoint).hostname in text
