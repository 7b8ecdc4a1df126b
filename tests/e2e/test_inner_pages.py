"""The inner pages in a real Chromium: the treatment filter and price lists,
the about page, the contact page with its form's fields and map placeholder
(what the form does with a message: test_contact_form.py),
and the opening-hours table with today and the open/closed line.

Expected texts, prices and hours come from `CONTENT` (the spec's values are
pinned in tests/unit/test_example_content.py).
"""

from __future__ import annotations

import functools
import operator
import re
from datetime import datetime, timedelta
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from salon import routes
from salon.locales import ENGLISH
from tests.browser import open_route
from tests.content import CONTENT
from tests.site import LANGUAGES, MAP_HOST, NAV

T = CONTENT.texts
NAV_LABELS = {link.url: link.label for link in NAV}


def assert_quiet(page) -> None:
    """No console error or warning (a hydration mismatch would log one) and
    nothing fetched from another host."""
    page.recorded.assert_no_console_errors()
    assert page.recorded.foreign_requests() == []


def assert_new_tab_link(link, href: str) -> None:
    expect(link).to_have_attribute("href", href)
    expect(link).to_have_attribute("target", "_blank")
    assert sorted(link.get_attribute("rel").split()) == ["noopener", "noreferrer"]


# --- /behandlingar ---------------------------------------------------------------


def prices(c) -> dict[str, list[tuple[str, str]]]:
    """Each category's rows as `c`'s language shows them: (name, price)."""
    return {cat.key: [(s.name, c.price_label(s)) for s in cat.services] for cat in c.categories}


CONTENT_PRICES = prices(CONTENT)
ALL = "alla"
# (key in ?kategori=, button label); the spec's filter: all, klippning, ovrigt.
FILTERS = [(ALL, T.filter_all)] + [(cat.key, cat.title) for cat in CONTENT.categories]


def names_in(key: str) -> list[str]:
    keys = list(CONTENT_PRICES) if key == ALL else [key]
    return [name for k in keys for name, _ in CONTENT_PRICES[k]]


def filter_button(page, label: str):
    """One choice of the filter: a radio input in the labelled group."""
    return page.get_by_role("group", name=T.filter_label).get_by_role(
        "radio", name=label, exact=True
    )


def assert_filter(page, base_url: str, key: str) -> None:
    """Exactly `key`'s radio is checked, only its services show, and the
    address bar says so (no query for all)."""
    for other, label in FILTERS:
        if other == key:
            expect(filter_button(page, label)).to_be_checked()
        else:
            expect(filter_button(page, label)).not_to_be_checked()
    for cat in CONTENT.categories:
        region = page.get_by_role("region", name=cat.title)
        if key in (ALL, cat.key):
            expect(region).to_be_visible()
        else:
            expect(region).to_be_hidden()
    expect(page.locator(".price-name:visible")).to_have_text(names_in(key))
    query = "" if key == ALL else f"?kategori={key}"
    expect(page).to_have_url(f"{base_url}/behandlingar{query}")


@pytest.mark.parametrize("locale", LANGUAGES, ids=lambda locale: locale.code)
def test_price_lists_match_the_content(page, locale):
    route = routes.get("treatments", locale)
    c = route.content
    shown = prices(c)
    open_route(page, route.path)
    for cat in c.categories:
        region = page.get_by_role("region", name=cat.title)
        rows = region.get_by_role("listitem")
        expect(rows.locator(".price-name")).to_have_text([n for n, _ in shown[cat.key]])
        expect(rows.locator(".price")).to_have_text([p for _, p in shown[cat.key]])
        # The spec: each category's price list has its booking button.
        book = region.get_by_role("link", name=c.texts.book_now)
        expect(book).to_have_count(1)
        assert_new_tab_link(book, CONTENT.booking_url)
    rules = (
        page.get_by_role("heading", name=c.texts.rules_title).locator("..").get_by_role("listitem")
    )
    expect(rules).to_have_text(list(c.booking_rules))
    assert_quiet(page)


