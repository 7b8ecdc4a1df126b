"""Build plugin: speculation rules in every page, so the next page is ready
before the click.

Links load the next prerendered document (document_navigation.py). Browsers
that know speculation rules (Chromium's) prerender a page of the site as soon
as a visitor shows they are about to open it: the pointer resting on its link
(200 ms on a computer), a link scrolled into view on a phone ("moderate"
eagerness). A click then shows a page that is already rendered; other
browsers load it as usual. Only the site's own pages qualify: not a folder
another plugin writes (a CMS's), not a link that opens a new tab or downloads.

The rules are an inline `<script type="speculationrules">` at the end of
`<body>`, after everything React hydrates: the browser reads them once the
page is parsed, which is before a visitor can point at a link, and they cost
the first paint nothing. The security-headers plugin
allows it by its hash, as every inline script (Chromium checks speculation
rules against `script-src` like any inline script). A prerendered page
fetches its modules but starts its app only once shown
(static_first/js/after_paint.js).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Unpack

from reflex.config import get_config

from static_first.generated.hook_context import PostBuildContext
from static_first.pages import app_pages
from static_first.plugins.base import SitePlugin
from static_first.plugins.document_navigation import DocumentNavigationPlugin

EAGERNESS = "moderate"
# Links the browser should not render ahead: another tab, a download.
NOT_A_NEXT_PAGE = "[target=_blank], [download]"


def rules(base: str = "/", skipped: tuple[str, ...] = ()) -> dict:
    """The rules; `skipped`: folders whose pages are never rendered ahead."""
    base = base.rstrip("/")
    return {
        "prerender": [
            {
                "where": {
                    "and": [
                        {"href_matches": f"{base}/*"},
                        *({"not": {"href_matches": f"{base}/{folder}/*"}} for folder in skipped),
                        {"not": {"selector_matches": NOT_A_NEXT_PAGE}},
                    ]
                },
                "eagerness": EAGERNESS,
            }
        ]
    }


def rules_script(base: str = "/", skipped: tuple[str, ...] = ()) -> str:
    return (
        '<script type="speculationrules">'
        + json.dumps(rules(base, skipped), separators=(",", ":"))
        + "</script>"
    )


def with_rules(html: str, script: str) -> str:
    if html.count("</body>") != 1:
        raise RuntimeError("a page without exactly one </body>: cannot add speculation rules")
    return html.replace("</body>", script + "</body>", 1)


@dataclass(kw_only=True, frozen=True)
class SpeculationRulesPlugin(SitePlugin):
    """Adds the speculation rules to every page (see the module docstring)."""

    # That plugin drops every script React Router wrote after the app.
    after = (DocumentNavigationPlugin,)

    def post_build(self, **context: Unpack[PostBuildContext]) -> None:
        skipped = tuple(s.folder for s in self.described().subtrees if not s.prerender)
        script = rules_script("/" + get_config().frontend_path.strip("/"), skipped)
        for page in app_pages(context["static_dir"], self.foreign()):
            page.write_text(with_rules(page.read_text(encoding="utf-8"), script), encoding="utf-8")
