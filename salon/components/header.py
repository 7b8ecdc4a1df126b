"""The fixed top bar: logo, main navigation, booking button, mobile menu."""

import reflex as rx

from salon.browser_state import effect, js_handler, menu_open
from salon.components.links import booking_button
from salon.content import CONTENT

T = CONTENT.texts
MENU_ID = "huvudmeny"

# Escape closes the menu and hands focus back to the button that opened it.
_CLOSE_ON_ESCAPE = f"""
const onKey = (e) => {{
  if (e.key !== 'Escape' || !{menu_open.js_get}) return;
  {menu_open.js_set('false')};
  document.getElementById('menyknapp')?.focus();
}};
window.addEventListener('keydown', onKey);
return () => window.removeEventListener('keydown', onKey);
"""


def _nav_link(label: str, href: str, current: bool) -> rx.Component:
    return rx.el.li(
        rx.el.a(
            label,
            href=href,
            class_name="nav-link",
            aria_current="page" if current else None,
            on_click=menu_open.set(False),
        )
    )


def header(route: str) -> rx.Component:
    """The site header; `route` is the page it is rendered on."""
    return rx.el.header(
        rx.el.div(
            rx.el.a(CONTENT.salon_name, href="/", class_name="brand"),
            rx.el.button(
                rx.el.span(aria_hidden="true", class_name="menu-icon"),
                rx.el.span(T.menu, class_name="menu-label"),
                id="menyknapp",
                type="button",
                class_name="menu-button",
                aria_expanded=menu_open.value.to_string(),
                aria_controls=MENU_ID,
                on_click=js_handler(
                    menu_open.js_set(f"!{menu_open.js_get}"), menu_open
                ),
            ),
            rx.el.nav(
                rx.el.ul(
                    *(_nav_link(item.label, item.url, item.url == route) for item in CONTENT.nav),
                    class_name="nav-list",
                ),
                booking_button(T.book_short, class_name="nav-book"),
                id=MENU_ID,
                aria_label=T.main_nav,
                class_name=rx.cond(menu_open.value, "site-nav open", "site-nav"),
            ),
            effect(_CLOSE_ON_ESCAPE, menu_open),
            class_name="header-inner",
        ),
        class_name="site-header",
    )
