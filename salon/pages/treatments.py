"""Treatments: price lists per category with a category filter.

The filter is a group of radio inputs (assets/js/widgets/treatment_filter.jsx
renders them and adds the ?kategori= address after hydration). Which price
lists show is pure CSS: the rules below hide every other list while a
category's radio is checked, so the filter works from the first paint and
without JavaScript.
"""

import reflex as rx

from salon.components.layout import layout
from salon.components.links import booking_button
from salon.components.sections import booking_rules
from salon.content import CONTENT
from salon.routes import Route, page
from salon_components.site_modules import TreatmentFilter

T = CONTENT.texts
ALL = "alla"
PARAM = "kategori"
FILTERS = [(ALL, T.filter_all)] + [(c.key, c.title) for c in CONTENT.categories]


def filter_css() -> str:
    """One rule per category: while its radio is checked, the other lists hide.

    salon.py puts them in every page's <head>: a <style> belongs there, and
    they match nothing on the other pages."""
    return "\n".join(
        f'.treatments:has(input[name="{PARAM}"][value="{key}"]:checked) '
        f'.price-card:not([data-category="{key}"]) {{ display: none; }}'
        for key, _label in FILTERS[1:]
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
        class_name="card price-card",
        custom_attrs={"data-category": category.key},
    )


@page("/behandlingar", heading=lambda: T.treatments_title)
def treatments(route: Route) -> rx.Component:
    return layout(
        route,
        rx.el.div(
            rx.el.h1(route.heading()),
            rx.el.p(T.treatments_intro, class_name="lead"),
            TreatmentFilter.create(
                name=PARAM,
                legend=T.filter_label,
                options=[{"key": key, "label": label} for key, label in FILTERS],
                param=PARAM,
            ),
            rx.el.div(*(_price_list(c) for c in CONTENT.categories), class_name="price-cards"),
            rx.el.section(
                rx.el.h2(T.rules_title),
                booking_rules(),
                class_name="card",
            ),
            class_name="section treatments",
        ),
    )
