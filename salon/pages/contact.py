"""Contact: details, a message form and the map."""

import reflex as rx

from salon.components.consent import map_embed
from salon.components.footer import contact_details, social_links
from salon.components.layout import layout
from salon.contact_form import EMAIL, HONEYPOT, LANGUAGE, MESSAGE, NAME
from salon.content_model import Content
from salon.form_destination import delivery
from salon.opening_hours.components import hours_list
from salon.routes import Route, page
from salon_components.site_modules import ContactForm

TOAST_MS = 6000


def _field(label: str, name: str, control: rx.Component) -> rx.Component:
    return rx.el.div(rx.el.label(label, html_for=name), control, class_name="field")


def _honeypot(c: Content) -> rx.Component:
    """A field people never fill in: hidden from sight and from screen
    readers, out of the tab order and of autofill. Bots fill in every field."""
    return rx.el.div(
        rx.el.label(c.texts.form_honeypot, html_for=HONEYPOT),
        rx.el.input(id=HONEYPOT, name=HONEYPOT, type="text", tab_index=-1, auto_complete="off"),
        class_name="visually-hidden",
        aria_hidden="true",
    )


def _form(c: Content, endpoint: str | None) -> rx.Component:
    """The message form; salon/form_destination.py says where it delivers.
    With an endpoint it is a plain post form that works without JavaScript;
    without one only the app can deliver (to the visitor's mail app), so
    where JavaScript is off it is hidden and the note after it shows. The
    page's language goes with the message (LANGUAGE): the own receiver
    answers in it. `endpoint` is where it posts, if anywhere."""
    t = c.texts
    return ContactForm.create(
        rx.el.h2(t.form_title),
        _field(
            t.form_name,
            NAME,
            rx.el.input(id=NAME, name=NAME, type="text", required=True, auto_complete="name"),
        ),
        _field(
            t.form_email,
            EMAIL,
            rx.el.input(id=EMAIL, name=EMAIL, type="email", required=True, auto_complete="email"),
        ),
        _field(
            t.form_message,
            MESSAGE,
            rx.el.textarea(id=MESSAGE, name=MESSAGE, rows=5, required=True),
        ),
        _honeypot(c),
        rx.el.input(type="hidden", name=LANGUAGE, default_value=c.locale.code),
        class_name="card contact-form" + ("" if endpoint else " needs-script"),
        **({"endpoint": endpoint} if endpoint else {}),
        submit_label=t.form_submit,
        email=c.contact.email,
        field_names={"name": NAME, "email": EMAIL, "message": MESSAGE},
        phone=c.contact.phone,
        phone_href=c.contact.phone_href,
        sending_text=t.form_sending,
        failed_text=t.form_failed,
        mail_app_text=t.form_mail_app,
        mail_app_link=t.form_mail_app_link,
        mail_subject=t.form_mail_subject,
        toast_title=t.toast_title,
        toast_text=t.toast_text,
        close_label=t.toast_close,
        toast_ms=TOAST_MS,
    )


def _no_script_note(c: Content) -> rx.Component:
    return rx.el.div(
        rx.el.h2(c.texts.form_title),
        rx.el.p(c.texts.form_no_script),
        rx.el.p(rx.el.a(c.contact.email, href=f"mailto:{c.contact.email}", class_name="big-link")),
        rx.el.p(rx.el.a(c.contact.phone, href=c.contact.phone_href, class_name="big-link")),
        class_name="card contact-form no-script-only",
    )


@page(sv="/kontakt", en="/en/contact", heading=lambda c: c.texts.contact_title)
def contact(route: Route) -> rx.Component:
    c = route.content
    # Where a message goes is the same from every language's page.
    endpoint = delivery(c).endpoint
    return layout(
        route,
        rx.el.div(
            rx.el.h1(route.heading()),
            rx.el.p(c.texts.contact_intro, class_name="lead"),
            rx.el.div(
                rx.el.div(
                    rx.el.div(contact_details(c), social_links(c), class_name="card"),
                    rx.el.div(rx.el.h2(c.texts.footer_hours), hours_list(c), class_name="card"),
                    class_name="stack",
                ),
                _form(c, endpoint),
                *([] if endpoint else [_no_script_note(c)]),
                class_name="contact-layout",
            ),
            rx.el.section(
                rx.el.h2(c.texts.footer_map),
                map_embed(c, c.map.contact_title),
                class_name="contact-map",
            ),
            class_name="section",
        ),
    )
