"""Text in another language than its page says so (WCAG 3.1.2).

An English page shows the Swedish where a translation is missing (the
content marks such text `Foreign`, salon/content_model/translation.py).
`mark_languages` wraps each such text on a page in a `<span lang>`, once,
over the whole page, so no component has to remember to. Text in an
attribute (an alt text, an aria-label) cannot be marked; the build warns of
every missing translation instead.
"""

import reflex as rx

from salon.content_model import Foreign
from static_first.generated.reflex_private import Bare


def mark_languages(component: rx.Component, lang: str) -> rx.Component:
    """`component` with every Foreign text not in `lang` wrapped in a `<span lang>`."""
    children = component.children
    for index, child in enumerate(children):
        text = getattr(child.contents, "_var_value", None) if isinstance(child, Bare) else None
        if isinstance(text, Foreign) and text.lang != lang:
            children[index] = rx.el.span(str(text), lang=text.lang)
        else:
            mark_languages(child, lang)
    return component
