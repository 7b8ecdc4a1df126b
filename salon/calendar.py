"""The Swedish calendar the content is written against: weekday and month
names, the salon's time zone, the build date, and the public holidays and
eves (the `holidays` package keeps their dates; moving feasts included)."""

from __future__ import annotations

import datetime
import functools
from zoneinfo import ZoneInfo

import holidays
from holidays.constants import DE_FACTO, PUBLIC

WEEKDAYS = ("Måndag", "Tisdag", "Onsdag", "Torsdag", "Fredag", "Lördag", "Söndag")
# schema.org DayOfWeek names, index-aligned with WEEKDAYS.
SCHEMA_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
# Lower case, as they appear inside a sentence ("torsdag 24 december").
MONTHS = (
    "januari",
    "februari",
    "mars",
    "april",
    "maj",
    "juni",
    "juli",
    "augusti",
    "september",
    "oktober",
    "november",
    "december",
)
TIME_ZONE = "Europe/Stockholm"


def build_date() -> datetime.date:
    """Today in Stockholm: the export's 'now', whatever the build machine's zone."""
    return datetime.datetime.now(ZoneInfo(TIME_ZONE)).date()


@functools.lru_cache(maxsize=8)
def _calendar(years: tuple[int, ...], language: str = "sv") -> holidays.HolidayBase:
    # holidays 0.109 counts every Sunday as a holiday unless told not to, and
    # keeps julafton, nyårsafton and midsommarafton in DE_FACTO, not PUBLIC.
    return holidays.Sweden(
        years=years, include_sundays=False, categories=(PUBLIC, DE_FACTO), language=language
    )


def holidays_on(day: datetime.date, language: str = "sv") -> list[str]:
    """Names of the public holidays and eves on `day` (usually none): in
    Swedish, as the content names them, or in the `holidays` package's
    `language` ("en_US"), in the same order."""
    return _calendar((day.year,), language).get_list(day)


def holiday_names(year: int) -> set[str]:
    """Every name the calendar uses; three years, so moving feasts all appear."""
    return set(_calendar((year, year + 1, year + 2)).values())


def holiday_names_in_order(year: int) -> list[str]:
    """The names of `holiday_names(year)`, each once, in the order of its first
    date (Nyårsdagen, Trettondedag jul, ...)."""
    return list(
        dict.fromkeys(name for _, name in sorted(_calendar((year, year + 1, year + 2)).items()))
    )
