"""Pages without React widgets load no framework JavaScript
(static_first/plugins/static_pages.py), and the site's custom elements render as
plain elements (salon_components/elements.py). The export itself is checked
in tests/e2e/test_document_navigation.py."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import reflex as rx

from salon.site import ELEMENTS_MEMBERS, describe
from salon_components import elements
from salon_components.elements import map_gate, missing_path
from salon_components.site_modules import ContactForm, HydrationMarker
from static_first.generated.prerendered_page import PAGE_ROUTE_IMPORT
from static_first.generated.vite_config import DEFINE_CONFIG_IMPORT, PLUGIN_LIST
from static_first.pages import route_path
from static_first.plugins.static_pages import (
    add_elements_chunk,
    drop_unused,
    react_modules,
    static_page,
)
from tests.widgets import make_slider

SITE = describe()
# The module the site's custom elements are imported from.
ELEMENTS = elements.ELEMENTS


def react_widgets(component) -> list[str]:
    """The salon's React widgets a page's component tree imports."""
    return react_modules(SITE, component)


def test_a_page_needs_react_for_its_react_widgets_only():
    plain = rx.fragment(
        rx.el.main(
            rx.el.h1("Om oss"),
            map_gate(rx.el.p("Karta"), src="https://m", title="K", class_name="map"),
        ),
        missing_path(),
        HydrationMarker.create(),
    )
    assert react_widgets(plain) == []
    with_slider = rx.fragment(rx.el.main(make_slider()))
    assert react_widgets(with_slider) == ["$/public/js/widgets/slider.jsx"]
    # Inside an element's children too.
    nested = rx.el.section(rx.el.div(ContactForm.create(rx.el.input(name="namn"))))
    assert react_widgets(nested) == ["$/public/js/widgets/contact_form.jsx"]


def test_custom_elements_are_tags_that_load_the_elements_module():
    gate = map_gate(rx.el.p("Karta"), src="https://m", title="Kartan", class_name="map")
    compiled = str(gate)
    assert compiled.startswith(
        'jsx("salon-map-gate",{className:"map","data-src":"https://m","data-title":"Kartan"}'
    )
    assert ELEMENTS in gate._get_all_imports()
    # That module is in the elements' chunk (salon/site.py's ELEMENTS_MEMBERS).
    assert re.search(ELEMENTS_MEMBERS, ELEMENTS)
    assert str(missing_path()).startswith('jsx("salon-missing-path"')


@pytest.mark.parametrize(
    ("file", "path"),
    [
        ("index.html", "/"),
        ("om-oss.html", "/om-oss"),
        ("om-oss/index.html", "/om-oss"),
        ("en/treatments/index.html", "/en/treatments"),
        ("__spa-fallback.html", "404"),
    ],
)
def test_each_page_of_the_export_is_its_route(tmp_path, file, path):
    # The SPA shell is the default language's 404 page, the salon's "404".
    (not_found, *_) = SITE.not_found
    assert route_path(tmp_path, tmp_path / file, not_found.path) == path


BOOT = (
    '<script type="module" async="">const MODULE_PRELOADS = [];\n'
    'import * as route0 from "/assets/root-1.js";\n'
    'import * as route1 from "/assets/_om-oss_._index-2.js";\n'
    '  window.__reactRouterRouteModules = {"root":route0,"routes/[om-oss]._index":route1};\n'
    'import("/assets/entry.client-3.js");</script>'
)
PAGE = (
    '<html><head><link rel="modulepreload" href="/assets/entry.client-3.js"/>'
    '<link rel="modulepreload" href="/assets/root-1.js"/></head><body><main>Om oss</main>'
    f"{BOOT}</body></html>"
)


def test_a_static_page_boots_the_elements_alone():
    html = static_page(PAGE, "/assets/elements-4.js")
    assert "entry.client" not in html and "root-1" not in html and "route" not in html
    assert html.count('<link rel="modulepreload"') == 1
    assert '<link rel="modulepreload" href="/assets/elements-4.js"/></head>' in html
    boot = html[html.index('<script type="module" async="">') :]
    # The chunk alone: the shared boot script marks the page once it has run
    # (defer_hydration.py, tests/unit/test_defer_hydration.py).
    assert boot.startswith(
        '<script type="module" async="">import "/assets/elements-4.js";</script>'
    )
    assert "<main>Om oss</main>" in html
    with pytest.raises(RuntimeError, match="boot module"):
        static_page(PAGE.replace(BOOT, ""), "/assets/elements-4.js")


def test_the_route_modules_of_static_pages_go_unless_something_still_loads_them(tmp_path):
    assets = tmp_path / "assets"
    assets.mkdir()
    (assets / "_om-oss_._index-2.js").write_text("export default 1")
    (assets / "root-1.js").write_text("export const x = 1")
    (tmp_path / "om-oss.html").write_text("<html></html>")
    drop_unused(tmp_path, {"/assets/_om-oss_._index-2.js"})
    assert not (assets / "_om-oss_._index-2.js").exists()
    (assets / "_tack_._index-5.js").write_text("export default 1")
    (tmp_path / "tack.html").write_text('<script>import("/assets/_tack_._index-5.js")</script>')
    with pytest.raises(RuntimeError, match=r"tack\.html still loads"):
        drop_unused(tmp_path, {"/assets/_tack_._index-5.js"})


def test_the_route_module_of_a_boot_is_found():
    assert PAGE_ROUTE_IMPORT.findall(PAGE) == ["/assets/_om-oss_._index-2.js"]
    assert Path(ELEMENTS).name == "index.js"


@pytest.mark.parametrize(
    "member",
    [
        "/w/.web/public/js/elements/index.js",
        "/w/.web/public/js/elements/map_gate.js",
        "/w/.web/public/js/inline/consent.js",
        "/w/.web/public/js/inline/keep_attribute.js",
        "C:\\w\\.web\\public\\js\\elements\\map_gate.js",
    ],
)
def test_the_elements_chunk_takes_the_elements_and_the_head_script_modules_they_import(member):
    """salon/site.py's ELEMENTS_MEMBERS, which static_first/js/elements_chunk.js
    compiles with JavaScript's RegExp (the same syntax in both)."""
    assert SITE.elements_members == ELEMENTS_MEMBERS
    assert re.search(ELEMENTS_MEMBERS, member)


@pytest.mark.parametrize(
    "other",
    [
        "/w/.web/public/js/inline/form_submit.js",
        "/w/.web/public/js/widgets/consent.jsx",
        "/w/.web/static_first/no_router.js",
        "/w/.web/node_modules/react/index.js",
        "/w/.web/public/js/inline/consent.js.map",
    ],
)
def test_the_elements_chunk_takes_nothing_else(other):
    assert not re.search(ELEMENTS_MEMBERS, other)


def test_the_vite_config_gets_the_elements_chunk_with_the_salons_members():
    config = f"{DEFINE_CONFIG_IMPORT}export default {{\n{PLUGIN_LIST}  ],\n}};\n"
    edited = add_elements_chunk(config, ELEMENTS_MEMBERS)
    assert 'import elementsChunk from "./static_first/elements_chunk.js";' in edited
    call = re.search(r"^    elementsChunk\((.*)\),$", edited, re.M).group(1)
    # A JSON string, which is JavaScript's string literal too.
    assert json.loads(call) == ELEMENTS_MEMBERS
    with pytest.raises(RuntimeError, match=r"vite\.config\.js changed shape"):
        add_elements_chunk("export default {}", ELEMENTS_MEMBERS)
