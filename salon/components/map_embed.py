"""The embedded map, held back until the visitor consents.

The map service can set third-party cookies, so before consent the page shows
a same-size placeholder and makes no request to the map host.
"""

import reflex as rx

from salon.browser_state import consent, map_revealed
from salon.components.links import external_link
from salon.content import CONTENT

T = CONTENT.texts


def map_embed(title: str) -> rx.Component:
    return rx.el.div(
        rx.cond(
            (consent.value == "accepted") | map_revealed.value,
            rx.el.iframe(
                src=CONTENT.map.embed_url,
                title=title,
                loading="lazy",
                referrer_policy="no-referrer-when-downgrade",
                class_name="map-frame",
            ),
            rx.el.div(
                rx.el.p(T.map_consent_text),
                rx.el.div(
                    rx.el.button(
                        T.map_show,
                        type="button",
                        class_name="button button-secondary",
                        on_click=map_revealed.set(True),
                    ),
                    external_link(T.map_open, href=CONTENT.map.open_url, class_name="text-link"),
                    class_name="map-actions",
                ),
                class_name="map-placeholder",
            ),
        ),
        class_name="map",
    )
