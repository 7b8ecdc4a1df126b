"""static_first/plugins/defer_hydration.py: React Router's boot script becomes one
text for every page, with what differs in a data block before it. Hydration
in the browser: every browser test waits for it (tests/browser.py)."""

from __future__ import annotations

import json
import re

import pytest

from static_first.page_scan import is_executable_inline, scan_page
from static_first.plugins import defer_hydration as dh


def react_router_page(route_id: str, module: str) -> str:
    """A page as React Router's static export writes it (react-router's <Scripts>)."""
    body = (
        'import "/assets/manifest-1.js";\n'
        'import * as route0 from "/assets/root-1.js";\n'
        f'import * as route1 from "{module}";\n'
        "  \n"
        f'  window.__reactRouterRouteModules = {{"root":route0,{json.dumps(route_id)}:route1}};\n'
        "\n"
        'import("/assets/entry.client-1.js");'
    )
    return (
        '<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>'
        '<link rel="modulepreload" href="/assets/manifest-1.js"/>'
        '<link rel="modulepreload" href="/assets/root-1.js"/>'
        f'<link rel="modulepreload" href="{module}"/>'
        "</head><body><main>Hej</main>"
        "<script>window.__reactRouterContext = {};</script>"
        f'<script type="module" async="">{body}</script>'
        "</body></html>"
    )


KONTAKT = react_router_page("routes/[kontakt]._index", "/assets/_kontakt_-1.js")
CONTACT = react_router_page("routes/[en].[contact]._index", "/assets/_en_._contact_-1.js")


def boot(html: str) -> tuple[dict, str]:
    """The page's data block, as data, and its boot script."""
    data = re.search(
        rf'<script type="application/json" id="{dh.BOOT_DATA_ID}">(.*?)</script>', html
    )
    script = re.search(r'<script type="module" async="">(.*?)</script>', html, re.S)
    assert data and script and data.start() < script.start()
    return json.loads(data[1]), script[1]


def test_every_page_gets_the_same_boot_script_and_its_own_modules():
    script = dh.boot_script()
    kontakt, contact = (dh.defer_hydration(page, script) for page in (KONTAKT, CONTACT))
    (kontakt_data, kontakt_script), (contact_data, contact_script) = boot(kontakt), boot(contact)
    # One text: one hash in the site's policy, however many pages.
    assert kontakt_script == contact_script == script
    executed = [
        text for attributes, text in scan_page(contact).scripts if is_executable_inline(attributes)
    ]
    assert executed == ["window.__reactRouterContext = {};", script]
    assert kontakt_data == {
        "preloads": ["/assets/manifest-1.js", "/assets/root-1.js", "/assets/_kontakt_-1.js"],
        "imports": ["/assets/manifest-1.js"],
        "routes": [
            ["root", "/assets/root-1.js"],
            ["routes/[kontakt]._index", "/assets/_kontakt_-1.js"],
        ],
        "entry": "/assets/entry.client-1.js",
    }
    assert contact_data["routes"][1] == [
        "routes/[en].[contact]._index",
        "/assets/_en_._contact_-1.js",
    ]
    # The preloads wait for the first paint: none is left in the page.
    assert '<link rel="modulepreload"' not in kontakt


def test_nothing_in_the_data_can_end_its_element():
    block = dh.data_block({"entry": "/assets/</script><script>x()</script>.js"})
    assert block.count("</script>") == 1
    text = block.removeprefix(f'<script type="application/json" id="{dh.BOOT_DATA_ID}">')
    assert json.loads(text.removesuffix("</script>"))["entry"] == (
        "/assets/</script><script>x()</script>.js"
    )


@pytest.mark.parametrize(
    "change",
    [
        # React Router's lazy route discovery adds the manifest to the script.
        lambda body: body.replace("  \n", '  window.__reactRouterManifest = {"a": 1};\n'),
        # A route split into chunks imports them under other names.
        lambda body: body.replace(
            'import * as route1 from "', 'import * as route1_main from "'
        ).replace(":route1}", ":{...route1_main}}"),
        lambda body: body.replace('import("/assets/entry.client-1.js");', ""),
    ],
)
def test_a_boot_script_of_another_shape_stops_the_build(change):
    with pytest.raises(dh.BootScriptChanged):
        dh.defer_hydration(change(KONTAKT), dh.boot_script())


def test_a_page_without_react_loads_its_elements_and_is_marked_ready():
    """static_pages.py leaves a page without React widgets a boot module that
    imports the elements' chunk alone: the data has no entry, and the shared
    script marks the page's scripts as run where there is none to start."""
    page = KONTAKT.replace(KONTAKT[KONTAKT.index('<script type="module"') :], "")
    page += '<script type="module" async="">import "/assets/elements-4.js";</script></body></html>'
    data, script = boot(dh.defer_hydration(page, dh.boot_script()))
    assert (data["imports"], data["routes"], data["entry"]) == (["/assets/elements-4.js"], [], None)
    marked = script[script.index("if (boot.entry)") :]
    assert 'setAttribute("data-hydrated", "true")' in marked.split("} else {", 1)[1]
