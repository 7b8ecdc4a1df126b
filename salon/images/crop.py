"""Where a photo is cut to its slot's shape, and the sizes made of the cut."""

from __future__ import annotations


def crop_box(
    size: tuple[int, int], ratio: tuple[int, int], point: tuple[float, float]
) -> tuple[int, int, int, int]:
    """The largest part of a photo of `size` in the shape `ratio` (width:height), placed by
    `point` in the room the photo leaves (0: left or top edge, 1: right or bottom)."""
    width, height = size
    across, down = ratio
    if width * down > height * across:
        crop = (max(1, round(height * across / down)), height)
    else:
        crop = (width, max(1, round(width * down / across)))
    left = round((width - crop[0]) * point[0])
    top = round((height - crop[1]) * point[1])
    return left, top, left + crop[0], top + crop[1]


def widths(
    crop_width: int, ratio: tuple[int, int], wanted: tuple[int, ...]
) -> list[tuple[int, int]]:
    """The (width, height) of each file, smallest first: the `wanted` widths
    the crop reaches, never enlarged (a smaller photo: its own width)."""
    across, down = ratio
    chosen = [w for w in wanted if w <= crop_width] or [crop_width]
    return [(w, max(1, round(w * down / across))) for w in chosen]
