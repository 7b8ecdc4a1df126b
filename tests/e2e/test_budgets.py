"""Byte budgets for the first load of "/", read straight from the export
(tests/first_load.py says what counts), against the bench's own budgets
(tools/bench/budgets.py): a cheap check in every test run of what
./scripts/bench.sh measures in a real browser.
"""

from __future__ import annotations

from tests.first_load import (
    DPR,
    VIEWPORT_PX,
    check_budget,
    first_load_css,
    first_load_images,
    first_load_js,
)
from tools.bench.budgets import budget


def test_home_first_load_js_within_budget(site_dir):
    check_budget("JS on first load of / (gzip)", first_load_js(site_dir), budget("/", "js_kb"))


def test_home_css_within_budget(site_dir):
    check_budget("CSS of / (gzip)", first_load_css(site_dir), budget("/", "css_kb"))


def test_home_first_load_images_within_budget(site_dir):
    check_budget(
        f"images on first load of / at {VIEWPORT_PX} px, DPR {DPR}",
        first_load_images(site_dir),
        budget("/", "img_kb"),
    )
