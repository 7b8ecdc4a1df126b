"""The 404 page; it also logs the path the visitor tried."""

import reflex as rx

from salon import routes
from salon.components.layout import layout
from salon.content import CONTENT
from salon.routes import NOT_FOUND_PATH, Route, page
from salon_components.elements import missing_path

T = CONTENT.texts


@page(NOT_FOUND_PATH, heading=lambda: T.not_found_title, in_sitemap=False)
def not_found(route: Route) -> rx.Component:
    return layout(
        route,
        rx.el.section(
            missing_path(),
            # The spec's English texts on a Swedish page (WCAG 3.1.2).
            rx.el.h1(route.heading(), lang="en"),
            rx.el.p(T.not_found_text),
            rx.el.a(
                T.not_found_home,
                href=routes.get("home").path,
                lang="en",
                class_name="button button-primary",
            ),
            class_name="section narrow not-found",
        ),
    )
