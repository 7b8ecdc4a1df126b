"""What a visitor sees if a page fails to render: the spec's error screen.

Replaces Reflex's default error boundary, whose English developer screen
(stack trace, copy button) reports to a backend this site does not have.
"""

import reflex as rx

from salon import routes
from salon.content import CONTENT
from salon.plugins.reflex_output import (
    ERROR_BOUNDARY_KEY,
    ArgsFunctionOperation,
    ErrorBoundary,
    PlainLink,
)

T = CONTENT.texts

# The key Reflex registers its own boundary under, so ours takes its place.
APP_WRAP_KEY = ERROR_BOUNDARY_KEY


def error_screen() -> rx.Component:
    return rx.el.main(
        # The spec's English texts on a Swedish page (WCAG 3.1.2).
        rx.el.h1(T.error_title, lang="en"),
        rx.el.p(T.error_text),
        # A plain <a>: a full page load is the way out of a broken app.
        PlainLink.create(
            T.not_found_home,
            href=routes.get("home").path,
            lang="en",
            class_name="button button-primary",
        ),
        class_name="section narrow not-found",
    )


def error_boundary(_stateful: bool) -> rx.Component:
    return ErrorBoundary.create(
        on_error=rx.noop(),
        fallback_render=ArgsFunctionOperation.create(
            ("event_args",), rx.Var.create(error_screen())
        ),
    )
