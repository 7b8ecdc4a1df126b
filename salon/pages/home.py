"""/"""

import reflex as rx

from salon.components.layout import layout
from salon.content import CONTENT

ROUTE = "/"


def home() -> rx.Component:
    return layout(ROUTE, rx.el.section(rx.el.h1(CONTENT.hero_headline), class_name="section"))
