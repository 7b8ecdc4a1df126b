"""Building blocks several pages share: section frames, price tiles, hours info."""

import reflex as rx

from salon.components.links import booking_button
from salon.content_model import Content, Service
from salon.opening_hours.components import hours_list, upcoming_notice


def section(
    title: str, *children, intro: str = "", subtle: bool = False, id: str = ""
) -> rx.Component:
    """A page section with an h2 heading (and optional intro) labelling it."""
    heading_id = f"{id or title.lower().replace(' ', '-')}-rubrik"
    return rx.el.section(
        rx.el.div(
            rx.el.div(
                rx.el.h2(title, id=heading_id),
                *([rx.el.p(intro, class_name="lead")] if intro else []),
                class_name="section-head",
            ),
            *children,
            class_name="section",
        ),
        aria_labelledby=heading_id,
        class_name="band band-subtle" if subtle else "band",
    )


def service_tiles(c: Content, services: tuple[Service, ...]) -> rx.Component:
    """A grid of service names with their prices, each booked on its own page."""
    return rx.el.ul(
        *(
            rx.el.li(
                rx.el.h3(s.name),
                *([rx.el.p(s.description, class_name="muted")] if s.description else []),
                rx.el.p(c.price_label(s), class_name="price"),
                booking_button(
                    c.texts.book_service,
                    variant="secondary",
                    class_name="button-compact",
                    service=s.name,
                    href=c.booking_url_for(s.key),
                ),
                class_name="tile service-tile",
            )
            for s in services
        ),
        class_name="tile-grid",
    )


def booking_rules(c: Content, *before: str) -> rx.Component:
    """The booking rules as a bulleted list, after the notes in `before`."""
    return rx.el.ul(*(rx.el.li(rule) for rule in (*before, *c.booking_rules)), class_name="rules")


def hours_and_rules(c: Content) -> rx.Component:
    """The week's hours (and any deviation in the next 7 days) beside the booking rules."""
    return rx.el.div(
        rx.el.div(
            rx.el.h3(c.texts.hours_page_title),
            hours_list(c),
            upcoming_notice(c),
            class_name="card",
        ),
        rx.el.div(rx.el.h3(c.texts.booking_info_title), booking_rules(c), class_name="card"),
        class_name="two-cards",
    )


# About how wide a letter of a bold serif title is: DejaVu Serif's is 0.58 em
# in a Swedish word, Georgia's and Palatino's less.
EM_PER_LETTER = 0.6


def text_page(text, *extra: rx.Component) -> rx.Component:
    """A document page (privacy notice, accessibility statement): its title,
    intro and sections from the content, then `extra`."""
    longest = max((len(word) for word in str(text.title).split()), default=1)
    return rx.el.article(
        # The title's size fits its longest word to the column (salon.css).
        rx.el.h1(
            text.title,
            custom_attrs={"style": {"--longest-word-em": round(longest * EM_PER_LETTER, 2)}},
        ),
        rx.el.p(text.intro, class_name="lead"),
        *(
            rx.el.section(rx.el.h2(part.title), *(rx.el.p(p) for p in part.paragraphs))
            for part in text.sections
        ),
        *extra,
        class_name="section narrow prose",
    )
