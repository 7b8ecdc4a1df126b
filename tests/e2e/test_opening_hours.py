"""Opening hours on holidays, eves and the owner's closures, in a real
Chromium with Playwright's clock (never sleeps).

Dates are the next occurrences after the build (the export is made the day
the tests run: ./scripts/test.sh exports first), found with the same schedule
the build uses; the expected texts are typed from the content's words.
"""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import expect

from salon import calendar, routes
from salon.calendar import WEEKDAYS, build_date
from salon.opening_hours import schedule
from tests.browser import LAYOUT_SHIFTS, open_route, two_frames
from tests.conftest import MOBILE
from tests.content import CONTENT
from tests.site import LANGUAGES

T = CONTENT.texts
BUILD = build_date()
LAST = BUILD + dt.timedelta(days=364)
STOCKHOLM = ZoneInfo(calendar.TIME_ZONE)


def at(day: dt.date, hhmm: str) -> dt.datetime:
    hour, minute = map(int, hhmm.split(":"))
    return dt.datetime.combine(day, dt.time(hour, minute), STOCKHOLM)


def shifted(hhmm: str, minutes: int) -> str:
    """`hhmm` moved by `minutes` (within the day)."""
    hour, minute = divmod(int(hhmm[:2]) * 60 + int(hhmm[3:]) + minutes, 60)
    return f"{hour:02d}:{minute:02d}"