def test_filter_shows_one_category_at_a_time(page, base_url):
    open_route(page, routes.get("treatments").path)
    assert_filter(page, base_url, ALL)
    shown = {}
    # Each category, then back to all.
    for key, label in [*FILTERS[1:], FILTERS[0]]:
        filter_button(page, label).click()
        assert_filter(page, base_url, key)
        shown[key] = page.locator(".price-name:visible").all_inner_texts()
    categories = [shown[cat.key] for cat in CONTENT.categories]
    # Disjoint, and together exactly what "Alla" shows.
    assert functools.reduce(operator.iadd, categories, []) == shown[ALL]
    assert len(set(shown[ALL])) == len(shown[ALL])
    assert_quiet(page)


def test_filter_works_from_the_keyboard(page, base_url):
    open_route(page, routes.get("treatments").path)
    # Start the tab order just before the filter bar, at the intro text.
    page.get_by_text(T.treatments_intro).click()
    (alla, _), (klippning, _), (ovrigt, _) = FILTERS
    # A radio group: one tab stop, the arrow keys move and choose.
    steps = [  # (key pressed, filter focused after it, filter chosen)
        ("Tab", alla, alla),
        ("ArrowRight", klippning, klippning),
        ("ArrowRight", ovrigt, ovrigt),
        ("ArrowLeft", klippning, klippning),
        ("Space", klippning, klippning),
        ("ArrowLeft", alla, alla),
    ]
    labels = dict(FILTERS)
    for key, focused, chosen in steps:
        page.keyboard.press(key)
        expect(filter_button(page, labels[focused])).to_be_focused()
        assert_filter(page, base_url, chosen)
    assert_quiet(page)


@pytest.mark.parametrize(
    "query,key",
    [
        ("?kategori=klippning", "klippning"),
        ("?kategori=ovrigt", "ovrigt"),
        ("?kategori=finns-inte", ALL),  # unknown: all, and the bad value leaves the URL
        ("?kategori=", ALL),
    ],
)
def test_filter_link_opens_the_list_filtered(page, base_url, query, key):
    open_route(page, routes.get("treatments").path + query)
    assert_filter(page, base_url, key)
    assert_quiet(page)


def test_filter_survives_navigating_away_and_back(page, base_url):
    open_route(page, routes.get("treatments").path)
    filter_button(page, CONTENT.category("ovrigt").title).click()
    assert_filter(page, base_url, "ovrigt")
    # Each link loads a new document, which drops this marker: the choice
    # comes back from the visit's memory, not from a page that stayed.
    page.evaluate("window.sameDocument = true")
    nav = page.locator("#huvudmeny")
    nav.get_by_role("link", name=NAV_LABELS[routes.get("about").path], exact=True).click()
    expect(page).to_have_url(base_url + routes.get("about").path)
    expect(page.get_by_role("heading", level=1)).to_have_text(T.about_title)
    nav.get_by_role("link", name=NAV_LABELS[routes.get("treatments").path], exact=True).click()
    expect(page.get_by_role("heading", level=1)).to_have_text(T.treatments_title)
    assert_filter(page, base_url, "ovrigt")
    assert page.evaluate("window.sameDocument") is None
    # The browser's back button returns to the choice as well.
    nav.get_by_role("link", name=NAV_LABELS[routes.get("about").path], exact=True).click()
    expect(page.get_by_role("heading", level=1)).to_have_text(T.about_title)
    page.go_back()
    expect(page.get_by_role("heading", level=1)).to_have_text(T.treatments_title)
    assert_filter(page, base_url, "ovrigt")
    assert_quiet(page)


def test_all_is_no_choice_to_remember(page, base_url):
    """Going back to "Alla" leaves nothing in the visit's memory (the privacy
    notice lists what is kept)."""
    open_route(page, routes.get("treatments").path)
    filter_button(page, CONTENT.category("klippning").title).click()
    assert page.evaluate("Object.keys(sessionStorage)") == ["treatmentCategory"]
    filter_button(page, FILTERS[0][1]).click()
    assert_filter(page, base_url, ALL)
    assert page.evaluate("Object.keys(sessionStorage)") == []


# --- /om-oss ---------------------------------------------------------------------


