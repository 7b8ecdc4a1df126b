"""The FAQ accordion: native <details> sharing one name, so the browser
keeps one item open at a time and a click on the open one closes it, from
the first paint and without JavaScript."""

import reflex as rx

from salon.content_model import Content

GROUP = "faq"


def faq(c: Content) -> rx.Component:
    return rx.el.div(
        *(
            rx.el.details(
                rx.el.summary(
                    rx.el.span(item.question),
                    rx.el.span(aria_hidden="true", class_name="chevron"),
                    class_name="faq-question",
                ),
                rx.el.p(item.answer, class_name="faq-answer"),
                class_name="faq-item",
                custom_attrs={"name": GROUP},
            )
            for item in c.faq
        ),
        class_name="faq",
    )
