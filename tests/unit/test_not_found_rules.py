"""`_redirects`: Netlify's rule for each language's 404 page
(static_first/plugins/not_found_rules.py). What Netlify's own engine makes of the
export's file: tests/e2e/test_static_hosts.py."""

from __future__ import annotations

from salon import routes
from salon.site import describe
from static_first.plugins import not_found_rules
from static_first.plugins.prerendered_404 import NotFound, not_found_pages


def rules(text: str | None) -> list[str]:
    return [line for line in (text or "").splitlines() if line and not line.startswith("#")]


def test_each_language_under_a_prefix_gets_one_rule_for_its_404_page():
    expected = [
        f"{page.locale.prefix}/*  {page.path}.html  404"
        for page in routes.not_found_routes()
        if page.locale.prefix
    ]
    assert rules(not_found_rules.redirects(not_found_pages(describe()))) == expected


def test_the_rule_is_not_forced_so_a_file_at_the_path_wins():
    text = not_found_rules.redirects([NotFound("", "404"), NotFound("/en", "en/404")])
    assert rules(text) == ["/en/*  /en/404.html  404"]


def test_one_language_needs_no_file_and_leaves_none_behind(tmp_path):
    (tmp_path / not_found_rules.FILE).write_text("/en/*  /en/404.html  404\n")
    not_found_rules.write(tmp_path, [NotFound("", "404")])
    assert not (tmp_path / not_found_rules.FILE).exists()
    not_found_rules.write(tmp_path, [NotFound("", "404"), NotFound("/en", "en/404")])
    assert rules((tmp_path / not_found_rules.FILE).read_text()) == ["/en/*  /en/404.html  404"]
