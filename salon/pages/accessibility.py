"""The accessibility statement (tillgänglighetsredogörelse)."""

import reflex as rx

from salon.components.layout import layout
from salon.components.sections import text_page
from salon.content import CONTENT
from salon.routes import Route, page


@page("/tillganglighet", heading=lambda: CONTENT.accessibility.title)
def accessibility(route: Route) -> rx.Component:
    statement = CONTENT.accessibility
    contact = CONTENT.contact
    return layout(
        route,
        text_page(
            statement,
            rx.el.section(
                rx.el.h2(statement.report_title),
                rx.el.p(statement.report_text),
                rx.el.ul(
                    rx.el.li(
                        f"{statement.email_label}: ",
                        rx.el.a(contact.email, href=f"mailto:{contact.email}"),
                    ),
                    rx.el.li(
                        f"{statement.phone_label}: ",
                        rx.el.a(contact.phone, href=contact.phone_href),
                    ),
                    class_name="report-links",
                ),
            ),
            rx.el.p(
                f"{statement.reviewed_label} ",
                rx.el.time(statement.last_review, date_time=statement.last_review),
                ".",
                class_name="muted reviewed",
            ),
        ),
    )