@pytest.mark.parametrize("locale", LANGUAGES, ids=lambda locale: locale.code)
def test_about_page_story_values_and_quote(page, locale):
    route = routes.get("about", locale)
    c = route.content
    open_route(page, route.path)
    main = page.locator("main")
    for paragraph in c.about_story:
        expect(main.get_by_text(paragraph, exact=True)).to_be_visible()
    values = (
        main.get_by_role("heading", name=c.texts.values_title)
        .locator("xpath=following-sibling::ul[1]")
        .get_by_role("listitem")
    )
    assert len(c.values) == 4  # the spec: four values
    expect(values).to_have_count(4)
    for item, value in zip(values.all(), c.values):
        expect(item.get_by_role("heading", level=3)).to_have_text(value.title)
        expect(item.locator("p")).to_have_text(value.text)
    quote = main.locator("figure", has=page.locator("blockquote"))
    expect(quote.locator("blockquote")).to_have_text(c.quote)
    expect(quote.locator("figcaption")).to_contain_text(c.quote_author)
    assert_quiet(page)


# --- /kontakt --------------------------------------------------------------------

FIELDS = [  # (name, label, tag, type)
    ("namn", T.form_name, "INPUT", "text"),
    ("email", T.form_email, "INPUT", "email"),
    ("meddelande", T.form_message, "TEXTAREA", "textarea"),
]
VALID = {"namn": "Testa Testsson", "email": "testa@example.org", "meddelande": "Hej!\nEn fråga."}
# CONTENT.hours grouped like the footer.
CONTACT_HOURS = CONTENT.grouped_hours()


def fill_form(page, values: dict[str, str]) -> None:
    for name, label, _tag, _type in FIELDS:
        page.get_by_label(label, exact=True).fill(values.get(name, ""))


def submit(page) -> None:
    page.get_by_role("button", name=T.form_submit, exact=True).click()


def toasts(page):
    return page.locator(".toast")


@pytest.mark.parametrize("locale", LANGUAGES, ids=lambda locale: locale.code)
def test_contact_details(page, locale):
    route = routes.get("contact", locale)
    open_route(page, route.path)
    details = page.locator("main").locator("address")
    address = CONTENT.contact.address
    expect(details).to_contain_text(address.street)
    expect(details).to_contain_text(f"{address.postal_code} {address.city}")
    tel = details.get_by_role("link", name=CONTENT.contact.phone)
    expect(tel).to_have_attribute("href", CONTENT.contact.phone_href)
    mail = details.get_by_role("link", name=CONTENT.contact.email)
    expect(mail).to_have_attribute("href", f"mailto:{CONTENT.contact.email}")
    hours = page.locator("main dl")
    expect(hours.locator("dt")).to_have_text([day for day, _ in route.content.grouped_hours()])
    expect(hours.locator("dd")).to_have_text([label for _, label in CONTACT_HOURS])
    for social in CONTENT.social:
        assert_new_tab_link(page.locator("main").get_by_role("link", name=social.label), social.url)
    assert_quiet(page)


def test_map_placeholder_loads_nothing_until_asked(page):
    page.route(lambda url: urlsplit(url).hostname == MAP_HOST, lambda route: route.abort())
    open_route(page, routes.get("contact").path)
    area = page.locator(".contact-map")
    # In view, so a lazy iframe, were there one, would load now.
    area.scroll_into_view_if_needed()
    expect(area.get_by_text(T.map_consent_text)).to_be_visible()
    # As wide as the cards above it, and lower than a laptop's screen.
    box, cards = area.locator(".map").bounding_box(), page.locator(".contact-layout").bounding_box()
    assert abs(box["width"] - cards["width"]) < 1, (box, cards)
    assert box["height"] < page.viewport_size["height"] * 0.75, box
    assert_new_tab_link(area.get_by_role("link", name=T.map_open), CONTENT.map.open_url)
    expect(area.locator("iframe")).to_have_count(0)
    page.wait_for_load_state("networkidle")
    assert [u for u in page.recorded.requests if urlsplit(u).hostname == MAP_HOST] == []
    assert_quiet(page)

    area.get_by_role("button", name=T.map_show).click()
    expect(area.locator("iframe")).to_have_attribute("src", CONTENT.map.embed_url)
    expect(area.locator("iframe")).to_have_attribute("title", CONTENT.map.contact_title)
    # The footer's map appears too: each frame has its own title.
    titles = page.locator("iframe").evaluate_all("frames => frames.map(f => f.title)")
    assert sorted(titles) == sorted([CONTENT.map.footer_title, CONTENT.map.contact_title])


