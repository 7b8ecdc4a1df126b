"""A moment as the salon reads it, in its own time zone, ready for a
sentence: "kl. 12:04" today, "den 3/12 kl. 12:04" another day (English:
"at 12:04", "on 3 Dec at 12:04")."""

from __future__ import annotations

import datetime
from zoneinfo import ZoneInfo

from salon.calendar import TIME_ZONE

_MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def shown(at: float, now: float, language: str = "sv") -> str:
    zone = ZoneInfo(TIME_ZONE)
    moment = datetime.datetime.fromtimestamp(at, zone)
    clock = moment.strftime("%H:%M")
    today = moment.date() == datetime.datetime.fromtimestamp(now, zone).date()
    if language == "en":
        day = f"on {moment.day} {_MONTHS_EN[moment.month - 1]} "
        return f"{'' if today else day}at {clock}"
    return f"{'' if today else f'den {moment.day}/{moment.month} '}kl. {clock}"
