"""The Reflex app: every route, its head tags and the site-wide assets."""

import reflex as rx

from salon import seo
from salon.components.error_screen import APP_WRAP_KEY, error_boundary
from salon.components.first_paint import first_paint_script
from salon.components.image import site_path
from salon.pages import about, accessibility, contact, home, hours, privacy, treatments
from salon.pages.not_found import not_found
from salon.receiver.api import api_transformer, deliver_forever

# route -> page function; the tests read this too.
PAGES = {
    home.ROUTE: home.home,
    treatments.ROUTE: treatments.treatments,
    about.ROUTE: about.about,
    contact.ROUTE: contact.contact,
    hours.ROUTE: hours.hours,
    privacy.ROUTE: privacy.privacy,
    accessibility.ROUTE: accessibility.accessibility,
}
# The privacy notice is linked from the banner, not a page to rank: it is left
# out of the sitemap and carries `noindex` (docs/decisions.md).
NOT_IN_SITEMAP = {privacy.ROUTE}

app = rx.App(
    # No backend: all state lives in the browser (the HTML itself, and the
    # React modules in assets/js/), so the static export opens no websocket.
    enable_state=False,
    html_lang="sv",
    stylesheets=["/css/salon.css"],
    head_components=[
        # First: it guards storage for everything after it and sets the
        # attributes the CSS needs before the first paint.
        first_paint_script(),
        seo.json_ld_script(),
        rx.el.style(treatments.filter_css()),
        rx.el.link(rel="icon", href=site_path("/favicon.svg"), type="image/svg+xml"),
        rx.el.meta(name="theme-color", content="#F8F5F1"),
    ],
    # Our own toast lives on the contact page; Reflex's toaster is unused weight.
    toaster=None,
    extra_app_wraps={APP_WRAP_KEY: error_boundary},
    # The contact form's receiver, POST /api/kontakt, for a server running
    # the backend (salon/receiver/). The static export doesn't use it.
    api_transformer=api_transformer,
)
app.register_lifespan_task(deliver_forever)

for route, page in PAGES.items():
    app.add_page(
        page,
        route=route,
        # The sitemap lists each page's canonical URL, built from the content's
        # site_url (rxconfig.py has no deploy_url: it must not read the content).
        context={"sitemap": None if route in NOT_IN_SITEMAP else {"loc": seo.page_url(route)}},
        **seo.page_args(route, indexed=route not in NOT_IN_SITEMAP),
    )
app.add_page(not_found, route="404", **seo.page_args("404"))
