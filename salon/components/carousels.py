"""The three home-page carousels: one react-slick wrapper, three settings."""

import reflex as rx

from salon.components.image import AVATAR_FALLBACK, picture
from salon.content import CONTENT
from salon_components import slider

T = CONTENT.texts
HERO_MS = 5000
TESTIMONIAL_MS = 5000
SALON_MS = 4000
SWIPE_PX = 50


def _carousel(slides, *, label: str, autoplay_ms: int, class_name: str, **options) -> rx.Component:
    """The one slider, with what every carousel on the site shares."""
    return slider(
        *slides,
        label=label,
        autoplay_ms=autoplay_ms,
        pause_label=T.carousel_pause,
        dot_label=T.carousel_dot,
        dots=True,
        swipe_px=SWIPE_PX,
        class_name=class_name,
        **options,
    )


def hero_carousel() -> rx.Component:
    slides = [
        rx.el.div(
            picture(
                slide.photo(),
                slide.alt,
                sizes="100vw",
                priority=index == 0,
                class_name="hero-image",
            ),
            class_name="hero-slide",
        )
        for index, slide in enumerate(CONTENT.hero_slides)
    ]
    return _carousel(
        slides, label=T.hero_label, autoplay_ms=HERO_MS, class_name="hero-carousel", fade=True
    )


def _stars(rating: int) -> rx.Component:
    return rx.el.p(
        rx.el.span("★" * rating + "☆" * (5 - rating), aria_hidden="true"),
        rx.el.span(f"{rating} {T.rating_label}", class_name="visually-hidden"),
        class_name="stars",
    )


def _testimonial_card(item) -> rx.Component:
    return rx.el.div(
        rx.el.figure(
            # The whole head is the caption: a <figcaption> must be the
            # figure's first or last child.
            rx.el.figcaption(
                picture(
                    item.photo(),
                    "",
                    sizes="64px",
                    class_name="avatar",
                    fallback=AVATAR_FALLBACK,
                ),
                rx.el.span(
                    rx.el.span(item.name, class_name="strong"),
                    f", {item.age} {T.age_suffix}",
                ),
                class_name="testimonial-head",
            ),
            _stars(item.rating),
            rx.el.blockquote(rx.el.p(item.text)),
            class_name="testimonial",
        ),
        class_name="slide-pad",
    )


def testimonial_carousel() -> rx.Component:
    return _carousel(
        [_testimonial_card(item) for item in CONTENT.testimonials],
        label=T.testimonials_label,
        autoplay_ms=TESTIMONIAL_MS,
        class_name="testimonial-carousel",
        slides_to_show=3,
        breakpoints={1024: 2, 768: 1},
    )


def salon_carousel() -> rx.Component:
    slides = [
        rx.el.div(
            picture(
                item.photo(),
                item.alt,
                sizes="(min-width: 1024px) 1100px, 100vw",
                class_name="salon-image",
            ),
            class_name="slide-pad",
        )
        for item in CONTENT.salon_pictures
    ]
    return _carousel(slides, label=T.salon_label, autoplay_ms=SALON_MS, class_name="salon-carousel")
