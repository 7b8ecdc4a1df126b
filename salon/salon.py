"""The Reflex app: every route in every language, its head tags and the site-wide assets.

The one module that reads the content as it is imported (Reflex wants `app`
here): it loads it once and hands it on to the routes and the app's pieces.
"""

import reflex as rx

# Every page, registered with the routes as its module is imported (salon/routes.py).
import salon.pages  # noqa: F401
from salon import content, routes, seo, theme
from salon.build_stop import stop_build
from salon.components.carousels import before_app_css
from salon.components.error_screen import APP_WRAP_KEY, error_boundary, language_css
from salon.components.first_paint import first_paint_script
from salon.components.image import site_path
from salon.editors.app import api_transformer as editor_api
from salon.locales import DEFAULT
from salon.pages.treatments import filter_css
from salon.publishing import publish_forever
from salon.receiver.api import api_transformer, deliver_forever

# Reflex imports this module: a bad value in the content, or a photo the code
# names that cannot be read, stops it here with its lines.
with stop_build():
    contents = content.load()

app = rx.App(
    # No Reflex state: it all lives in the browser (the HTML itself, and the
    # React modules in assets/js/), so the static export opens no websocket.
    enable_state=False,
    # The default language's; each other language's pages get their own
    # in the export (static_first/plugins/page_language.py).
    html_lang=DEFAULT.code,
    # The theme first: salon.css uses its custom properties (and the
    # brand's, from the content, in the head's style).
    stylesheets=["/css/theme.css", "/css/salon.css"],
    head_components=[
        # First: it guards storage for everything after it and sets the
        # attributes the CSS needs before the first paint.
        first_paint_script(),
        # The shipped fonts the first screen is set in, fetched with the
        # page rather than after its CSS (none with the system's fonts).
        *(
            rx.el.link(
                rel="preload",
                href=href,
                type="font/woff2",
                cross_origin="anonymous",
                # `as` is a Python keyword; Reflex's `as_` would become a style.
                custom_attrs={"as": "font"},
            )
            for href in theme.font_preloads(contents.default)
        ),
        rx.el.style(
            f"{theme.stylesheet(contents.default)}\n{filter_css(contents.default)}\n"
            f"{language_css()}\n{before_app_css()}"
        ),
        rx.el.link(rel="icon", href=site_path(f"/{theme.FAVICON}"), type="image/svg+xml"),
        rx.el.meta(name="theme-color", content=theme.colours(contents.default)["bg"]),
    ],
    # Our own toast lives on the contact page; Reflex's toaster is unused weight.
    toaster=None,
    extra_app_wraps={APP_WRAP_KEY: error_boundary(contents)},
    # The contact form's receiver, POST /api/kontakt, for a server running
    # the backend (salon/receiver/), and in front of it /admin/'s editor on
    # the own server (salon/editors/). The static export uses neither.
    api_transformer=[api_transformer, editor_api],
)
app.register_lifespan_task(deliver_forever)
# On the own server with the editor: builds and publishes after each save
# (salon/publishing/).
app.register_lifespan_task(publish_forever)

with stop_build():
    for route in [
        *routes.all_routes(contents=contents),
        *routes.not_found_routes(contents=contents),
    ]:
        # The sitemap is the layer's (static_first/plugins/multilingual_sitemap.py):
        # Reflex's knows no other languages.
        app.add_page(route.component, route=route.path, **seo.page_args(route))
