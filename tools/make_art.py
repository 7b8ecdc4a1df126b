#!/usr/bin/env python3
"""Generate the salon's original placeholder artwork into images/source/.

Everything is drawn with Pillow from simple shapes (no stock photos, nothing
downloaded). The output is deterministic: every picture gets its own
random.Random seeded from a fixed number and the file name, so re-running the
script reproduces the same files byte for byte.

    python -m tools.make_art            # all pictures
    python -m tools.make_art hero-1 og  # only some (handy while iterating)

The files are *sources*: the build (salon/images/) turns them into the
responsive WebP/AVIF variants the site actually serves. When the salon owner
has real photos, they simply replace these files (same names).
"""

from __future__ import annotations

import itertools
import math
import random
import sys
import time
import zlib
from contextlib import contextmanager
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from salon.theme import colour

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "images" / "source"
SEED = 1723
SS = 2  # supersampling: draw at 2x, downscale with LANCZOS = smooth edges
JPEG_QUALITY = 92

# --- palette ---------------------------------------------------------------
# The site's own colours (assets/css/theme.css) ...
OFFWHITE = colour("bg")
SAND = colour("subtle")
INK = colour("text")
MUTED = colour("muted")
TERRA = colour("accent")
# ... plus warm companions that sit between them.
WHITE = colour("surface")
LINEN = "#E4D8CA"
BLUSH = "#E8CCC0"
ROSE = "#C9978A"
CLAY = "#C4866A"
HONEY = "#D8A86F"
CHESTNUT = "#7A4630"
EMBER = "#6B3224"
COCOA = "#3A2A22"
SAGE = "#A1AA92"
SAGE_DARK = "#6F7B65"
MOSS = "#56614F"
WARMGREY = "#B7ACA1"
OAK = "#B98E68"
BRASS = "#B48B57"


# --- colour helpers ----------------------------------------------------------


def rgb(c):
    """'#RRGGBB' or tuple -> tuple."""
    if isinstance(c, str):
        c = c.lstrip("#")
        return tuple(int(c[i : i + 2], 16) for i in (0, 2, 4))
    return tuple(c)


def mix(a, b, t):
    """Blend colour a towards b (t=0 -> a, t=1 -> b)."""
    a, b = rgb(a), rgb(b)
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


def rgba(c, alpha):
    """Colour with opacity 0..1 (used with the blending pen)."""
    return rgb(c)[:3] + (round(255 * alpha),)


def shade(c, amount):
    """Darken (amount < 0, towards INK) or lighten (amount > 0, towards white)."""
    return mix(c, INK if amount < 0 else WHITE, abs(amount))


def sample(stops, t):
    """Colour at t in a list of (position, colour) gradient stops."""
    t = min(max(t, stops[0][0]), stops[-1][0])
    for (t0, c0), (t1, c1) in itertools.pairwise(stops):
        if t <= t1:
            return mix(c0, c1, 0 if t1 == t0 else (t - t0) / (t1 - t0))
    return rgb(stops[-1][1])


# --- geometry helpers --------------------------------------------------------


def spline(points, closed=False, steps=14):
    """Catmull-Rom curve through the points: organic shapes from a few clicks."""
    pts = list(points)
    ext = [pts[-1]] + pts + pts[:2] if closed else [pts[0]] + pts + [pts[-1]]
    out = []
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(
                tuple(
                    0.5
                    * (
                        2 * p1[j]
                        + (p2[j] - p0[j]) * t
                        + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                        + (3 * p1[j] - p0[j] - 3 * p2[j] + p3[j]) * t3
                    )
                    for j in (0, 1)
                )
            )
    if not closed:
        out.append(tuple(pts[-1]))
    return out


def cubic(p0, p1, p2, p3, steps=32):
    """Points on a cubic Bezier curve."""
    out = []
    for k in range(steps + 1):
        t = k / steps
        u = 1 - t
        out.append(
            tuple(
                u**3 * p0[j] + 3 * u * u * t * p1[j] + 3 * u * t * t * p2[j] + t**3 * p3[j]
                for j in (0, 1)
            )
        )
    return out


def taper(points, width):
    """Outline of a stroke whose width varies along its length.

    `width` is a number (constant), a (start, end) pair, or a function of
    t in 0..1. Used for hair strands, lashes, leaves and blades.
    """
    if callable(width):
        wf = width
    elif isinstance(width, tuple):
        wf = lambda t, a=width[0], b=width[1]: a + (b - a) * t  # noqa: E731
    else:
        wf = lambda t, w=width: w  # noqa: E731
    n = len(points)
    left, right = [], []
    for i, (x, y) in enumerate(points):
        ax, ay = points[max(i - 1, 0)]
        bx, by = points[min(i + 1, n - 1)]
        dx, dy = bx - ax, by - ay
        d = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / d, dx / d
        w = wf(i / (n - 1)) / 2
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    return left + right[::-1]


def lens(w):
    """Width profile that is 0 at both ends and w in the middle (strands, leaves)."""
    return lambda t: w * math.sin(math.pi * t) ** 0.8


def rotate(points, angle_deg, origin=(0, 0)):
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    ox, oy = origin
    return [
        (ox + (x - ox) * ca - (y - oy) * sa, oy + (x - ox) * sa + (y - oy) * ca) for x, y in points
    ]


def place(points, scale=1.0, dx=0.0, dy=0.0, angle=0.0):
    """Scale around (0,0), rotate, then move: local drawing -> picture coords."""
    pts = [(x * scale, y * scale) for x, y in points]
    if angle:
        pts = rotate(pts, angle)
    return [(x + dx, y + dy) for x, y in pts]


def arch_points(x0, y0, x1, y1, steps=48):
    """A round-topped arch: the recurring shape of the brand."""
    r = (x1 - x0) / 2
    cx, cy = x0 + r, y0 + r
    top = [
        (
            cx + r * math.cos(math.pi + math.pi * k / steps),
            cy + r * math.sin(math.pi + math.pi * k / steps),
        )
        for k in range(steps + 1)
    ]
    return [(x0, y1)] + top + [(x1, y1)]


def ellipse_points(cx, cy, rx, ry, angle=0.0, steps=48):
    pts = [
        (cx + rx * math.cos(2 * math.pi * k / steps), cy + ry * math.sin(2 * math.pi * k / steps))
        for k in range(steps)
    ]
    return rotate(pts, angle, (cx, cy)) if angle else pts


def resample(points, n):
    """n points evenly spaced along a polyline (so two edges can be paired up)."""
    seg = [math.dist(a, b) for a, b in itertools.pairwise(points)]
    total = sum(seg) or 1.0
    out, i, acc = [], 0, 0.0
    for k in range(n):
        target = total * k / (n - 1)
        while i < len(seg) - 1 and acc + seg[i] < target:
            acc += seg[i]
            i += 1
        f = 0 if seg[i] == 0 else min(1.0, (target - acc) / seg[i])
        (ax, ay), (bx, by) = points[i], points[i + 1]
        out.append((ax + (bx - ax) * f, ay + (by - ay) * f))
    return out


def between(edge_a, edge_b, f):
    """Curve part-way between two paired edges: strands inside a hair shape."""
    return [(ax + (bx - ax) * f, ay + (by - ay) * f) for (ax, ay), (bx, by) in zip(edge_a, edge_b)]


