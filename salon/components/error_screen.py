"""What a visitor sees if a page fails to render: the spec's error screen.

Replaces Reflex's default error boundary, whose English developer screen
(stack trace, copy button) reports to a backend this site does not have.
The boundary is the whole app's, so it holds the screen in every language
and the page's `<html lang>` shows the one of its own (`language_css`).
"""

from collections.abc import Callable

import reflex as rx

from salon import routes
from salon.content import Contents
from salon.content_model import Content
from salon.locales import LOCALES
from static_first.generated.reflex_private import (
    ERROR_BOUNDARY_KEY,
    ArgsFunctionOperation,
    ErrorBoundary,
    PlainLink,
)

# The key Reflex registers its own boundary under, so ours takes its place.
APP_WRAP_KEY = ERROR_BOUNDARY_KEY
# The spec writes the error's title and the way home in English, on every page.
SPEC_LANGUAGE = "en"
BY_LANGUAGE = "by-language"


def spec_text_lang(c: Content) -> str | None:
    """`lang` for the spec's English texts on a page in `c`'s language (WCAG 3.1.2)."""
    return None if c.locale.code == SPEC_LANGUAGE else SPEC_LANGUAGE


def _screen(c: Content) -> rx.Component:
    t = c.texts
    return rx.el.div(
        rx.el.h1(t.error_title, lang=spec_text_lang(c)),
        rx.el.p(t.error_text),
        # A plain <a>: a full page load is the way out of a broken app.
        PlainLink.create(
            t.not_found_home,
            href=routes.path("home", c.locale),
            lang=spec_text_lang(c),
            class_name="button button-primary",
        ),
        lang=c.locale.code,
        class_name=BY_LANGUAGE,
    )


def error_screen(contents: Contents) -> rx.Component:
    return rx.el.main(
        *(_screen(c) for c in contents.values()),
        class_name="section narrow not-found",
    )


def language_css() -> str:
    """What shows only the page's own language of what is given in all of them."""
    return "\n".join(
        f'html:not([lang="{locale.code}"]) .{BY_LANGUAGE}[lang="{locale.code}"] '
        "{ display: none; }"
        for locale in LOCALES
    )


def error_boundary(contents: Contents) -> Callable[[bool], rx.Component]:
    """The app wrap (`rx.App(extra_app_wraps=...)`) holding the screen in every language."""

    def wrap(_stateful: bool) -> rx.Component:
        return ErrorBoundary.create(
            on_error=rx.noop(),
            fallback_render=ArgsFunctionOperation.create(
                ("event_args",), rx.Var.create(error_screen(contents))
            ),
        )

    return wrap
