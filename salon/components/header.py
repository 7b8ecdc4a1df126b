"""The fixed top bar: logo, main navigation, booking button, language switch, mobile menu.

Below the desktop width the navigation is a native popover opened by the
"Meny" button (popovertarget): it works from the first paint and without
JavaScript, exposes its expanded state, and closes on Escape or a tap
outside (which does nothing else). Browsers without popover get the links as
a scrollable row in the bar instead (salon.css). Each link loads its page
as a new document, whose menu starts closed. From 768 px the CSS shows the
same element as the inline desktop navigation.

The language switch stays in the bar at every width, outside the menu: a
plain link to this page in the other language, named in that language.
"""

import reflex as rx

from salon import routes
from salon.components.image import site_path
from salon.components.links import booking_button
from salon.content import Contents
from salon.content_model import Content
from salon.images import logo, publish
from salon.locales import DEFAULT, Locale
from salon.routes import Route
from static_first.generated.reflex_private import PlainLink

MENU_ID = "huvudmeny"


def _nav_link(label: str, href: str, current: bool) -> rx.Component:
    return rx.el.li(
        rx.el.a(label, href=href, class_name="nav-link", aria_current="page" if current else None)
    )


def nav_routes(locale: Locale = DEFAULT, *, contents: Contents | None = None) -> list[Route]:
    """The pages in the main menu of `locale`'s pages, in the registry's
    order: those with a menu label."""
    return [
        r for r in routes.all_routes(locale, contents=contents) if r.content.pages[r.key].nav_label
    ]


def header(route: Route) -> rx.Component:
    """The site header; `route` is the page it is rendered on. After it, the
    dimmed layer under the open menu (salon.css .menu-scrim): a tap outside
    the menu lands there and only closes the menu, never clicking the page."""
    return rx.fragment(_bar(route), rx.el.div(aria_hidden="true", class_name="menu-scrim"))


def language_switch(route: Route) -> list[rx.Component]:
    """A link to this page in each other language, in that language's own
    words ("English", "Svenska"): a plain link, so the whole page loads in
    the other language. A 404 page links the other language's home page."""
    links = []
    for other in route.counterparts:
        if other.locale == route.locale:
            continue
        target = (
            routes.get("home", other.locale, contents=route.contents)
            if route.is_not_found
            else other
        )
        links.append(
            PlainLink.create(
                other.content.texts.language_name,
                href=target.path,
                lang=other.locale.code,
                href_lang=other.locale.code,
                class_name="language-link",
            )
        )
    return links


def brand(c: Content, href: str) -> rx.Component:
    """The link home: the salon's logo, named by the salon's name, or the
    name itself in the headings' font when there is no logo."""
    if c.logo is None:
        return rx.el.a(c.salon_name, href=href, class_name="brand")
    job = publish.logo_job(c.logo)
    publish.wanted(job, job.files)
    return rx.el.a(
        rx.el.img(
            src=site_path(publish.url(job.name)),
            alt=c.salon_name,
            class_name="brand-logo",
            # Attributes, not props: Reflex would turn those into CSS.
            custom_attrs={"width": job.logo.width(), "height": logo.HEIGHT},
        ),
        href=href,
        class_name="brand",
    )


def _bar(route: Route) -> rx.Component:
    # In reading order at every width: the switch comes after the
    # navigation (inline from 768 px, a popover below) and before the menu
    # button, so it stays in the bar at the right end.
    c = route.content
    return rx.el.header(
        rx.el.div(
            brand(c, route.link("home")),
            rx.el.nav(
                rx.el.ul(
                    *(
                        _nav_link(c.pages[r.key].nav_label, r.path, r.key == route.key)
                        for r in nav_routes(route.locale, contents=route.contents)
                    ),
                    class_name="nav-list",
                ),
                booking_button(c.texts.book_short, href=c.booking_url, class_name="nav-book"),
                id=MENU_ID,
                aria_label=c.texts.main_nav,
                class_name="site-nav",
                custom_attrs={"popover": "auto"},
            ),
            *language_switch(route),
            rx.el.button(
                rx.el.span(aria_hidden="true", class_name="menu-icon"),
                rx.el.span(c.texts.menu, class_name="menu-label"),
                id="menyknapp",
                type="button",
                class_name="menu-button",
                custom_attrs={"popoverTarget": MENU_ID},
            ),
            class_name="header-inner",
        ),
        class_name="site-header",
    )
