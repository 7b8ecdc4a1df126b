"""The site's wrapped widgets built for the unit tests, with every argument
they require, so a new required prop is added in one place."""

import reflex as rx

from salon_components import slider


def make_slider(**kwargs):
    """A two-slide carousel; `kwargs` are its optional props."""
    return slider(
        rx.el.div("ett"),
        rx.el.div("två"),
        label="Bilder",
        role_description="karusell",
        autoplay_ms=4000,
        pause_label="Pausa",
        dot_label="Visa bild",
        **kwargs,
    )
