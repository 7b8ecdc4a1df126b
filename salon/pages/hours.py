"""Opening hours: the week's hours with today marked, open-now status,
upcoming deviations (holidays, closures) and cards."""

import reflex as rx

from salon.components.layout import layout
from salon.components.links import booking_button, external_link
from salon.components.sections import booking_rules
from salon.content import CONTENT
from salon.opening_hours.components import hours_status, hours_table, upcoming_deviations
from salon.routes import Route, page

T = CONTENT.texts


def _card(title: str, *children) -> rx.Component:
    return rx.el.li(rx.el.h2(title, class_name="card-title"), *children, class_name="card")


@page("/oppettider", heading=lambda: T.hours_page_title)
def hours(route: Route) -> rx.Component:
    address = CONTENT.contact.address
    return layout(
        route,
        rx.el.div(
            rx.el.h1(route.heading()),
            hours_status(),
            rx.el.div(
                rx.el.div(
                    hours_table(),
                    rx.el.section(
                        rx.el.h2(T.deviations_title, id="avvikande-rubrik"),
                        upcoming_deviations(),
                        aria_labelledby="avvikande-rubrik",
                        class_name="card deviations-card",
                    ),
                    class_name="hours-main",
                ),
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
                    rx.el.p(
                        rx.el.a(
                            CONTENT.contact.phone,
                            href=CONTENT.contact.phone_href,
                            class_name="big-link",
                        )
                    ),
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
