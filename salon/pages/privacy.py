"""The privacy notice: what the site stores and how to change your mind."""

import reflex as rx

from salon import routes
from salon.components.layout import layout
from salon.components.sections import text_page
from salon.content import CONTENT



def privacy() -> rx.Component:
    return layout(routes.PRIVACY, text_page(CONTENT.privacy))
