"""react-slick, wrapped once so every carousel on the site shares it."""

import reflex as rx

from salon_components.js_module import widget

REACT_SLICK = "react-slick@0.31.0"
SLICK_CAROUSEL = "slick-carousel@1.8.1"


class Slider(rx.Component):
    """The local shim in assets/js/widgets/slider.jsx around react-slick's Slider."""

    library = widget("slider.jsx")
    tag = "Slider"
    lib_dependencies: list[str] = [REACT_SLICK, SLICK_CAROUSEL]

    label: rx.Var[str]
    role_description: rx.Var[str]
    autoplay_speed: rx.Var[int]
    slides_to_show: rx.Var[int]
    breakpoints: rx.Var[list[list[int]]]
    dots: rx.Var[bool]
    fade: rx.Var[bool]
    swipe_px: rx.Var[int]
    pause_label: rx.Var[str]
    dot_label: rx.Var[str]
    class_name: rx.Var[str]


def slider(
    *slides: rx.Component,
    label: str,
    role_description: str,
    autoplay_ms: int,
    pause_label: str,
    dot_label: str,
    slides_to_show: int = 1,
    breakpoints: dict[int, int] | None = None,
    dots: bool = False,
    fade: bool = False,
    swipe_px: int = 50,
    class_name: str = "",
) -> rx.Component:
    """A carousel of `slides`.

    `breakpoints` maps a viewport width in px to how many slides show
    below it, e.g. {1024: 2, 768: 1}: 3 from 1024 px, 2 from 768 px, else 1.
    """
    return Slider.create(
        *slides,
        label=label,
        role_description=role_description,
        autoplay_speed=autoplay_ms,
        slides_to_show=slides_to_show,
        breakpoints=[[width, count] for width, count in sorted((breakpoints or {}).items())],
        dots=dots,
        fade=fade,
        swipe_px=swipe_px,
        pause_label=pause_label,
        dot_label=dot_label,
        class_name=class_name,
    )
