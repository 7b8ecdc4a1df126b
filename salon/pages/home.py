"""The home page, sections in the order of the spec."""

import reflex as rx

from salon.components.carousels import hero_carousel, salon_carousel, testimonial_carousel
from salon.components.faq import faq
from salon.components.image import picture
from salon.components.layout import layout
from salon.components.links import booking_button, external_link
from salon.components.overlays import bottom_buttons
from salon.components.sections import hours_and_rules, section, service_tiles
from salon.content_model import Content, Teaser
from salon.routes import Route, page


def _hero(c: Content, heading: str) -> rx.Component:
    return rx.el.section(
        hero_carousel(c),
        rx.el.div(
            rx.el.div(
                rx.el.p(c.tagline, class_name="eyebrow"),
                rx.el.h1(heading),
                rx.el.p(c.hero_text, class_name="hero-text"),
                rx.el.ul(
                    *(
                        rx.el.li(
                            rx.el.span(s.name), rx.el.span(c.price_label(s), class_name="price")
                        )
                        for s in map(c.teaser_entry, c.hero_teasers)
                    ),
                    aria_label=c.texts.teasers_label,
                    class_name="hero-teasers",
                ),
                booking_button(c.texts.book_now, href=c.booking_url, class_name="button-large"),
                class_name="hero-content",
            ),
            class_name="hero-overlay",
        ),
        class_name="hero",
    )


def _popular_card(c: Content, item: Teaser) -> rx.Component:
    entry = c.teaser_entry(item)
    return rx.el.li(
        picture(
            item.photo(),
            item.image_alt,
            sizes="(min-width: 900px) 380px, 100vw",
            class_name="card-image",
        ),
        rx.el.div(
            rx.el.h3(entry.name),
            rx.el.p(c.price_label(entry), class_name="price"),
            booking_button(c.texts.book_item, service=entry.name, href=c.booking_url_for(item.key)),
            class_name="card-body",
        ),
        class_name="card card-media",
    )


def _popular(c: Content) -> rx.Component:
    return section(
        c.texts.popular_title,
        rx.el.ul(
            *(_popular_card(c, item) for item in c.popular),
            class_name="card-grid",
        ),
        intro=c.texts.popular_intro,
        id="populart",
    )


def _instagram(c: Content) -> rx.Component:
    return section(
        c.texts.instagram_title,
        rx.el.ul(
            *(
                rx.el.li(
                    external_link(
                        picture(p.photo(), p.alt, sizes="(min-width: 900px) 190px, 50vw"),
                        href=c.instagram_url,
                        class_name="insta-link",
                    )
                )
                for p in c.instagram_pictures
            ),
            class_name="insta-grid",
        ),
        external_link(
            c.texts.instagram_cta, href=c.instagram_url, class_name="button button-secondary"
        ),
        id="instagram",
    )


def _closing_cta(c: Content) -> rx.Component:
    return rx.el.section(
        rx.el.div(
            rx.el.h2(c.texts.cta_title),
            rx.el.p(c.texts.cta_text),
            booking_button(c.texts.book_now, href=c.booking_url, variant="light"),
            class_name="section cta",
        ),
        class_name="band band-accent",
    )


@page(sv="/", en="/en/", heading=lambda c: c.hero_headline)
def home(route: Route) -> rx.Component:
    c, t = route.content, route.content.texts
    return layout(
        route,
        _hero(c, route.heading()),
        _popular(c),
        section(t.testimonials_title, testimonial_carousel(c), subtle=True, id="omdomen"),
        section(t.salon_title, salon_carousel(c), id="salongen"),
        section(
            t.services_title,
            service_tiles(c, c.grid_services),
            rx.el.a(
                t.services_link,
                href=route.link("treatments"),
                class_name="text-link more-link",
            ),
            subtle=True,
            id="tjanster",
        ),
        section(t.hours_title, hours_and_rules(c), id="oppettider"),
        _instagram(c),
        section(t.faq_title, faq(c), subtle=True, id="faq"),
        _closing_cta(c),
        bottom_buttons(c),
    )
