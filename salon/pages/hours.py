"""Opening hours: the week's hours with today marked, open-now status,
upcoming deviations (holidays, closures) and cards."""

import reflex as rx

from salon.components.layout import layout
from salon.components.links import booking_button, external_link
from salon.components.sections import booking_rules
from salon.opening_hours.components import hours_status, hours_table, upcoming_deviations
from salon.routes import Route, page


def _card(title: str, *children) -> rx.Component:
    return rx.el.li(rx.el.h2(title, class_name="card-title"), *children, class_name="card")


@page(sv="/oppettider", en="/en/opening-hours", heading=lambda c: c.texts.hours_page_title)
def hours(route: Route) -> rx.Component:
    c, t = route.content, route.content.texts
    address = c.contact.address
    return layout(
        route,
        rx.el.div(
            rx.el.h1(route.heading()),
            hours_status(c),
            rx.el.div(
                hours_table(c),
                rx.el.section(
                    rx.el.h2(t.deviations_title, id="avvikande-rubrik"),
                    upcoming_deviations(c),
                    aria_labelledby="avvikande-rubrik",
                    class_name="card deviations-card",
                ),
                rx.el.div(
                    rx.el.h2(t.rules_title),
                    booking_rules(c, c.hours_note),
                    class_name="card hours-notes",
                ),
                class_name="hours-layout",
            ),
            rx.el.ul(
                _card(
                    t.card_book_title,
                    rx.el.p(t.card_book_text),
                    booking_button(t.book_online, href=c.booking_url),
                ),
                _card(
                    t.card_phone_title,
                    rx.el.p(
                        rx.el.a(c.contact.phone, href=c.contact.phone_href, class_name="big-link")
                    ),
                ),
                _card(
                    t.card_visit_title,
                    rx.el.p(address.street, rx.el.br(), f"{address.postal_code} {address.city}"),
                    external_link(t.directions, href=c.map.open_url, class_name="text-link"),
                ),
                class_name="card-grid info-cards",
            ),
            class_name="section",
        ),
    )
