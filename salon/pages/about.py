"""/om-oss"""

import reflex as rx

from salon.components.layout import layout
from salon.content import CONTENT

ROUTE = "/om-oss"


def about() -> rx.Component:
    return layout(ROUTE, rx.el.section(rx.el.h1(CONTENT.texts.about_title), class_name="section"))
