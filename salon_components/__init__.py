"""Reflex wrappers around third-party React components."""

from salon_components.qrcode import qr_code
from salon_components.slider import slider

__all__ = ["qr_code", "slider"]
