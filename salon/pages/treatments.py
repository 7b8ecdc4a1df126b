"""/behandlingar"""

import reflex as rx

from salon.components.layout import layout
from salon.content import CONTENT

ROUTE = "/behandlingar"


def treatments() -> rx.Component:
    return layout(ROUTE, rx.el.section(rx.el.h1(CONTENT.texts.treatments_title), class_name="section"))
