"""Contact: details, a message form and the map."""

import reflex as rx

from salon import routes
from salon.components.consent import map_embed
from salon.components.footer import contact_details, social_links
from salon.components.hours import hours_list
from salon.components.layout import layout
from salon.content import CONTENT
from salon_components.site_modules import LocalForm

T = CONTENT.texts
TOAST_MS = 6000


def _field(label: str, name: str, control: rx.Component) -> rx.Component:
    return rx.el.div(rx.el.label(label, html_for=name), control, class_name="field")


def _form() -> rx.Component:
    """The message form. It sends nothing anywhere (the spec's site has no
    backend): assets/js/widgets/contact_form.jsx confirms a valid submit with a toast
    and clears it. Without JavaScript it is hidden, and the note after it
    offers e-mail and phone instead."""
    return LocalForm.create(
        rx.el.h2(T.form_title),
        _field(T.form_name, "namn", rx.el.input(id="namn", name="namn", type="text", required=True, auto_complete="name")),
        _field(T.form_email, "email", rx.el.input(id="email", name="email", type="email", required=True, auto_complete="email")),
        _field(T.form_message, "meddelande", rx.el.textarea(id="meddelande", name="meddelande", rows=5, required=True)),
        rx.el.button(T.form_submit, type="submit", class_name="button button-primary"),
        class_name="card contact-form needs-script",
        toast_title=T.toast_title,
        toast_text=T.toast_text,
        close_label=T.toast_close,
        toast_ms=TOAST_MS,
    )


def _no_script_note() -> rx.Component:
    return rx.el.div(
        rx.el.h2(T.form_title),
        rx.el.p(T.form_no_script),
        rx.el.p(rx.el.a(CONTENT.contact.email, href=f"mailto:{CONTENT.contact.email}", class_name="big-link")),
        rx.el.p(rx.el.a(CONTENT.contact.phone, href=CONTENT.contact.phone_href, class_name="big-link")),
        class_name="card contact-form no-script-only",
    )


def contact() -> rx.Component:
    return layout(
        routes.CONTACT,
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
                _no_script_note(),
                class_name="contact-layout",
            ),
            rx.el.section(rx.el.h2(T.footer_map), map_embed(CONTENT.map.contact_title), class_name="contact-map"),
            class_name="section",
        ),
    )