@pytest.mark.parametrize("name,label,tag,kind", FIELDS)
def test_form_field_is_labelled_and_required(page, name, label, tag, kind):
    open_route(page, routes.get("contact").path)
    expect(page.locator(f"label[for='{name}']")).to_be_visible()
    field = page.get_by_label(label, exact=True)
    expect(field).to_have_attribute("name", name)
    expect(field).to_have_attribute("required", "")
    assert field.evaluate("el => el.tagName") == tag
    assert field.evaluate("el => el.type") == kind
    if tag == "TEXTAREA":
        expect(field).to_have_attribute("rows", "5")


@pytest.mark.parametrize(
    "values,invalid",
    [
        ({}, ["namn", "email", "meddelande"]),
        ({**VALID, "email": "inte-en-adress"}, ["email"]),
        ({**VALID, "meddelande": ""}, ["meddelande"]),
    ],
)
def test_invalid_form_is_not_sent(page, values, invalid):
    page.clock.install()
    open_route(page, routes.get("contact").path)
    fill_form(page, values)
    submit(page)
    for name, *_ in FIELDS:
        field = page.locator(f"#{name}")
        assert field.evaluate("el => el.validity.valid") is (name not in invalid)
        message = field.evaluate("el => el.validationMessage")
        assert (message != "") is (name in invalid)
    # What the visitor typed stays; nothing is confirmed or handed on.
    for name, value in values.items():
        expect(page.locator(f"#{name}")).to_have_value(value)
    page.clock.run_for(300)  # whatever a timer would have shown
    expect(toasts(page)).to_have_count(0)
    expect(page.locator("form.contact-form [role='status']")).to_have_text("")
    assert_quiet(page)


# --- /oppettider -----------------------------------------------------------------

HOURS = [(d.day, d.label) for d in CONTENT.hours]


def open_hours_at(new_page, when: str, timezone_id: str = "Europe/Stockholm"):
    """/oppettider with the browser's clock fixed at `when` (ISO with offset;
    Stockholm is +02:00 in summer, +01:00 in winter), seen from `timezone_id`."""
    page = new_page(timezone_id=timezone_id)
    page.clock.set_fixed_time(datetime.fromisoformat(when))
    open_route(page, routes.get("hours").path)
    return page


def assert_today(page, day: str) -> None:
    today = page.locator("tbody tr").filter(has=page.get_by_text(T.today, exact=True))
    expect(today).to_have_count(1)
    expect(today.locator("th")).to_have_text(f"{day}{T.today}")


@pytest.mark.parametrize("locale", LANGUAGES, ids=lambda locale: locale.code)
def test_hours_table(page, locale):
    route = routes.get("hours", locale)
    t = route.content.texts
    # A fixed day: on a holiday today's row shows "Stängt" instead.
    page.clock.set_fixed_time(datetime.fromisoformat("2025-06-04T12:00:00+02:00"))
    open_route(page, route.path)
    table = page.get_by_role("table")
    expect(table).to_have_count(1)
    expect(table.locator("thead th")).to_have_text([t.hours_day, t.hours_time])
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(7)
    expect(rows.locator("th")).to_have_text([re.compile(f"^{day}") for day in locale.weekdays])
    # Wednesday is today: its row says so, in the page's language.
    expect(rows.nth(2).locator("th")).to_have_text(f"{locale.weekdays[2]}{t.today}")
    expect(rows.locator("td")).to_have_text([hours for _, hours in HOURS])
    expect(table.get_by_role("rowheader")).to_have_count(7)
    expect(table.get_by_role("columnheader")).to_have_count(2)
    assert_quiet(page)


