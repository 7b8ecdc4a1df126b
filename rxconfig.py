import reflex as rx

from salon.components.consent import BANNER_ID
from salon.content import CONTENT
from salon.build_plugins import (
    DeferHydrationPlugin,
    NoBackendPlugin,
    Prerendered404Plugin,
    RobotsPlugin,
)
from salon.bundle_aliases import StateFreeBundlePlugin
from salon.stylesheet_plugin import InlineStylesheetPlugin

config = rx.Config(
    app_name="salon",
    # The footer credit line is the place for credits, not a sticky badge.
    show_built_with_reflex=False,
    telemetry_enabled=False,
    deploy_url=CONTENT.site_url,
    plugins=[
        rx.plugins.SitemapPlugin(),
        RobotsPlugin(site_url=CONTENT.site_url),
        NoBackendPlugin(),
        StateFreeBundlePlugin(),
        Prerendered404Plugin(),
        DeferHydrationPlugin(),
        # Before the security-headers plugin, which hashes the final inline code.
        InlineStylesheetPlugin(paint_after_id=BANNER_ID),
    ],
)
