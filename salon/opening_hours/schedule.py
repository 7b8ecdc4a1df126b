"""The salon's hours on any date: weekly hours, holiday policy and the owner's
exceptions, in that order of strength.

Everything that shows hours (the pages, the JSON-LD, the browser's data)
asks `hours_on` or `deviations`, so they can never disagree. The browser gets
the answers as data (`browser_schedule`), not the rules: Swedish holidays
need a maintained calendar, which only the build has.
"""

from __future__ import annotations

import dataclasses
import datetime

from salon.calendar import holidays_on
from salon.content_model.models import Content

# The browser's dated list runs this long past the build, so a site rebuilt
# once a year never runs out; past it the page falls back to weekly hours.
# 366 + 60: a year after the build, the 60-day list still only shows known days.
COVER_DAYS = 430
JSON_LD_DAYS = 366
LIST_DAYS = 60  # /oppettider: "Avvikande öppettider"
NOTICE_DAYS = 7  # the home page's notice


@dataclasses.dataclass(frozen=True)
class Hours:
    """One date's hours. `opens`/`closes` None: closed. `name` says why the
    day deviates from the weekly hours (a holiday or the owner's note)."""

    date: datetime.date
    opens: str | None
    closes: str | None
    name: str | None = None

    @property
    def deviates(self) -> bool:
        return self.name is not None


def hours_on(content: Content, day: datetime.date) -> Hours:
    """The hours of `day`: an exception wins over the holiday policy, which
    wins over the weekly hours."""
    for exc in content.hours_exceptions:
        if exc.first <= day <= exc.last:
            return Hours(day, exc.opens, exc.closes, exc.note)
    weekly = content.hours[day.weekday()]
    rules = {rule.holiday: rule for rule in content.holiday_policy}
    names = holidays_on(day, content.locale.holiday_language)
    for name, shown in zip(holidays_on(day), names, strict=True):
        rule = rules.get(name)
        if rule and (rule.opens, rule.closes) != (weekly.opens, weekly.closes):
            return Hours(day, rule.opens, rule.closes, shown)
    return Hours(day, weekly.opens, weekly.closes)


@dataclasses.dataclass(frozen=True)
class Deviation:
    """Consecutive days with the same deviating hours and reason."""

    first: datetime.date
    last: datetime.date
    opens: str | None
    closes: str | None
    name: str


def deviations(content: Content, first: datetime.date, last: datetime.date) -> list[Deviation]:
    """Every deviation from the weekly hours between two dates (both included)."""
    found: list[Deviation] = []
    day = first
    while day <= last:
        hours = hours_on(content, day)
        if hours.deviates:
            prev = found[-1] if found else None
            if (
                prev
                and prev.last == day - datetime.timedelta(days=1)
                and (prev.opens, prev.closes, prev.name) == (hours.opens, hours.closes, hours.name)
            ):
                found[-1] = dataclasses.replace(prev, last=day)
            else:
                found.append(Deviation(day, day, hours.opens, hours.closes, hours.name))
        day += datetime.timedelta(days=1)
    return found


def short_label(dev: Deviation) -> str:
    """'24/12' or '12/7–25/7', for one-line lists."""
    first, last = (f"{d.day}/{d.month}" for d in (dev.first, dev.last))
    return first if dev.first == dev.last else f"{first}–{last}"


def range_label(content: Content, dev: Deviation) -> str:
    """'torsdag 24 december', or from one such date to another, in the content's language."""
    first = content.locale.date(dev.first)
    return first if dev.first == dev.last else f"{first} – {content.locale.date(dev.last)}"


def hours_label(content: Content, opens: str | None, closes: str | None) -> str:
    return f"{opens}–{closes}" if opens else content.texts.closed_label


def most_at_once(
    devs: list[Deviation], first: datetime.date, last: datetime.date, window: int
) -> int:
    """The longest list a `window`-day view starting between `first` and `last`
    can show: the room the browser reserves, so a later date never shifts the page."""
    most = 0
    day = first
    while day <= last:
        end = day + datetime.timedelta(days=window - 1)
        most = max(most, sum(1 for d in devs if d.last >= day and d.first <= end))
        day += datetime.timedelta(days=1)
    return most


def browser_schedule(content: Content, today: datetime.date) -> dict:
    """What the browser needs to answer for any moment: the weekly hours, and
    every deviation from `today` to the end of the covered range."""
    until = today + datetime.timedelta(days=COVER_DAYS - 1)
    return {
        "from": today.isoformat(),
        "until": until.isoformat(),
        "weekly": [
            {
                "day": content.locale.weekday(index),
                "inSentence": content.locale.weekday_in_sentence(index),
                "opens": day.opens,
                "closes": day.closes,
                "label": day.label,
            }
            for index, day in enumerate(content.hours)
        ],
        "deviations": [
            {
                "first": dev.first.isoformat(),
                "last": dev.last.isoformat(),
                "opens": dev.opens,
                "closes": dev.closes,
                "name": dev.name,
                "date": range_label(content, dev),
                "short": short_label(dev),
                "hours": hours_label(content, dev.opens, dev.closes),
            }
            for dev in deviations(content, today, until)
        ],
    }
