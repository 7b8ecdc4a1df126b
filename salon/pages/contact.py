"""Contact: details, a message form and the map."""

import reflex as rx

from salon.components.consent import map_embed
from salon.components.footer import contact_details, social_links
from salon.components.layout import layout
from salon.content import CONTENT
from salon.form_destination import delivery
from salon.opening_hours.components import hours_list
from salon.receiver import EMAIL, HONEYPOT, MESSAGE, NAME
from salon.routes import Route, page
from salon_components.site_modules import ContactForm

T = CONTENT.texts
TOAST_MS = 6000
DELIVERY = delivery(CONTENT)


def _field(label: str, name: str, control: rx.Component) -> rx.Component:
    return rx.el.div(rx.el.label(label, html_for=name), control, class_name="field")


def _honeypot() -> rx.Component:
    """A field people never fill in: hidden from sight and from screen
    readers, out of the tab order and of autofill. Bots fill in every field."""
    return rx.el.div(
        rx.el.label(T.form_honeypot, html_for=HONEYPOT),
        rx.el.input(id=HONEYPOT, name=HONEYPOT, type="text", tab_index=-1, auto_complete="off"),
        class_name="visually-hidden",
        aria_hidden="true",
    )


def _form() -> rx.Component:
    """The message form; salon/form_destination.py says where it delivers.
    With an endpoint it is a plain post form that works without JavaScript;
    without one only the app can deliver (to the visitor's mail app), so
    where JavaScript is off it is hidden and the note after it shows."""
    return ContactForm.create(
        rx.el.h2(T.form_title),
        _field(
            T.form_name,
            NAME,
            rx.el.input(id=NAME, name=NAME, type="text", required=True, auto_complete="name"),
        ),
        _field(
            T.form_email,
            EMAIL,
            rx.el.input(id=EMAIL, name=EMAIL, type="email", required=True, auto_complete="email"),
        ),
        _field(
            T.form_message,
            MESSAGE,
            rx.el.textarea(id=MESSAGE, name=MESSAGE, rows=5, required=True),
        ),
        _honeypot(),
        class_name="card contact-form" + ("" if DELIVERY.endpoint else " needs-script"),
        **({"endpoint": DELIVERY.endpoint} if DELIVERY.endpoint else {}),
        submit_label=T.form_submit,
        email=CONTENT.contact.email,
        field_names={"name": NAME, "email": EMAIL, "message": MESSAGE},
        phone=CONTENT.contact.phone,
        phone_href=CONTENT.contact.phone_href,
        sending_text=T.form_sending,
        failed_text=T.form_failed,
        mail_app_text=T.form_mail_app,
        mail_app_link=T.form_mail_app_link,
        mail_subject=T.form_mail_subject,
        toast_title=T.toast_title,
        toast_text=T.toast_text,
        close_label=T.toast_close,
        toast_ms=TOAST_MS,
    )


def _no_script_note() -> rx.Component:
    return rx.el.div(
        rx.el.h2(T.form_title),
        rx.el.p(T.form_no_script),
        rx.el.p(
            rx.el.a(
                CONTENT.contact.email, href=f"mailto:{CONTENT.contact.email}", class_name="big-link"
            )
        ),
        rx.el.p(
            rx.el.a(CONTENT.contact.phone, href=CONTENT.contact.phone_href, class_name="big-link")
        ),
        class_name="card contact-form no-script-only",
    )


@page("/kontakt", heading=lambda: T.contact_title)
def contact(route: Route) -> rx.Component:
    return layout(
        route,
        rx.el.div(
            rx.el.h1(route.heading()),
            rx.el.p(T.contact_intro, class_name="lead"),
            rx.el.div(
                rx.el.div(
                    rx.el.div(contact_details(), social_links(), class_name="card"),
                    rx.el.div(rx.el.h2(T.footer_hours), hours_list(), class_name="card"),
                    class_name="stack",
                ),
                _form(),
                *([] if DELIVERY.endpoint else [_no_script_note()]),
                class_name="contact-layout",
            ),
            rx.el.section(
                rx.el.h2(T.footer_map),
                map_embed(CONTENT.map.contact_title),
                class_name="contact-map",
            ),
            class_name="section",
        ),
    )
