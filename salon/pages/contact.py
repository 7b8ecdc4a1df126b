"""/kontakt"""

import reflex as rx

from salon.components.layout import layout
from salon.content import CONTENT

ROUTE = "/kontakt"


def contact() -> rx.Component:
    return layout(ROUTE, rx.el.section(rx.el.h1(CONTENT.texts.contact_title), class_name="section"))
