"""Responsive pictures of the owner's photos: each asks the image pipeline
(salon/images/) for its slot's files, which the build plugin then makes."""

import reflex as rx

from salon.images import publish
from salon.images.slots import AVATAR, PhotoUse
from salon_components.site_modules import FallbackImage

# What a testimonial shows if its photo fails to load: the site's own artwork.
AVATAR_FALLBACK = PhotoUse("avatar-default.jpg", AVATAR)


def site_path(path: str) -> str:
    """`path` under the site's base path (set when hosted under a sub-path)."""
    return rx.config.get_config().prepend_frontend_path(path)


def picture(
    photo: PhotoUse,
    alt: str,
    *,
    sizes: str,
    priority: bool = False,
    class_name: str = "",
    fallback: PhotoUse | None = None,
) -> rx.Component:
    """A <picture> with AVIF/WebP sources, intrinsic size and lazy loading.

    `priority` marks the LCP image: eager and fetched first. `fallback` names
    a photo that replaces this one if it fails to load.
    """
    job = publish.job(photo)
    variants = job.variants
    publish.wanted(job, job.files)

    def srcset(kind: str) -> str:
        return ", ".join(f"{site_path(publish.url(getattr(v, kind)))} {v.width}w" for v in variants)

    image = dict(
        src=site_path(publish.url(variants[-1].webp)),
        src_set=srcset("webp"),
        sizes=sizes,
        alt=alt,
        loading="eager" if priority else "lazy",
        decoding="async",
    )
    if class_name:
        image["class_name"] = class_name
    size = {"width": variants[-1].width, "height": variants[-1].height}
    if fallback:
        img = FallbackImage.create(
            **image,
            **size,
            fetch_priority="high" if priority else "auto",
            # The one file it swaps in: the largest WebP.
            fallback_src=site_path(publish.largest_url(fallback, "webp")),
        )
    else:
        # Plain attributes: Reflex would turn width/height props of rx.el.img
        # into CSS, and it does not declare fetchPriority.
        img = rx.el.img(
            **image,
            custom_attrs={**size, "fetchPriority": "high" if priority else "auto"},
        )
    return rx.el.picture(rx.el.source(type="image/avif", src_set=srcset("avif"), sizes=sizes), img)
