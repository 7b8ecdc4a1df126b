"""The fixed top bar: logo, main navigation, booking button, mobile menu.

Below the desktop width the navigation is a native popover opened by the
"Meny" button (popovertarget): it works from the first paint and without
JavaScript, exposes its expanded state, and closes on Escape or a tap
outside (which does nothing else). Browsers without popover get the links as
a scrollable row in the bar instead (salon.css). Each link loads its page
as a new document, whose menu starts closed. From 768 px the CSS shows the
same element as the inline desktop navigation.
"""

import reflex as rx

from salon import routes
from salon.components.links import booking_button
from salon.content import CONTENT
from salon.routes import Route

T = CONTENT.texts
MENU_ID = "huvudmeny"


def _nav_link(label: str, href: str, current: bool) -> rx.Component:
    return rx.el.li(
        rx.el.a(label, href=href, class_name="nav-link", aria_current="page" if current else None)
    )


def nav_routes() -> list[Route]:
    """The pages in the main menu, in the registry's order: those with a menu label."""
    return [route for route in routes.all_routes() if CONTENT.pages[route.key].nav_label]


def header(route: Route) -> rx.Component:
    """The site header; `route` is the page it is rendered on. After it, the
    dimmed layer under the open menu (salon.css .menu-scrim): a tap outside
    the menu lands there and only closes the menu, never clicking the page."""
    return rx.fragment(_bar(route), rx.el.div(aria_hidden="true", class_name="menu-scrim"))


def _bar(route: Route) -> rx.Component:
    return rx.el.header(
        rx.el.div(
            rx.el.a(CONTENT.salon_name, href=routes.get("home").path, class_name="brand"),
            rx.el.button(
                rx.el.span(aria_hidden="true", class_name="menu-icon"),
                rx.el.span(T.menu, class_name="menu-label"),
                id="menyknapp",
                type="button",
                class_name="menu-button",
                custom_attrs={"popoverTarget": MENU_ID},
            ),
            rx.el.nav(
                rx.el.ul(
                    *(
                        _nav_link(CONTENT.pages[r.key].nav_label, r.path, r.key == route.key)
                        for r in nav_routes()
                    ),
                    class_name="nav-list",
                ),
                booking_button(T.book_short, class_name="nav-book"),
                id=MENU_ID,
                aria_label=T.main_nav,
                class_name="site-nav",
                custom_attrs={"popover": "auto"},
            ),
            class_name="header-inner",
        ),
        class_name="site-header",
    )
