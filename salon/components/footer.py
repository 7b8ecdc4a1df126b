"""The site footer: contact, hours, social links, map and credits."""

import reflex as rx

from salon.components.consent import map_embed, withdraw_button
from salon.components.links import booking_button, external_link
from salon.content_model import Content
from salon.opening_hours.components import hours_list
from salon.routes import Route


def contact_details(c: Content) -> rx.Component:
    """Address, phone and e-mail; also used on the contact page."""
    address = c.contact.address
    return rx.el.address(
        rx.el.p(c.salon_name, class_name="strong"),
        rx.el.p(address.street),
        rx.el.p(f"{address.postal_code} {address.city}"),
        rx.el.p(rx.el.a(c.contact.phone, href=c.contact.phone_href)),
        rx.el.p(rx.el.a(c.contact.email, href=f"mailto:{c.contact.email}")),
        class_name="contact-details",
    )


def social_links(c: Content) -> rx.Component:
    return rx.el.ul(
        *(rx.el.li(external_link(s.label, href=s.url)) for s in c.social),
        class_name="social-links",
    )


def footer(route: Route) -> rx.Component:
    c, t = route.content, route.content.texts
    return rx.el.footer(
        rx.el.div(
            rx.el.section(
                rx.el.h2(t.footer_contact, class_name="footer-title"),
                contact_details(c),
                social_links(c),
                class_name="footer-col",
            ),
            rx.el.section(
                rx.el.h2(t.footer_hours, class_name="footer-title"),
                hours_list(c),
                booking_button(t.book_online, href=c.booking_url),
                class_name="footer-col",
            ),
            rx.el.section(
                rx.el.h2(t.footer_map, class_name="footer-title"),
                map_embed(c, c.map.footer_title),
                class_name="footer-col footer-map",
            ),
            class_name="footer-grid",
        ),
        rx.el.div(
            rx.el.p(f"© {c.salon_name}"),
            rx.el.a(t.privacy_link, href=route.link("privacy")),
            rx.el.a(t.accessibility_link, href=route.link("accessibility")),
            withdraw_button(c),
            external_link(c.credit.text, href=c.credit.url),
            class_name="footer-bottom",
        ),
        class_name="site-footer",
    )
