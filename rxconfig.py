import reflex as rx

# Import nothing here that reads the content, pages or components (the build
# plugins only read them while compiling). `reflex run` forks each hot-reload
# worker from the process that loaded this file, and a module already
# imported there is reused by every worker instead of being read again from
# disk: an edit to it would never show (docs/architecture.md, "reflex run").
import static_first
from salon.build_stop import stop_build
from salon.bun import ensure_bun
from salon.dev_reload import watch_content_files
from salon.plugins import PLUGINS

# Reflex's bun, from the npm registry the first time (salon/bun.py); or one line.
with stop_build():
    ensure_bun()
# `reflex run` recompiles on an edit to a content file (content/*.yml) too.
watch_content_files()

config = rx.Config(
    app_name="salon",
    # The footer credit line is the place for credits, not a sticky badge.
    show_built_with_reflex=False,
    # The design is light only (static_first/plugins/light_only.py).
    default_color_mode="light",
    telemetry_enabled=False,
    # The salon's own plugins and the static-site layer's, given the salon's
    # site by reference (salon/site.py), each where its constraints put it.
    plugins=static_first.ordered([*PLUGINS, *static_first.plugins("salon.site:describe")]),
    # The layer's lists every language (static_first/plugins/multilingual_sitemap.py).
    disable_plugins=[rx.plugins.SitemapPlugin],
)
