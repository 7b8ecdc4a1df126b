"""Opening hours, rendered from the single hours source in the content and
the schedule built from it (holidays, exceptions), in the content's language."""

import dataclasses
import datetime

import reflex as rx

from salon.calendar import build_date
from salon.content_model import Content
from salon.opening_hours import schedule
from salon_components import deviations, opening_status, week_table


def hours_list(c: Content, class_name: str = "hours-list") -> rx.Component:
    """A compact definition list of the week's hours."""
    return rx.el.dl(
        *(
            rx.el.div(rx.el.dt(days), rx.el.dd(hours), class_name="hours-row")
            for days, hours in c.grouped_hours()
        ),
        class_name=class_name,
    )


@dataclasses.dataclass(frozen=True)
class _Widgets:
    """What the hours widgets of one language are given, made for `today`."""

    today: datetime.date
    schedule: dict
    notice_schedule: dict
    texts: dict
    reserve_list: int
    reserve_notice: int


# The widgets of each content read, by its id (with the content itself, so a
# reused id is not taken for it): made once, for the build date of their first
# page, so every page of a build is made for the same date.
_MADE: dict[int, tuple[Content, _Widgets]] = {}


def _widgets(c: Content) -> _Widgets:
    made = _MADE.get(id(c))
    if made is None or made[0] is not c:
        made = _MADE[id(c)] = (c, _make_widgets(c, build_date()))
    return made[1]


def _make_widgets(c: Content, today: datetime.date) -> _Widgets:
    last = today + datetime.timedelta(days=schedule.COVER_DAYS - 1)
    full = schedule.browser_schedule(c, today)

    def trimmed(*fields: str, weekly: bool = True) -> dict:
        # Each widget's props are inlined into the page's JavaScript: send only
        # what it reads (the home page is close to its JS budget).
        return {
            "from": full["from"],
            "until": full["until"],
            **({"weekly": full["weekly"]} if weekly else {}),
            "deviations": [{key: dev[key] for key in fields} for dev in full["deviations"]],
        }

    devs = schedule.deviations(c, today, last)
    t = c.texts
    return _Widgets(
        today=today,
        schedule=trimmed("first", "last", "opens", "closes", "name", "date", "hours"),
        notice_schedule=trimmed("first", "last", "name", "short", "hours", weekly=False),
        texts={
            "openNow": t.open_now,
            "closedNow": t.closed_now,
            "closesAt": t.closes_at,
            "opensAt": t.opens_at,
            "today": t.today_word,
            "tomorrow": t.tomorrow_word,
            "clock": t.clock_word,
            "closedToday": t.closed_today,
            "otherHoursToday": t.other_hours_today,
            "holidayNote": c.hours_note,
        },
        reserve_list=schedule.most_at_once(devs, today, last, schedule.LIST_DAYS),
        reserve_notice=schedule.most_at_once(devs, today, last, schedule.NOTICE_DAYS),
    )


def hours_status(c: Content) -> rx.Component:
    """'Öppet nu – stänger kl. 19:00' and the three other cases."""
    w = _widgets(c)
    return opening_status(w.schedule, w.texts)


def hours_table(c: Content) -> rx.Component:
    """The week's hours; today's row gets its real hours after hydration."""
    t = c.texts
    return week_table(
        _widgets(c).schedule,
        {"caption": t.hours_caption, "day": t.hours_day, "time": t.hours_time, "today": t.today},
    )


def upcoming_deviations(c: Content) -> rx.Component:
    """'Avvikande öppettider' of the next 60 days, each with date, name and hours."""
    w = _widgets(c)
    return deviations(
        w.schedule,
        {"none": c.texts.deviations_none, "holidayNote": c.hours_note},
        build_date=w.today.isoformat(),
        days=schedule.LIST_DAYS,
        # One more row: "none", or the holiday note a year after the build.
        reserve=w.reserve_list + 1,
    )


def upcoming_notice(c: Content) -> rx.Component:
    """The home page's notice: the next deviations, as many as the busiest
    week of the build's range has (so every deviation of the coming 7 days is
    among them). It keeps room for exactly that many rows, and fills them on
    every date: an empty reserved block would say nothing."""
    w = _widgets(c)
    rows = max(1, w.reserve_notice)
    return deviations(
        w.notice_schedule,
        {"none": "", "holidayNote": c.hours_note},
        build_date=w.today.isoformat(),
        days=schedule.NOTICE_DAYS,
        count=rows,
        reserve=rows,
        compact=True,
        title=c.texts.upcoming_notice_title,
    )
