"""The anchors of static_first/generated/ still match the packages the build
installed into .web/node_modules (installed by the export these tests run
after; the unit tests run beside it, before it)."""

import re

from static_first.generated import compiled_app, prerendered_page
from tests.project_copy import ROOT

WEB_MODULES = ROOT / ".web" / "node_modules"


def test_react_slick_still_imports_the_resize_observer_polyfill():
    slick = (WEB_MODULES / "react-slick" / "lib" / "inner-slider.js").read_text("utf-8")
    imported = re.findall(r"require\(\"([^\"]+)\"\)", slick)
    assert any(re.search(compiled_app.RESIZE_OBSERVER_POLYFILL, m) for m in imported)


def test_react_routers_installed_code_still_writes_the_pieces_the_layer_matches():
    """The export itself: tests/e2e/test_document_navigation.py."""
    code = "\n".join(
        path.read_text("utf-8", errors="replace")
        for path in (WEB_MODULES / "react-router" / "dist" / "production").rglob("*.js")
    )
    # <ScrollRestoration>'s inline script, <Scripts>'s boot module and its
    # route modules, and the attribute of <Link>.
    assert prerendered_page.ROUTER_SCROLL_RESTORATION.removeprefix("<script>") in code
    assert re.search(r'type: "module",\s*async: true', code)
    assert "window.__reactRouterRouteModules = {" in code
    discover = prerendered_page.ROUTER_DISCOVER.strip().split("=")[0]
    assert f'"{discover}"' in code
