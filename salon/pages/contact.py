"""/kontakt - contact details, a message form and the map."""

import reflex as rx

from salon.browser_state import js_handler, toasts
from salon.components.footer import contact_details, social_links
from salon.components.hours import hours_list
from salon.components.layout import layout
from salon.components.map_embed import map_embed
from salon.content import CONTENT

ROUTE = "/kontakt"
T = CONTENT.texts
TOAST_MS = 6000

# The form sends nothing anywhere (the spec's site has no backend): a valid
# submit shows a confirmation and the form clears itself. Each submit gets its
# own toast, which removes itself after a few seconds.
_REMOVE = f"{toasts.js_set(f'({toasts.js_get} ?? []).filter((t) => t !== id)')}"
_ON_SUBMIT = f"""
const id = Date.now() + Math.random();
{toasts.js_set(f'[...({toasts.js_get} ?? []), id]')};
window.setTimeout(() => {{ {_REMOVE}; }}, {TOAST_MS});
"""


def _field(label: str, name: str, control: rx.Component) -> rx.Component:
    return rx.el.div(rx.el.label(label, html_for=name), control, class_name="field")


def _form() -> rx.Component:
    return rx.el.form(
        rx.el.h2(T.form_title),
        _field(T.form_name, "namn", rx.el.input(id="namn", name="namn", type="text", required=True, auto_complete="name")),
        _field(T.form_email, "email", rx.el.input(id="email", name="email", type="email", required=True, auto_complete="email")),
        _field(T.form_message, "meddelande", rx.el.textarea(id="meddelande", name="meddelande", rows=5, required=True)),
        rx.el.button(T.form_submit, type="submit", class_name="button button-primary"),
        on_submit=js_handler(_ON_SUBMIT, toasts),
        reset_on_submit=True,
        class_name="card contact-form",
    )


def _toasts() -> rx.Component:
    return rx.el.div(
        rx.foreach(
            toasts.value.to(list[float]),
            lambda toast_id: rx.el.div(
                rx.el.div(
                    rx.el.p(T.toast_title, class_name="toast-title"),
                    rx.el.p(T.toast_text),
                ),
                rx.el.button(
                    rx.el.span("×", aria_hidden="true"),
                    type="button",
                    class_name="icon-button",
                    aria_label=T.toast_close,
                    on_click=js_handler(
                        toasts.js_set(f"({toasts.js_get} ?? []).filter((t) => t !== {toast_id})"),
                        toasts,
                    ),
                ),
                class_name="toast",
            ),
        ),
        role="status",
        aria_live="polite",
        class_name="toasts",
    )


def contact() -> rx.Component:
    return layout(
        ROUTE,
        rx.el.div(
            rx.el.h1(T.contact_title),
            rx.el.p(T.contact_intro, class_name="lead"),
            rx.el.div(
                rx.el.div(
                    rx.el.div(contact_details(), social_links(), class_name="card"),
                    rx.el.div(rx.el.h2(T.footer_hours), hours_list(), class_name="card"),
                    class_name="stack",
                ),
                _form(),
                class_name="contact-layout",
            ),
            rx.el.section(rx.el.h2(T.footer_map), map_embed(CONTENT.map.contact_title), class_name="contact-map"),
            class_name="section",
        ),
        _toasts(),
    )
