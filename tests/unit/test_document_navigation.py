"""Navigation by the platform: React Router stays in the prerender
and out of the browser (static_first/plugins/document_navigation.py). The pieces of
React Router's output the plugin removes are what a real export writes
(tests/e2e/test_document_navigation.py checks the export itself)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from reflex.utils import frontend_skeleton
from reflex_base.config import get_config

from static_first.generated import vite_config
from static_first.page_scan import scan_page
from static_first.plugins import document_navigation
from static_first.plugins.document_navigation import (
    STAND_INS,
    DocumentNavigationError,
    add_browser_stand_ins,
    without_router,
)

ROOT = Path(__file__).resolve().parents[2]
JS = ROOT / "assets" / "js"
# The layer's JavaScript, which Vite writes into the web folder's static_first/.
LAYER_JS = ROOT / "static_first" / "js"

APP = '<body><a class="brand" href="/" data-discover="true">Salong</a><main>…</main>'
# React Router's tail of a prerendered page, as an export writes it (shortened).
TAIL = (
    "<script>((storageKey, restoreKey) => {\n"
    "    if (!window.history.state || !window.history.state.key) {}\n"
    '  })("react-router-scroll-positions", null)</script>'
    '<script>window.__reactRouterContext = {"basename":"/"};</script>'
    '<script type="module" async="">import "/assets/manifest-764db7d1.js";\n'
    'import * as route0 from "/assets/root-7s_dmJhS.js";\n'
    'import * as route1 from "/assets/_om-oss_._index-AeosjIsb.js";\n'
    '  window.__reactRouterRouteModules = {"root":route0,"routes/[om-oss]._index":route1};\n'
    'import("/assets/entry.client-DkfsKxaU.js");</script>'
    '<!--$?--><template id="B:0"></template><!--/$-->'
    '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>'
    '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("x");'
    '</script><!--$?--><template id="B:1"></template><!--/$--></div>'
    '<script>$RC("B:0","S:0")</script>'
    '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script>'
    '</div><script>$RC("B:1","S:1")</script></body></html>'
)
HEAD = (
    '<html><head><link rel="modulepreload" href="/assets/manifest-764db7d1.js"/>'
    '<link rel="modulepreload" href="/assets/root-7s_dmJhS.js"/></head>'
)
PAGE = HEAD + APP + TAIL


def test_the_page_keeps_only_the_module_that_hydrates_it():
    html, manifest = without_router(PAGE)
    assert manifest == "/assets/manifest-764db7d1.js"
    assert "manifest-" not in html
    assert "__reactRouterContext" not in html
    assert "react-router-scroll-positions" not in html
    assert "$RC" not in html and "<template" not in html and "hidden" not in html
    assert 'data-discover="true"' not in html
    assert '<a class="brand" href="/">Salong</a><main>…</main>' in html
    scripts = scan_page(html).scripts
    assert len(scripts) == 1
    attributes, boot = scripts[0]
    assert attributes == {"type": "module", "async": ""}
    assert 'import * as route1 from "/assets/_om-oss_._index-AeosjIsb.js";' in boot
    assert 'import("/assets/entry.client-DkfsKxaU.js");' in boot
    assert html.endswith("</script></body></html>")
    assert '<link rel="modulepreload" href="/assets/root-7s_dmJhS.js"/>' in html


@pytest.mark.parametrize(
    ("broken", "message"),
    [
        (PAGE.replace("((storageKey, restoreKey) =>", "((key) =>"), "scroll restoration"),
        (PAGE.replace('<script type="module" async="">', "<script>"), "boot module"),
        (PAGE.replace('import "/assets/manifest-764db7d1.js";\n', ""), "manifest"),
        (PAGE.replace("</main>", '</main><!--$?--><template id="B:2"></template>'), "Suspense"),
        (PAGE.replace("<!--/$--></div>", "<!--/$--></div><p>Text</p>", 1), "unexpected content"),
    ],
)
def test_an_output_of_another_shape_stops_the_build(broken, message):
    with pytest.raises(DocumentNavigationError, match=message):
        without_router(broken)


def test_the_browser_bundle_gets_the_stand_ins_and_only_through_the_vite_plugin():
    config = frontend_skeleton._compile_vite_config(get_config())
    edited = add_browser_stand_ins(config)
    assert 'import browserStandIns from "./static_first/browser_stand_ins.js";' in edited
    plugin = re.search(r"browserStandIns\(\{(.*)\}\),", edited).group(1)
    for name, stand_in in STAND_INS.items():
        assert f'"{name}": fileURLToPath(new URL("./static_first/{stand_in}"' in plugin
        assert (LAYER_JS / stand_in).is_file()
    assert (LAYER_JS / document_navigation.VITE_PLUGIN).is_file()
    # Vite's own aliases would apply to the prerender too: the router stays there.
    aliases = edited[edited.index(vite_config.ALIAS_LIST) :]
    assert "no_router" not in aliases
    with pytest.raises(RuntimeError, match=r"vite\.config\.js changed shape"):
        add_browser_stand_ins(config.replace(vite_config.PLUGIN_LIST, "plugins: ["))


def test_no_widget_asks_react_for_an_id():
    """useId numbers a component by its place in the tree, which differs
    between the prerender (with React Router) and the browser (without it):
    a widget would name one element in the HTML and another after hydration."""
    users = [
        path.relative_to(ROOT).as_posix()
        for path in [*JS.rglob("*.js*"), *LAYER_JS.rglob("*.js*")]
        if re.search(r"\buseId\b", re.sub(r"//.*", "", path.read_text(encoding="utf-8")))
    ]
    assert users == []
