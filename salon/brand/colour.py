"""Colour arithmetic: sRGB hex in and out, OKLCH between, WCAG 2 contrast.
Each is cached: the check derives many palettes that share most colours."""

from __future__ import annotations

import functools
import math

from coloraide import Color


@functools.lru_cache(maxsize=65536)
def oklch(hex_: str) -> tuple[float, float, float]:
    """Lightness 0-1, chroma and hue (degrees; 0 for a grey)."""
    lightness, chroma, hue = Color(hex_).convert("oklch").coords()
    return lightness, chroma, 0.0 if math.isnan(hue) else hue


@functools.lru_cache(maxsize=65536)
def from_oklch(lightness: float, chroma: float, hue: float) -> str:
    """The sRGB colour nearest to an OKLCH one, as #RRGGBB (lower case)."""
    lightness = min(max(lightness, 0.0), 1.0)
    colour = Color("oklch", [lightness, max(chroma, 0.0), hue % 360]).convert("srgb")
    return colour.fit("srgb", method="oklch-chroma").to_string(hex=True)


@functools.lru_cache(maxsize=65536)
def mix(first: str, second: str, share: float) -> str:
    """`share` of `first` over `second`, as CSS's color-mix(in srgb) draws it."""
    mixed = Color.mix(Color(second), Color(first), share, space="srgb")
    return mixed.fit("srgb").to_string(hex=True)


@functools.lru_cache(maxsize=65536)
def luminance(hex_: str) -> float:
    """WCAG 2's relative luminance of a #rrggbb colour."""

    def linear(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    digits = hex_.lstrip("#")
    red, green, blue = (linear(int(digits[i : i + 2], 16) / 255) for i in (0, 2, 4))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first: str, second: str) -> float:
    """WCAG 2's contrast ratio, unrounded."""
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)
