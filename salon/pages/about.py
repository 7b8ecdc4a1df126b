"""About us: the salon's story, its four values and a quote."""

import reflex as rx

from salon.components.layout import layout
from salon.content import CONTENT
from salon.routes import Route, page

T = CONTENT.texts


@page("/om-oss", heading=lambda: T.about_title)
def about(route: Route) -> rx.Component:
    return layout(
        route,
        rx.el.div(
            rx.el.h1(route.heading()),
            *(
                rx.el.p(paragraph, class_name="lead" if i == 0 else "")
                for i, paragraph in enumerate(CONTENT.about_story)
            ),
            class_name="section narrow",
        ),
        rx.el.section(
            rx.el.div(
                rx.el.h2(T.values_title),
                rx.el.ul(
                    *(
                        rx.el.li(rx.el.h3(value.title), rx.el.p(value.text), class_name="tile")
                        for value in CONTENT.values
                    ),
                    class_name="tile-grid values",
                ),
                class_name="section",
            ),
            class_name="band band-subtle",
        ),
        rx.el.figure(
            rx.el.blockquote(rx.el.p(CONTENT.quote)),
            rx.el.figcaption(f"— {CONTENT.quote_author}"),
            class_name="section narrow quote",
        ),
    )
