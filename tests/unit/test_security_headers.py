"""static_first/plugins/security_headers.py: hashes, the policy, and what the build plugin writes."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from salon.cms import admin, cms_settings
from salon.site import describe
from salon.web_origin import origin
from static_first.page_scan import is_executable_inline, source_hash
from static_first.plugins import security_headers as sh

MAP_ORIGIN = "https://maps.example.org"

THEME = "document.documentElement.classList.add('light');"
MODULE = 'import "/assets/manifest-abc.js";\nimport("/assets/entry.client-abc.js");'
CRLF = "window.a = 1;\r\nwindow.b = 2;"
STYLE = ".a { color: red; }"
JSON_LD = '{"@context": "https://schema.org", "@type": "HairSalon"}'

PAGE = (
    '<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>'
    '<meta content="width=device-width" name="viewport"/>'
    f"<script>{THEME}</script>"
    f'<script type="application/ld+json">{JSON_LD}</script>'
    "</head><body><main>Hej</main>"
    '<script src="/assets/external-abc.js"></script>'
    f'<script type="module" async="">{MODULE}</script>'
    f"<script>{CRLF}</script>"
    f"<style>{STYLE}</style>"
    '<div style="width:50%">x</div>'
    "</body></html>"
)
# The inline scripts of PAGE a browser runs: not the JSON-LD, not the src one.
PAGE_SCRIPT_HASHES = {source_hash(THEME), source_hash(MODULE), source_hash(CRLF)}


def make_dist(tmp_path: Path, pages: dict[str, str]) -> Path:
    dist = tmp_path / "dist"
    for name, html in pages.items():
        path = dist / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(html, encoding="utf-8")
    return dist


def csp_metas(html: str) -> list[str]:
    return re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"/>', html)


def directive(policy: str, name: str) -> list[str]:
    for part in policy.split(";"):
        words = part.split()
        if words and words[0] == name:
            return words[1:]
    raise AssertionError(f"{name} missing from {policy!r}")


# --- hashing -------------------------------------------------------------------


def test_script_hash_matches_the_csp_spec_example():
    # The worked example from the CSP specification and MDN.
    assert source_hash("alert('Hello, world.');") == (
        "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"
    )


def test_script_hash_normalises_line_endings_like_the_html_parser():
    assert source_hash("a();\r\nb();") == source_hash("a();\nb();")
    assert source_hash("a();\nb();") != source_hash("a();b();")


def test_the_policy_hashes_every_executed_inline_script_and_nothing_else(tmp_path):
    result = sh.process(make_dist(tmp_path, {"index.html": PAGE}), [MAP_ORIGIN])
    # JSON-LD is a data block and the src script is not inline: no hash.
    assert set(result.policy["script-src"]) == {"'self'"} | PAGE_SCRIPT_HASHES


@pytest.mark.parametrize(
    "attributes, executable",
    [
        ({}, True),
        ({"type": "module"}, True),
        ({"type": "text/javascript"}, True),
        ({"type": "application/ld+json"}, False),
        ({"type": "application/json"}, False),
        ({"src": "/a.js"}, False),
    ],
)
def test_which_inline_scripts_need_a_hash(attributes, executable):
    assert is_executable_inline(attributes) is executable


# --- the policy ----------------------------------------------------------------


def test_policy_never_allows_inline_or_eval_scripts():
    policy = sh.build_policy({source_hash(THEME)}, [MAP_ORIGIN])
    header = sh.policy_string(policy)
    script_src = directive(header, "script-src")
    assert script_src == ["'self'", source_hash(THEME)]
    for keyword in ("'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "*", "data:"):
        assert keyword not in script_src
    assert directive(header, "object-src") == ["'none'"]
    assert directive(header, "frame-src") == [MAP_ORIGIN]
    assert directive(header, "frame-ancestors") == ["'none'"]


def test_meta_policy_leaves_out_what_meta_tags_ignore():
    policy = sh.build_policy(set(), [MAP_ORIGIN])
    meta = sh.policy_string(policy, meta=True)
    assert "frame-ancestors" not in meta
    assert sh.policy_string(policy) == meta + "; frame-ancestors 'none'"


def test_styles_are_allowed_by_hash_never_by_unsafe_inline():
    policy = sh.build_policy(set(), [MAP_ORIGIN], {source_hash(STYLE)}, {source_hash("width:50%")})
    header = sh.policy_string(policy)
    for name in ("style-src", "style-src-elem"):
        assert directive(header, name) == ["'self'", source_hash(STYLE)]
    assert directive(header, "style-src-attr") == ["'unsafe-hashes'", source_hash("width:50%")]
    assert "'unsafe-inline'" not in header
    assert directive(sh.policy_string(sh.build_policy(set(), [])), "style-src-attr") == ["'none'"]


def test_a_form_endpoint_is_allowed_for_the_post_and_the_fetch_only():
    form = "https://formspree.io"
    with_form = sh.build_policy(set(), [MAP_ORIGIN], form_origins=[form])
    without = sh.build_policy(set(), [MAP_ORIGIN])
    assert without["form-action"] == without["connect-src"] == ["'self'"]
    assert with_form["form-action"] == with_form["connect-src"] == ["'self'", form]
    assert {k: v for k, v in with_form.items() if k not in ("form-action", "connect-src")} == {
        k: v for k, v in without.items() if k not in ("form-action", "connect-src")
    }


def test_origin_rejects_relative_urls():
    with pytest.raises(ValueError, match="absolute"):
        origin("/export/embed.html")


# --- processing an export --------------------------------------------------------


def test_process_injects_the_policy_once_first_in_head(tmp_path):
    dist = make_dist(tmp_path, {"index.html": PAGE, "kontakt/index.html": PAGE})
    result = sh.process(dist, [MAP_ORIGIN])

    assert sorted(p.relative_to(dist).as_posix() for p in result.pages) == [
        "index.html",
        "kontakt/index.html",
    ]
    for page in result.pages:
        html = page.read_text(encoding="utf-8")
        (meta,) = csp_metas(html)
        assert html.startswith(
            '<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>'
            '<meta http-equiv="Content-Security-Policy"'
        )
        assert html.index("Content-Security-Policy") < html.index("<script")
        assert set(directive(meta, "script-src")) == {"'self'"} | PAGE_SCRIPT_HASHES
        assert "frame-ancestors" not in meta


def test_process_is_idempotent(tmp_path):
    dist = make_dist(tmp_path, {"index.html": PAGE, "om-oss.html": PAGE.replace("Hej", "Om")})
    sh.process(dist, [MAP_ORIGIN])
    first = {p: p.read_bytes() for p in sorted(dist.rglob("*")) if p.is_file()}
    sh.process(dist, [MAP_ORIGIN])
    second = {p: p.read_bytes() for p in sorted(dist.rglob("*")) if p.is_file()}
    assert second == first
    for page in dist.rglob("*.html"):
        assert len(csp_metas(page.read_text(encoding="utf-8"))) == 1


def test_process_replaces_a_stale_policy(tmp_path):
    stale = PAGE.replace(
        '<meta charSet="utf-8"/>',
        '<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" '
        "content=\"script-src 'self' 'sha256-old='\"/>",
    )
    dist = make_dist(tmp_path, {"index.html": stale})
    sh.process(dist, [MAP_ORIGIN])
    (meta,) = csp_metas((dist / "index.html").read_text(encoding="utf-8"))
    assert "'sha256-old='" not in meta


def test_process_writes_the_same_headers_for_netlify_and_nginx(tmp_path):
    dist = make_dist(tmp_path, {"index.html": PAGE})
    result = sh.process(dist, [MAP_ORIGIN])
    nginx = dist / sh.NGINX_FILE
    (meta,) = csp_metas((dist / "index.html").read_text(encoding="utf-8"))

    netlify = (dist / "_headers").read_text(encoding="utf-8").splitlines()
    assert netlify[1] == "/*"
    netlify_headers = dict(line.strip().split(": ", 1) for line in netlify[2:])
    nginx_headers = dict(
        re.fullmatch(r'add_header (\S+) "([^"]*)" always;', line).groups()
        for line in nginx.read_text(encoding="utf-8").splitlines()
        if not line.startswith("#")
    )
    assert netlify_headers == nginx_headers == result.headers
    assert nginx_headers["Content-Security-Policy"] == meta + "; frame-ancestors 'none'"
    assert nginx_headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
    assert nginx_headers["X-Content-Type-Options"] == "nosniff"
    assert nginx_headers["X-Frame-Options"] == "DENY"
    assert int(nginx_headers["Strict-Transport-Security"].removeprefix("max-age=")) >= 365 * 86400
    for feature in ("camera=()", "microphone=()", "geolocation=()"):
        assert feature in nginx_headers["Permissions-Policy"]


def test_process_refuses_inline_event_handlers(tmp_path):
    dist = make_dist(
        tmp_path,
        {
            "index.html": PAGE.replace("<main>", '<main><button onclick="go()">x</button>'),
            "om-oss.html": PAGE.replace("<main>", '<main><a href="javascript:void(0)">x</a>'),
        },
    )
    with pytest.raises(sh.SecurityHeadersError) as error:
        sh.process(dist, [MAP_ORIGIN])
    assert "index.html: <button onclick=...>" in str(error.value)
    assert "om-oss.html: <a href=" in str(error.value)
    assert not csp_metas((dist / "index.html").read_text(encoding="utf-8"))


def test_a_headers_line_cloudflare_would_drop_stops_the_build(tmp_path):
    """Cloudflare Pages skips a `_headers` line over 2,000 characters, so the
    policy header would be missing there: many distinct inline scripts
    (a hash each) stop the build, naming the line and its length."""
    pages = {f"p{n}.html": PAGE.replace(THEME, f"window.page = {n};") for n in range(40)}
    dist = make_dist(tmp_path, pages)
    with pytest.raises(sh.SecurityHeadersError) as error:
        sh.process(dist, [MAP_ORIGIN])
    assert re.fullmatch(
        r"_headers:\d+: Content-Security-Policy is \d{4} characters long, over the 2,000 "
        r"Cloudflare Pages reads; it would send no Content-Security-Policy there",
        str(error.value),
    )
    assert not (dist / sh.NETLIFY_FILE).exists()
    # Just under the limit, it is written.
    few = make_dist(tmp_path / "few", dict(list(pages.items())[:5]))
    sh.process(few, [MAP_ORIGIN])
    lines = (few / sh.NETLIFY_FILE).read_text().splitlines()
    assert max(map(len, lines)) <= sh.HEADERS_LINE_LIMIT


def test_process_needs_pages(tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(sh.SecurityHeadersError):
        sh.process(tmp_path / "empty", [MAP_ORIGIN])


def test_the_plugin_stops_the_build_with_one_line_and_says_where_the_site_is(tmp_path, capsys):
    dist = make_dist(tmp_path, {"index.html": PAGE})
    plugin = sh.SecurityHeadersPlugin(site="salon.site:describe")
    plugin.post_build(static_dir=dist)
    assert f"static site: {dist.resolve()}" in capsys.readouterr().out
    assert (dist / sh.NETLIFY_FILE).is_file() and (dist / sh.NGINX_FILE).is_file()
    bad = make_dist(tmp_path / "bad", {"index.html": PAGE.replace("<main>", '<main onload="x()">')})
    with pytest.raises(SystemExit) as stop:
        plugin.post_build(static_dir=bad)
    assert "onload" in str(stop.value)


def test_the_plugin_is_last_in_rxconfig():
    import rxconfig

    assert isinstance(rxconfig.config.plugins[-1], sh.SecurityHeadersPlugin)


# --- the CMS's pages (/admin/) -------------------------------------------------------

ADMIN_PAGE = admin.admin_page("Redigera")
ADMIN_POLICY = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "frame-ancestors": ["'none'"],
}
# The salon's /admin/ subtree as salon/site.py describes it (its X-Robots-Tag
# included), with the test's policy.
(SALON_ADMIN,) = [s for s in describe().subtrees if s.folder == admin.FOLDER]
ADMIN = dataclasses.replace(SALON_ADMIN, policy=ADMIN_POLICY)


def test_the_salon_gives_the_cms_pages_their_own_policy_and_robots_header():
    assert SALON_ADMIN.policy == admin.admin_policy(cms_settings.load_settings())
    assert SALON_ADMIN.headers == {"X-Robots-Tag": admin.ROBOTS}


def test_the_cms_page_gets_its_own_policy_and_headers_and_adds_nothing_to_the_sites(tmp_path):
    dist = make_dist(tmp_path, {"index.html": PAGE, "admin/index.html": ADMIN_PAGE})
    result = sh.process(dist, [MAP_ORIGIN], subtrees=(ADMIN,))
    (meta,) = csp_metas((dist / "admin" / "index.html").read_text(encoding="utf-8"))
    assert meta == sh.policy_string(ADMIN_POLICY, meta=True)
    (site_meta,) = csp_metas((dist / "index.html").read_text(encoding="utf-8"))
    assert "'unsafe-eval'" not in site_meta
    assert [p.name for p in result.subtree_pages[admin.FOLDER]] == ["index.html"]
    assert result.subtree_headers[admin.FOLDER]["X-Robots-Tag"] == admin.ROBOTS
    assert result.subtree_headers[admin.FOLDER]["Content-Security-Policy"] == sh.policy_string(
        ADMIN_POLICY
    )
    netlify = (dist / sh.NETLIFY_FILE).read_text(encoding="utf-8")
    site_rule, admin_rule = netlify.split("\n/admin/*\n")
    assert "X-Robots-Tag" not in site_rule
    # Only what differs: Netlify keeps the /* values for the rest.
    assert [line.split(":")[0].strip() for line in admin_rule.splitlines()] == [
        "Content-Security-Policy",
        "X-Robots-Tag",
    ]
    nginx = (dist / sh.nginx_subtree_file(admin.FOLDER)).read_text(encoding="utf-8")
    assert f'add_header X-Robots-Tag "{admin.ROBOTS}" always;' in nginx
    assert "add_header Strict-Transport-Security" in nginx


def header_rules(text: str) -> list[tuple[str, dict[str, str]]]:
    rules = []
    for line in text.splitlines():
        if line.startswith("/"):
            rules.append((line, {}))
        elif line.startswith("  "):
            name, value = line.strip().split(": ", 1)
            rules[-1][1][name] = value
    return rules


def test_headers_file_gives_the_site_and_the_cms_rules_that_share_no_header(tmp_path):
    """Cloudflare Pages joins a header set by two matching rules: each header
    is set once for the whole site (`/*`) or by rules that never both match."""
    dist = make_dist(
        tmp_path,
        {
            "index.html": PAGE,
            "kontakt/index.html": PAGE,
            "assets/entry.js": "",
            "admin/index.html": ADMIN_PAGE,
        },
    )
    result = sh.process(dist, [MAP_ORIGIN], subtrees=(ADMIN,))
    rules = header_rules((dist / sh.NETLIFY_FILE).read_text(encoding="utf-8"))
    policy = {"Content-Security-Policy": result.headers["Content-Security-Policy"]}
    assert rules == [
        ("/*", {k: v for k, v in result.headers.items() if k != "Content-Security-Policy"}),
        ("/", policy),
        ("/:page", policy),
        ("/assets/*", policy),
        ("/kontakt/*", policy),
        # Last: Netlify's /:page also matches /admin/, and its later rule wins.
        (
            "/admin/*",
            {
                "Content-Security-Policy": result.subtree_headers[admin.FOLDER][
                    "Content-Security-Policy"
                ],
                "X-Robots-Tag": admin.ROBOTS,
            },
        ),
    ]


def test_a_header_the_cms_sends_otherwise_leaves_the_shared_rule():
    text = sh.netlify_headers(
        {"A": "1", "B": "2"}, {admin.FOLDER: {"A": "1", "B": "3", "C": "4"}}, ["img"]
    )
    assert header_rules(text) == [
        ("/*", {"A": "1"}),
        ("/", {"B": "2"}),
        ("/:page", {"B": "2"}),
        ("/img/*", {"B": "2"}),
        ("/admin/*", {"B": "3", "C": "4"}),
    ]


def test_a_cms_page_needs_its_policy_and_may_have_no_inline_code(tmp_path):
    # Its policy: the salon describes /admin/ as a subtree with the CMS's own
    # (test_the_salon_gives_the_cms_pages_their_own_policy_and_robots_header).
    assert SALON_ADMIN in describe().subtrees
    inline = ADMIN_PAGE.replace("</body>", "<script>window.CMS_MANUAL_INIT = true;</script></body>")
    dist = make_dist(tmp_path / "inline", {"index.html": PAGE, "admin/index.html": inline})
    with pytest.raises(sh.SecurityHeadersError, match="inline script"):
        sh.process(dist, [MAP_ORIGIN], subtrees=(ADMIN,))


def test_an_export_without_the_cms_writes_no_admin_headers(tmp_path):
    dist = make_dist(tmp_path, {"index.html": PAGE})
    result = sh.process(dist, [MAP_ORIGIN], subtrees=(ADMIN,))
    assert result.subtree_headers == {} and result.subtree_pages == {}
    assert "/admin/" not in (dist / sh.NETLIFY_FILE).read_text(encoding="utf-8")
    assert not (dist / sh.nginx_subtree_file(admin.FOLDER)).exists()
