"""Links that leave the site or start a booking."""

import reflex as rx


def external_link(*children, href: str, **props) -> rx.Component:
    """A link to another site: always a new tab, never leaking the opener."""
    return rx.el.a(*children, href=href, target="_blank", rel="noopener noreferrer", **props)


def booking_button(
    label: str, *, href: str, variant: str = "primary", class_name: str = "", service: str = ""
) -> rx.Component:
    """A button-styled link to the external booking service at `href` (the
    salon's page, `Content.booking_url`, or a service's). `service` is added for screen readers only, so a
    list of links reads "Boka Damklippning" while the button stays short and
    its visible text is still the start of its name (WCAG 2.5.3). The
    booking page is the same in every language."""
    return external_link(
        label,
        *([rx.el.span(f" {service}", class_name="visually-hidden")] if service else []),
        href=href,
        class_name=f"button button-{variant} {class_name}".strip(),
    )
