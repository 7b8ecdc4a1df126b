"""Opening hours, rendered from the single hours source in the content and
the schedule built from it (holidays, exceptions)."""

import datetime

import reflex as rx

from salon.content import CONTENT
from salon.opening_hours import schedule
from salon.opening_hours.calendar import build_date
from salon_components import deviations, opening_status, week_table


def hours_list(class_name: str = "hours-list") -> rx.Component:
    """A compact definition list of the week's hours."""
    return rx.el.dl(
        *(
            rx.el.div(rx.el.dt(days), rx.el.dd(hours), class_name="hours-row")
            for days, hours in CONTENT.grouped_hours()
        ),
        class_name=class_name,
    )


# The export's date: what the prerendered lists and the JSON-LD are built for.
BUILD_DATE = build_date()
_FULL = schedule.browser_schedule(CONTENT, BUILD_DATE)


def _trimmed(*fields: str, weekly: bool = True) -> dict:
    # Each widget's props are inlined into the page's JavaScript: send only
    # what it reads (the home page is close to its JS budget).
    return {
        "from": _FULL["from"],
        "until": _FULL["until"],
        **({"weekly": _FULL["weekly"]} if weekly else {}),
        "deviations": [{key: dev[key] for key in fields} for dev in _FULL["deviations"]],
    }


SCHEDULE = _trimmed("first", "last", "opens", "closes", "name", "date", "hours")
_NOTICE_SCHEDULE = _trimmed("first", "last", "name", "short", "hours", weekly=False)
_LAST = BUILD_DATE + datetime.timedelta(days=schedule.COVER_DAYS - 1)
_DEVIATIONS = schedule.deviations(CONTENT, BUILD_DATE, _LAST)
T = CONTENT.texts
_TEXTS = {
    "openNow": T.open_now,
    "closedNow": T.closed_now,
    "closesAt": T.closes_at,
    "opensAt": T.opens_at,
    "today": T.today_word,
    "tomorrow": T.tomorrow_word,
    "clock": T.clock_word,
    "closedToday": T.closed_today,
    "otherHoursToday": T.other_hours_today,
    "holidayNote": CONTENT.hours_note,
}


def _reserve(days: int) -> int:
    return schedule.most_at_once(_DEVIATIONS, BUILD_DATE, _LAST, days)


def hours_status() -> rx.Component:
    """'Öppet nu – stänger kl. 19:00' and the three other cases."""
    return opening_status(SCHEDULE, _TEXTS)


def hours_table() -> rx.Component:
    """The week's hours; today's row gets its real hours after hydration."""
    return week_table(
        SCHEDULE,
        {"caption": T.hours_caption, "day": T.hours_day, "time": T.hours_time, "today": T.today},
    )


def upcoming_deviations() -> rx.Component:
    """'Avvikande öppettider' of the next 60 days, each with date, name and hours."""
    return deviations(
        SCHEDULE,
        {"none": T.deviations_none, "holidayNote": CONTENT.hours_note},
        build_date=BUILD_DATE.isoformat(),
        days=schedule.LIST_DAYS,
        # One more row: "none", or the holiday note a year after the build.
        reserve=_reserve(schedule.LIST_DAYS) + 1,
    )


def upcoming_notice() -> rx.Component:
    """The home page's notice: the next deviations, as many as the busiest
    week of the build's range has (so every deviation of the coming 7 days is
    among them). It keeps room for exactly that many rows, and fills them on
    every date: an empty reserved block would say nothing."""
    rows = max(1, _reserve(schedule.NOTICE_DAYS))
    return deviations(
        _NOTICE_SCHEDULE,
        {"none": "", "holidayNote": CONTENT.hours_note},
        build_date=BUILD_DATE.isoformat(),
        days=schedule.NOTICE_DAYS,
        count=rows,
        reserve=rows,
        compact=True,
        title=T.upcoming_notice_title,
    )
