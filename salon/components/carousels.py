"""The three home-page carousels: one react-slick wrapper, three settings."""

import reflex as rx

from salon.components.image import AVATAR_FALLBACK, picture
from salon.content_model import Content, Testimonial
from salon_components import slider

HERO_MS = 5000
TESTIMONIAL_MS = 5000
SALON_MS = 4000
SWIPE_PX = 50
# How many testimonials show side by side: react-slick's `responsive`
# breakpoints, each applying up to and including its width.
TESTIMONIALS_SHOWN = 3
TESTIMONIAL_BREAKPOINTS = {1024: 2, 768: 1}


def _carousel(
    c: Content, slides, *, label: str, autoplay_ms: int, class_name: str, **options
) -> rx.Component:
    """The one slider, with what every carousel on the site shares."""
    return slider(
        *slides,
        label=label,
        role_description=c.texts.carousel_role,
        autoplay_ms=autoplay_ms,
        pause_label=c.texts.carousel_pause,
        dot_label=c.texts.carousel_dot,
        dots=True,
        swipe_px=SWIPE_PX,
        class_name=class_name,
        **options,
    )


def hero_carousel(c: Content) -> rx.Component:
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
        for index, slide in enumerate(c.hero_slides)
    ]
    return _carousel(
        c,
        slides,
        label=c.texts.hero_label,
        autoplay_ms=HERO_MS,
        class_name="hero-carousel",
        fade=True,
    )


def _stars(c: Content, rating: int) -> rx.Component:
    return rx.el.p(
        rx.el.span("★" * rating + "☆" * (5 - rating), aria_hidden="true"),
        rx.el.span(f"{rating} {c.texts.rating_label}", class_name="visually-hidden"),
        class_name="stars",
    )


def _testimonial_card(c: Content, item: Testimonial) -> rx.Component:
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
                    f", {item.age} {c.texts.age_suffix}",
                ),
                class_name="testimonial-head",
            ),
            _stars(c, item.rating),
            # The customer's own words, in the language they wrote them in.
            rx.el.blockquote(
                rx.el.p(item.text),
                lang=item.language if item.language != c.locale.code else None,
            ),
            class_name="testimonial",
        ),
        class_name="slide-pad",
    )


def testimonial_carousel(c: Content) -> rx.Component:
    return _carousel(
        c,
        [_testimonial_card(c, item) for item in c.testimonials],
        label=c.texts.testimonials_label,
        autoplay_ms=TESTIMONIAL_MS,
        class_name="testimonial-carousel",
        slides_to_show=TESTIMONIALS_SHOWN,
        breakpoints=TESTIMONIAL_BREAKPOINTS,
    )


def before_app_css() -> str:
    """Before the app runs, and without JavaScript, the testimonials stand in
    a row that scrolls (salon.css): as many in view at each width as the
    running carousel shows, from the same numbers. salon.py puts the rules
    in every page's <head>, before the stylesheet, so `.slick-list` makes
    them outrank its one-slide-in-view rule."""
    slide = ".carousel.testimonial-carousel:not([data-live]) .slick-list .slick-slide"
    widths = sorted(TESTIMONIAL_BREAKPOINTS)
    # Each count holds from the pixel after the breakpoint below it.
    counts = [
        (None, TESTIMONIAL_BREAKPOINTS[widths[0]]),
        *(
            (width + 1, TESTIMONIAL_BREAKPOINTS[above] if above else TESTIMONIALS_SHOWN)
            for width, above in zip(widths, [*widths[1:], None], strict=True)
        ),
    ]
    rules = []
    for min_width, shown in counts:
        rule = f"{slide} {{ flex-basis: calc(100% / {shown}); }}"
        rules.append(
            rule if min_width is None else f"@media (min-width: {min_width}px) {{ {rule} }}"
        )
    return "\n".join(rules)


def salon_carousel(c: Content) -> rx.Component:
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
        for item in c.salon_pictures
    ]
    return _carousel(
        c, slides, label=c.texts.salon_label, autoplay_ms=SALON_MS, class_name="salon-carousel"
    )
