"""Cookie consent: the banner, its withdrawal, the map that waits for it.

The storage key, the states and the clicks live in assets/js/inline/consent.js,
which runs from every page's <head> (salon/components/first_paint.py), so the
prerendered banner works from the first paint, before React and without it.
The buttons here only name their action (`data-consent-action`); CSS shows
the banner while <html data-cookies="pending">. Without JavaScript the
attribute is never set and the banner stays hidden: its buttons could not
work. The map follows the same state (<salon-map-gate>,
assets/js/elements/map_gate.js), and so does the loyalty offer
(salon/components/overlays.py, assets/js/widgets/consent.jsx).
"""

import reflex as rx

from salon.components.links import external_link
from salon.content_model import Content
from salon.routes import Route
from salon_components.elements import map_gate

ACTION_ATTR = "data-consent-action"  # ACTION_ATTR in consent.js
MAP_SHOW_ATTR = "data-map-show"  # SHOW_ATTR in elements/map_gate.js


def _action_button(label: str, action: str, class_name: str) -> rx.Component:
    return rx.el.button(
        label, type="button", class_name=class_name, custom_attrs={ACTION_ATTR: action}
    )


def cookie_banner(route: Route) -> rx.Component:
    """One banner in every language: the choice it stores is the site's, so
    accepting on an English page counts on the Swedish ones too."""
    t = route.content.texts
    return rx.el.section(
        # Title and text run together on phones, beside the buttons from 768 px.
        # The title names the region but is no heading: the banner comes
        # before the page's <h1> (salon/components/layout.py).
        rx.el.div(
            rx.el.strong(t.cookie_title, id="cookie-titel", class_name="cookie-title"),
            rx.el.p(
                t.cookie_text,
                " ",
                external_link(
                    t.read_more,
                    rx.el.span(f" {t.read_more_topic}", class_name="visually-hidden"),
                    href=route.link("privacy"),
                    class_name="text-link",
                ),
            ),
            class_name="cookie-text",
        ),
        rx.el.div(
            _action_button(t.accept, "accept", "button button-primary"),
            _action_button(t.close, "close", "button button-secondary"),
            class_name="cookie-actions",
        ),
        class_name="cookie-banner",
        aria_labelledby="cookie-titel",
    )


def withdraw_button(c: Content) -> rx.Component:
    """Forgets the stored acceptance and shows the banner again."""
    return _action_button(c.texts.cookie_settings, "withdraw", "link-button needs-script")


def map_embed(c: Content, title: str) -> rx.Component:
    """The map, or a placeholder in the same box until consent: before that the
    page makes no request to the map host, which can set cookies. "Visa
    karta" and the hint naming it show only once the element works (salon.css
    `.needs-script`, `.needs-app`); the link opens the map in a new tab, with
    or without JavaScript."""
    return map_gate(
        rx.el.div(
            # Without JavaScript neither way the hint names can work: it
            # and the button are left out (not kept as a gap).
            rx.el.p(
                c.texts.map_consent_text,
                " ",
                rx.el.span(c.texts.map_load_hint, class_name="needs-script"),
            ),
            rx.el.div(
                rx.el.button(
                    c.texts.map_show,
                    type="button",
                    class_name="button button-secondary needs-script needs-app",
                    custom_attrs={MAP_SHOW_ATTR: ""},
                ),
                external_link(c.texts.map_open, href=c.map.open_url, class_name="text-link"),
                class_name="map-actions",
            ),
            class_name="map-placeholder",
        ),
        src=c.map.embed_url,
        title=title,
        class_name="map",
    )
