"""scripts/security_headers.py: script hashes, the policy, and what it writes."""

from __future__ import annotations

import gzip
import importlib.util
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location(
    "security_headers", ROOT / "scripts" / "security_headers.py"
)
sh = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = sh  # dataclasses look their module up there
_spec.loader.exec_module(sh)

MAP_ORIGIN = "https://maps.example.org"

THEME = "document.documentElement.classList.add('light');"
MODULE = 'import "/assets/manifest-abc.js";\nimport("/assets/entry.client-abc.js");'
CRLF = "window.a = 1;\r\nwindow.b = 2;"
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
    "</body></html>"
)


def make_dist(tmp_path: Path, pages: dict[str, str]) -> Path:
    dist = tmp_path / "dist"
    for name, html in pages.items():
        path = dist / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(html, encoding="utf-8")
        path.with_name(path.name + ".gz").write_bytes(gzip.compress(html.encode()))
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
    assert sh.script_hash("alert('Hello, world.');") == (
        "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"
    )


def test_script_hash_normalises_line_endings_like_the_html_parser():
    assert sh.script_hash("a();\r\nb();") == sh.script_hash("a();\nb();")
    assert sh.script_hash("a();\nb();") != sh.script_hash("a();b();")


def test_page_hashes_cover_every_executed_inline_script_and_nothing_else():
    expected = {sh.script_hash(THEME), sh.script_hash(MODULE), sh.script_hash(CRLF)}
    assert sh.page_hashes(PAGE) == expected
    # JSON-LD is a data block and the src script is not inline: no hash.
    assert sh.script_hash(JSON_LD) not in sh.page_hashes(PAGE)


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
    assert sh.is_executable_inline(attributes) is executable


# --- the policy ----------------------------------------------------------------


def test_policy_never_allows_inline_or_eval_scripts():
    policy = sh.build_policy({sh.script_hash(THEME)}, [MAP_ORIGIN])
    header = sh.policy_string(policy)
    script_src = directive(header, "script-src")
    assert script_src == ["'self'", sh.script_hash(THEME)]
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


def test_frame_src_is_the_map_host_from_the_content():
    from salon.content import CONTENT

    (frame_origin,) = sh.site_frame_origins()
    assert CONTENT.map.embed_url.startswith(frame_origin + "/")
    assert frame_origin.count("/") == 2  # scheme://host only, no path


def test_origin_rejects_relative_urls():
    with pytest.raises(sh.SecurityHeadersError):
        sh.origin("/export/embed.html")


# --- processing an export --------------------------------------------------------


def test_process_injects_the_policy_once_first_in_head(tmp_path):
    dist = make_dist(tmp_path, {"index.html": PAGE, "kontakt/index.html": PAGE})
    result = sh.process(dist, tmp_path / "nginx.conf", frame_origins=[MAP_ORIGIN])

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
        assert set(directive(meta, "script-src")) == {"'self'"} | sh.page_hashes(PAGE)
        assert "frame-ancestors" not in meta


def test_process_is_idempotent(tmp_path):
    dist = make_dist(tmp_path, {"index.html": PAGE, "om-oss.html": PAGE.replace("Hej", "Om")})
    sh.process(dist, tmp_path / "nginx.conf", frame_origins=[MAP_ORIGIN])
    first = {p: p.read_bytes() for p in sorted(dist.rglob("*")) if p.is_file()}
    sh.process(dist, tmp_path / "nginx.conf", frame_origins=[MAP_ORIGIN])
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
    sh.process(dist, None, frame_origins=[MAP_ORIGIN])
    (meta,) = csp_metas((dist / "index.html").read_text(encoding="utf-8"))
    assert "'sha256-old='" not in meta


def test_process_keeps_compressed_copies_in_step(tmp_path):
    dist = make_dist(tmp_path, {"index.html": PAGE})
    (dist / "index.html.br").write_bytes(b"stale brotli")
    sh.process(dist, None, frame_origins=[MAP_ORIGIN])
    page = dist / "index.html"
    assert gzip.decompress((dist / "index.html.gz").read_bytes()) == page.read_bytes()
    assert not (dist / "index.html.br").exists()


def test_process_writes_the_same_headers_for_netlify_and_nginx(tmp_path):
    dist = make_dist(tmp_path, {"index.html": PAGE})
    nginx = tmp_path / "deploy" / "security-headers.conf"
    result = sh.process(dist, nginx, frame_origins=[MAP_ORIGIN])
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
        sh.process(dist, None, frame_origins=[MAP_ORIGIN])
    assert "index.html: <button onclick=...>" in str(error.value)
    assert "om-oss.html: <a href=" in str(error.value)
    assert not csp_metas((dist / "index.html").read_text(encoding="utf-8"))


def test_process_needs_pages(tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(sh.SecurityHeadersError):
        sh.process(tmp_path / "empty", None, frame_origins=[MAP_ORIGIN])


def test_command_line_exit_status(tmp_path, capsys):
    dist = make_dist(tmp_path, {"index.html": PAGE})
    assert sh.main([str(dist), "--nginx-include", str(tmp_path / "n.conf")]) == 0
    assert (tmp_path / "n.conf").is_file()
    bad = make_dist(tmp_path / "bad", {"index.html": PAGE.replace("<main>", '<main onload="x()">')})
    assert sh.main([str(bad), "--nginx-include", str(tmp_path / "n2.conf")]) == 1
    assert "onload" in capsys.readouterr().err
