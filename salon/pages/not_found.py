"""The 404 page, in each language; it also logs the path the visitor tried."""

import reflex as rx

from salon.components.error_screen import spec_text_lang
from salon.components.layout import layout
from salon.routes import NOT_FOUND_PATH, Route, page
from salon_components.elements import missing_path


@page(
    sv=NOT_FOUND_PATH,
    en="/en/404",
    heading=lambda c: c.texts.not_found_title,
    in_sitemap=False,
    not_found=True,
)
def not_found(route: Route) -> rx.Component:
    c = route.content
    return layout(
        route,
        rx.el.section(
            missing_path(),
            rx.el.h1(route.heading(), lang=spec_text_lang(c)),
            rx.el.p(c.texts.not_found_text),
            rx.el.a(
                c.texts.not_found_home,
                href=route.link("home"),
                lang=spec_text_lang(c),
                class_name="button button-primary",
            ),
            class_name="section narrow not-found",
        ),
    )
