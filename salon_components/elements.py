"""The site's custom elements (assets/js/elements/): widgets that need no React.

The page renders each as a plain element with its content, which works
before any JavaScript and without it; the browser upgrades it once the
elements' module has loaded (index.js defines them all). Each wrapper here
imports that module, so a page that has React loads it with its own module;
a page with none of the React widgets loads it alone
(static_first/plugins/static_pages.py).
"""

from typing import ClassVar

import reflex as rx

from salon_components.js_module import PUBLIC_JS

ELEMENTS = f"{PUBLIC_JS}/elements/index.js"


class CustomElement(rx.Component):
    """An autonomous custom element: its tag is an HTML tag, not a React component."""

    # Rendered as a tag name, as Reflex's own HTML elements (rx.el) are.
    _is_tag_in_global_scope: ClassVar[bool] = True

    def add_imports(self) -> dict:
        # For the definitions it runs, nothing it exports.
        return {ELEMENTS: rx.ImportVar(tag=None, install=False)}


class MapGate(CustomElement):
    """assets/js/elements/map_gate.js: its children until the map may load."""

    tag = "salon-map-gate"


class MissingPath(CustomElement):
    """assets/js/elements/missing_path.js: logs the path of a page that does not exist."""

    tag = "salon-missing-path"


def map_gate(*placeholder: rx.Component, src: str, title: str, class_name: str) -> rx.Component:
    """The map at `src` (its frame's accessible name `title`), shown as
    `placeholder` until consent is given or the visitor asks for it."""
    return MapGate.create(
        *placeholder, class_name=class_name, custom_attrs={"data-src": src, "data-title": title}
    )


def missing_path() -> rx.Component:
    return MissingPath.create()