@pytest.mark.parametrize(
    "when,day",
    [
        ("2025-06-02T12:00:00+02:00", "Måndag"),
        ("2025-01-04T12:00:00+01:00", "Lördag"),
        ("2025-06-01T12:00:00+02:00", "Söndag"),
    ],
)
def test_today_is_marked(new_page, when, day):
    page = open_hours_at(new_page, when)
    assert_today(page, day)
    assert_quiet(page)


# Visitors behind and ahead of Stockholm: at Stockholm's midnight New York is
# still on Sunday and Tokyo already on Monday; the salon's day wins.
@pytest.mark.parametrize("timezone_id", ["Europe/Stockholm", "America/New_York", "Asia/Tokyo"])
def test_today_turns_at_stockholm_midnight(new_page, timezone_id):
    page = new_page(timezone_id=timezone_id)
    page.clock.install(time=datetime.fromisoformat("2025-06-01T23:59:30+02:00"))
    open_route(page, routes.get("hours").path)
    assert_today(page, "Söndag")
    # The page re-reads the clock every 30 s: 00:00:30 on Monday after this.
    page.clock.run_for(60_000)
    assert_today(page, "Måndag")
    assert_quiet(page)


def status_text(open_now: bool, hhmm: str, when: str | None = None) -> str:
    if open_now:
        return f"{T.open_now} – {T.closes_at} {hhmm}"
    return f"{T.closed_now} – {T.opens_at} {when} {T.clock_word} {hhmm}"


WEDNESDAY, THURSDAY, SATURDAY, SUNDAY = (CONTENT.hours[i] for i in (2, 3, 5, 6))


def june(day: int, hhmm: str, minutes: int = 0) -> str:
    """2025-06-`day` at `hhmm` moved by `minutes`, Stockholm summer time
    (4 June 2025 is a Wednesday, 7 June a Saturday)."""
    hour, minute = divmod(int(hhmm[:2]) * 60 + int(hhmm[3:]) + minutes, 60)
    return f"2025-06-{day:02d}T{hour:02d}:{minute:02d}:00+02:00"


@pytest.mark.parametrize(
    "when,status",
    [
        (june(4, WEDNESDAY.opens, -1), status_text(False, WEDNESDAY.opens, T.today_word)),
        (june(4, WEDNESDAY.opens), status_text(True, WEDNESDAY.closes)),
        (june(4, WEDNESDAY.closes, -1), status_text(True, WEDNESDAY.closes)),
        (june(4, WEDNESDAY.closes), status_text(False, THURSDAY.opens, T.tomorrow_word)),
        # Saturday has hours of its own.
        (june(7, SATURDAY.closes), status_text(False, SUNDAY.opens, T.tomorrow_word)),
    ],
)
def test_open_now_line(new_page, when, status):
    # Seen from New York, to show the line follows Stockholm time too.
    page = open_hours_at(new_page, when, "America/New_York")
    expect(page.locator(".open-status")).to_have_text(status)
    assert_quiet(page)


def test_the_english_open_now_line_reads_english(new_page):
    """The status line's words, as English writes them."""
    english = routes.get("hours", ENGLISH)
    t = english.content.texts
    page = new_page(timezone_id="Europe/Stockholm")
    page.clock.set_fixed_time(datetime.fromisoformat(june(6, "23:00")))  # a Friday night
    open_route(page, english.path)
    expect(page.locator(".open-status")).to_have_text(
        f"{t.closed_now} – {t.opens_at} {t.tomorrow_word} {t.clock_word} {SATURDAY.opens}"
    )
    assert page.evaluate("document.documentElement.lang") == "en"
    assert_quiet(page)


def test_open_now_line_follows_the_clock(new_page):
    page = new_page()
    page.clock.install(
        time=datetime.fromisoformat(june(4, WEDNESDAY.closes)) - timedelta(seconds=20)
    )
    open_route(page, routes.get("hours").path)
    line = page.locator(".open-status")
    expect(line).to_have_text(status_text(True, WEDNESDAY.closes))
    # The page refreshes its status every 30 s.
    page.clock.run_for(30_000)
    expect(line).to_have_text(status_text(False, THURSDAY.opens, T.tomorrow_word))
    assert_quiet(page)
