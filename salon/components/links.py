"""Links that leave the site or start a booking."""

import reflex as rx

from salon.content import CONTENT


def external_link(*children, href: str, **props) -> rx.Component:
    """A link to another site: always a new tab, never leaking the opener."""
    return rx.el.a(*children, href=href, target="_blank", rel="noopener noreferrer", **props)


def booking_button(label: str, *, variant: str = "primary", class_name: str = "") -> rx.Component:
    """A button-styled link to the external booking service."""
    return external_link(
        label,
        href=CONTENT.booking_url,
        class_name=f"button button-{variant} {class_name}".strip(),
    )
