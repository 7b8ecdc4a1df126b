"""The accessibility statement (tillgänglighetsredogörelse)."""

import reflex as rx

from salon.components.layout import layout
from salon.components.sections import text_page
from salon.routes import Route, page


@page(sv="/tillganglighet", en="/en/accessibility", heading=lambda c: c.accessibility.title)
def accessibility(route: Route) -> rx.Component:
    c = route.content
    statement, contact = c.accessibility, c.contact
    return layout(
        route,
        text_page(
            statement,
            rx.el.section(
                rx.el.h2(statement.report_title),
                rx.el.p(statement.report_text),
                rx.el.ul(
                    rx.el.li(
                        statement.email_label,
                        ": ",
                        rx.el.a(contact.email, href=f"mailto:{contact.email}"),
                    ),
                    rx.el.li(
                        statement.phone_label,
                        ": ",
                        rx.el.a(contact.phone, href=contact.phone_href),
                    ),
                    class_name="report-links",
                ),
            ),
            rx.el.p(
                statement.reviewed_label,
                " ",
                rx.el.time(statement.last_review, date_time=statement.last_review),
                ".",
                class_name="muted reviewed",
            ),
        ),
    )
