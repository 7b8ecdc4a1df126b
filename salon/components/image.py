"""Responsive pictures of the owner's photos: each asks the image pipeline
(salon/images/) for its slot's files, which the build plugin then makes."""

import reflex as rx

from salon.images import publish
from salon.images.slots import AVATAR, PhotoUse
from salon.images.source import PhotoError
from salon.images.variants import Job
from salon_components.site_modules import FallbackImage

# What a testimonial shows if its photo fails to load: the site's own artwork.
AVATAR_FALLBACK = PhotoUse("avatar-default.jpg", AVATAR)


def _job(photo: PhotoUse) -> Job:
    try:
        return publish.job(photo)
    except PhotoError as error:
        # The content's photos were checked with their file and line; this is
        # one the code names (the fallback). One line, as for the content.
        raise SystemExit(f"images: {error}") from None


def fallback_src(photo: PhotoUse) -> str:
    """The one file of `photo` a fallback swaps in: the largest WebP, sharp at any density."""
    job = _job(photo)
    name = job.variants[-1].webp
    publish.wanted(job, [name])
    return publish.url(name)


def share_image_url(photo: PhotoUse) -> str:
    """The sharing picture's address in the site (its one JPEG)."""
    job = _job(photo)
    name = job.variants[-1].jpeg
    publish.wanted(job, [name])
    return publish.url(name)


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
    job = _job(photo)
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
            fallback_src=site_path(fallback_src(fallback)),
        )
    else:
        # Plain attributes: Reflex would turn width/height props of rx.el.img
        # into CSS, and it does not declare fetchPriority.
        img = rx.el.img(
            **image,
            custom_attrs={**size, "fetchPriority": "high" if priority else "auto"},
        )
    return rx.el.picture(rx.el.source(type="image/avif", src_set=srcset("avif"), sizes=sizes), img)
