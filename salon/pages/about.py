"""About us: the salon's story, its four values and a quote."""

import reflex as rx

from salon.components.layout import layout
from salon.routes import Route, page


@page(sv="/om-oss", en="/en/about", heading=lambda c: c.texts.about_title)
def about(route: Route) -> rx.Component:
    c = route.content
    return layout(
        route,
        rx.el.div(
            rx.el.h1(route.heading()),
            *(
                rx.el.p(paragraph, class_name="lead" if i == 0 else "")
                for i, paragraph in enumerate(c.about_story)
            ),
            class_name="section narrow",
        ),
        rx.el.section(
            rx.el.div(
                rx.el.h2(c.texts.values_title),
                rx.el.ul(
                    *(
                        rx.el.li(rx.el.h3(value.title), rx.el.p(value.text), class_name="tile")
                        for value in c.values
                    ),
                    class_name="tile-grid values",
                ),
                class_name="section",
            ),
            class_name="band band-subtle",
        ),
        rx.el.figure(
            rx.el.blockquote(rx.el.p(c.quote)),
            rx.el.figcaption("— ", c.quote_author),
            class_name="section narrow quote",
        ),
    )
