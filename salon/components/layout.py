"""The frame every page stands on: skip link, header, main, footer, banner."""

import reflex as rx

from salon.components.consent import cookie_banner
from salon.components.footer import footer
from salon.components.header import header
from salon.components.language import mark_languages
from salon.plugins.reflex_output import PlainLink
from salon.routes import Route
from salon_components.site_modules import HydrationMarker

MAIN_ID = "innehall"


def layout(route: Route, *children: rx.Component) -> rx.Component:
    """A full page for `route` with `children` as its main content, in the
    route's language."""
    page = rx.fragment(
        PlainLink.create(route.content.texts.skip_link, href=f"#{MAIN_ID}", class_name="skip-link"),
        header(route),
        rx.el.main(*children, id=MAIN_ID, tab_index=-1),
        footer(route),
        cookie_banner(route),
        HydrationMarker.create(lang=route.locale.code),
    )
    return mark_languages(page, route.locale.code)
