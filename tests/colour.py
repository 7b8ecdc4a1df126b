"""Colour arithmetic for the tests that judge text contrast (WCAG 2)."""

from __future__ import annotations

import re

WHITE = (255, 255, 255)


def relative_luminance(rgb) -> float:
    def channel(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: float, b: float) -> float:
    """The contrast ratio of two relative luminances."""
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def over(css: str, ground=WHITE) -> tuple[float, float, float]:
    """A computed CSS colour (`rgb()`, `rgba()` or `color(srgb ...)`, as
    getComputedStyle gives them) as 0-255 RGB, laid over `ground` by its alpha."""
    n = [float(v) for v in re.findall(r"-?[\d.]+", css)]
    if css.startswith("color(srgb"):
        n = [n[0] * 255, n[1] * 255, n[2] * 255, *n[3:]]
    alpha = n[3] if len(n) > 3 else 1.0
    return tuple(alpha * c + (1 - alpha) * g for c, g in zip(n[:3], ground))
