"""The 404 page; it also logs the path the visitor tried."""

import reflex as rx

from salon import routes
from salon.components.layout import layout
from salon.content import CONTENT
from salon_components.site_modules import LogMissingPath

T = CONTENT.texts


def not_found() -> rx.Component:
    return layout(
        routes.NOT_FOUND,
        rx.el.section(
            LogMissingPath.create(),
            # The spec's English texts on a Swedish page (WCAG 3.1.2).
            rx.el.h1(T.not_found_title, lang="en"),
            rx.el.p(T.not_found_text),
            rx.el.a(
                T.not_found_home,
                href=routes.HOME.path,
                lang="en",
                class_name="button button-primary",
            ),
            class_name="section narrow not-found",
        ),
    )
