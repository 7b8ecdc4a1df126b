import reflex as rx

from salon.content import CONTENT
from salon.build_plugins import (
    DeferHydrationPlugin,
    NoBackendPlugin,
    Prerendered404Plugin,
    RobotsPlugin,
)
from salon.head_hydration import TolerantHeadScriptsPlugin

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
        TolerantHeadScriptsPlugin(),
    ],
)
