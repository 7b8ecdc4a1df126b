"""The home page, sections in the order of the spec."""

import reflex as rx

from salon import routes
from salon.components.carousels import hero_carousel, salon_carousel, testimonial_carousel
from salon.components.faq import faq
from salon.components.image import picture
from salon.components.layout import layout
from salon.components.links import booking_button, external_link
from salon.components.overlays import bottom_buttons
from salon.components.sections import hours_and_rules, section, service_tiles
from salon.content import CONTENT
from salon.content_model import Teaser
from salon.routes import Route, page

T = CONTENT.texts


def _hero(heading: str) -> rx.Component:
    return rx.el.section(
        hero_carousel(),
        rx.el.div(
            rx.el.div(
                rx.el.p(CONTENT.tagline, class_name="eyebrow"),
                rx.el.h1(heading),
                rx.el.p(CONTENT.hero_text, class_name="hero-text"),
                rx.el.ul(
                    *(
                        rx.el.li(rx.el.span(s.name), rx.el.span(s.price_label, class_name="price"))
                        for s in map(CONTENT.teaser_entry, CONTENT.hero_teasers)
                    ),
                    aria_label=T.teasers_label,
                    class_name="hero-teasers",
                ),
                booking_button(T.book_now, class_name="button-large"),
                class_name="hero-content",
            ),
            class_name="hero-overlay",
        ),
        class_name="hero",
    )


def _popular_card(item: Teaser) -> rx.Component:
    entry = CONTENT.teaser_entry(item)
    return rx.el.li(
        picture(
            item.photo(),
            item.image_alt,
            sizes="(min-width: 900px) 380px, 100vw",
            class_name="card-image",
        ),
        rx.el.div(
            rx.el.h3(entry.name),
            rx.el.p(entry.price_label, class_name="price"),
            booking_button(T.book_item, service=entry.name, href=CONTENT.booking_url_for(item.key)),
            class_name="card-body",
        ),
        class_name="card card-media",
    )


def _popular() -> rx.Component:
    return section(
        T.popular_title,
        rx.el.ul(
            *(_popular_card(item) for item in CONTENT.popular),
            class_name="card-grid",
        ),
        intro=T.popular_intro,
        id="populart",
    )


def _instagram() -> rx.Component:
    return section(
        T.instagram_title,
        rx.el.ul(
            *(
                rx.el.li(
                    external_link(
                        picture(p.photo(), p.alt, sizes="(min-width: 900px) 190px, 50vw"),
                        href=CONTENT.instagram_url,
                        class_name="insta-link",
                    )
                )
                for p in CONTENT.instagram_pictures
            ),
            class_name="insta-grid",
        ),
        external_link(
            T.instagram_cta, href=CONTENT.instagram_url, class_name="button button-secondary"
        ),
        id="instagram",
    )


def _closing_cta() -> rx.Component:
    return rx.el.section(
        rx.el.div(
            rx.el.h2(T.cta_title),
            rx.el.p(T.cta_text),
            booking_button(T.book_now, variant="light"),
            class_name="section cta",
        ),
        class_name="band band-accent",
    )


@page("/", heading=lambda: CONTENT.hero_headline)
def home(route: Route) -> rx.Component:
    return layout(
        route,
        _hero(route.heading()),
        _popular(),
        section(T.testimonials_title, testimonial_carousel(), subtle=True, id="omdomen"),
        section(T.salon_title, salon_carousel(), id="salongen"),
        section(
            T.services_title,
            service_tiles(CONTENT.grid_services),
            rx.el.a(
                T.services_link,
                href=routes.get("treatments").path,
                class_name="text-link more-link",
            ),
            subtle=True,
            id="tjanster",
        ),
        section(T.hours_title, hours_and_rules(), id="oppettider"),
        _instagram(),
        section(T.faq_title, faq(), subtle=True, id="faq"),
        _closing_cta(),
        bottom_buttons(),
    )
