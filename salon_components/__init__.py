"""Typed Reflex wrappers of React components: react-slick, qrcode.react and the site's own modules in assets/js/widgets/."""

from salon_components.opening_hours import deviations, opening_status, week_table
from salon_components.qrcode import qr_code
from salon_components.slider import slider

__all__ = ["deviations", "opening_status", "qr_code", "slider", "week_table"]
