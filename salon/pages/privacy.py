"""/privacy-policy: what the site stores and how to change your mind."""

import reflex as rx

from salon.components.layout import layout
from salon.components.sections import text_page
from salon.content import CONTENT

ROUTE = "/privacy-policy"


def privacy() -> rx.Component:
    return layout(ROUTE, text_page(CONTENT.privacy))
