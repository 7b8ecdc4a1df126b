"""/privacy-policy: what the site stores and how to change your mind."""

import reflex as rx

from salon.components.layout import layout
from salon.content import CONTENT

ROUTE = "/privacy-policy"


def privacy() -> rx.Component:
    policy = CONTENT.privacy
    return layout(
        ROUTE,
        rx.el.article(
            rx.el.h1(policy.title),
            rx.el.p(policy.intro, class_name="lead"),
            *(
                rx.el.section(rx.el.h2(part.title), *(rx.el.p(p) for p in part.paragraphs))
                for part in policy.sections
            ),
            class_name="section narrow prose",
        ),
    )
