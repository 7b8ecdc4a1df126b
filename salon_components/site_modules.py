"""Reflex wrappers of the site's own React modules in assets/js/.

Each class is the typed interface of one exported component: Python passes
data (texts, URLs, timings), the behaviour lives in the .js/.jsx file, where
node --test covers its logic (tests/js/).
"""

import reflex as rx

from salon_components.js_module import widget


class LoyaltyOffer(rx.Component):
    """The loyalty button and its modal side panel (children: the panel's content)."""

    library = widget("loyalty.jsx")
    tag = "LoyaltyOffer"

    button_label: rx.Var[str]
    title: rx.Var[str]
    # The id of the panel's heading, which names the dialog.
    title_id: rx.Var[str]
    close_label: rx.Var[str]
    close_text: rx.Var[str]
    delay_ms: rx.Var[int]
    poll_ms: rx.Var[int]


class Delayed(rx.Component):
    """Its children, `delay_ms` after the page became interactive."""

    library = widget("delayed.jsx")
    tag = "Delayed"

    delay_ms: rx.Var[int]


class HydrationMarker(rx.Component):
    """Sets <html data-hydrated="true"> once React runs, and <html lang> to
    the page's language (`lang`) where the document said another."""

    library = widget("hydration.jsx")
    tag = "HydrationMarker"

    lang: rx.Var[str]


class ContactForm(rx.Component):
    """The contact form around its fields (children), with its submit button,
    status and toasts. With an `endpoint` it posts each message there (and
    confirms only what the endpoint took); without one it hands the message
    to the visitor's mail app, addressed to `email`."""

    library = widget("contact_form.jsx")
    tag = "ContactForm"

    class_name: rx.Var[str]
    endpoint: rx.Var[str]
    submit_label: rx.Var[str]
    email: rx.Var[str]
    # The fields' names by role: {"name": ..., "email": ..., "message": ...}.
    field_names: rx.Var[dict]
    phone: rx.Var[str]
    phone_href: rx.Var[str]
    sending_text: rx.Var[str]
    failed_text: rx.Var[str]
    mail_app_text: rx.Var[str]
    mail_app_link: rx.Var[str]
    mail_subject: rx.Var[str]
    toast_title: rx.Var[str]
    toast_text: rx.Var[str]
    close_label: rx.Var[str]
    toast_ms: rx.Var[int]


class FallbackImage(rx.Component):
    """An <img> that swaps in `fallback_src` when it fails to load."""

    library = widget("fallback_image.jsx")
    tag = "FallbackImage"

    src: rx.Var[str]
    src_set: rx.Var[str]
    sizes: rx.Var[str]
    alt: rx.Var[str]
    width: rx.Var[int]
    height: rx.Var[int]
    loading: rx.Var[str]
    decoding: rx.Var[str]
    fetch_priority: rx.Var[str]
    class_name: rx.Var[str]
    fallback_src: rx.Var[str]


class TreatmentFilter(rx.Component):
    """Radio inputs choosing a category; keeps the choice in ?`param`=."""

    library = widget("treatment_filter.jsx")
    tag = "TreatmentFilter"

    name: rx.Var[str]
    legend: rx.Var[str]
    options: rx.Var[list[dict[str, str]]]
    param: rx.Var[str]
