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
from salon.content_model import Category, Content
from salon.routes import Route, page
from salon_components.site_modules import TreatmentFilter

ALL = "alla"
PARAM = "kategori"


def filter_css(c: Content) -> str:
    """One rule per category: while its radio is checked, the other lists hide.

    salon.py puts them in every page's <head>: a <style> belongs there, and
    they match nothing on the other pages. The keys are the same in every
    language."""
    return "\n".join(
        f'.treatments:has(input[name="{PARAM}"][value="{category.key}"]:checked) '
        f'.price-card:not([data-category="{category.key}"]) {{ display: none; }}'
        for category in c.categories
    )


def _price_list(c: Content, category: Category) -> rx.Component:
    heading_id = f"kategori-{category.key}"
    return rx.el.section(
        rx.el.h2(category.title, id=heading_id),
        rx.el.p(category.intro, class_name="muted"),
        rx.el.ul(
            *(
                rx.el.li(
                    rx.el.span(service.name, class_name="price-name"),
                    rx.el.span(aria_hidden="true", class_name="leader"),
                    rx.el.span(c.price_label(service), class_name="price"),
                    booking_button(
                        c.texts.book_service,
                        variant="secondary",
                        class_name="button-compact price-book",
                        service=service.name,
                        href=c.booking_url_for(service.key),
                    ),
                    class_name="price-row",
                )
                for service in category.services
            ),
            class_name="price-list",
        ),
        booking_button(c.texts.book_now, href=c.booking_url),
        id=category.key,
        aria_labelledby=heading_id,
        class_name="card price-card",
        custom_attrs={"data-category": category.key},
    )


@page(sv="/behandlingar", en="/en/treatments", heading=lambda c: c.texts.treatments_title)
def treatments(route: Route) -> rx.Component:
    c, t = route.content, route.content.texts
    filters = [(ALL, t.filter_all)] + [(category.key, category.title) for category in c.categories]
    return layout(
        route,
        rx.el.div(
            rx.el.h1(route.heading()),
            rx.el.p(t.treatments_intro, class_name="lead"),
            TreatmentFilter.create(
                name=PARAM,
                legend=t.filter_label,
                options=[{"key": key, "label": label} for key, label in filters],
                param=PARAM,
            ),
            rx.el.div(
                *(_price_list(c, category) for category in c.categories), class_name="price-cards"
            ),
            rx.el.section(
                rx.el.h2(t.rules_title),
                booking_rules(c),
                class_name="card",
            ),
            class_name="section treatments",
        ),
    )
