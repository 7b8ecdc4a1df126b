"""Every page of the site, in one registry: its path, its page function and its content key.

The app registers these routes (salon/salon.py), the header and footer link
them, the sitemap lists them and the tests read them. A new page is one entry
here plus its module in salon/pages/; its title, description and menu label
are content (`pages.<key>` in the content).

`page` names the page function as "module:function", resolved when the app is
built (`page_function`): the pages import the layout, which imports this
registry for its links, so the registry cannot import the pages.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable


@dataclasses.dataclass(frozen=True)
class Route:
    key: str  # the content's `pages` key: title, description, menu label
    path: str
    page: str  # "salon.pages.module:function"
    in_sitemap: bool = True

    def page_function(self) -> Callable:
        module, name = self.page.split(":")
        return getattr(importlib.import_module(module), name)


HOME = Route("home", "/", "salon.pages.home:home")
TREATMENTS = Route("treatments", "/behandlingar", "salon.pages.treatments:treatments")
ABOUT = Route("about", "/om-oss", "salon.pages.about:about")
CONTACT = Route("contact", "/kontakt", "salon.pages.contact:contact")
HOURS = Route("hours", "/oppettider", "salon.pages.hours:hours")
# The spec names this path. It is linked from the cookie banner, not a page
# to rank: left out of the sitemap and `noindex` (docs/decisions.md).
PRIVACY = Route("privacy", "/privacy-policy", "salon.pages.privacy:privacy", in_sitemap=False)
ACCESSIBILITY = Route("accessibility", "/tillganglighet", "salon.pages.accessibility:accessibility")
# Where the contact form's receiver sends a visitor whose message it took
# without JavaScript (salon/form_destination.py): no page to find by search.
THANKS = Route("thanks", "/tack", "salon.pages.thanks:thanks", in_sitemap=False)

# In this order in the menu (those with a menu label) and the sitemap.
ROUTES = (HOME, TREATMENTS, ABOUT, CONTACT, HOURS, PRIVACY, ACCESSIBILITY, THANKS)

# Reflex's catch-all for unknown paths; 404.html is made from it (salon/plugins/not_found_page.py).
NOT_FOUND = Route("not_found", "404", "salon.pages.not_found:not_found", in_sitemap=False)


def by_path(path: str) -> Route:
    return next(route for route in [*ROUTES, NOT_FOUND] if route.path == path)
