"""The holiday calendar 2026-2028, the holiday policy, the owner's exceptions,
their validation, the browser's data and the JSON-LD deviations.

Holiday dates are typed out from the Swedish almanac, not derived, so a
calendar library that computes Easter or midsummer wrongly is caught.
"""

from __future__ import annotations

import datetime as dt
import warnings

import pytest

from salon import calendar, seo
from salon.content_model import ContentWarning
from salon.opening_hours import schedule
from salon_components.js_module import widget
from tests.content import CONTENT, CONTENTS
from tests.content_edit import content_with

D = dt.date.fromisoformat
BUILD = D("2026-11-23")

# Easter-based days: (långfredagen, påskdagen, annandag påsk,
# Kristi himmelsfärdsdag, pingstdagen).
EASTER = {
    2026: ("2026-04-03", "2026-04-05", "2026-04-06", "2026-05-14", "2026-05-24"),
    2027: ("2027-03-26", "2027-03-28", "2027-03-29", "2027-05-06", "2027-05-16"),
    2028: ("2028-04-14", "2028-04-16", "2028-04-17", "2028-05-25", "2028-06-04"),
}
# Midsommarafton: the Friday between 19 and 25 June; midsommardagen the day after.
MIDSUMMER_EVE = {2026: "2026-06-19", 2027: "2027-06-25", 2028: "2028-06-23"}
# Alla helgons dag: the Saturday between 31 October and 6 November.
ALL_SAINTS = {2026: "2026-10-31", 2027: "2027-11-06", 2028: "2028-11-04"}
FIXED = {
    "Nyårsdagen": (1, 1),
    "Trettondedag jul": (1, 6),
    "Första maj": (5, 1),
    "Nationaldagen": (6, 6),
    "Julafton": (12, 24),
    "Juldagen": (12, 25),
    "Annandag jul": (12, 26),
    "Nyårsafton": (12, 31),
}


def with_content(**changes):
    """The content with whole top-level entries replaced."""
    return content_with({(name,): value for name, value in changes.items()})


@pytest.mark.parametrize("year", [2026, 2027, 2028])
def test_easter_based_days(year):
    names = ("Långfredagen", "Påskdagen", "Annandag påsk", "Kristi himmelsfärdsdag", "Pingstdagen")
    for name, day in zip(names, EASTER[year]):
        assert calendar.holidays_on(D(day)) == [name]


@pytest.mark.parametrize("year", [2026, 2027, 2028])
def test_midsummer_and_all_saints(year):
    eve = D(MIDSUMMER_EVE[year])
    assert eve.weekday() == 4 and 19 <= eve.day <= 25 and eve.month == 6
    assert calendar.holidays_on(eve) == ["Midsommarafton"]
    assert calendar.holidays_on(eve + dt.timedelta(days=1)) == ["Midsommardagen"]
    saints = D(ALL_SAINTS[year])
    assert saints.weekday() == 5
    assert calendar.holidays_on(saints) == ["Alla helgons dag"]


@pytest.mark.parametrize("year", [2026, 2027, 2028])
def test_fixed_days_and_nothing_else_is_a_holiday(year):
    for name, (month, day) in FIXED.items():
        assert calendar.holidays_on(dt.date(year, month, day)) == [name]
    # Sundays are not holidays in themselves, nor are the half days
    # ("from 2pm") of the library's other categories.
    february = dt.date(year, 2, 1)
    assert calendar.holidays_on(february + dt.timedelta(days=6 - february.weekday())) == []
    assert calendar.holidays_on(dt.date(year, 12, 23)) == []
    assert calendar.holidays_on(dt.date(year, 4, 30)) == []
    expected = 13 + 3  # public holidays + julafton, nyårsafton, midsommarafton
    assert len(calendar._calendar((year,))) == expected


def test_example_policy_closes_every_holiday_and_eve():
    closed = [day for year in (2026, 2027, 2028) for day in calendar._calendar((year,))]
    assert len(closed) == 48
    for day in closed:
        hours = schedule.hours_on(CONTENT, day)
        assert (hours.opens, hours.closes) == (None, None), day
        assert hours.name == calendar.holidays_on(day)[0]


