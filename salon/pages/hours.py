"""/oppettider"""

import reflex as rx

from salon.components.layout import layout
from salon.content import CONTENT

ROUTE = "/oppettider"


def hours() -> rx.Component:
    return layout(ROUTE, rx.el.section(rx.el.h1(CONTENT.texts.hours_page_title), class_name="section"))
