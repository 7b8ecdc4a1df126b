import reflex as rx

from salon.content import CONTENT
from salon.build_plugins import (
    DeferHydrationPlugin,
    NoBackendPlugin,
    Prerendered404Plugin,
    RobotsPlugin,
)
from salon.security_headers import SecurityHeadersPlugin
from salon.shipped_files import ShipOnlyUsedPlugin

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
        Prerendered404Plugin(),
        DeferHydrationPlugin(),
        ShipOnlyUsedPlugin(),
        # Last: it hashes the final inline scripts and styles.
        SecurityHeadersPlugin(frame_urls=(CONTENT.map.embed_url,)),
    ],
)
