"""The site footer: contact, hours, social links, map and credits."""

import reflex as rx

from salon import routes
from salon.components.consent import map_embed, withdraw_button
from salon.components.links import booking_button, external_link
from salon.content import CONTENT
from salon.opening_hours.components import hours_list

T = CONTENT.texts
A = CONTENT.contact.address


def contact_details() -> rx.Component:
    """Address, phone and e-mail; also used on the contact page."""
    return rx.el.address(
        rx.el.p(CONTENT.salon_name, class_name="strong"),
        rx.el.p(A.street),
        rx.el.p(f"{A.postal_code} {A.city}"),
        rx.el.p(rx.el.a(CONTENT.contact.phone, href=CONTENT.contact.phone_href)),
        rx.el.p(rx.el.a(CONTENT.contact.email, href=f"mailto:{CONTENT.contact.email}")),
        class_name="contact-details",
    )


def social_links() -> rx.Component:
    return rx.el.ul(
        *(rx.el.li(external_link(s.label, href=s.url)) for s in CONTENT.social),
        class_name="social-links",
    )


def footer() -> rx.Component:
    return rx.el.footer(
        rx.el.div(
            rx.el.section(
                rx.el.h2(T.footer_contact, class_name="footer-title"),
                contact_details(),
                social_links(),
                class_name="footer-col",
            ),
            rx.el.section(
                rx.el.h2(T.footer_hours, class_name="footer-title"),
                hours_list(),
                booking_button(T.book_online),
                class_name="footer-col",
            ),
            rx.el.section(
                rx.el.h2(T.footer_map, class_name="footer-title"),
                map_embed(CONTENT.map.footer_title),
                class_name="footer-col footer-map",
            ),
            class_name="footer-grid",
        ),
        rx.el.div(
            rx.el.p(f"© {CONTENT.salon_name}"),
            rx.el.a(T.privacy_link, href=routes.get("privacy").path),
            rx.el.a(T.accessibility_link, href=routes.get("accessibility").path),
            withdraw_button(),
            external_link(CONTENT.credit.text, href=CONTENT.credit.url),
            class_name="footer-bottom",
        ),
        class_name="site-footer",
    )
