"""The opening-hours widgets of assets/js/widgets/opening_hours.jsx and
assets/js/widgets/deviations.jsx (the only one the home page needs).

Python hands them data only: the schedule the build computed (see
salon/opening_hours/schedule.py `browser_schedule`) and the visitor-facing texts. They are
prerendered with the build's answer and add "today" after hydration.
"""

import reflex as rx

from salon_components.js_module import widget

LIBRARY = widget("opening_hours.jsx")


class OpeningStatus(rx.Component):
    """The 'open now / closed now' line."""

    library = LIBRARY
    tag = "OpeningStatus"

    schedule: rx.Var[dict]
    texts: rx.Var[dict]


class WeekTable(rx.Component):
    """The weekly table; after hydration it marks today with its real hours."""

    library = LIBRARY
    tag = "WeekTable"

    schedule: rx.Var[dict]
    texts: rx.Var[dict]


class Deviations(rx.Component):
    """The deviations from the weekly hours in the next `days` days."""

    library = widget("deviations.jsx")
    tag = "Deviations"

    schedule: rx.Var[dict]
    texts: rx.Var[dict]
    build_date: rx.Var[str]
    days: rx.Var[int]
    count: rx.Var[int]
    reserve: rx.Var[int]
    compact: rx.Var[bool]
    title: rx.Var[str]


def opening_status(schedule: dict, texts: dict) -> rx.Component:
    return OpeningStatus.create(schedule=schedule, texts=texts)


def week_table(schedule: dict, texts: dict) -> rx.Component:
    return WeekTable.create(schedule=schedule, texts=texts)


def deviations(
    schedule: dict,
    texts: dict,
    *,
    build_date: str,
    days: int,
    reserve: int,
    count: int = 0,
    compact: bool = False,
    title: str = "",
) -> rx.Component:
    """`reserve`: the most rows any day can show, kept free so nothing shifts.
    `count`: list the next `count` deviations instead of those in `days` days."""
    return Deviations.create(
        schedule=schedule,
        texts=texts,
        build_date=build_date,
        days=days,
        count=count,
        reserve=reserve,
        compact=compact,
        title=title,
    )
