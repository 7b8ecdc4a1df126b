"""Build plugins: what the static export needs beyond Reflex's defaults, in the order they run.

One module per plugin; `reflex_output.py` holds the strings they copy from
Reflex's generated files. rxconfig.py imports `PLUGINS` and nothing else
from the app: none of these modules reads the content until a hook runs
(docs/architecture.md, "reflex run").
"""

from salon.plugins.admin import AdminPlugin
from salon.plugins.build_errors import BuildErrorsPlugin
from salon.plugins.defer_hydration import DeferHydrationPlugin
from salon.plugins.document_navigation import DocumentNavigationPlugin
from salon.plugins.favicon import FaviconPlugin
from salon.plugins.head_scripts import TolerantHeadScriptsPlugin
from salon.plugins.images import ImagesPlugin
from salon.plugins.inline_stylesheet import InlineStylesheetPlugin
from salon.plugins.light_only import LightOnlyPlugin
from salon.plugins.lockfile_repair import LockfileRepairPlugin
from salon.plugins.not_found_page import Prerendered404Plugin
from salon.plugins.not_found_rules import NotFoundRulesPlugin
from salon.plugins.page_language import PageLanguagePlugin
from salon.plugins.receiver_down import ReceiverDownPlugin
from salon.plugins.robots import RobotsPlugin
from salon.plugins.security_headers import SecurityHeadersPlugin
from salon.plugins.server_entry import ServerEntryPlugin
from salon.plugins.shipped_files import ShipOnlyUsedPlugin
from salon.plugins.sitemap import SitemapPlugin
from salon.plugins.speculation_rules import SpeculationRulesPlugin
from salon.plugins.state_free_bundle import StateFreeBundlePlugin
from salon.plugins.static_pages import StaticPagesPlugin
from salon.plugins.static_subtrees import StaticSubtreesPlugin

PLUGINS = [
    # First: before this compile's package install reads the lockfile.
    LockfileRepairPlugin(),
    SitemapPlugin(),
    RobotsPlugin(),
    FaviconPlugin(),
    ServerEntryPlugin(),
    # The photos' files, before the export's build copies the public folder.
    ImagesPlugin(),
    # /admin/ is written into the public folder, not compiled; before the
    # plugins that rework Reflex's pages (they skip it), and the
    # security-headers plugin, which gives it its own policy.
    AdminPlugin(),
    BuildErrorsPlugin(),
    StateFreeBundlePlugin(),
    Prerendered404Plugin(),
    NotFoundRulesPlugin(),
    ReceiverDownPlugin(),
    PageLanguagePlugin(),
    # After the 404 page is made, before the deferred hydration rewrites the
    # boot module this keeps.
    DocumentNavigationPlugin(),
    StaticSubtreesPlugin(),
    # Before the deferred hydration, which defers the boot module this writes too.
    StaticPagesPlugin(),
    DeferHydrationPlugin(),
    # Before the head-scripts plugin, which would otherwise mark the script it drops.
    LightOnlyPlugin(),
    TolerantHeadScriptsPlugin(),
    # Before the security-headers plugin, which hashes the final inline code.
    InlineStylesheetPlugin(),
    ShipOnlyUsedPlugin(),
    SpeculationRulesPlugin(),
    # Last: it hashes the final inline scripts and styles.
    SecurityHeadersPlugin(),
]
