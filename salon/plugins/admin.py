"""Build plugin: the CMS at /admin/, in `reflex run` and in every export.

Before each compile it writes /admin/'s files (salon/cms/admin.py) into
Reflex's public folder, which the development server serves as they are and
the export copies into the static site; under `reflex run` a small Vite
plugin (assets/js/vite/admin_index.js) serves the page at /admin/ as well,
as static hosts do.

Reflex copies every exported `X/index.html` to `X.html` for hosts without
directory indexes; the plugin removes that copy of the CMS's page
(`admin.html`), which would be served at /admin under the site's headers:
/admin redirects to /admin/ instead (every host does that by itself; nginx
is told to in deploy/nginx/salon.conf).
"""

from dataclasses import dataclass
from typing import Unpack

from reflex.plugins import Plugin

from salon.build_stop import stop_build
from salon.plugins.hooks import at_hook, contents
from static_first.generated.hook_context import PostBuildContext, PreCompileContext
from static_first.generated.vite_config import FILE as VITE_CONFIG
from static_first.generated.vite_config import PUBLIC, add_vite_plugin
from static_first.order import Ordered
from static_first.plugins.defer_hydration import DeferHydrationPlugin
from static_first.plugins.document_navigation import DocumentNavigationPlugin
from static_first.plugins.page_language import PageLanguagePlugin
from static_first.plugins.security_headers import SecurityHeadersPlugin
from static_first.plugins.speculation_rules import SpeculationRulesPlugin
from static_first.plugins.static_pages import StaticPagesPlugin

# The CMS's folder (salon/cms/admin.py's FOLDER).
FOLDER = "admin"


def serve_admin_index(config: str) -> str:
    """vite.config.js with the plugin that serves /admin/ in development."""
    return add_vite_plugin(
        config,
        name="adminIndex",
        module=f"{PUBLIC}/js/vite/admin_index.js",
        call="adminIndex()",
        purpose="serve /admin/ in development",
    )


@dataclass(kw_only=True, frozen=True)
class AdminPlugin(Ordered, Plugin):
    """Writes /admin/ (page, scripts, generated config, Decap's bundle) into the public folder."""

    # Its post_build removes admin.html before the layer reworks every page.
    before = (
        PageLanguagePlugin,
        DocumentNavigationPlugin,
        StaticPagesPlugin,
        DeferHydrationPlugin,
        SpeculationRulesPlugin,
        SecurityHeadersPlugin,
    )

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        with stop_build():
            files = at_hook("salon.cms.admin").admin_files(contents())
        context["add_save_task"](lambda: files)
        context["add_modify_task"](VITE_CONFIG, serve_admin_index)

    def post_build(self, **context: Unpack[PostBuildContext]) -> None:
        (context["static_dir"] / f"{FOLDER}.html").unlink(missing_ok=True)