def test_ordinary_days_keep_the_weekly_hours():
    wednesday = schedule.hours_on(CONTENT, D("2026-12-02"))
    week = CONTENT.hours
    assert (wednesday.opens, wednesday.closes, wednesday.name) == (
        week[2].opens,
        week[2].closes,
        None,
    )
    saturday = schedule.hours_on(CONTENT, D("2026-11-28"))
    assert (saturday.opens, saturday.closes) == (week[5].opens, week[5].closes)
    assert not saturday.deviates


def test_policy_with_other_hours_and_unlisted_holidays():
    content = with_content(
        holiday_policy=[
            {"holiday": "Nyårsafton", "opens": "10:00", "closes": "14:00"},
            {"holiday": "Juldagen"},
        ]
    )
    eve = schedule.hours_on(content, D("2026-12-31"))
    assert (eve.opens, eve.closes, eve.name) == ("10:00", "14:00", "Nyårsafton")
    assert schedule.hours_on(content, D("2026-12-25")).opens is None
    # Not in the policy: an ordinary Thursday.
    assert schedule.hours_on(content, D("2026-12-24")).name is None
    # A rule equal to the weekly hours is no deviation.
    thursday = CONTENT.hours[3]
    same = with_content(
        holiday_policy=[{"holiday": "Julafton", "opens": thursday.opens, "closes": thursday.closes}]
    )
    assert not schedule.hours_on(same, D("2026-12-24")).deviates


def test_exception_wins_over_policy_and_weekly_hours():
    content = with_content(
        hours_exceptions=[
            {"start": "2026-12-24", "opens": "09:00", "closes": "13:00", "note": "Julklappsöppet"},
            {"start": "2027-02-01", "end": "2027-02-03", "note": "Inventering"},
        ]
    )
    julafton = schedule.hours_on(content, D("2026-12-24"))
    assert (julafton.opens, julafton.closes, julafton.name) == ("09:00", "13:00", "Julklappsöppet")
    for day in ("2027-02-01", "2027-02-02", "2027-02-03"):
        assert schedule.hours_on(content, D(day)).name == "Inventering"
    assert schedule.hours_on(content, D("2027-02-04")).name is None


def test_example_summer_closure_is_one_deviation():
    devs = schedule.deviations(CONTENT, D("2027-07-01"), D("2027-07-31"))
    assert [(d.first, d.last, d.name, d.opens) for d in devs] == [
        (D("2027-07-12"), D("2027-07-25"), "Semesterstängt", None)
    ]
    assert schedule.range_label(CONTENT, devs[0]) == "måndag 12 juli – söndag 25 juli"
    assert schedule.short_label(devs[0]) == "12/7–25/7"


def test_the_english_pages_name_the_days_and_holidays_in_english():
    english = CONTENTS["en"]
    (summer,) = schedule.deviations(english, D("2027-07-01"), D("2027-07-31"))
    assert schedule.range_label(english, summer) == "Monday 12 July – Sunday 25 July"
    assert summer.name == english.hours_exceptions[0].note != CONTENT.hours_exceptions[0].note
    christmas = D("2026-12-25")
    assert schedule.hours_on(CONTENT, christmas).name == "Juldagen"
    assert schedule.hours_on(english, christmas).name == "Christmas Day"
    # The same days deviate, at the same hours, in every language.
    swedish = schedule.deviations(CONTENT, BUILD, D("2027-11-22"))
    assert [(d.first, d.last, d.opens, d.closes) for d in swedish] == [
        (d.first, d.last, d.opens, d.closes)
        for d in schedule.deviations(english, BUILD, D("2027-11-22"))
    ]


# --- validation -----------------------------------------------------------------


def test_past_exception_only_warns():
    past = [{"start": "2026-06-01", "end": "2026-06-05", "note": "Kurs"}]
    with pytest.warns(
        ContentWarning, match=r"hours\.yml:\d+: hours_exceptions\[2026-06-01\]: ended 2026-06-05"
    ):
        assert with_content(hours_exceptions=past).hours_exceptions[0].start == "2026-06-01"
    # Ending today is not past.
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with_content(
            hours_exceptions=[{"start": "2026-11-20", "end": "2026-11-23", "note": "Kurs"}]
        )