def rect_points(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def along(points, t):
    """Point and unit direction at fraction t along a polyline."""
    i = min(int(t * (len(points) - 1)), len(points) - 2)
    (ax, ay), (bx, by) = points[i], points[i + 1]
    f = t * (len(points) - 1) - i
    d = math.hypot(bx - ax, by - ay) or 1.0
    return (ax + (bx - ax) * f, ay + (by - ay) * f), ((bx - ax) / d, (by - ay) / d)


# --- drawing surface ---------------------------------------------------------


class Pen:
    """Thin wrapper over ImageDraw that works in final-pixel units.

    The same pen API draws on the picture itself (colours, optional alpha)
    and on greyscale masks (fill 255 by default), so one shape function can
    paint, clip or cast a shadow.
    """

    def __init__(self, image, default=None, offset=(0, 0)):
        blend = "RGBA" if image.mode == "RGB" else None
        self.draw = ImageDraw.Draw(image, blend)
        self.default = default
        self.offset = offset

    def _fill(self, fill):
        fill = self.default if fill is None else fill
        return rgb(fill) if isinstance(fill, str) else fill

    def _pts(self, pts):
        ox, oy = self.offset
        return [((x + ox) * SS, (y + oy) * SS) for x, y in pts]

    def poly(self, pts, fill=None):
        self.draw.polygon(self._pts(pts), fill=self._fill(fill))

    def ellipse(self, cx, cy, rx, ry=None, fill=None, outline=None, width=0):
        ry = rx if ry is None else ry
        (x0, y0), (x1, y1) = self._pts([(cx - rx, cy - ry), (cx + rx, cy + ry)])
        self.draw.ellipse(
            (x0, y0, x1, y1),
            fill=self._fill(fill) if outline is None else None,
            outline=self._fill(outline) if outline is not None else None,
            width=round(width * SS),
        )

    def rect(self, x0, y0, x1, y1, fill=None, r=0):
        (a, b), (c, d) = self._pts([(x0, y0), (x1, y1)])
        r = min(r * SS, (c - a) / 2, (d - b) / 2)
        if r > 0.5:
            self.draw.rounded_rectangle((a, b, c, d), radius=r, fill=self._fill(fill))
        else:
            self.draw.rectangle((a, b, c, d), fill=self._fill(fill))

    def arch(self, x0, y0, x1, y1, fill=None):
        self.poly(arch_points(x0, y0, x1, y1), fill)

    def half_ellipse(self, cx, cy, rx, ry, fill=None, top=True):
        (x0, y0), (x1, y1) = self._pts([(cx - rx, cy - ry), (cx + rx, cy + ry)])
        self.draw.pieslice(
            (x0, y0, x1, y1), 180 if top else 0, 360 if top else 180, fill=self._fill(fill)
        )

    def line(self, pts, width, fill=None, round_caps=True):
        fill = self._fill(fill)
        self.draw.line(self._pts(pts), fill=fill, width=max(1, round(width * SS)), joint="curve")
        if round_caps and width * SS > 3:
            for x, y in (pts[0], pts[-1]):
                self.ellipse(x, y, width / 2, fill=fill)

    def stroke(self, pts, width, fill=None):
        """Tapered stroke (see taper())."""
        self.poly(taper(pts, width), fill)


class Canvas:
    """A picture being drawn at SS times its final size."""

    def __init__(self, w, h, background=OFFWHITE):
        self.w, self.h = w, h
        self.size = (w * SS, h * SS)
        if isinstance(background, Image.Image):
            self._set(background)
        else:
            self._set(Image.new("RGB", self.size, rgb(background)))

    def _set(self, image):
        self.img = image
        self.pen = Pen(image)

    # paints ---------------------------------------------------------------
    def linear(self, stops, p0, p1):
        """Full-size linear gradient image from p0 to p1 (clamped beyond)."""
        W, H = self.size
        x0, y0, x1, y1 = (v * SS for v in (*p0, *p1))
        dx, dy = x1 - x0, y1 - y0
        l2 = dx * dx + dy * dy
        ts = [((x - x0) * dx + (y - y0) * dy) / l2 for x, y in ((0, 0), (W, 0), (0, H), (W, H))]
        tmin, tmax = min(ts), max(ts)
        n = 1024
        strip = Image.new("RGB", (n, 3))
        strip.putdata([sample(stops, tmin + (tmax - tmin) * i / (n - 1)) for i in range(n)] * 3)
        k = (n - 1) / (tmax - tmin)
        return strip.transform(
            self.size,
            Image.Transform.AFFINE,
            (dx / l2 * k, dy / l2 * k, (-(x0 * dx + y0 * dy) / l2 - tmin) * k, 0, 0, 1.5),
            resample=Image.Resampling.BILINEAR,
        )

    def radial(self, stops, centre, radius):
        """Full-size radial gradient image (t=0 at centre, 1 at radius)."""
        cx, cy = centre[0] * SS, centre[1] * SS
        k = 180.3 / (radius * SS)  # radial_gradient reaches 255 at ~180 px
        inv = Image.eval(Image.radial_gradient("L"), lambda v: 255 - v)
        tmap = inv.transform(
            self.size,
            Image.Transform.AFFINE,
            (k, 0, 128 - cx * k, 0, k, 128 - cy * k),
            resample=Image.Resampling.BILINEAR,
        )
        lut = [sample(stops, 1 - v / 255) for v in range(256)]
        return Image.merge("RGB", [tmap.point([c[i] for c in lut]) for i in range(3)])

    # masks ------------------------------------------------------------------
    def mask_of(self, draw_fn, offset=(0, 0)):
        m = Image.new("L", self.size, 0)
        draw_fn(Pen(m, 255, offset))
        return m

    def paint(self, mask, paint, alpha=1.0, blur=0.0, clip=None):
        """Fill `paint` (colour or full-size image) through a greyscale mask."""
        if blur:
            mask = mask.filter(ImageFilter.GaussianBlur(blur * SS))
        if alpha < 1:
            mask = mask.point(lambda v: round(v * alpha))
        if clip is not None:
            mask = ImageChops.multiply(mask, clip)
        if isinstance(paint, Image.Image):
            self.img.paste(paint, (0, 0), mask)
        else:
            self.img.paste(rgb(paint), (0, 0, *self.size), mask)

    def fill(self, draw_fn, paint, alpha=1.0, blur=0.0, clip=None, offset=(0, 0)):
        self.paint(self.mask_of(draw_fn, offset), paint, alpha, blur, clip)

    def shadow(self, draw_fn, offset=(0, 10), blur=14, alpha=0.25, colour=INK):
        """Soft drop shadow of a shape: gives flat shapes a calm sense of depth."""
        self.fill(draw_fn, colour, alpha, blur, offset=offset)

    def glow(self, cx, cy, r, colour, alpha=0.5):
        """Blurred disc: lamp light, sunlight, a warm haze."""
        self.fill(lambda p: p.ellipse(cx, cy, r * 0.55), colour, alpha, blur=r * 0.45)

    def zoom(self, box):
        """Crop to box (final-pixel units) and scale back up to full size."""
        self._set(
            self.img.crop(tuple(v * SS for v in box)).resize(self.size, Image.Resampling.LANCZOS)
        )

    @contextmanager
    def clipped(self, mask):
        """Everything drawn inside the block only shows through `mask`."""
        base = self.img
        self._set(base.copy())
        try:
            yield self
        finally:
            drawn = self.img
            self._set(base)
            base.paste(drawn, (0, 0), mask)

    # output -------------------------------------------------------------------
    def finish(self, rng, grain=3.0):
        """Downscale (anti-aliasing) and add a fine, even film grain.

        The grain hides 8-bit banding in the large gradients and makes flat
        areas feel like paper instead of plastic; it is kept faint so the
        WebP variants stay small.
        """
        img = self.img.resize((self.w, self.h), Image.Resampling.LANCZOS)
        if grain:
            n = self.w * self.h
            a = Image.frombytes("L", (self.w, self.h), rng.randbytes(n))
            b = Image.frombytes("L", (self.w, self.h), rng.randbytes(n))
            noise = ImageChops.add(a, b, scale=2.0)  # triangular, softer than uniform
            noise = noise.point(lambda v: round(v * 2 * grain / 255))
            img = ImageChops.add(img, Image.merge("RGB", (noise,) * 3), 1.0, -round(grain))
        return img


# --- motifs ------------------------------------------------------------------


def arch_mirror(
    c, x0, y0, x1, y1, frame=BRASS, frame_w=12, glass=(LINEN, WARMGREY), shadow=0.22, sheen=0.16
):
    """Arched wall mirror with a soft reflection so it reads as glass."""
    c.shadow(lambda p: p.arch(x0, y0, x1, y1), offset=(0, 14), blur=20, alpha=shadow)
    c.pen.arch(x0, y0, x1, y1, fill=frame)
    g = (x0 + frame_w, y0 + frame_w, x1 - frame_w, y1 - frame_w)
    glass_mask = c.mask_of(lambda p: p.arch(*g))
    c.paint(glass_mask, c.linear([(0, glass[0]), (1, glass[1])], (0, g[1]), (0, g[3])))
    w, h = g[2] - g[0], g[3] - g[1]
    with c.clipped(glass_mask):
        for start, width, a in ((0.05, 0.30, sheen), (0.45, 0.09, sheen * 0.7)):
            bx = g[0] + w * start
            c.pen.poly(
                [
                    (bx, g[3]),
                    (bx + w * width, g[3]),
                    (bx + w * width + h * 0.45, g[1]),
                    (bx + h * 0.45, g[1]),
                ],
                fill=rgba(WHITE, a),
            )
    return glass_mask


def salon_chair(c, cx, floor, s=1.0, seat=TERRA, base=INK, rim=None):
    """Styling chair seen from behind (as it faces the mirror)."""

    def u(v):
        return v * s

    c.fill(lambda p: p.ellipse(cx, floor, u(150), u(18)), INK, 0.28, blur=u(10))
    c.pen.ellipse(cx, floor - u(8), u(100), u(14), fill=base)
    c.pen.rect(cx - u(14), floor - u(160), cx + u(14), floor - u(8), fill=base)
    c.pen.rect(cx - u(26), floor - u(170), cx + u(26), floor - u(120), r=u(8), fill=base)
    c.pen.rect(cx - u(78), floor - u(118), cx + u(78), floor - u(106), r=u(6), fill=base)
    seat_dark = shade(seat, -0.25)
    c.pen.rect(cx - u(118), floor - u(232), cx + u(118), floor - u(160), r=u(28), fill=seat_dark)
    for sgn in (-1, 1):
        ax = cx + sgn * u(122)
        c.pen.rect(
            ax - u(20), floor - u(285), ax + u(20), floor - u(176), r=u(18), fill=shade(seat, -0.12)
        )
    back = (cx - u(96), floor - u(470), cx + u(96), floor - u(190))
    c.pen.rect(*back, r=u(70), fill=seat)
    # two soft vertical seams make the leather read without detail noise
    for sgn in (-1, 1):
        x = cx + sgn * u(34)
        c.pen.line([(x, floor - u(430)), (x, floor - u(215))], u(2.5), rgba(seat_dark, 0.55))
    if rim:  # warm light catching the left edge of the backrest
        c.fill(
            lambda p: p.rect(back[0] - u(10), back[1], back[0] + u(10), back[3]),
            rim,
            0.5,
            blur=u(6),
            clip=c.mask_of(lambda p: p.rect(*back, r=u(70))),
        )


def pendant(c, x, top, length, w, shade_col=BRASS, cord=INK, glow=HONEY, glow_alpha=0.45):
    """Pendant lamp: cord, dome shade and a warm pool of light."""
    y = top + length
    if glow_alpha:
        c.glow(x, y + w * 0.7, w * 2.6, glow, glow_alpha)
    c.pen.line([(x, top), (x, y)], 2.2, cord, round_caps=False)
    c.pen.half_ellipse(x, y + w * 0.5, w / 2, w * 0.5, fill=shade_col)
    c.pen.rect(x - w * 0.08, y - w * 0.06, x + w * 0.08, y + 2, fill=shade(shade_col, -0.3))
    c.pen.ellipse(x, y + w * 0.52, w * 0.16, w * 0.07, fill=shade(HONEY, 0.6))


def leaf(base, angle, length, width, bend=0.12, steps=20):
    """Leaf polygon growing from `base` towards `angle` (degrees, 0 = right)."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    centre = []
    for k in range(steps + 1):
        t = k / steps
        off = bend * length * math.sin(math.pi * t)
        centre.append((base[0] + ux * length * t + nx * off, base[1] + uy * length * t + ny * off))
    return taper(
        centre, lambda t: width * math.sin(math.pi * min(1, t * 1.05)) ** 0.7 * (1 - 0.25 * t)
    )


def pot(c, x, base, w, h, colour, rim=True):
    c.fill(lambda p: p.ellipse(x, base, w * 0.75, w * 0.12), INK, 0.25, blur=w * 0.08)
    c.pen.poly(
        [(x - w / 2, base - h), (x + w / 2, base - h), (x + w * 0.38, base), (x - w * 0.38, base)],
        fill=colour,
    )
    if rim:
        c.pen.rect(
            x - w * 0.54,
            base - h - w * 0.02,
            x + w * 0.54,
            base - h + w * 0.12,
            r=w * 0.04,
            fill=shade(colour, 0.12),
        )
    # shaded right side so the pot looks round
    c.pen.poly(
        [
            (x + w * 0.18, base - h + w * 0.12),
            (x + w / 2, base - h + w * 0.12),
            (x + w * 0.38, base),
            (x + w * 0.13, base),
        ],
        fill=rgba(INK, 0.12),
    )


def leafy_plant(
    c,
    x,
    base,
    s,
    rng,
    pot_col=CLAY,
    greens=(SAGE_DARK, SAGE, MOSS),
    pot_w=90,
    pot_h=80,
    leaves=11,
    spread=(-165, -15),
    reach=(110, 230),
):
    """Potted plant: curved stems ending in broad leaves, darker ones behind."""
    top = base - pot_h * s
    stems = []
    for i in range(leaves):
        ang = spread[0] + (spread[1] - spread[0]) * (i + rng.uniform(0.1, 0.9)) / leaves
        stems.append((rng.uniform(0, 1), ang))
    stems.sort()  # back-to-front: darker first
    for depth, ang in stems:
        a = math.radians(ang)
        length = rng.uniform(*reach) * s
        tip = (x + math.cos(a) * length * 0.8, top + math.sin(a) * length * 0.8 - 20 * s)
        stem = cubic((x, top), (x, top - 40 * s), (tip[0], tip[1] + 20 * s), tip, 16)
        green = mix(greens[int(depth * len(greens)) % len(greens)], INK, 0.15 * (1 - depth))
        c.pen.line(stem, 2.2 * s, shade(green, -0.1))
        leaf_ang = ang + rng.uniform(-18, 18)
        c.pen.poly(
            leaf(
                tip,
                leaf_ang,
                rng.uniform(70, 110) * s,
                rng.uniform(34, 48) * s,
                bend=rng.choice((-0.1, 0.1)),
            ),
            green,
        )
        # centre vein, lighter
        a2 = math.radians(leaf_ang)
        c.pen.line(
            [tip, (tip[0] + math.cos(a2) * 60 * s, tip[1] + math.sin(a2) * 60 * s)],
            1.2 * s,
            rgba(WHITE, 0.25),
            round_caps=False,
        )
    pot(c, x, base, pot_w * s, pot_h * s, pot_col)


def snake_plant(c, x, base, s, rng, pot_col=SAND, greens=(MOSS, SAGE_DARK)):
    """Upright pointed blades: vertical rhythm next to round shapes."""
    top = base - 70 * s
    for i in range(9):
        lean = rng.uniform(-14, 14) + (i - 4) * 3
        h = rng.uniform(180, 320) * s
        bx = x + (i - 4) * 8 * s
        tip = (bx + math.sin(math.radians(lean)) * h, top - h)
        pts = cubic((bx, top), (bx, top - h * 0.4), (tip[0], tip[1] + h * 0.3), tip, 20)
        g = greens[i % 2]
        c.pen.stroke(pts, lambda t: 30 * s * (1 - t) ** 0.6 * min(1, 0.5 + t * 3), g)
        c.pen.stroke(pts, lambda t: 8 * s * (1 - t) ** 0.8, rgba(SAGE, 0.5))
    pot(c, x, base, 84 * s, 74 * s, pot_col)


def trailing_plant(c, x, y, s, rng, greens=(SAGE, SAGE_DARK, MOSS), vines=5, drop=(150, 300)):
    """Vines hanging from a shelf edge, leaves alternating along them."""
    for v in range(vines):
        dx = (v - vines / 2) * 14 * s
        length = rng.uniform(*drop) * s
        sway = rng.uniform(-50, 50) * s
        vine = cubic(
            (x + dx, y),
            (x + dx + sway, y + length * 0.3),
            (x + dx - sway * 0.5, y + length * 0.7),
            (x + dx + sway * 0.3, y + length),
            30,
        )
        c.pen.line(vine, 1.6 * s, shade(SAGE_DARK, -0.2))
        n = int(length / (22 * s))
        for k in range(1, n + 1):
            (px, py), (ux, uy) = along(vine, k / (n + 1))
            side = 1 if k % 2 else -1
            ang = math.degrees(math.atan2(uy, ux)) + side * 55
            c.pen.poly(
                leaf((px, py), ang, 26 * s, 18 * s, bend=0.05 * side), greens[(k + v) % len(greens)]
            )


def bottle(c, x, base, w, h, body, cap=INK, kind="pump", label=True):
    """Hair-care bottles in a few archetypes; a sheen stripe makes them glossy."""
    c.fill(lambda p: p.ellipse(x, base, w * 0.65, w * 0.1), INK, 0.25, blur=w * 0.08)
    x0, x1 = x - w / 2, x + w / 2
    if kind == "pump":
        c.pen.rect(x0, base - h, x1, base, r=w * 0.16, fill=body)
        c.pen.rect(x - w * 0.16, base - h - w * 0.14, x + w * 0.16, base - h + 2, fill=cap)
        c.pen.rect(x - w * 0.05, base - h - w * 0.42, x + w * 0.05, base - h - w * 0.1, fill=cap)
        c.pen.rect(
            x - w * 0.18,
            base - h - w * 0.5,
            x + w * 0.18,
            base - h - w * 0.36,
            r=w * 0.04,
            fill=cap,
        )
        c.pen.rect(x + w * 0.1, base - h - w * 0.48, x + w * 0.42, base - h - w * 0.42, fill=cap)
    elif kind == "round":
        c.pen.rect(x0, base - h, x1, base, r=w * 0.42, fill=body)
        c.pen.rect(
            x - w * 0.22,
            base - h - w * 0.28,
            x + w * 0.22,
            base - h + w * 0.06,
            r=w * 0.05,
            fill=cap,
        )
    elif kind == "jar":
        c.pen.rect(x0, base - h, x1, base, r=w * 0.12, fill=body)
        c.pen.rect(
            x0 - w * 0.03,
            base - h - w * 0.2,
            x1 + w * 0.03,
            base - h + w * 0.04,
            r=w * 0.05,
            fill=cap,
        )
    elif kind == "tube":  # standing on its cap
        c.pen.rect(x - w * 0.32, base - w * 0.3, x + w * 0.32, base, r=w * 0.06, fill=cap)
        c.pen.poly(
            [
                (x - w * 0.36, base - w * 0.3),
                (x + w * 0.36, base - w * 0.3),
                (x1 + w * 0.04, base - h),
                (x0 - w * 0.04, base - h),
            ],
            fill=body,
        )
        c.pen.rect(
            x0 - w * 0.06,
            base - h - w * 0.08,
            x1 + w * 0.06,
            base - h + w * 0.02,
            fill=shade(body, -0.1),
        )
    elif kind == "dropper":
        c.pen.rect(x0, base - h, x1, base, r=w * 0.3, fill=body)
        c.pen.rect(x - w * 0.2, base - h - w * 0.3, x + w * 0.2, base - h + w * 0.1, fill=cap)
        c.pen.ellipse(x, base - h - w * 0.45, w * 0.16, w * 0.22, fill=cap)
    if label and kind in ("pump", "round", "jar", "dropper"):
        ly0 = base - h * (0.62 if kind != "jar" else 0.72)
        c.pen.rect(
            x0 + w * 0.12,
            ly0,
            x1 - w * 0.12,
            ly0 + h * (0.3 if kind != "jar" else 0.4),
            r=w * 0.03,
            fill=rgba(OFFWHITE, 0.78),
        )
        c.pen.rect(
            x0 + w * 0.24, ly0 + h * 0.08, x1 - w * 0.24, ly0 + h * 0.1, fill=rgba(INK, 0.35)
        )
    c.pen.rect(
        x0 + w * 0.1,
        base - h + w * 0.25,
        x0 + w * 0.2,
        base - w * 0.25,
        r=w * 0.05,
        fill=rgba(WHITE, 0.22),
    )


def pampas(c, x, base, s, rng, vase=OFFWHITE, plume=LINEN, stems=7):
    """Dried pampas grass in a round vase: soft, airy counterweight."""
    mouth = base - 120 * s
    for i in range(stems):
        ang = -90 + (i - (stems - 1) / 2) * 11 + rng.uniform(-4, 4)
        length = rng.uniform(210, 300) * s
        a = math.radians(ang)
        tip = (x + math.cos(a) * length, mouth + math.sin(a) * length)
        ctrl = (
            x + math.cos(a) * length * 0.5 + rng.uniform(-10, 10) * s,
            mouth + math.sin(a) * length * 0.5,
        )
        stem = cubic((x, mouth), ctrl, ctrl, tip, 24)
        c.pen.line(stem, 1.6 * s, shade(OAK, -0.1))
        plume_pts = stem[11:] + [(tip[0] + math.cos(a) * 30 * s, tip[1] + math.sin(a) * 30 * s)]
        c.fill(lambda p, pts=plume_pts: p.stroke(pts, lens(34 * s)), plume, 0.95, blur=2.5 * s)
        c.fill(lambda p, pts=plume_pts: p.stroke(pts, lens(14 * s)), WHITE, 0.35, blur=2 * s)
    c.fill(lambda p: p.ellipse(x, base, 80 * s, 12 * s), INK, 0.25, blur=8 * s)
    c.pen.ellipse(x, base - 62 * s, 66 * s, 64 * s, fill=vase)
    c.pen.rect(x - 22 * s, mouth - 4 * s, x + 22 * s, base - 110 * s, fill=vase)
    c.pen.ellipse(x + 20 * s, base - 58 * s, 40 * s, 52 * s, fill=rgba(INK, 0.07))


# Profile of a head facing right (with neck and shoulder line), drawn once in
# a 340 x 660 box; pictures place it with a scale and an offset.
PROFILE = [
    (20, 700),
    (60, 540),
    (94, 430),
    (104, 330),
    (84, 262),
    (72, 175),
    (104, 80),
    (176, 36),
    (242, 62),
    (266, 118),
    (270, 160),
    (276, 184),
    (297, 222),
    (278, 236),
    (281, 250),
    (273, 261),
    (279, 272),
    (268, 293),
    (256, 309),
    (224, 318),
    (208, 342),
    (214, 430),
    (250, 510),
    (360, 700),
]
GARMENT = [(-10, 720), (24, 540), (90, 450), (160, 428), (234, 440), (296, 500), (380, 720)]
# Hair as two edges (outer = back of the head, inner = along the face); the
# strands are curves interpolated between them, so they follow the shape.
HAIR_STYLES = {
    "long": (
        [
            (262, 100),
            (240, 44),
            (170, 10),
            (96, 30),
            (50, 110),
            (36, 230),
            (48, 340),
            (40, 450),
            (56, 560),
            (100, 650),
        ],
        [
            (262, 100),
            (236, 120),
            (202, 150),
            (178, 200),
            (164, 262),
            (156, 330),
            (144, 420),
            (134, 520),
            (120, 600),
            (100, 650),
        ],
    ),
    "bob": (
        [(264, 100), (240, 44), (170, 12), (96, 32), (52, 110), (40, 220), (44, 300), (62, 344)],
        [(264, 100), (240, 118), (208, 148), (186, 196), (182, 256), (192, 306), (202, 340)],
    ),
}


def profile_head(c, ox, oy, s, skin, hair, hair_light, style="long", garment=OFFWHITE):
    """Stylised side profile with flowing hair made of layered curves."""

    def P(pts):
        return place(pts, s, ox, oy)

    c.pen.poly(P(spline(PROFILE, steps=10)), skin)
    c.pen.poly(P(spline(GARMENT, steps=10)), garment)
    outer, inner = (resample(spline(e, steps=12), 90) for e in HAIR_STYLES[style])
    hair_mask = c.mask_of(lambda p: p.poly(P(outer + inner[::-1])))
    c.fill(lambda p: p.poly(P(outer + inner[::-1])), INK, 0.18, blur=8 * s, offset=(6 * s, 6 * s))
    c.paint(hair_mask, hair)
    with c.clipped(hair_mask):
        # a darker underlayer near the face, then lighter strands on top
        c.pen.poly(P(between(outer, inner, 0.7) + inner[::-1]), shade(hair, -0.15))
        for k in range(14):
            f = 0.04 + 0.9 * k / 13
            tone = mix(hair, hair_light, 0.15 + 0.35 * math.sin(math.pi * f) * (k % 3 != 1))
            c.pen.stroke(P(between(outer, inner, f)), lens((3 + 2 * (k % 2)) * s), tone)
        # shine: a soft band across the strands, the sign of healthy hair
        band = [
            between(outer, inner, f)[int(len(outer) * (0.18 if style == "long" else 0.3))]
            for f in (i / 10 for i in range(11))
        ]
        c.fill(lambda p: p.stroke(P(spline(band, steps=6)), lens(44 * s)), WHITE, 0.22, blur=12 * s)


def closed_eye(c, cx, cy, w, colour=INK, lashes=16, lash_len=None, line=None, crease=True):
    """Closed eye after a lash lift: lid curve, crease and curled lashes."""
    lash_len = lash_len or w * 0.26
    line = line or w * 0.018
    lid = spline(
        [
            (cx - w / 2, cy - w * 0.04),
            (cx - w * 0.2, cy + w * 0.1),
            (cx + w * 0.15, cy + w * 0.1),
            (cx + w / 2, cy - w * 0.08),
        ],
        steps=16,
    )
    c.pen.stroke(lid, lambda t: line * (0.5 + 1.2 * math.sin(math.pi * t)), colour)
    if crease:
        cr = spline(
            [
                (cx - w * 0.36, cy - w * 0.1),
                (cx - w * 0.05, cy - w * 0.02),
                (cx + w * 0.3, cy - w * 0.08),
            ],
            steps=16,
        )
        c.pen.stroke(cr, lens(line * 0.9), colour)
    for k in range(lashes):
        t = 0.1 + 0.86 * k / (lashes - 1)
        (px, py), (ux, uy) = along(lid, t)
        nx, ny = -uy, ux  # lid runs left->right, so this normal points down
        if ny < 0:
            nx, ny = -nx, -ny
        outward = (t - 0.5) * 1.15  # lashes fan out from the middle of the lid
        ln = lash_len * (0.55 + 0.6 * math.sin(math.pi * min(1, t * 1.15)))
        p0 = (px, py)
        p1 = (px + (nx + outward * 0.4) * ln * 0.45, py + ny * ln * 0.45)
        p2 = (px + (nx + outward) * ln * 0.8, py + ny * ln * 0.75)
        p3 = (px + (nx + outward * 1.4 + 0.1) * ln, py + ny * ln * 0.4)  # lifted tip curls up
        c.pen.stroke(cubic(p0, p1, p2, p3, 16), lambda t: line * 1.1 * (1 - t) ** 0.7, colour)
    return lid


def brow(c, cx, cy, w, colour, hairs=26, rng=None):
    """Eyebrow as many short tapered hairs: reads as 'brow styling'."""
    rng = rng or random.Random(1)
    arc = spline(
        [
            (cx - w / 2, cy + w * 0.08),
            (cx - w * 0.1, cy - w * 0.08),
            (cx + w * 0.3, cy - w * 0.08),
            (cx + w / 2, cy + w * 0.05),
        ],
        steps=14,
    )
    # soft filled body (full at the inner end, tapering to the tail) under the hairs
    body = [(x, y - w * 0.01) for x, y in arc]
    c.fill(
        lambda p: p.stroke(
            body, lambda t: w * (0.1 * (1 - t) ** 0.7 * min(1, 0.5 + t * 6) + 0.012)
        ),
        colour,
        0.4,
        blur=w * 0.008,
    )
    for k in range(hairs):
        t = k / (hairs - 1)
        (px, py), (ux, uy) = along(arc, t * 0.96)
        ang = math.atan2(uy, ux) - 0.5 + 0.35 * t
        ln = w * (0.12 + 0.06 * math.sin(math.pi * t)) * rng.uniform(0.85, 1.1)
        off = rng.uniform(-1, 1) * w * 0.03
        start = (px, py + off + w * 0.03)
        end = (start[0] + math.cos(ang) * ln, start[1] + math.sin(ang) * ln)
        mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2 - ln * 0.1)
        c.pen.stroke(spline([start, mid, end], steps=6), lens(w * 0.014), colour)


def scissors(c, x, y, s, angle, colour=INK, accent=TERRA, opening=11):
    """Open hair-cutting scissors, pivot at (x, y), blades pointing to `angle`.

    Each half is one rigid piece: a blade in front of the pivot and a shank
    with a finger ring behind it, so opening them crosses the two halves.
    """
    for sign in (-1, 1):
        a = angle + sign * opening
        # blade: straight back edge, slightly convex cutting edge, fine tip
        blade = [
            (-20, -sign * 12),
            (120, -sign * 10),
            (300, -sign * 2),
            (318, 0),
            (300, sign * 3),
            (150, sign * 9),
            (-20, sign * 12),
        ]
        c.pen.poly(place(spline(blade, steps=8), s, x, y, a), colour)
        # shank curving out to the ring on the far side of the axis
        shank = place([(0, 0), (-70, -sign * 10), (-130, -sign * 34)], s, x, y, a)
        c.pen.stroke(spline(shank, steps=10), (16 * s, 10 * s), colour)
        rx, ry = place([(-172, -sign * 50)], s, x, y, a)[0]
        ring = ellipse_points(rx, ry, 46 * s, 30 * s, a - sign * 12, steps=72)
        c.pen.line(ring + ring[:3], 10 * s, colour, round_caps=False)
    c.pen.ellipse(x, y, 10 * s, fill=accent)
    c.pen.ellipse(x, y, 4 * s, fill=shade(accent, 0.5))


def tuft(c, x, y, angle, length, colours, rng, strands=6, width=3.0):
    """A small snipped lock: a few gently S-curved strands, loosely bundled."""
    for i in range(strands):
        f = i / (strands - 1) - 0.5
        a = angle + f * 6 + rng.uniform(-2, 2)
        ln = length * rng.uniform(0.85, 1.05)
        pts = place(
            [
                (0, f * width * 3),
                (ln * 0.33, f * width * 3 + ln * 0.1),
                (ln * 0.66, f * width * 4 - ln * 0.08),
                (ln, f * width * 5),
            ],
            1.0,
            x,
            y,
            a,
        )
        c.pen.stroke(spline(pts, steps=10), lens(width), colours[i % len(colours)])


def comb(c, x, y, s, angle, colour=INK, teeth=26, length=380):
    """Cutting comb: spine plus teeth of two densities."""
    spine = place(rect_points(0, 0, length, 26), s, x, y, angle)
    c.pen.poly(spine, colour)
    for i in range(teeth):
        tx = 10 + i * (length - 20) / (teeth - 1)
        fine = i > teeth * 0.45
        w = 5 if fine else 7
        h = 52 if fine else 58
        tooth = place(rect_points(tx - w / 2, 20, tx + w / 2, 20 + h), s, x, y, angle)
        c.pen.poly(tooth, colour)
    ends = place([(0, 13), (length, 13)], s, x, y, angle)
    for ex, ey in ends:
        c.pen.ellipse(ex, ey, 13 * s, fill=colour)


def hair_lock(c, top, length, width, colours, rng, curve=0.0, strands=22, clip=None):
    """A hanging lock of hair (swatch): many tapered strands from one point."""
    x, y = top
    for i in range(strands):
        f = (i + 0.5) / strands - 0.5
        spread = f * width
        sway = curve * length + rng.uniform(-0.04, 0.04) * length
        end = (x + spread * 1.1 + sway, y + length * rng.uniform(0.9, 1.0))
        pts = cubic(
            (x + f * width * 0.2, y),
            (x + spread * 0.9, y + length * 0.3),
            (x + spread * 1.05 + sway * 0.6, y + length * 0.7),
            end,
            24,
        )
        tone = colours[i % len(colours)]
        tone = mix(tone, WHITE, rng.uniform(0, 0.12)) if i % 3 else shade(tone, -0.1)
        c.pen.stroke(pts, lambda t: width * 0.11 * (1 - t) ** 0.5 + 0.6, tone)
    if clip:
        c.pen.rect(
            x - width * 0.22,
            y - width * 0.16,
            x + width * 0.22,
            y + width * 0.12,
            r=width * 0.05,
            fill=clip,
        )


def braid(c, cx, y0, y1, w, colours, outline, rng):
    """Three-strand braid as overlapping, alternating leaf segments."""
    step = w * 0.55
    n = int((y1 - y0) / step)
    for i in range(n):
        side = 1 if i % 2 else -1
        y = y0 + i * step
        base = (cx - side * w * 0.42, y)
        ang = 90 - side * 58
        seg = leaf(base, ang, w * 1.05, w * 0.62, bend=0.18 * side)
        c.pen.poly([(px, py + w * 0.05) for px, py in seg], rgba(outline, 0.55))
        col = colours[i % len(colours)]
        c.pen.poly(seg, col)
        for k in (-1, 0, 1):  # three fine strand lines per segment
            a = math.radians(ang)
            off = k * w * 0.1
            nx, ny = -math.sin(a), math.cos(a)
            pts = [
                (
                    base[0]
                    + math.cos(a) * w * 1.0 * t
                    + nx * (off + 0.18 * side * w * math.sin(math.pi * t) * 1.05),
                    base[1]
                    + math.sin(a) * w * 1.0 * t
                    + ny * (off + 0.18 * side * w * math.sin(math.pi * t) * 1.05),
                )
                for t in (j / 12 for j in range(1, 12))
            ]
            c.pen.stroke(pts, lens(w * 0.035), rgba(WHITE, 0.22))


def strand_field(c, paths, stops, rng, width=10, jitter=6):
    """Many parallel hair strands; colour drifts across the field."""
    n = len(paths)
    for i, pts in enumerate(paths):
        col = sample(stops, i / max(1, n - 1) + rng.uniform(-0.06, 0.06))
        wob = [(x + rng.uniform(-jitter, jitter), y + rng.uniform(-jitter, jitter)) for x, y in pts]
        c.pen.stroke(spline(wob, steps=12), lens(width * rng.uniform(0.7, 1.4)), col)


# --- compositions ------------------------------------------------------------


def hero_1(rng):
    """Dusk: warm lamp light over two arched mirror workstations (right).

    The left ~55% stays a dark, quiet gradient so a white headline reads on it.
    """
    W, H = 1920, 1280
    floor = 1070
    c = Canvas(W, H)
    # nearly flat under the text (also keeps WebP/AVIF free of banding there),
    # warming up only where the scene starts
    c.img.paste(
        c.linear(
            [(0, "#211815"), (0.4, "#2A1C17"), (0.6, "#4A281E"), (0.85, "#6E3525"), (1, "#7E3E2A")],
            (0, 0),
            (W, 200),
        ),
        (0, 0),
    )
    # warm haze from the right, as if from a setting sun through a window
    c.glow(1640, 520, 1300, "#A4583A", 0.4)
    c.glow(1900, 260, 700, HONEY, 0.18)
    # floor, with a thin lit edge where it meets the wall
    c.fill(
        lambda p: p.rect(0, floor, W, H),
        c.linear([(0, "#2A1C17"), (1, "#18110E")], (0, floor), (0, H)),
    )
    # sunlight slanting across the wall, fading out before the text area
    for x0, wid, a in ((1000, 150, 0.05), (1230, 80, 0.06), (1400, 220, 0.05)):
        c.fill(
            lambda p, x0=x0, wid=wid: p.poly(
                [(x0, floor), (x0 + wid, floor), (x0 + wid + 420, 0), (x0 + 420, 0)]
            ),
            HONEY,
            a,
            blur=30,
        )
    # counter running under the mirrors
    c.pen.rect(1040, 880, W + 20, 900, fill="#2E1D17")
    c.pen.rect(1040, 880, W + 20, 884, fill="#5A3526")
    c.fill(lambda p: p.rect(1040, 900, W + 20, 925), INK, 0.3, blur=10)
    glass = (shade("#D9976F", 0.05), "#6A3526")
    mirrors = (1110, 1540)
    for x0 in mirrors:
        arch_mirror(
            c,
            x0,
            200,
            x0 + 320,
            882,
            frame="#C09060",
            frame_w=10,
            glass=glass,
            shadow=0.4,
            sheen=0.14,
        )
        c.glow(x0 + 160, 380, 240, HONEY, 0.3)  # the lamp reflected in the glass
    # small things on the counter, plus a trailing plant between the mirrors
    for bx, kind, col in (
        (1170, "pump", "#2B1F1A"),
        (1208, "round", CLAY),
        (1640, "jar", BLUSH),
        (1680, "pump", "#2B1F1A"),
        (1890, "round", TERRA),
    ):
        bottle(
            c, bx, 880, 30, 60 if kind != "jar" else 30, col, cap="#151110", kind=kind, label=False
        )
    trailing_plant(
        c, 1495, 850, 1.0, rng, greens=("#4D5A44", "#3E4A37", "#5E6A52"), vines=4, drop=(120, 200)
    )
    pot(c, 1495, 882, 62, 50, "#8A5A40")
    for x0 in mirrors:
        cx = x0 + 160
        # the polished floor mirrors the lit glass, softly
        c.fill(
            lambda p, x0=x0: p.rect(x0 + 20, floor + 10, x0 + 300, floor + 190),
            HONEY,
            0.07,
            blur=26,
        )
        c.glow(cx, floor + 60, 300, HONEY, 0.1)  # lamp light pooling on the floor
        salon_chair(c, cx, floor + 50, 1.0, seat="#35221B", base="#120D0B", rim=HONEY)
    for x0 in mirrors:
        pendant(c, x0 + 160, -10, 120, 110, shade_col="#C89A62", cord="#120D0B", glow_alpha=0.5)
    return c


def hero_2(rng):
    """Morning: pale sand room, an arched window and a tall plant (right)."""
    W, H = 1920, 1280
    floor = 1040
    c = Canvas(W, H)
    c.img.paste(
        c.linear([(0, OFFWHITE), (0.55, "#F3ECE4"), (1, "#EBDDD2")], (0, 0), (W, 0)), (0, 0)
    )
    c.glow(1500, 300, 1100, BLUSH, 0.35)
    # floor: light oak
    c.fill(
        lambda p: p.rect(0, floor, W, H),
        c.linear([(0, "#E3D3C1"), (1, "#D8C4AF")], (0, floor), (0, H)),
    )
    c.fill(lambda p: p.rect(0, floor - 2, W, floor + 2), INK, 0.08)
    # skirting board
    c.pen.rect(0, floor - 26, W, floor, fill="#F4EEE7")
    # the window
    wx0, wx1, wy0, wy1 = 1150, 1570, 170, 960
    c.shadow(lambda p: p.arch(wx0 - 18, wy0 - 18, wx1 + 18, wy1 + 18), (0, 0), 24, 0.12)
    c.pen.arch(wx0 - 18, wy0 - 18, wx1 + 18, wy1 + 18, fill="#FBF8F4")
    sky = c.mask_of(lambda p: p.arch(wx0, wy0, wx1, wy1))
    c.paint(sky, c.linear([(0, "#F6E3D6"), (0.6, "#FBF1E7"), (1, "#FFFDF9")], (0, wy0), (0, wy1)))
    with c.clipped(sky):
        c.glow(wx0 + 120, wy0 + 260, 360, WHITE, 0.8)
        # distant soft treetops
        for tx, ty, r in ((1200, 860, 130), (1330, 900, 110), (1480, 870, 150), (1560, 920, 90)):
            c.fill(
                lambda p, tx=tx, ty=ty, r=r: p.ellipse(tx, ty, r, r * 0.8),
                mix(SAGE, WHITE, 0.55),
                0.8,
                blur=14,
            )
    # muntins
    mx = (wx0 + wx1) / 2
    c.pen.rect(mx - 6, wy0, mx + 6, wy1, fill="#FBF8F4")
    for yy in (480, 720):
        c.pen.rect(wx0, yy - 6, wx1, yy + 6, fill="#FBF8F4")
    c.pen.rect(wx0 - 40, wy1, wx1 + 40, wy1 + 22, r=4, fill="#F7F1EA")
    c.fill(lambda p: p.rect(wx0 - 40, wy1 + 22, wx1 + 40, wy1 + 34), INK, 0.1, blur=6)
    # the window's light falling on the floor, skewed
    c.fill(
        lambda p: p.poly(
            [(wx0 - 30, floor + 10), (wx1 - 40, floor + 10), (wx1 - 260, H), (wx0 - 420, H)]
        ),
        WHITE,
        0.35,
        blur=30,
    )
    # a small vase and a stack of towels on the sill
    pampas(c, 1260, wy1, 0.55, rng, vase=TERRA, plume="#F1E3D2")
    for i, col in enumerate((BLUSH, "#F3E9DF", SAGE)):
        c.pen.rect(1430, wy1 - 22 - i * 22, 1530, wy1 - i * 22, r=10, fill=col)
    # tall plant at the right and a low stool in front of the window
    leafy_plant(c, 1760, floor + 30, 2.0, rng, pot_col=CLAY, leaves=15, spread=(-175, -25))
    c.fill(lambda p: p.ellipse(1360, floor + 40, 120, 14), INK, 0.2, blur=10)
    for top_x, foot_x, col in (
        (1360, 1362, shade(OAK, -0.2)),
        (1300, 1272, OAK),
        (1420, 1448, OAK),
    ):
        c.pen.line([(top_x, floor - 150), (foot_x, floor + 38)], 12, col)
    c.pen.rect(1290, floor - 80, 1430, floor - 70, r=4, fill=shade(OAK, -0.1))
    c.pen.rect(1255, floor - 178, 1465, floor - 136, r=21, fill=TERRA)
    c.pen.rect(1270, floor - 178, 1450, floor - 164, r=7, fill=shade(TERRA, 0.12))
    return c


def salong_1(rng):
    """Three workstations with arched mirrors, chairs and pendant lamps."""
    W, H = 1200, 900
    floor = 780
    c = Canvas(W, H)
    c.img.paste(c.linear([(0, "#F1EAE2"), (1, "#E6DACD")], (0, 0), (0, floor)), (0, 0))
    c.fill(
        lambda p: p.rect(0, floor, W, H),
        c.linear([(0, "#C9A88A"), (1, "#B89474")], (0, floor), (0, H)),
    )
    c.pen.rect(0, 560, W, 578, fill="#D8C3AE")  # counter
    c.fill(lambda p: p.rect(0, 578, W, 600), INK, 0.15, blur=8)
    xs = (130, 470, 810)
    for x0 in xs:
        arch_mirror(c, x0, 120, x0 + 260, 562, frame=BRASS, frame_w=8, glass=("#EDE4DA", "#CFC2B5"))
    for x0, kind, col in (
        (160, "pump", INK),
        (560, "round", CLAY),
        (602, "dropper", TERRA),
        (1010, "jar", BLUSH),
    ):
        bottle(c, x0, 560, 26, 52 if kind != "jar" else 26, col, kind=kind, label=False)
    for i, x0 in enumerate(xs):
        salon_chair(c, x0 + 130, floor + 60, 0.72, seat=(TERRA, "#B0654A", TERRA)[i])
    for x0 in xs:
        pendant(c, x0 + 130, -10, 60, 70, glow_alpha=0.25)
    trailing_plant(c, 1125, 560, 0.9, rng, vines=4, drop=(120, 200))
    c.pen.rect(1090, 520, 1160, 562, r=6, fill=OFFWHITE)
    return c


def salong_2(rng):
    """One chair in front of a tall mirror, a trolley and a plant."""
    W, H = 1200, 900
    floor = 760
    c = Canvas(W, H)
    c.img.paste(c.linear([(0, "#D9B7A2"), (1, "#CFA58E")], (0, 0), (W, floor)), (0, 0))
    c.glow(300, 200, 700, BLUSH, 0.5)
    c.fill(
        lambda p: p.rect(0, floor, W, H),
        c.linear([(0, "#EFE5DA"), (1, "#E2D4C5")], (0, floor), (0, H)),
    )
    arch_mirror(
        c,
        360,
        70,
        840,
        floor - 20,
        frame="#8A5A3E",
        frame_w=22,
        glass=("#F0E2D6", "#C9AE9C"),
        shadow=0.3,
    )
    # reflection of the room: a dim window shape inside the glass
    salon_chair(c, 600, floor + 90, 1.05, seat=INK, base="#3A2E28", rim=BLUSH)
    # trolley with bottles
    tx = 960
    c.fill(lambda p: p.ellipse(tx, floor + 60, 110, 14), INK, 0.2, blur=10)
    for yy in (430, 560, 690):
        c.pen.rect(tx - 90, yy, tx + 90, yy + 12, r=5, fill=INK)
    for lx in (tx - 84, tx + 76):
        c.pen.rect(lx, 430, lx + 8, floor + 50, fill=INK)
        c.pen.ellipse(lx + 4, floor + 56, 9, fill=MUTED)
    for bx, kind, col, h in (
        (tx - 55, "pump", OFFWHITE, 80),
        (tx - 10, "round", TERRA, 60),
        (tx + 40, "tube", HONEY, 70),
    ):
        bottle(c, bx, 430, 34, h, col, kind=kind)
    for bx, kind, col, h in ((tx - 45, "jar", BLUSH, 34), (tx + 20, "dropper", CHESTNUT, 44)):
        bottle(c, bx, 560, 38 if kind == "jar" else 26, h, col, kind=kind)
    c.pen.rect(tx - 70, 640, tx + 60, 690, r=18, fill=OFFWHITE)  # folded towels
    c.pen.rect(tx - 70, 600, tx + 60, 640, r=18, fill=SAGE)
    snake_plant(c, 170, floor + 40, 1.3, rng, pot_col=OFFWHITE)
    return c


def salong_3(rng):
    """Wall shelves with hair-care products in the house colours."""
    W, H = 1200, 900
    c = Canvas(W, H)
    c.img.paste(c.linear([(0, "#F5F0EA"), (1, "#E9DFD4")], (0, 0), (W, H)), (0, 0))
    c.glow(220, 120, 600, WHITE, 0.5)
    # a tall terracotta arch painted on the wall behind the shelves
    c.pen.arch(300, 70, 900, H + 10, fill="#D6A690")
    shelves = (300, 540, 780)
    kinds = ("pump", "round", "jar", "tube", "dropper")
    colours = (OFFWHITE, TERRA, BLUSH, INK, HONEY, SAGE, CLAY, CHESTNUT, LINEN)
    for row, y in enumerate(shelves):
        c.fill(lambda p, y=y: p.rect(150, y + 14, 1050, y + 34), INK, 0.22, blur=12)
        x = 200 + row * 18
        while x < 1000:
            kind = rng.choice(kinds)
            w = {"pump": 52, "round": 56, "jar": 78, "tube": 46, "dropper": 38}[kind]
            h = {"pump": 140, "round": 110, "jar": 56, "tube": 120, "dropper": 80}[kind]
            h *= rng.uniform(0.85, 1.1)
            if x + w > 1010:
                break
            col = rng.choice(colours)
            cap = rng.choice((INK, BRASS, OFFWHITE if col != OFFWHITE else INK))
            bottle(c, x + w / 2, y, w, h, col, cap=cap, kind=kind)
            x += w + rng.uniform(14, 34)
        c.pen.rect(150, y, 1050, y + 16, r=3, fill=OAK)
        c.pen.rect(150, y, 1050, y + 4, fill=shade(OAK, 0.25))
    trailing_plant(c, 1000, shelves[0] - 1, 1.0, rng, vines=5, drop=(160, 300))
    pot(c, 1000, shelves[0], 70, 60, OFFWHITE)
    return c


def salong_4(rng):
    """Green plants in window light: a tall window, sill plants, light patches."""
    W, H = 1200, 900
    c = Canvas(W, H)
    c.img.paste(c.linear([(0, "#EDE5DB"), (1, "#E1D5C7")], (0, 0), (W, 0)), (0, 0))
    wx0, wx1, wy0, wy1 = 250, 950, 60, 640
    c.pen.rect(wx0 - 24, wy0 - 24, wx1 + 24, wy1 + 10, r=4, fill=OFFWHITE)
    glass = c.mask_of(lambda p: p.rect(wx0, wy0, wx1, wy1))
    c.paint(glass, c.linear([(0, "#E9EEE6"), (0.7, "#F7F4EC"), (1, "#FBF6EE")], (0, wy0), (0, wy1)))
    with c.clipped(glass):
        for tx, ty, r in ((320, 560, 160), (520, 600, 120), (760, 560, 200), (940, 620, 120)):
            c.fill(
                lambda p, tx=tx, ty=ty, r=r: p.ellipse(tx, ty, r, r * 0.7),
                mix(SAGE, WHITE, 0.45),
                0.9,
                blur=16,
            )
        c.glow(820, 140, 400, WHITE, 0.9)
    for xx in (wx0 + (wx1 - wx0) / 3, wx0 + 2 * (wx1 - wx0) / 3):
        c.pen.rect(xx - 6, wy0, xx + 6, wy1, fill=OFFWHITE)
    c.pen.rect(wx0, 290, wx1, 300, fill=OFFWHITE)
    # sill and the lower wall
    c.pen.rect(0, wy1 + 10, W, H, fill="#E7DCCF")
    c.pen.rect(wx0 - 60, wy1, wx1 + 60, wy1 + 26, r=4, fill="#F6F1EA")
    c.fill(lambda p: p.rect(wx0 - 60, wy1 + 26, wx1 + 60, wy1 + 44), INK, 0.15, blur=8)
    # light through the panes landing on the lower wall, skewed
    for i in range(3):
        x0 = wx0 + i * (wx1 - wx0) / 3 + 10
        c.fill(
            lambda p, x0=x0: p.poly(
                [(x0 - 60, wy1 + 60), (x0 + 160, wy1 + 60), (x0 + 120, H), (x0 - 110, H)]
            ),
            WHITE,
            0.35,
            blur=14,
        )
    leafy_plant(c, 380, wy1, 1.2, rng, pot_col=TERRA, leaves=12)
    snake_plant(c, 640, wy1, 1.0, rng, pot_col=OFFWHITE)
    leafy_plant(
        c,
        860,
        wy1,
        0.9,
        rng,
        pot_col=BLUSH,
        greens=(SAGE, "#8C9A7E", SAGE_DARK),
        leaves=9,
        reach=(90, 170),
    )
    # a hanging plant in the top-left corner
    c.pen.line([(130, 0), (130, 140)], 2, MUTED)
    pot(c, 130, 200, 80, 60, CLAY)
    trailing_plant(c, 130, 195, 1.0, rng, vines=5, drop=(200, 380))
    return c


def salong_5(rng):
    """Wash station: tiled wall, black basin, reclining wash chair, towels."""
    W, H = 1200, 900
    floor = 760
    c = Canvas(W, H, "#EFE7DE")
    # tiles: a soft grid on the lower two thirds of the wall
    c.pen.rect(0, 300, W, floor, fill="#E6D9CB")
    for y in range(300, floor, 46):
        c.pen.line([(0, y), (W, y)], 1.4, rgba(WHITE, 0.7), round_caps=False)
    for x in range(0, W, 92):
        for y in range(300, floor, 92):
            c.pen.line([(x, y), (x, y + 46)], 1.4, rgba(WHITE, 0.7), round_caps=False)
            c.pen.line(
                [(x + 46, y + 46), (x + 46, y + 92)], 1.4, rgba(WHITE, 0.7), round_caps=False
            )
    c.fill(
        lambda p: p.rect(0, floor, W, H),
        c.linear([(0, "#D8C6B3"), (1, "#C9B39D")], (0, floor), (0, H)),
    )
    c.glow(900, 120, 700, WHITE, 0.4)
    # shelf with rolled towels
    c.pen.rect(740, 200, 1110, 214, fill=OAK)
    c.fill(lambda p: p.rect(740, 214, 1110, 230), INK, 0.15, blur=6)
    for i, col in enumerate((OFFWHITE, BLUSH, OFFWHITE, SAGE, OFFWHITE, BLUSH)):
        cx = 780 + (i % 4) * 70 + (35 if i >= 4 else 0)
        cy = 170 - (60 if i >= 4 else 0)
        c.pen.ellipse(cx, cy, 30, fill=col)
        c.pen.ellipse(cx, cy, 18, fill=shade(col, -0.06))
        c.pen.ellipse(cx, cy, 6, fill=shade(col, -0.14))
    bottle(c, 1070, 200, 30, 70, TERRA, kind="pump", label=False)
    # basin unit
    ux0, ux1 = 140, 560
    c.fill(lambda p: p.ellipse((ux0 + ux1) / 2, floor + 10, 260, 18), INK, 0.2, blur=10)
    c.pen.rect(ux0, 470, ux1, floor, r=10, fill="#CDB6A0")
    for x in range(ux0 + 20, ux1 - 10, 22):  # fluted front
        c.pen.rect(x, 490, x + 10, floor - 16, r=5, fill=rgba(WHITE, 0.16))
    c.pen.rect(ux0 - 10, 460, ux1 + 10, 480, r=6, fill="#E7D9CB")
    # basin bowl and tap
    bx = 400
    c.pen.half_ellipse(bx, 448, 130, 100, fill=INK, top=False)
    c.pen.ellipse(bx, 448, 130, 24, fill="#2C2622")
    c.pen.ellipse(bx, 450, 110, 16, fill="#3A322D")
    tap = cubic((bx + 120, 300), (bx + 120, 230), (bx + 40, 230), (bx + 30, 290), 20)
    c.pen.line(tap, 12, BRASS)
    c.pen.rect(bx + 108, 300, bx + 132, 430, fill=BRASS)
    # reclining wash chair (side view): chunky capsules read as soft upholstery
    col = TERRA
    c.fill(lambda p: p.ellipse(780, floor + 10, 260, 20), INK, 0.22, blur=12)
    c.pen.rect(660, 640, 920, floor - 4, r=18, fill=shade(col, -0.35))  # plinth
    c.pen.line([(560, 520), (700, 610)], 92, shade(col, -0.08))  # reclined back
    c.pen.line([(700, 612), (940, 612)], 96, col)  # seat
    c.pen.line([(950, 622), (1070, 690)], 70, shade(col, 0.06))  # leg rest
    c.pen.line([(720, 560), (880, 560)], 30, shade(col, 0.18))  # armrest
    c.pen.line([(505, 470), (545, 498)], 46, shade(col, -0.22))  # neck cushion on the basin
    return c


def salong_6(rng):
    """Reception: a fluted curved desk, pampas grass, lamps and an arch niche."""
    W, H = 1200, 900
    floor = 770
    c = Canvas(W, H)
    c.img.paste(c.linear([(0, "#EFE7DE"), (1, "#E4D7CA")], (0, 0), (0, floor)), (0, 0))
    c.fill(
        lambda p: p.rect(0, floor, W, H),
        c.linear([(0, "#C8A98C"), (1, "#B8977A")], (0, floor), (0, H)),
    )
    # painted arch niche with a round mirror
    c.pen.arch(420, 80, 880, floor, fill="#C98D72")
    c.shadow(lambda p: p.ellipse(650, 300, 130), (0, 12), 16, 0.2)
    c.pen.ellipse(650, 300, 130, fill=BRASS)
    m = c.mask_of(lambda p: p.ellipse(650, 300, 122))
    c.paint(m, c.linear([(0, "#F3E6DA"), (1, "#CDB5A4")], (0, 180), (0, 420)))
    with c.clipped(m):
        c.pen.poly([(560, 420), (610, 420), (760, 180), (710, 180)], rgba(WHITE, 0.2))
    for x in (250, 1050):
        pendant(c, x, -10, 170, 90, shade_col=OFFWHITE, glow_alpha=0.35)
    # desk: rounded front with vertical fluting
    dx0, dx1, dy = 260, 1040, 520
    c.fill(lambda p: p.ellipse(650, floor + 14, 420, 24), INK, 0.25, blur=12)
    desk = c.mask_of(lambda p: p.rect(dx0, dy, dx1, floor + 6, r=60))
    c.paint(desk, c.linear([(0, "#E9DCCD"), (0.5, "#F3EAE0"), (1, "#D7C4B1")], (dx0, 0), (dx1, 0)))
    with c.clipped(desk):
        for x in range(dx0 + 10, dx1, 24):
            c.pen.rect(x, dy, x + 2, floor + 10, fill=rgba(INK, 0.08))
            c.pen.rect(x + 4, dy, x + 12, floor + 10, r=4, fill=rgba(WHITE, 0.22))
    c.pen.rect(dx0 - 20, dy - 18, dx1 + 20, dy + 4, r=10, fill=OAK)
    c.pen.rect(dx0 - 20, dy - 18, dx1 + 20, dy - 12, r=3, fill=shade(OAK, 0.3))
    # on the desk: pampas vase, a small lamp, a card stand
    pampas(c, 400, dy - 18, 0.8, rng, vase=OFFWHITE, plume="#EADACB")
    c.pen.rect(895, dy - 130, 901, dy - 18, fill=INK)
    c.pen.half_ellipse(898, dy - 100, 44, 44, fill=TERRA)
    c.pen.ellipse(898, dy - 18, 30, 6, fill=INK)
    c.pen.rect(770, dy - 60, 830, dy - 18, r=4, fill=INK)
    leafy_plant(c, 1130, floor + 20, 1.4, rng, pot_col=TERRA, leaves=12, spread=(-170, -40))
    return c


def avatar(rng, bg, skin, shirt, hair_fn, accent=None):
    """Frontal, faceless portrait: shoulders, neck, head, hair on top.

    Faceless keeps the set calm and avoids uncanny features; the hair does
    the talking. Drawn with margin, then zoomed so the head fills the frame
    (the site shows these as small circles).
    """
    W = H = 400
    c = Canvas(W, H)
    c.img.paste(c.radial([(0, shade(bg, 0.2)), (1, bg)], (150, 120), 420), (0, 0))
    if accent:
        c.pen.ellipse(300, 90, 70, fill=accent)
    hair_fn(c, "back")
    c.shadow(lambda p: p.ellipse(200, 448, 175, 135), (0, -4), 10, 0.15)
    c.pen.ellipse(200, 448, 170, 130, fill=shirt)
    c.pen.rect(174, 240, 226, 322, r=20, fill=shade(skin, -0.12))
    c.pen.half_ellipse(200, 318, 38, 26, fill=shade(skin, -0.12), top=False)
    for ex in (136, 264):
        c.pen.ellipse(ex, 200, 12, 20, fill=shade(skin, -0.05))
    c.pen.ellipse(200, 185, 64, 82, fill=skin)
    c.fill(lambda p: p.ellipse(200, 270, 50, 10), INK, 0.12, blur=6)  # chin shadow
    hair_fn(c, "front")
    c.zoom((30, 40, 370, 380))
    return c


def head_mask(c):
    return c.mask_of(lambda p: p.ellipse(200, 185, 64, 82))


def kund_1(rng):
    """Anna: chestnut bob with a side-swept fringe."""

    def hair(c, layer):
        col = CHESTNUT
        if layer == "back":
            c.pen.poly(
                spline(
                    [
                        (126, 170),
                        (134, 110),
                        (200, 92),
                        (268, 112),
                        (278, 180),
                        (282, 262),
                        (240, 286),
                        (160, 286),
                        (118, 262),
                    ],
                    closed=True,
                ),
                col,
            )
        else:
            c.pen.poly(
                spline(
                    [
                        (126, 190),
                        (130, 118),
                        (190, 92),
                        (262, 104),
                        (284, 170),
                        (290, 270),
                        (258, 278),
                        (252, 190),
                        (226, 140),
                        (170, 128),
                        (150, 170),
                        (146, 276),
                        (116, 270),
                    ],
                    closed=True,
                ),
                col,
            )
            c.pen.stroke(
                spline([(160, 120), (210, 108), (258, 130)], steps=10), lens(10), shade(col, 0.25)
            )

    return avatar(rng, BLUSH, "#EAC6AC", SAGE, hair)


def kund_2(rng):
    """Erik: short top and a skin fade on the sides, deeper skin tone."""

    def hair(c, layer):
        if layer == "front":
            col = "#241A15"
            # the fade: hair shading above the ears, blurred away downwards
            for x0 in (120, 244):
                c.fill(
                    lambda p, x0=x0: p.rect(x0, 120, x0 + 36, 190),
                    col,
                    0.5,
                    blur=10,
                    clip=head_mask(c),
                )
            # short top: the head's outline grown a little, cut at a curved hairline
            hairline = spline(
                [(134, 172), (142, 150), (164, 136), (200, 130), (236, 136), (258, 150), (266, 172)]
            )
            above = c.mask_of(
                lambda p: p.poly([(100, 40), (300, 40), (300, 172)] + hairline[::-1] + [(100, 172)])
            )
            cap = ImageChops.multiply(above, c.mask_of(lambda p: p.ellipse(200, 182, 67, 88)))
            c.paint(cap, col)
            with c.clipped(cap):  # tight curl texture
                for k in range(90):
                    c.pen.ellipse(132 + (k * 37) % 136, 84 + (k * 53) % 80, 2.4, fill="#30241D")

    return avatar(rng, SAGE, "#8E5B40", "#F1E8DE", hair)


def kund_3(rng):
    """Sara: long honey waves with sun-lightened strands, centre parting."""
    base, light = "#B98552", "#E7C28E"
    left_outer = [(200, 98), (150, 108), (126, 160), (120, 240), (112, 320), (118, 392)]
    left_inner = [(200, 98), (172, 120), (150, 170), (146, 240), (150, 310), (166, 384)]

    def mirror(pts):
        return [(400 - x, y) for x, y in pts]

    def hair(c, layer):
        if layer == "back":
            shape = spline(
                [
                    (130, 130),
                    (200, 92),
                    (272, 130),
                    (300, 240),
                    (312, 350),
                    (300, 430),
                    (100, 430),
                    (88, 350),
                    (98, 240),
                ],
                closed=True,
            )
            c.pen.poly(shape, shade(base, -0.12))
            return
        c.pen.poly(
            spline(
                [
                    (134, 170),
                    (136, 124),
                    (200, 94),
                    (264, 124),
                    (266, 170),
                    (240, 128),
                    (200, 110),
                    (160, 128),
                ],
                closed=True,
            ),
            base,
        )
        for outer, inner in ((left_outer, left_inner), (mirror(left_outer), mirror(left_inner))):
            o, i = resample(spline(outer), 60), resample(spline(inner), 60)
            c.pen.poly(o + i[::-1], base)
            for k in range(6):
                f = 0.1 + 0.16 * k
                wave = [(x + 5 * math.sin(j / 6), y) for j, (x, y) in enumerate(between(o, i, f))]
                c.pen.stroke(wave, lens(4 + 3 * (k % 2)), light if k % 2 else HONEY)

    return avatar(rng, LINEN, "#F0D2BC", TERRA, hair)


def kund_4(rng):
    """Maria: short silver curls and round glasses."""

    def hair(c, layer):
        if layer == "front":
            for cx, cy, r in (
                (142, 160, 26),
                (160, 122, 30),
                (198, 104, 32),
                (238, 120, 30),
                (258, 160, 26),
                (180, 124, 26),
                (220, 118, 26),
                (136, 196, 18),
                (264, 196, 18),
            ):
                c.pen.ellipse(cx, cy + 3, r, fill="#B9B1AA")
                c.pen.ellipse(cx, cy, r, fill="#DCD6D0")
                c.pen.ellipse(cx - r * 0.3, cy - r * 0.3, r * 0.35, fill="#ECE8E4")
            for gx in (174, 226):
                c.pen.ellipse(gx, 200, 20, outline=INK, width=3.5)
            c.pen.line([(194, 200), (206, 200)], 3, INK)

    return avatar(rng, WARMGREY, "#E3BFA6", "#5C6E73", hair, accent=None)


def kund_5(rng):
    """Johan: cropped salt-and-pepper hair and a trimmed beard."""

    def hair(c, layer):
        if layer == "front":
            c.pen.poly(
                spline(
                    [
                        (134, 170),
                        (138, 114),
                        (196, 94),
                        (262, 112),
                        (266, 170),
                        (248, 130),
                        (200, 118),
                        (152, 130),
                    ],
                    closed=True,
                ),
                "#6E655E",
            )
            c.pen.poly(
                spline(
                    [
                        (136, 196),
                        (152, 250),
                        (200, 276),
                        (248, 250),
                        (264, 196),
                        (252, 214),
                        (226, 232),
                        (200, 226),
                        (174, 232),
                        (148, 214),
                    ],
                    closed=True,
                ),
                "#7B7068",
            )
            c.pen.poly(
                spline([(176, 232), (200, 224), (224, 232), (200, 240)], closed=True), "#5A514B"
            )

    return avatar(rng, CLAY, "#D9A486", INK, hair)


def kund_6(rng):
    """Leila: sleek dark hair in a high bun."""

    def hair(c, layer):
        col = "#2A1D18"
        if layer == "back":
            c.pen.ellipse(200, 84, 46, 40, fill=col)
            c.pen.stroke(spline([(170, 80), (200, 68), (232, 86)], steps=10), lens(8), "#4A372E")
        else:
            c.pen.poly(
                spline(
                    [
                        (136, 190),
                        (138, 124),
                        (200, 98),
                        (262, 124),
                        (264, 190),
                        (246, 140),
                        (200, 122),
                        (154, 140),
                    ],
                    closed=True,
                ),
                col,
            )
            c.pen.stroke(spline([(160, 128), (200, 110), (240, 128)], steps=10), lens(7), "#4A372E")
            c.pen.ellipse(137, 222, 5, fill=BRASS)
            c.pen.ellipse(263, 222, 5, fill=BRASS)

    return avatar(rng, TERRA, "#B7795A", BLUSH, hair)


def avatar_default(rng):
    """Neutral silhouette for reviews without a photo: same framing as the rest."""
    return avatar(rng, SAND, WARMGREY, WARMGREY, lambda c, layer: None)


def instagram_1(rng):
    """Soft waves close-up: a field of S-curved strands with a shine band."""
    S = 1080
    c = Canvas(S, S, "#5B3324")
    stops = [(0, "#4A2A1E"), (0.35, CHESTNUT), (0.6, "#A86A43"), (0.8, HONEY), (1, "#E2BC8A")]
    paths = []
    for i in range(70):
        x0 = -300 + i * 22
        paths.append(
            [(x0 + 140 * math.sin(j * 0.55 + i * 0.02) + j * 40, -80 + j * 90) for j in range(15)]
        )
    strand_field(c, paths, stops, rng, width=26, jitter=4)
    for i in range(0, 70, 3):
        pts = [(x + 8, y) for x, y in paths[i]]
        c.pen.stroke(spline(pts, steps=12), lens(5), rgba("#F3D8B0", 0.35))
    c.fill(
        lambda p: p.stroke(
            spline([(-100, 700), (300, 520), (640, 560), (1200, 300)], steps=16), lens(150)
        ),
        WHITE,
        0.22,
        blur=40,
    )
    return c


def instagram_2(rng):
    """Colour swatches in warm tones hanging from a rail."""
    S = 1080
    c = Canvas(S, S, OFFWHITE)
    c.img.paste(c.linear([(0, "#F6F0E9"), (1, "#EDE2D6")], (0, 0), (0, S)), (0, 0))
    c.pen.arch(140, 120, 940, 1200, fill=BLUSH)
    c.pen.rect(120, 250, 960, 266, r=8, fill=BRASS)
    tones = [
        ("#F0D6A8", "#E6C38F"),
        ("#D8A86F", "#C99257"),
        ("#C4866A", "#B0704F"),
        ("#A65A3A", "#8F4A2E"),
        ("#7A4630", "#673A27"),
        ("#4A2E24", "#3A231B"),
    ]
    for i, pair in enumerate(tones):
        x = 200 + i * 136
        c.shadow(
            lambda p, x=x: p.poly([(x - 40, 270), (x + 40, 270), (x + 16, 760), (x - 16, 760)]),
            (12, 14),
            22,
            0.08,
        )
        hair_lock(
            c,
            (x, 268),
            600 + (i % 2) * 60,
            110,
            pair + (shade(pair[0], 0.15),),
            rng,
            curve=0.02 * (i - 2.5),
            strands=26,
            clip=INK,
        )
    return c


def instagram_3(rng):
    """Braids in a pattern: three vertical braids in different tones."""
    S = 1080
    c = Canvas(S, S, "#A9B09A")
    c.img.paste(c.linear([(0, "#B3B9A4"), (1, "#959E87")], (0, 0), (S, S)), (0, 0))
    sets = [
        (240, ("#D9AE78", "#C99661", "#E3BD88"), "#7A5533"),
        (540, ("#7A4630", "#8B5238", "#6A3B28"), "#2E1C14"),
        (840, ("#EBDCC6", "#DCCAB2", "#F3E8D8"), "#8C7B66"),
    ]
    for cx, cols, outline in sets:
        c.shadow(lambda p, cx=cx: p.rect(cx - 70, -20, cx + 70, S + 20, r=60), (12, 0), 24, 0.15)
        braid(c, cx, -60, S + 100, 150, cols, outline, rng)
    return c


def instagram_4(rng):
    """Lashes after a lash lift: closed-eye line art on terracotta."""
    S = 1080
    c = Canvas(S, S, TERRA)
    c.img.paste(c.radial([(0, "#B35D43"), (1, "#8A3E2B")], (540, 480), 800), (0, 0))
    c.pen.ellipse(540, 560, 330, fill=rgba(BLUSH, 0.18))
    brow(c, 560, 330, 520, OFFWHITE, hairs=34, rng=rng)
    closed_eye(c, 540, 540, 620, OFFWHITE, lashes=18, lash_len=170, line=12)
    return c


def instagram_5(rng):
    """Products in a row on a plinth, long soft shadows."""
    S = 1080
    c = Canvas(S, S, SAND)
    c.img.paste(c.linear([(0, "#F1E9DF"), (1, "#E3D5C6")], (0, 0), (0, S)), (0, 0))
    c.pen.arch(240, 120, 840, 780, fill="#C98D72")
    c.glow(380, 260, 500, WHITE, 0.25)
    c.pen.rect(0, 780, S, S, fill="#DCCBBA")
    c.pen.rect(0, 776, S, 790, fill="#E9DDD0")
    items = [
        (210, "pump", OFFWHITE, 90, 230),
        (360, "round", INK, 100, 170),
        (510, "tube", HONEY, 80, 200),
        (650, "dropper", TERRA, 64, 130),
        (800, "jar", BLUSH, 130, 80),
        (930, "pump", SAGE, 80, 190),
    ]
    for x, kind, col, w, h in items:
        # long shadow to the right: low morning sun
        c.fill(
            lambda p, x=x, w=w, h=h: p.poly(
                [
                    (x - w / 2, 780),
                    (x + w / 2, 780),
                    (x + w / 2 + h * 0.9, 860),
                    (x - w / 2 + h * 0.9, 860),
                ]
            ),
            INK,
            0.12,
            blur=10,
        )
        bottle(c, x, 780, w, h, col, cap=INK if col != INK else BRASS, kind=kind)
    return c


def instagram_6(rng):
    """Freshly cut hair with shine: a sleek bob in profile."""
    S = 1080
    c = Canvas(S, S, BLUSH)
    c.img.paste(c.linear([(0, "#EBD3C8"), (1, "#D9B2A3")], (0, 0), (S, S)), (0, 0))
    c.pen.ellipse(700, 420, 300, fill=rgba(WHITE, 0.25))
    profile_head(c, 330, 190, 1.45, "#E2B999", "#3A241B", "#9A6A48", style="bob", garment=SAND)
    return c


def behandling_klippning(rng):
    """Haircut: scissors over a comb, a few snipped locks falling."""
    W, H = 1200, 900
    c = Canvas(W, H, SAND)
    c.img.paste(c.linear([(0, "#F3EDE6"), (1, "#E6DACD")], (0, 0), (W, H)), (0, 0))
    c.pen.ellipse(760, 420, 330, fill=BLUSH)
    c.pen.ellipse(760, 420, 330, fill=rgba(TERRA, 0.15))
    comb(c, 300, 620, 1.35, -18, colour=MUTED)
    scissors(c, 640, 430, 1.25, -32, colour=INK)
    # snipped locks drifting down from the blades
    for x, y, a, ln, cols in (
        (930, 560, 70, 130, (CHESTNUT, "#8B5238")),
        (1010, 660, 25, 110, (HONEY, "#C99257")),
        (860, 740, 150, 120, (CHESTNUT, "#5A3626")),
        (1060, 420, 100, 90, (HONEY, CHESTNUT)),
    ):
        tuft(c, x, y, a, ln, cols, rng)
    return c


def behandling_fargning(rng):
    """Colouring: a bowl of warm dye, a tint brush and fanned swatches."""
    W, H = 1200, 900
    c = Canvas(W, H, BLUSH)
    c.img.paste(c.linear([(0, "#F0DDD3"), (1, "#DDB9A9")], (0, 0), (W, H)), (0, 0))
    c.pen.arch(680, 70, 1120, H + 10, fill="#F6EBE4")
    c.pen.rect(700, 150, 1100, 164, r=7, fill=BRASS)
    tones = [
        ("#F0D6A8", "#E6C38F"),
        (HONEY, "#C99257"),
        (CLAY, "#B0704F"),
        ("#A65A3A", "#8F4A2E"),
        (CHESTNUT, "#673A27"),
    ]
    for i, pair in enumerate(tones):
        x = 756 + i * 72
        hair_lock(
            c,
            (x, 162),
            540 + (i % 2) * 50,
            84,
            pair,
            rng,
            curve=-0.03 + 0.015 * i,
            strands=22,
            clip=INK,
        )
    # bowl with dye
    bx, by = 380, 640
    c.fill(lambda p: p.ellipse(bx, by + 140, 260, 26), INK, 0.25, blur=14)
    c.pen.half_ellipse(bx, by, 230, 160, fill=INK, top=False)
    c.pen.ellipse(bx, by, 230, 46, fill="#2E2622")
    c.pen.ellipse(bx, by + 4, 206, 36, fill=TERRA)

    # tint brush dipped in the dye, handle resting on the rim
    def brush_part(x0, y0, x1, y1):
        return place(rect_points(x0, y0, x1, y1), 1.0, 330, 636, -35)

    c.pen.stroke(place([(120, 0), (430, 0)], 1.0, 330, 636, -35), (22, 6), INK)
    c.pen.poly(brush_part(40, -30, 140, 30), MUTED)
    c.pen.poly(brush_part(-30, -27, 40, 27), shade(TERRA, -0.2))
    c.pen.ellipse(330, 640, 70, 16, fill=TERRA)  # dye closing over the bristles
    c.pen.ellipse(bx + 60, by - 4, 80, 12, fill=rgba(shade(TERRA, 0.35), 0.55))
    # drip of colour over the rim
    c.pen.stroke(spline([(560, 650), (566, 690), (562, 716)], steps=8), (14, 8), TERRA)
    c.pen.ellipse(562, 716, 7, fill=TERRA)
    return c


def behandling_ogonfransar(rng):
    """Lashes: a closed eye with lifted lashes, brow and a spoolie brush."""
    W, H = 1200, 900
    c = Canvas(W, H, BLUSH)
    c.img.paste(c.linear([(0, "#F4E6DE"), (1, "#E4C6B8")], (0, 0), (0, H)), (0, 0))
    c.pen.ellipse(600, 470, 360, fill=rgba(WHITE, 0.35))
    c.pen.ellipse(930, 210, 110, fill=rgba(TERRA, 0.85))
    brow(c, 560, 300, 480, "#3A2A22", hairs=32, rng=rng)
    closed_eye(c, 560, 480, 560, INK, lashes=18, lash_len=150, line=10)
    # spoolie brush
    handle = place([(0, 0), (300, 0)], 1.0, 820, 760, -30)
    c.pen.stroke(handle, (8, 16), INK)
    core = place([(-150, 0), (0, 0)], 1.0, 820, 760, -30)
    c.pen.line(core, 3, INK)
    for k in range(26):
        t = k / 25
        (px, py), _ = along(core, t)
        r = 22 * math.sin(math.pi * (0.15 + 0.85 * t)) ** 0.5
        c.pen.line(place([(0, -r), (0, r)], 1.0, px, py, -30 + 12), 2.2, INK)
    return c


def og(rng):
    """Social card: accent colour and calm room on the left, art on the right."""
    W, H = 1200, 630
    c = Canvas(W, H, TERRA)
    c.img.paste(c.linear([(0, "#8F4230"), (0.55, TERRA), (1, "#B15B41")], (0, 0), (W, H)), (0, 0))
    c.pen.arch(700, 70, 1100, H + 20, fill=BLUSH)
    c.glow(900, 200, 300, WHITE, 0.25)
    with c.clipped(c.mask_of(lambda p: p.arch(700, 70, 1100, H + 20))):
        profile_head(c, 770, 140, 0.9, "#D9A98A", CHESTNUT, HONEY, style="long", garment=SAND)
    leafy_plant(
        c, 1150, H + 10, 1.1, rng, pot_col=SAND, leaves=8, spread=(-100, -40), reach=(90, 200)
    )
    return c


ARTWORK = {
    "hero-1": hero_1,
    "hero-2": hero_2,
    **{
        f"salong-{i}": f
        for i, f in enumerate((salong_1, salong_2, salong_3, salong_4, salong_5, salong_6), 1)
    },
    **{f"kund-{i}": f for i, f in enumerate((kund_1, kund_2, kund_3, kund_4, kund_5, kund_6), 1)},
    "avatar-default": avatar_default,
    **{
        f"instagram-{i}": f
        for i, f in enumerate(
            (instagram_1, instagram_2, instagram_3, instagram_4, instagram_5, instagram_6), 1
        )
    },
    "behandling-klippning": behandling_klippning,
    "behandling-fargning": behandling_fargning,
    "behandling-ogonfransar": behandling_ogonfransar,
    "og": og,
}


def main(argv):
    names = argv or list(ARTWORK)
    unknown = [n for n in names if n not in ARTWORK]
    if unknown:
        sys.exit(f"unknown artwork: {', '.join(unknown)} (choose from {', '.join(ARTWORK)})")
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    for name in names:
        # seed from the name, not the order, so single pictures re-render identically
        rng = random.Random(SEED ^ zlib.crc32(name.encode()))
        canvas = ARTWORK[name](rng)
        image = canvas.finish(rng)
        path = OUT_DIR / f"{name}.jpg"
        image.save(path, "JPEG", quality=JPEG_QUALITY, optimize=True, progressive=True)
        print(
            f"{path.relative_to(ROOT)}  {image.width}x{image.height}  {path.stat().st_size // 1024} KB"
        )
    print(f"{len(names)} pictures in {time.perf_counter() - start:.1f}s")


if __name__ == "__main__":
    main(sys.argv[1:])
