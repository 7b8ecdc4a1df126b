"""The privacy notice: what the site stores, where a message goes and how to change your mind."""

import reflex as rx

from salon.components.layout import layout
from salon.components.sections import text_page
from salon.form_destination import privacy_text
from salon.routes import Route, page


@page(
    sv="/privacy-policy",
    en="/en/privacy-policy",
    heading=lambda c: c.privacy.title,
    in_sitemap=False,
)
def privacy(route: Route) -> rx.Component:
    c = route.content
    policy = c.privacy
    contact_form = rx.el.section(rx.el.h2(policy.form_title), rx.el.p(privacy_text(c)))
    return layout(route, text_page(policy, contact_form))
