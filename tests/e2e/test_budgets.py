"""Byte budgets for the first load, read straight from the export
(tests/first_load.py says what counts), against the bench's own budgets
(tools/bench/budgets.py): a cheap check in every test run of what
./scripts/bench.sh measures in a real browser. JavaScript on every route of
the registry and the 404 page; CSS and images on "/".
"""

from __future__ import annotations

import pytest

from tests.first_load import (
    DPR,
    VIEWPORT_PX,
    check_budget,
    first_load_css,
    first_load_images,
    first_load_js,
)
from tests.site import ROUTES_AND_404, UNKNOWN, page_file
from tools.bench.budgets import budget


@pytest.mark.parametrize("route", ROUTES_AND_404)
def test_first_load_js_within_budget(site_dir, route):
    label = "404" if route == UNKNOWN else route
    check_budget(
        f"JS on first load of {route} (gzip)",
        first_load_js(site_dir, page_file(route)),
        budget(label, "js_kb"),
    )


def test_home_css_within_budget(site_dir):
    check_budget("CSS of / (gzip)", first_load_css(site_dir), budget("/", "css_kb"))


def test_home_first_load_images_within_budget(site_dir):
    check_budget(
        f"images on first load of / at {VIEWPORT_PX} px, DPR {DPR}",
        first_load_images(site_dir),
        budget("/", "img_kb"),
    )