def midday(row) -> str:
    """Halfway through a weekly hours row: certainly open."""
    opens, closes = (int(t[:2]) * 60 + int(t[3:]) for t in (row.opens, row.closes))
    return shifted(row.opens, (closes - opens) // 2)


WEDNESDAY, THURSDAY, SATURDAY, SUNDAY = (CONTENT.hours[i] for i in (2, 3, 5, 6))


def days_ahead():
    day = BUILD + dt.timedelta(days=1)  # tomorrow: a whole day ahead of the build
    while day <= LAST:
        yield day
        day += dt.timedelta(days=1)


def next_holiday(name: str) -> dt.date:
    return next(day for day in days_ahead() if name in calendar.holidays_on(day))


def ordinary(day: dt.date) -> bool:
    return not schedule.hours_on(CONTENT, day).deviates


def open_at(new_page, when: dt.datetime, route: str = routes.get("hours").path, **options):
    page = new_page(**options)
    page.clock.set_fixed_time(when)
    open_route(page, route)
    return page


def status(page):
    return page.locator(".open-status")


def today_row(page, texts=T):
    return page.locator("tbody tr").filter(has=page.get_by_text(texts.today, exact=True))


def assert_quiet(page) -> None:
    page.recorded.assert_no_console_errors()
    assert page.recorded.foreign_requests() == []


CLOSED_DAYS = [rule.holiday for rule in CONTENT.holiday_policy if rule.opens is None]
# The page finds a closed day by its date in the schedule the build gives it,
# the same code for every holiday and eve; tests/unit/test_schedule.py holds
# that schedule to the policy day by day. Here the nearest closed day and the
# farthest, near the end of the year the page carries.
_BY_DATE = sorted(CLOSED_DAYS, key=next_holiday)
NEAREST_AND_FARTHEST = list(dict.fromkeys(_BY_DATE[:1] + _BY_DATE[-1:]))


@pytest.mark.parametrize("name", NEAREST_AND_FARTHEST)
def test_closed_holiday_and_eve(new_page, name):
    day = next_holiday(name)
    page = open_at(new_page, at(day, "12:00"))
    expect(status(page)).to_contain_text(f"{T.closed_today} – {name}.")
    expect(status(page)).not_to_contain_text(T.open_now)
    row = today_row(page)
    expect(row).to_have_count(1)
    expect(row.locator("th")).to_have_text(f"{WEEKDAYS[day.weekday()]}{T.today}")
    expect(row.locator("td .day-hours")).to_have_text(T.closed_label)
    expect(row.locator("td .day-name")).to_have_text(name)
    assert_quiet(page)


def test_ordinary_weekday_is_open(new_page):
    day = next(d for d in days_ahead() if d.weekday() == 2 and ordinary(d))
    # Seen from New York: the salon's time zone decides.
    page = open_at(new_page, at(day, midday(WEDNESDAY)), timezone_id="America/New_York")
    expect(status(page)).to_have_text(f"{T.open_now} – {T.closes_at} {WEDNESDAY.closes}")
    expect(today_row(page).locator("td")).to_have_text(WEDNESDAY.label)
    expect(page.locator(".open-status-note")).to_have_count(0)
    assert_quiet(page)


def test_saturday_evening_opens_sunday_morning(new_page):
    day = next(
        d
        for d in days_ahead()
        if d.weekday() == 5 and ordinary(d) and ordinary(d + dt.timedelta(days=1))
    )
    page = open_at(new_page, at(day, shifted(SATURDAY.closes, 30)))
    expect(status(page)).to_have_text(
        f"{T.closed_now} – {T.opens_at} {T.tomorrow_word} {T.clock_word} {SUNDAY.opens}"
    )
    expect(today_row(page).locator("th")).to_have_text(f"{SATURDAY.day}{T.today}")
    assert_quiet(page)


def test_status_turns_at_closing_time(new_page):
    day = next(
        d
        for d in days_ahead()
        if d.weekday() == 2 and ordinary(d) and ordinary(d + dt.timedelta(days=1))
    )
    page = new_page()
    page.clock.install(time=at(day, shifted(WEDNESDAY.closes, -1)))
    open_route(page, routes.get("hours").path)
    expect(status(page)).to_have_text(f"{T.open_now} – {T.closes_at} {WEDNESDAY.closes}")
    page.clock.run_for(60_000)
    expect(status(page)).to_have_text(
        f"{T.closed_now} – {T.opens_at} {T.tomorrow_word} {T.clock_word} {THURSDAY.opens}"
    )
    assert_quiet(page)


def test_midnight_into_a_holiday(new_page):
    julafton = next_holiday("Julafton")
    page = new_page()
    eve = julafton - dt.timedelta(days=1)
    page.clock.install(time=at(eve, "23:59"))
    open_route(page, routes.get("hours").path)
    expect(today_row(page).locator("td")).to_have_text(CONTENT.hours[eve.weekday()].label)
    page.clock.run_for(60_000)
    expect(status(page)).to_contain_text(f"{T.closed_today} – Julafton.")
    expect(today_row(page).locator(".day-name")).to_have_text("Julafton")
    assert_quiet(page)


@pytest.mark.parametrize("locale", LANGUAGES, ids=lambda locale: locale.code)
def test_two_weeks_before_julafton_the_list_shows_christmas(new_page, locale):
    route = routes.get("hours", locale)
    c, t = route.content, route.content.texts
    julafton = next_holiday("Julafton")
    page = open_at(new_page, at(julafton - dt.timedelta(days=14), "12:00"), route.path)
    items = page.locator(".deviations-card .deviation")
    for day in (julafton, julafton + dt.timedelta(days=1)):
        # The holiday's name and its date as the page's language writes them.
        name = schedule.hours_on(c, day).name
        item = items.filter(has=page.get_by_text(name, exact=True))
        expect(item).to_have_count(1)
        expect(item.locator(".deviation-date")).to_have_text(locale.date(day))
        expect(item.locator(".deviation-hours")).to_have_text(t.closed_label)
    expect(page.get_by_role("heading", name=t.deviations_title)).to_be_visible()
    assert_quiet(page)


@pytest.mark.parametrize("locale", LANGUAGES, ids=lambda locale: locale.code)
def test_owner_range_exception(new_page, locale):
    route = routes.get("hours", locale)
    c, t = route.content, route.content.texts
    ranges = [
        e
        for e in c.hours_exceptions
        if e.end and e.first > BUILD and e.last <= LAST and e.opens is None
    ]
    if not ranges:
        pytest.skip("the content has no upcoming closure range to show")
    exc = ranges[0]
    middle = exc.first + (exc.last - exc.first) / 2
    page = open_at(new_page, at(middle, "11:00"), route.path)
    reopen = exc.last + dt.timedelta(days=1)
    while not ordinary(reopen):
        reopen += dt.timedelta(days=1)
    weekday = locale.weekday_in_sentence(reopen.weekday())
    when = weekday if (reopen - middle).days < 7 else f"{weekday} {reopen.day}/{reopen.month}"
    opens = t.opens_at[0].upper() + t.opens_at[1:]
    expect(status(page)).to_have_text(
        f"{t.closed_today} – {exc.note}. {opens} {when} {t.clock_word} "
        f"{c.hours[reopen.weekday()].opens}"
    )
    expect(today_row(page, t).locator(".day-name")).to_have_text(exc.note)
    item = page.locator(".deviations-card .deviation").filter(has=page.get_by_text(exc.note))
    expect(item.locator(".deviation-date")).to_contain_text(" – ")
    # The week before it, the home page announces it first.
    home = open_at(new_page, at(exc.first - dt.timedelta(days=3), "12:00"), route.link("home"))
    notice = home.locator(".deviations-compact")
    expect(notice).to_contain_text(t.upcoming_notice_title)
    expect(notice.locator(".deviation-name").first).to_have_text(exc.note)
    assert_quiet(page)
    assert_quiet(home)


def notice_rows() -> int:
    """The rows the home notice keeps room for: the most deviations any 7 days
    of the build's range hold."""
    last = BUILD + dt.timedelta(days=schedule.COVER_DAYS - 1)
    devs = schedule.deviations(CONTENT, BUILD, last)
    return max(1, schedule.most_at_once(devs, BUILD, last, schedule.NOTICE_DAYS))


def next_names(day: dt.date) -> list[str]:
    devs = schedule.deviations(CONTENT, day, BUILD + dt.timedelta(days=schedule.COVER_DAYS - 1))
    return [d.name for d in devs[: notice_rows()]]


def test_home_notice_lists_the_next_deviations_and_is_never_empty(new_page):
    julafton = next_holiday("Julafton")
    page = open_at(new_page, at(julafton - dt.timedelta(days=2), "12:00"), "/")
    notice = page.locator(".deviations-compact")
    expect(notice.locator(".deviations-title")).to_have_text(T.upcoming_notice_title)
    expect(notice.locator(".deviation-name")).to_have_text(next_names(julafton))
    expect(notice.locator(".deviation-date").first).to_have_text(f"{julafton.day}/12")
    # A week with no deviation: the room is filled with the next ones.
    quiet = next(
        d
        for d in days_ahead()
        if all(ordinary(d + dt.timedelta(days=n)) for n in range(schedule.NOTICE_DAYS))
    )
    page2 = open_at(new_page, at(quiet, "12:00"), "/")
    expect(page2.locator(".deviations-compact .deviation-name")).to_have_text(next_names(quiet))
    assert len(next_names(quiet)) == notice_rows() >= 1
    # Nothing below the list: the reserved room is no taller than what it holds.
    gap = page2.locator(".deviations-compact").evaluate(
        "e => e.getBoundingClientRect().bottom - e.querySelector('ul').getBoundingClientRect().bottom"
    )
    assert gap < 2
    assert_quiet(page)
    assert_quiet(page2)


def test_past_the_covered_range_weekly_hours_with_the_note(new_page):
    far = BUILD + dt.timedelta(days=schedule.COVER_DAYS + 30)
    far += dt.timedelta(days=(2 - far.weekday()) % 7)  # a Wednesday
    page = open_at(new_page, at(far, midday(WEDNESDAY)))
    expect(status(page)).to_have_text(f"{T.open_now} – {T.closes_at} {WEDNESDAY.closes}")
    expect(page.locator(".open-status-note")).to_have_text(CONTENT.hours_note)
    expect(page.locator(".deviations-card")).to_contain_text(CONTENT.hours_note)
    assert_quiet(page)


# True once the page's height stayed the same over three animation frames.
STILL = """() => new Promise((done) => {
  const heights = [];
  const frame = () => {
    heights.push(document.body.scrollHeight);
    const last = heights.slice(-3);
    if (last.length === 3 && last.every((h) => h === last[0])) done(true);
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})"""


@pytest.mark.parametrize(
    "route,days_before", [(routes.get("hours").path, 0), (routes.get("hours").path, 14), ("/", 2)]
)
@pytest.mark.parametrize("viewport", ["mobile", "desktop"])
def test_nothing_shifts_when_today_arrives(new_page, route, days_before, viewport):
    julafton = next_holiday("Julafton")
    page = new_page(**(MOBILE if viewport == "mobile" else {}))
    page.add_init_script(LAYOUT_SHIFTS)
    page.clock.set_fixed_time(at(julafton - dt.timedelta(days=days_before), "12:00"))
    open_route(page, route)
    if route == "/":
        # The carousels above the notice take their measured size in the
        # frames after hydration; the notice is scrolled to once the page is
        # still, so a shift seen here is the notice's own.
        page.wait_for_function(STILL)
        page.locator(".deviations-compact").scroll_into_view_if_needed()
        expect(page.locator(".deviations-compact .deviation").first).to_be_visible()
    else:
        expect(status(page)).not_to_be_empty()
    two_frames(page)
    assert page.evaluate("window.__shifts") == []
    assert_quiet(page)


def test_without_javascript_the_build_time_list_shows(new_page):
    page = new_page(java_script_enabled=False)
    page.goto(routes.get("hours").path)
    expected = schedule.deviations(
        CONTENT, BUILD, BUILD + dt.timedelta(days=schedule.LIST_DAYS - 1)
    )
    names = page.locator(".deviations-card .deviation-name")
    if expected:
        expect(names).to_have_text([d.name for d in expected])
    else:
        expect(page.locator(".deviations-none")).to_have_text(T.deviations_none)
    expect(page.locator("main")).to_contain_text(CONTENT.hours_note)
    # The status needs the browser's clock: without it, no empty line for it.
    expect(status(page)).to_be_hidden()
    heading = page.locator("main h1").bounding_box()
    week = page.locator(".hours-table").bounding_box()
    assert week["y"] - (heading["y"] + heading["height"]) < 64, (heading, week)


def test_on_a_laptop_the_deviations_stand_beside_the_week_and_the_notes_under_both(new_page):
    page = new_page()
    open_route(page, routes.get("hours").path)
    week, deviations, notes = (
        page.locator(selector).bounding_box()
        for selector in (".hours-table", ".deviations-card", ".hours-notes")
    )
    assert deviations["x"] >= week["x"] + week["width"], (week, deviations)
    assert abs(deviations["y"] - week["y"]) < 1, (week, deviations)
    bottom = max(week["y"] + week["height"], deviations["y"] + deviations["height"])
    assert notes["y"] >= bottom, (bottom, notes)
    assert notes["width"] >= deviations["x"] + deviations["width"] - week["x"] - 1, notes


@pytest.mark.parametrize("locale", LANGUAGES, ids=lambda locale: locale.code)
def test_beside_the_week_the_longest_holiday_name_is_not_cut_off(new_page, locale):
    """At 900 px, the narrowest width with the deviations in a column of
    their own, a deviation's date, name and hours fit on their lines
    (they would end in an ellipsis where they do not)."""
    day = next_holiday(max(CLOSED_DAYS, key=len))
    page = new_page(viewport={"width": 900, "height": 800})
    page.clock.set_fixed_time(at(day - dt.timedelta(days=7), "12:00"))
    open_route(page, routes.get("hours", locale).path)
    spans = page.locator(".deviations-card .deviation > span")
    expect(spans.first).to_be_visible()
    cut = spans.evaluate_all(
        "spans => spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent)"
    )
    assert cut == []


def assert_rows_keep_one_height(page) -> None:
    """Every row of the week's table as tall as the others, today's too."""
    heights = page.locator("tbody tr").evaluate_all(
        "rows => rows.map(r => r.getBoundingClientRect().height)"
    )
    # The first row differs by half a border (collapsed into the header's).
    assert max(heights[1:]) - min(heights[1:]) < 0.5, heights


@pytest.mark.parametrize("width", [320, 375])
def test_longest_holiday_name_keeps_the_row_height(new_page, width):
    name = max(CLOSED_DAYS, key=len)  # Kristi himmelsfärdsdag
    page = new_page(viewport={"width": width, "height": 700})
    page.clock.set_fixed_time(at(next_holiday(name), "12:00"))
    open_route(page, routes.get("hours").path)
    expect(today_row(page).locator(".day-name")).to_have_text(name)
    assert_rows_keep_one_height(page)
    assert_quiet(page)


# The children of a cell that reach outside its box.
OUTSIDE_CELL = """cell => { const box = cell.getBoundingClientRect();
  return [...cell.children].filter((e) => { const r = e.getBoundingClientRect();
    return r.left < box.left || r.right > box.right || r.top < box.top || r.bottom > box.bottom; })
    .map((e) => e.outerHTML); }"""


@pytest.mark.parametrize("locale", LANGUAGES, ids=lambda locale: locale.code)
def test_today_beside_the_longest_day_name_fits_a_small_phone(new_page, locale):
    """On the weekday with the longest name, on the narrowest phone, the
    badge goes under the name where it does not fit beside it: inside the
    cell, not over the hours, and the row keeps the height of the others."""
    route = routes.get("hours", locale)
    texts = route.content.texts
    names = [locale.weekday(index) for index in range(len(WEEKDAYS))]
    index = max(range(len(names)), key=lambda i: len(names[i]))
    day = next(d for d in days_ahead() if d.weekday() == index and ordinary(d))
    page = open_at(new_page, at(day, "12:00"), route.path, viewport={"width": 320, "height": 700})
    cell = today_row(page, texts).locator("th")
    expect(cell).to_have_text(f"{names[index]}{texts.today}")
    assert cell.evaluate(OUTSIDE_CELL) == []
    assert_rows_keep_one_height(page)
    assert_quiet(page)
