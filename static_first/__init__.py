"""A static-first site from a Reflex app: prerendered pages that work without
JavaScript, no router or state in the browser, React only where a page has a
widget, and the files a static host needs (headers, 404 pages, sitemap).

It imports nothing of the app it builds. The app describes its site in a
function (static_first.site.StaticSite) and names it in rxconfig.py:

    import static_first
    config = rx.Config(
        app_name="myapp",
        plugins=static_first.ordered(static_first.plugins("myapp.site:describe")),
        disable_plugins=[rx.plugins.SitemapPlugin],
    )

Every piece of Reflex's generated files it matches is in `generated/`.
"""

from reflex.plugins import Plugin

from static_first.js_modules import LayerModulesPlugin
from static_first.order import ordered
from static_first.plugins.defer_hydration import DeferHydrationPlugin
from static_first.plugins.document_navigation import DocumentNavigationPlugin
from static_first.plugins.inline_stylesheet import InlineStylesheetPlugin
from static_first.plugins.light_only import LightOnlyPlugin
from static_first.plugins.lockfile_repair import LockfileRepairPlugin
from static_first.plugins.multilingual_sitemap import MultilingualSitemapPlugin
from static_first.plugins.not_found_rules import NotFoundRulesPlugin
from static_first.plugins.page_language import PageLanguagePlugin
from static_first.plugins.prerendered_404 import Prerendered404Plugin
from static_first.plugins.robots import RobotsPlugin
from static_first.plugins.security_headers import SecurityHeadersPlugin
from static_first.plugins.server_entry import ServerEntryPlugin
from static_first.plugins.ship_only_used import ShipOnlyUsedPlugin
from static_first.plugins.site_description import SiteDescriptionPlugin
from static_first.plugins.speculation_rules import SpeculationRulesPlugin
from static_first.plugins.state_free_bundle import StateFreeBundlePlugin
from static_first.plugins.static_pages import StaticPagesPlugin
from static_first.plugins.static_subtrees import StaticSubtreesPlugin
from static_first.plugins.tolerant_head_scripts import TolerantHeadScriptsPlugin
from static_first.site import Language, Route, StaticSite, Subtree

__all__ = ["Language", "Route", "StaticSite", "Subtree", "ordered", "plugins"]


def plugins(site: str) -> list[Plugin]:
    """The layer's plugins, for the site the app's `"module:function"` describes."""
    return [
        LockfileRepairPlugin(),
        SiteDescriptionPlugin(),
        LayerModulesPlugin(),
        MultilingualSitemapPlugin(site=site),
        RobotsPlugin(site=site),
        ServerEntryPlugin(),
        StateFreeBundlePlugin(),
        Prerendered404Plugin(site=site),
        NotFoundRulesPlugin(site=site),
        PageLanguagePlugin(site=site),
        DocumentNavigationPlugin(site=site),
        StaticSubtreesPlugin(),
        StaticPagesPlugin(site=site),
        DeferHydrationPlugin(site=site),
        LightOnlyPlugin(),
        TolerantHeadScriptsPlugin(),
        InlineStylesheetPlugin(site=site),
        ShipOnlyUsedPlugin(site=site),
        SpeculationRulesPlugin(site=site),
        SecurityHeadersPlugin(site=site),
    ]
