"""The hours entries of the content: the week's hours, the holiday policy
and the owner's dated exceptions (salon/opening_hours/ reads them)."""

from __future__ import annotations

import datetime
from typing import Annotated, Literal

from pydantic import model_validator

from salon.calendar import WEEKDAYS, build_date, holiday_names_in_order
from salon.content_model.fields import Date, Model, Note, Text, Time, field, form, invalid


class _Times(Model):
    """Both times or neither (closed), opening before closing."""

    @model_validator(mode="after")
    def _opens_before_closes(self):
        opens, closes = self.opens, self.closes
        if (opens is None) != (closes is None):
            raise invalid("give both opens and closes, or neither (closed)")
        if opens is not None and opens >= closes:
            raise invalid(f"opens ({opens}) after it closes ({closes})")
        return self


class DayHours(_Times):
    day: Literal[WEEKDAYS] = field("Dag")  # type: ignore[valid-type]
    opens: Time = field("Öppnar", "TT:MM, t.ex. 10:00.")
    closes: Time = field("Stänger", "TT:MM, t.ex. 19:00.")

    @property
    def label(self) -> str:
        return f"{self.opens}–{self.closes}"


# The names the form offers for a holiday: the calendar's, from the build's year on.
_HOLIDAY_NAMES = form(enum=lambda: tuple(holiday_names_in_order(build_date().year)))


class HolidayRule(_Times):
    """How the salon keeps one holiday or eve. No times: closed all day."""

    holiday: Annotated[Text, _HOLIDAY_NAMES] = field(
        "Helgdag", "Som almanackan skriver den, t.ex. Juldagen eller Julafton."
    )
    opens: Time | None = field("Öppnar", "Tom: stängt hela dagen.", default=None)
    closes: Time | None = field("Stänger", "Tom: stängt hela dagen.", default=None)


class HoursException(_Times):
    """The owner's dated deviation: one day (`start`) or a range (`start` to
    `end`, both included), closed unless `opens`/`closes` are given. It wins
    over the weekly hours and the holiday policy."""

    start: Date = field("Från och med", "Datum, ÅÅÅÅ-MM-DD.", widget="date")
    end: Date | None = field("Till och med", "Tom för en enda dag.", default=None, widget="date")
    note: Note = field("Anledning", "Visas för besökarna, högst 30 tecken, t.ex. Semesterstängt.")
    opens: Time | None = field("Öppnar", "Tom: stängt.", default=None)
    closes: Time | None = field("Stänger", "Tom: stängt.", default=None)

    @property
    def first(self) -> datetime.date:
        return datetime.date.fromisoformat(self.start)

    @property
    def last(self) -> datetime.date:
        return datetime.date.fromisoformat(self.end or self.start)