def test_no_policy_and_no_exceptions_are_allowed():
    assert with_content(holiday_policy=[], hours_exceptions=[])
    # `hours_exceptions:` with nothing after it reads as None: no exceptions too.
    assert with_content(holiday_policy=None, hours_exceptions=None).hours_exceptions == ()


def test_example_content_is_valid_without_warnings_at_the_build():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert with_content() == CONTENT


# --- the browser's data and the JSON-LD ------------------------------------------


def test_browser_schedule_covers_13_months_of_deviations():
    data = schedule.browser_schedule(CONTENT, BUILD)
    assert data["from"] == "2026-11-23"
    assert D(data["until"]) >= dt.date(2027, 12, 23)
    assert [d["day"] for d in data["weekly"]] == [d.day for d in CONTENT.hours]
    julafton = data["deviations"][0]
    assert julafton == {
        "first": "2026-12-24",
        "last": "2026-12-24",
        "opens": None,
        "closes": None,
        "name": "Julafton",
        "date": "torsdag 24 december",
        "short": "24/12",
        "hours": CONTENT.texts.closed_label,
    }
    names = [d["name"] for d in data["deviations"]]
    # Both Christmases, and the summer closure.
    assert names.count("Julafton") == 2 and "Semesterstängt" in names
    # Every day of the range agrees with hours_on.
    day = BUILD
    while day <= D(data["until"]):
        hours = schedule.hours_on(CONTENT, day)
        listed = [d for d in data["deviations"] if d["first"] <= day.isoformat() <= d["last"]]
        assert bool(listed) == hours.deviates, day
        day += dt.timedelta(days=1)


def test_json_ld_special_hours_for_the_next_12_months():
    special = seo.salon_json_ld(CONTENT, today=BUILD)["specialOpeningHoursSpecification"]
    devs = schedule.deviations(CONTENT, BUILD, D("2027-11-22"))
    assert len(special) == len(devs) == 17
    assert special[0] == {
        "@type": "OpeningHoursSpecification",
        "validFrom": "2026-12-24",
        "validThrough": "2026-12-24",
        "opens": "00:00",
        "closes": "00:00",
    }
    summer = next(s for s in special if s["validFrom"] == "2027-07-12")
    assert summer["validThrough"] == "2027-07-25"
    assert all(s["validFrom"] <= "2027-11-22" for s in special)
    # Julafton 2027 is more than 12 months away.
    assert "2027-12-24" not in {s["validFrom"] for s in special}


def test_json_ld_other_hours_keep_their_times():
    content = with_content(
        hours_exceptions=[
            {"start": "2026-12-30", "opens": "10:00", "closes": "15:00", "note": "Kortare dag"}
        ]
    )
    special = seo.special_hours(content, BUILD)
    entry = next(s for s in special if s["validFrom"] == "2026-12-30")
    assert (entry["opens"], entry["closes"]) == ("10:00", "15:00")


def test_widgets_use_the_local_modules_and_get_data_only():
    from salon.opening_hours import components as hours

    for component, module, tag in (
        (hours.hours_status(CONTENT), "opening_hours.jsx", "OpeningStatus"),
        (hours.hours_table(CONTENT), "opening_hours.jsx", "WeekTable"),
        (hours.upcoming_deviations(CONTENT), "deviations.jsx", "Deviations"),
        (hours.upcoming_notice(CONTENT), "deviations.jsx", "Deviations"),
    ):
        imports = component._get_all_imports()
        assert [v.tag for v in imports[widget(module)] if v.render] == [tag]
        props = component.render()["props"]
        assert not any("=>" in prop or "function" in prop for prop in props), props
    # The home page gets the build's list without what only /oppettider reads.
    notice = hours.upcoming_notice(CONTENT).schedule._var_value
    assert "weekly" not in notice and set(notice["deviations"][0]) == {
        "first",
        "last",
        "name",
        "short",
        "hours",
    }
    assert hours.upcoming_deviations(CONTENT).reserve._var_value >= 2
