"""The head script every page runs before its first paint.

Its source is assets/js/inline/first_paint.js and the modules it imports (storage
guard, consent, the contact form's guard), inlined at build time: a script
that has to run before the first paint cannot wait for a module download.
"""

import reflex as rx

from salon.paths import INLINE_JS
from static_first.inline_js import inline_module


def first_paint_script() -> rx.Component:
    return rx.el.script(inline_module(INLINE_JS / "first_paint.js"))
