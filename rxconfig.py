import reflex as rx

# Import nothing here that reads the content, pages or components (the build
# plugins only read them while compiling). `reflex run` forks each hot-reload
# worker from the process that loaded this file, and a module already
# imported there is reused by every worker instead of being read again from
# disk: an edit to it would never show (docs/architecture.md, "reflex run").
from salon.bun import ensure_bun
from salon.dev_reload import watch_content_files
from salon.plugins import PLUGINS

# Reflex's bun, from the npm registry the first time (salon/bun.py).
ensure_bun()
# `reflex run` recompiles on an edit to a content file (content/*.yml) too.
watch_content_files()

config = rx.Config(
    app_name="salon",
    # The footer credit line is the place for credits, not a sticky badge.
    show_built_with_reflex=False,
    # The design is light only (salon/plugins/light_only.py).
    default_color_mode="light",
    telemetry_enabled=False,
    plugins=PLUGINS,
    # Ours lists every language (salon/plugins/sitemap.py).
    disable_plugins=[rx.plugins.SitemapPlugin],
)
