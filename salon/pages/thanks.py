"""The thank-you page: where a message sent without JavaScript lands once the receiver has it.

The own receiver answers a plain form post with a redirect here (a form
service can be told to do the same). It says what the toast says when the
form sends with JavaScript, and only a receiver that took the message sends
a visitor here.
"""

import reflex as rx

from salon import routes
from salon.components.layout import layout
from salon.content import CONTENT

T = CONTENT.texts


def thanks() -> rx.Component:
    return layout(
        routes.THANKS,
        rx.el.div(
            rx.el.h1(T.toast_title),
            rx.el.p(T.toast_text, class_name="lead"),
            class_name="section narrow",
        ),
    )
