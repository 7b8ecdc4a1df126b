"""Speculation rules in every page (static_first/plugins/speculation_rules.py);
tests/e2e/test_document_navigation.py checks them in the export and in Chromium."""

from __future__ import annotations

import json

import pytest

from salon.site import describe
from static_first.page_scan import is_executable_inline, scan_page
from static_first.plugins.speculation_rules import rules, rules_script, with_rules

# The salon's folders no page renders ahead, as the plugin reads them from
# its site (salon/site.py): its subtrees that do not allow prerendering.
SKIPPED = tuple(s.folder for s in describe().subtrees if not s.prerender)


def test_the_rules_prerender_the_sites_own_pages_on_intent():
    (rule,) = rules("/", SKIPPED)["prerender"]
    assert rule["eagerness"] == "moderate"
    conditions = rule["where"]["and"]
    assert {"href_matches": "/*"} in conditions
    assert {"not": {"href_matches": "/admin/*"}} in conditions
    assert {"not": {"selector_matches": "[target=_blank], [download]"}} in conditions
    assert set(rules("/", SKIPPED)) == {"prerender"}


def test_under_a_sub_path_the_rules_keep_to_it():
    conditions = rules("/salong/", SKIPPED)["prerender"][0]["where"]["and"]
    assert {"href_matches": "/salong/*"} in conditions
    assert {"not": {"href_matches": "/salong/admin/*"}} in conditions


def test_the_rules_are_an_inline_script_the_policy_must_allow():
    html = with_rules(
        "<html><head><style>x</style></head><body><main>x</main></body></html>",
        rules_script("/", SKIPPED),
    )
    (attributes, text), *_ = scan_page(html).scripts
    assert attributes == {"type": "speculationrules"}
    assert is_executable_inline(attributes)  # hashed by the security-headers plugin
    assert json.loads(text) == rules("/", SKIPPED)
    assert html.index("speculationrules") > html.index("</main>")
    with pytest.raises(RuntimeError, match="</body>"):
        with_rules("<html><head></head></html>", rules_script("/", SKIPPED))
