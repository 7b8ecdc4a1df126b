"""The frame every page stands on: skip link, header, cookie banner, main, footer."""

import reflex as rx

from salon.components.consent import cookie_banner
from salon.components.footer import footer
from salon.components.header import header
from salon.components.language import mark_languages
from salon.routes import Route
from salon_components.site_modules import HydrationMarker
from static_first.generated.reflex_private import PlainLink

MAIN_ID = "innehall"


def layout(route: Route, *children: rx.Component) -> rx.Component:
    """A full page for `route` with `children` as its main content, in the
    route's language."""
    page = rx.fragment(
        PlainLink.create(route.content.texts.skip_link, href=f"#{MAIN_ID}", class_name="skip-link"),
        header(route),
        # Before the page's content, though it shows at the bottom of the
        # screen: parsed early, it paints with the first paint on a long
        # page over a slow line, and a keyboard or screen reader user meets
        # it before the content, as a sighted visitor does. The skip link
        # passes it.
        cookie_banner(route),
        rx.el.main(*children, id=MAIN_ID, tab_index=-1),
        footer(route),
        HydrationMarker.create(lang=route.locale.code),
    )
    return mark_languages(page, route.locale.code)
