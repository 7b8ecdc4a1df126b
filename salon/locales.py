"""The site's languages, in one place: each one's code, the prefix of its
pages' paths, and how it writes what the content gives as numbers and dates.

Swedish is the default: its pages keep the paths the spec gives (`/`,
`/behandlingar`), and English ones stand under `/en/` with English slugs
(each page declares both of its paths, salon/routes.py). The texts of each
language are content (`content/*.yml`, `sv:` and `en:` in each file); the
content's `english` setting turns the English pages off. What is here is
what a language needs beyond its texts: no visitor-facing sentence.
"""

from __future__ import annotations

import dataclasses

from salon.calendar import MONTHS, WEEKDAYS


@dataclasses.dataclass(frozen=True)
class Locale:
    code: str  # BCP 47: <html lang>, hreflang, the content files' top-level key
    english_name: str  # in the build's messages
    prefix: str  # before each of its pages' paths: "" or "/en"
    og_locale: str  # Open Graph's language_TERRITORY
    # How a date reads in running text, and a day of the week on its own.
    weekdays: tuple[str, ...]
    months: tuple[str, ...]
    date_pattern: str  # "{weekday} {day} {month}"
    # Inside a sentence: "öppnar torsdag", "opens Thursday".
    lower_case_weekdays: bool
    thousands: str  # "1350" or "1,350"
    # The `holidays` package's language for the calendar's holiday names.
    holiday_language: str

    def amount(self, number: int) -> str:
        return f"{number:,}".replace(",", self.thousands)

    def weekday(self, index: int) -> str:
        return self.weekdays[index]

    def weekday_in_sentence(self, index: int) -> str:
        name = self.weekdays[index]
        return name.lower() if self.lower_case_weekdays else name

    def date(self, day) -> str:
        """'torsdag 24 december' / 'Thursday 24 December'."""
        return self.date_pattern.format(
            weekday=self.weekday_in_sentence(day.weekday()),
            day=day.day,
            month=self.months[day.month - 1],
        )


SWEDISH = Locale(
    code="sv",
    english_name="Swedish",
    prefix="",
    og_locale="sv_SE",
    weekdays=WEEKDAYS,
    months=MONTHS,
    date_pattern="{weekday} {day} {month}",
    lower_case_weekdays=True,
    thousands="",
    holiday_language="sv",
)
ENGLISH = Locale(
    code="en",
    english_name="English",
    prefix="/en",
    og_locale="en_GB",
    weekdays=("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    months=(
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ),
    date_pattern="{weekday} {day} {month}",
    lower_case_weekdays=False,
    thousands=",",
    holiday_language="en_US",
)
# Every language the site can have, the default first.
LOCALES = (SWEDISH, ENGLISH)
DEFAULT = SWEDISH
CODES = tuple(locale.code for locale in LOCALES)
BY_CODE = {locale.code: locale for locale in LOCALES}
