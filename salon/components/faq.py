"""The FAQ accordion: one item open at a time; the open one closes on click."""

import reflex as rx

from salon.browser_state import effect, faq_open
from salon.content import CONTENT

# -2 means "not hydrated yet": the prerendered HTML shows every answer, so the
# page is complete without JavaScript; the browser then collapses them.
_COLLAPSE_ON_LOAD = f"if ({faq_open.js_get} === -2) {faq_open.js_set('-1')};"


def _item(index: int, question: str, answer: str) -> rx.Component:
    button_id, panel_id = f"faq-fraga-{index}", f"faq-svar-{index}"
    is_open = (faq_open.value == index) | (faq_open.value == -2)
    return rx.el.div(
        rx.el.h3(
            rx.el.button(
                rx.el.span(question),
                rx.el.span(aria_hidden="true", class_name="chevron"),
                id=button_id,
                type="button",
                class_name="faq-question",
                aria_expanded=is_open.to_string(),
                aria_controls=panel_id,
                on_click=faq_open.set(rx.cond(faq_open.value == index, -1, index)),
            ),
            class_name="faq-heading",
        ),
        rx.el.div(
            rx.el.p(answer),
            id=panel_id,
            role="region",
            aria_labelledby=button_id,
            hidden=~is_open,
            class_name="faq-answer",
        ),
        class_name="faq-item",
    )


def faq() -> rx.Component:
    return rx.el.div(
        effect(_COLLAPSE_ON_LOAD, faq_open),
        *(_item(i, item.question, item.answer) for i, item in enumerate(CONTENT.faq)),
        class_name="faq",
    )
