"""Opening hours, rendered from the single hours source in the content."""

import itertools

import reflex as rx

from salon.content import CONTENT


def grouped_hours() -> list[tuple[str, str]]:
    """Consecutive days with equal hours folded together: ('Måndag–Fredag', '10:00–19:00')."""
    groups = []
    for label, days in itertools.groupby(CONTENT.hours, key=lambda d: d.label):
        days = list(days)
        name = days[0].day if len(days) == 1 else f"{days[0].day}–{days[-1].day}"
        groups.append((name, label))
    return groups


def hours_list(class_name: str = "hours-list") -> rx.Component:
    """A compact definition list of the week's hours."""
    return rx.el.dl(
        *(
            rx.el.div(rx.el.dt(days), rx.el.dd(hours), class_name="hours-row")
            for days, hours in grouped_hours()
        ),
        class_name=class_name,
    )
