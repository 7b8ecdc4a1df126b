"""Responsive images from the optimised set in assets/img (see tools/build_images.py)."""

import functools
import json

import reflex as rx

from salon.content_model import ContentError
from salon.paths import IMAGE_MANIFEST
from salon_components.site_modules import FallbackImage


@functools.cache
def _manifest() -> dict:
    return json.loads(IMAGE_MANIFEST.read_text(encoding="utf-8"))


def image_entry(name: str) -> dict:
    try:
        return _manifest()[name]
    except KeyError:
        raise ContentError(
            f"image {name!r}: no such image in images/source/ "
            "(add it and run tools/build_images.py)"
        ) from None


# What a testimonial shows if its photo fails to load.
AVATAR_FALLBACK = "avatar-default"


def fallback_src(name: str) -> str:
    """The one variant of `name` a fallback swaps in: the largest (WebP), sharp at any density."""
    return image_entry(name)["variants"][-1]["webp"]


def site_path(path: str) -> str:
    """`path` under the site's base path (set when hosted under a sub-path)."""
    return rx.config.get_config().prepend_frontend_path(path)


def srcset(name: str, fmt: str) -> str:
    return ", ".join(
        f"{site_path(v[fmt])} {v['width']}w" for v in image_entry(name)["variants"] if v.get(fmt)
    )


def picture(
    name: str,
    alt: str,
    *,
    sizes: str,
    priority: bool = False,
    class_name: str = "",
    fallback: str | None = None,
) -> rx.Component:
    """A <picture> with AVIF/WebP sources, intrinsic size and lazy loading.

    `priority` marks the LCP image: eager and fetched first. `fallback` names
    an image that replaces this one if it fails to load.
    """
    entry = image_entry(name)
    variants = entry["variants"]
    sources = (
        [rx.el.source(type="image/avif", src_set=srcset(name, "avif"), sizes=sizes)]
        if any(v.get("avif") for v in variants)
        else []
    )
    image = dict(
        src=site_path(variants[-1]["webp"]),
        src_set=srcset(name, "webp"),
        sizes=sizes,
        alt=alt,
        loading="eager" if priority else "lazy",
        decoding="async",
        class_name=class_name,
    )
    size = {"width": entry["width"], "height": entry["height"]}
    if fallback:
        img = FallbackImage.create(
            **image,
            **size,
            fetch_priority="high" if priority else "auto",
            fallback_src=site_path(fallback_src(fallback)),
        )
    else:
        # Plain attributes: Reflex would turn width/height props of rx.el.img
        # into CSS, and it does not declare fetchPriority.
        img = rx.el.img(
            **image,
            custom_attrs={**size, "fetchPriority": "high" if priority else "auto"},
        )
    return rx.el.picture(*sources, img)
