"""/behandlingar - price lists per category with a category filter."""

import json

import reflex as rx

from salon.browser_state import effect, js_handler, treatment_filter
from salon.components.layout import layout
from salon.components.links import booking_button
from salon.components.sections import booking_rules
from salon.content import CONTENT

ROUTE = "/behandlingar"
T = CONTENT.texts
ALL = "alla"
PARAM = "kategori"
FILTERS = [(ALL, T.filter_all)] + [(c.key, c.title) for c in CONTENT.categories]
_KEYS = json.dumps([key for key, _ in FILTERS])

# A ?kategori= link wins (an unknown value falls back to all); without one the
# visit's last choice stays, and the address bar is updated to match so the
# filtered list can be shared.
_SYNC_WITH_URL = f"""
const wanted = new URLSearchParams(window.location.search).get('{PARAM}');
if (wanted !== null) {{
  {treatment_filter.js_set(f"{_KEYS}.includes(wanted) ? wanted : '{ALL}'")};
}}
const current = {treatment_filter.js_get} ?? '{ALL}';
const search = current === '{ALL}' ? '' : '?{PARAM}=' + current;
if (window.location.search !== search) {{
  window.history.replaceState(window.history.state, '', window.location.pathname + search);
}}
"""


def _choose(key: str) -> rx.Var:
    search = "" if key == ALL else f"?{PARAM}={key}"
    return js_handler(
        f"{treatment_filter.js_set(json.dumps(key))};"
        f" window.history.replaceState(window.history.state, '',"
        f" window.location.pathname + {json.dumps(search)});",
        treatment_filter,
    )


def _filter_bar() -> rx.Component:
    return rx.el.div(
        *(
            rx.el.button(
                label,
                type="button",
                class_name="filter-button",
                aria_pressed=(treatment_filter.value == key).to_string(),
                on_click=_choose(key),
            )
            for key, label in FILTERS
        ),
        role="group",
        aria_label=T.filter_label,
        class_name="filter-bar",
    )


def _price_list(category) -> rx.Component:
    heading_id = f"kategori-{category.key}"
    return rx.el.section(
        rx.el.h2(category.title, id=heading_id),
        rx.el.p(category.intro, class_name="muted"),
        rx.el.ul(
            *(
                rx.el.li(
                    rx.el.span(service.name, class_name="price-name"),
                    rx.el.span(aria_hidden="true", class_name="leader"),
                    rx.el.span(service.price_label, class_name="price"),
                    booking_button(
                        T.book_service,
                        variant="secondary",
                        class_name="button-compact price-book",
                        service=service.name,
                        href=CONTENT.booking_url_for(service.key),
                    ),
                    class_name="price-row",
                )
                for service in category.services
            ),
            class_name="price-list",
        ),
        booking_button(T.book_now),
        id=category.key,
        aria_labelledby=heading_id,
        hidden=(treatment_filter.value != ALL) & (treatment_filter.value != category.key),
        class_name="card price-card",
    )


def treatments() -> rx.Component:
    return layout(
        ROUTE,
        rx.el.div(
            effect(_SYNC_WITH_URL, treatment_filter),
            rx.el.h1(T.treatments_title),
            rx.el.p(T.treatments_intro, class_name="lead"),
            _filter_bar(),
            rx.el.div(*(_price_list(c) for c in CONTENT.categories), class_name="price-cards"),
            rx.el.section(
                rx.el.h2(T.rules_title),
                booking_rules(),
                class_name="card",
            ),
            class_name="section",
        ),
    )
