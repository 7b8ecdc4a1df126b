"""The thank-you page: where a message sent without JavaScript lands once the receiver has it.

The own receiver answers a plain form post with a redirect here, in the
language of the page the form was on (a form service can be told to do the
same). It says what the toast says when the form sends with JavaScript, and
only a receiver that took the message sends a visitor here.
"""

import reflex as rx

from salon.components.layout import layout
from salon.contact_form import THANKS_PATHS
from salon.routes import Route, page


@page(**THANKS_PATHS, heading=lambda c: c.texts.toast_title, in_sitemap=False)
def thanks(route: Route) -> rx.Component:
    return layout(
        route,
        rx.el.div(
            rx.el.h1(route.heading()),
            rx.el.p(route.content.texts.toast_text, class_name="lead"),
            class_name="section narrow",
        ),
    )
