"""Home-page overlays: the floating book button and the loyalty offer.

Timers come from the spec: the book button appears 10 s after load; the
loyalty button 2 s after cookies are accepted, checked every second and on
storage changes (so accepting in another tab counts too). The behaviour is
in assets/js/widgets/delayed.jsx, loyalty.jsx and widgets/consent.jsx.
"""

import reflex as rx

from salon.components.links import booking_button
from salon.content_model import Content
from salon.theme import colours
from salon_components import qr_code
from salon_components.site_modules import Delayed, LoyaltyOffer

FLOATING_DELAY_MS = 10_000
LOYALTY_DELAY_MS = 2_000
CONSENT_POLL_MS = 1_000
LOYALTY_TITLE_ID = "stamkund-titel"


def bottom_buttons(c: Content) -> rx.Component:
    """Both buttons in one dock (salon.css .bottom-dock), so they never overlap."""
    return rx.el.div(floating_book_button(c), loyalty_offer(c), class_name="bottom-dock")


def floating_book_button(c: Content) -> rx.Component:
    return Delayed.create(
        rx.el.div(
            booking_button(c.texts.floating_book, href=c.booking_url), class_name="floating-book"
        ),
        delay_ms=FLOATING_DELAY_MS,
    )


def loyalty_offer(c: Content) -> rx.Component:
    t = c.texts
    return LoyaltyOffer.create(
        rx.el.p(c.loyalty_text),
        rx.el.div(
            qr_code(
                c.loyalty_url,
                title=t.loyalty_qr_title,
                background=colours(c)["surface"],
                foreground=colours(c)["text"],
            ),
            class_name="qr",
        ),
        booking_button(t.book_now, href=c.booking_url),
        button_label=t.loyalty_button,
        title=c.loyalty_title,
        title_id=LOYALTY_TITLE_ID,
        close_label=t.loyalty_close,
        close_text=t.close,
        delay_ms=LOYALTY_DELAY_MS,
        poll_ms=CONSENT_POLL_MS,
    )
