"""qrcode.react's QRCodeSVG, loaded only when it is first rendered."""

import reflex as rx

from salon_components.js_module import widget

QRCODE_REACT = "qrcode.react@4.2.0"


class QRCode(rx.NoSSRComponent):
    """A lazily imported QRCodeSVG: the library stays out of the first load."""

    library = widget("qrcode.jsx")
    tag = "QRCode"
    is_default = True
    lib_dependencies: list[str] = [QRCODE_REACT]

    value: rx.Var[str]
    size: rx.Var[int]
    title: rx.Var[str]
    bg_color: rx.Var[str]
    fg_color: rx.Var[str]
    level: rx.Var[str]
    margin_size: rx.Var[int]


def qr_code(
    value: str, *, title: str, background: str, foreground: str, size: int = 176
) -> rx.Component:
    """An SVG QR code of `value` in two colours; `title` is its accessible name."""
    return QRCode.create(
        value=value,
        title=title,
        size=size,
        level="M",
        margin_size=2,
        bg_color=background,
        fg_color=foreground,
    )
