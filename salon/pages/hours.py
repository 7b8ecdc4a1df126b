"""/oppettider - the week's hours with today marked, open-now status and cards."""

import dataclasses
import json

import reflex as rx

from salon.browser_state import effect, open_status, today_index
from salon.components.layout import layout
from salon.components.links import booking_button, external_link
from salon.components.sections import booking_rules
from salon.content import CONTENT

ROUTE = "/oppettider"
T = CONTENT.texts
REFRESH_MS = 30_000

_HOURS = json.dumps([dataclasses.asdict(day) for day in CONTENT.hours], ensure_ascii=False)
_TEXTS = json.dumps(
    {
        "openNow": T.open_now,
        "closedNow": T.closed_now,
        "closesAt": T.closes_at,
        "opensAt": T.opens_at,
        "today": T.today_word,
        "tomorrow": T.tomorrow_word,
        "clock": T.clock_word,
    },
    ensure_ascii=False,
)

# "Today" is only known in the browser; the prerendered table marks no day,
# and the status is refreshed so it flips at opening and closing time.
_TRACK_TODAY = f"""
const update = () => {{
  const now = salonNow();
  {today_index.js_set('now.day')};
  {open_status.js_set(f'openingStatus({_HOURS}, {_TEXTS}, now).text')};
}};
update();
const timer = window.setInterval(update, {REFRESH_MS});
return () => window.clearInterval(timer);
"""
_HOURS_JS = {"$/public/js/opening_hours.js": ["salonNow", "openingStatus"]}


def _table() -> rx.Component:
    return rx.el.table(
        rx.el.caption(T.hours_caption, class_name="visually-hidden"),
        rx.el.thead(rx.el.tr(rx.el.th(T.hours_day, scope="col"), rx.el.th(T.hours_time, scope="col"))),
        rx.el.tbody(
            *(
                rx.el.tr(
                    rx.el.th(
                        day.day,
                        rx.cond(today_index.value == index, rx.el.span(T.today, class_name="badge")),
                        scope="row",
                    ),
                    rx.el.td(day.label),
                    class_name=rx.cond(today_index.value == index, "today", ""),
                )
                for index, day in enumerate(CONTENT.hours)
            )
        ),
        class_name="hours-table",
    )


def _card(title: str, *children) -> rx.Component:
    return rx.el.li(rx.el.h2(title, class_name="card-title"), *children, class_name="card")


def hours() -> rx.Component:
    address = CONTENT.contact.address
    return layout(
        ROUTE,
        rx.el.div(
            effect(_TRACK_TODAY, today_index, open_status, imports=_HOURS_JS),
            rx.el.h1(T.hours_page_title),
            rx.el.div(
                rx.el.p(open_status.value, class_name="open-status", aria_live="polite"),
                class_name="open-status-line",
            ),
            rx.el.div(
                _table(),
                rx.el.div(
                    rx.el.h2(T.rules_title),
                    rx.el.ul(rx.el.li(CONTENT.hours_note), class_name="rules"),
                    booking_rules(),
                    class_name="card",
                ),
                class_name="hours-layout",
            ),
            rx.el.ul(
                _card(T.card_book_title, rx.el.p(T.card_book_text), booking_button(T.book_online)),
                _card(
                    T.card_phone_title,
                    rx.el.p(rx.el.a(CONTENT.contact.phone, href=CONTENT.contact.phone_href, class_name="big-link")),
                ),
                _card(
                    T.card_visit_title,
                    rx.el.p(address.street, rx.el.br(), f"{address.postal_code} {address.city}"),
                    external_link(T.directions, href=CONTENT.map.open_url, class_name="text-link"),
                ),
                class_name="card-grid info-cards",
            ),
            class_name="section",
        ),
    )
