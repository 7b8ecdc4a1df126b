import reflex as rx

# Import nothing here that reads the content, pages or components (the build
# plugins only read them while compiling). `reflex run` forks each hot-reload
# worker from the process that loaded this file, and a module already
# imported there is reused by every worker instead of being read again from
# disk: an edit to it would never show (docs/architecture.md, "reflex run").
from salon.build_plugins import (
    DeferHydrationPlugin,
    Prerendered404Plugin,
    RobotsPlugin,
)
from salon.security_headers import SecurityHeadersPlugin
from salon.shipped_files import ShipOnlyUsedPlugin
from salon.bundle_aliases import StateFreeBundlePlugin
from salon.stylesheet_plugin import InlineStylesheetPlugin
from salon.head_hydration import TolerantHeadScriptsPlugin
from salon.light_only import LightOnlyPlugin

config = rx.Config(
    app_name="salon",
    # The footer credit line is the place for credits, not a sticky badge.
    show_built_with_reflex=False,
    # The design is light only (salon/light_only.py).
    default_color_mode="light",
    telemetry_enabled=False,
    plugins=[
        rx.plugins.SitemapPlugin(),
        RobotsPlugin(),
        StateFreeBundlePlugin(),
        Prerendered404Plugin(),
        DeferHydrationPlugin(),
        # Before the head-scripts plugin, which would otherwise mark the script it drops.
        LightOnlyPlugin(),
        TolerantHeadScriptsPlugin(),
        # Before the security-headers plugin, which hashes the final inline code.
        InlineStylesheetPlugin(),
        ShipOnlyUsedPlugin(),
        # Last: it hashes the final inline scripts and styles.
        SecurityHeadersPlugin(),
    ],
)
