"""The export as production serves it: nginx running deploy/nginx/salon.conf
over HTTPS, and the Content-Security-Policy checked in Chromium.

The export is copied first (so a rebuild running alongside cannot change it
mid-test), and the build's own security-headers step is run again over the
copy (`hosted`, tests/hosting.py): it must change nothing, since plain
`reflex export` already wrote the policy, `_headers` and the nginx include. nginx runs for real on free local
ports with its pid, logs, temp files and a self-signed certificate (made here
with openssl) under pytest's tmp dir; salon.conf is used as is, with only its
`listen`, `root`, certificate, redirect-port and backend-port lines
rewritten (salon/publishing/nginx.py, as the own server rewrites it). The
nginx tests skip only when there is no nginx or openssl binary at all.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import os
import re
import shutil
import sqlite3
import subprocess
import urllib.parse
from dataclasses import dataclass
from html import unescape
from pathlib import Path

import pytest

from salon import contact_form, routes
from salon.cms import admin
from salon.publishing import nginx as nginx_conf
from salon.receiver import replies
from static_first.pages import in_subtree
from static_first.plugins import security_headers
from tests.browser import CSP_PROBE, HYDRATED, two_frames
from tests.certificate import self_signed_certificate
from tests.content import CONTENTS
from tests.hosting import (
    ADMIN,
    ADMIN_POLICY,
    CERTIFICATE,
    MAP_ORIGIN,
    ROUTES,
    Hosted,
    Response,
    both_slashes,
    editor_body_limit,
    fetch,
    hashed_assets,
    open_cms_by_name,
    page_file,
    unknown_paths,
)
from tests.site import CONSENT_KEY, EACH_PAGE_ONCE, MAP_STUB, UNKNOWN, UNKNOWNS, route_of
from tools.ports import free_port

# nginx, its certificate and the receiver start once, on one worker
# (scripts/test.sh: --dist loadgroup).
pytestmark = pytest.mark.xdist_group("hosting")

ROOT = Path(__file__).resolve().parents[2]
SALON_CONF = ROOT / "deploy" / "nginx" / "salon.conf"

ONE_YEAR = 365 * 24 * 3600
HTML_CACHE = "no-cache"
HASHED_CACHE = "public, max-age=31536000, immutable"


# --- the export ------------------------------------------------------------------


def parse_nginx_include(path: Path) -> dict[str, str]:
    return dict(
        re.fullmatch(r'add_header (\S+) "([^"]*)" always;', line).groups()
        for line in path.read_text().splitlines()
        if line and not line.startswith("#")
    )


def test_the_export_already_carries_the_policy_and_the_headers_files(hosted):
    assert hosted.changed == [], (
        f"plain reflex export left these for the security-headers step: {hosted.changed}"
    )
    # What Netlify and Cloudflare Pages make of _headers: tests/e2e/test_static_hosts.py.
    assert (hosted.dir / security_headers.NETLIFY_FILE).is_file()
    assert parse_nginx_include(hosted.dir / security_headers.NGINX_FILE) == hosted.headers
    assert (
        parse_nginx_include(hosted.dir / security_headers.nginx_subtree_file(admin.FOLDER))
        == hosted.admin_headers
    )


def test_only_the_cms_policy_differs_and_it_alone_allows_eval(hosted):
    site, cms = hosted.headers, hosted.admin_headers
    assert {name for name in cms if cms[name] != site.get(name)} == {
        "Content-Security-Policy",
        "X-Robots-Tag",
    }
    assert cms["X-Robots-Tag"] == admin.ROBOTS
    script_src = re.search(r"script-src ([^;]*)", cms["Content-Security-Policy"]).group(1).split()
    assert script_src == ["'self'", "'unsafe-eval'"]
    assert "'unsafe-eval'" not in site["Content-Security-Policy"]
    assert cms["Content-Security-Policy"].endswith("frame-ancestors 'none'")


def test_hsts_is_sent_for_at_least_a_year(hosted):
    hsts = hosted.headers["Strict-Transport-Security"]
    max_age = int(re.fullmatch(r"max-age=(\d+)(?:; .*)?", hsts).group(1))
    assert max_age >= ONE_YEAR


def test_styles_need_no_unsafe_inline(hosted):
    policy = hosted.headers["Content-Security-Policy"]
    for name in ("style-src", "style-src-elem", "style-src-attr"):
        sources = re.search(rf"(?:^|; ){name} ([^;]*)", policy).group(1).split()
        assert "'unsafe-inline'" not in sources, name


_SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.S | re.I)
_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"/>')


def test_every_page_has_one_policy_allowing_all_its_inline_scripts(hosted):
    """An independent re-check (regex, not the script's parser)."""
    pages = [
        page
        for page in sorted(hosted.dir.rglob("*.html"))
        if not in_subtree(hosted.dir, page, (admin.FOLDER,))
    ]
    assert len(pages) >= len(ROUTES) + 1
    for page in pages:
        html = page.read_text(encoding="utf-8")
        metas = _META.findall(html)
        assert len(metas) == 1, page
        policy = metas[0].replace("&amp;", "&")
        assert policy == hosted.meta_policy
        head = html[: html.index("</head>")]
        assert re.search(
            r"<head><meta charSet=\"utf-8\"/><meta http-equiv=\"Content-Security", head
        ), page
        assert head.index("Content-Security-Policy") < head.find("<script") or "<script" not in head
        script_src = re.search(r"script-src ([^;]*)", policy).group(1).split()
        assert "'unsafe-inline'" not in script_src and "'unsafe-eval'" not in script_src
        for attributes, body in _SCRIPT.findall(html):
            # Data blocks: the JSON-LD, and the boot script's modules
            # (static_first/plugins/defer_hydration.py).
            if "src=" in attributes or re.search(r'type="application/(?:ld\+)?json"', attributes):
                continue
            digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
            assert f"'sha256-{digest}'" in script_src, (page, body[:80])
        gz = page.with_name(page.name + ".gz")
        if gz.exists():
            assert gzip.decompress(gz.read_bytes()) == page.read_bytes(), f"stale {gz}"


def test_the_cms_page_has_its_own_policy_and_no_inline_code(hosted):
    html = (hosted.dir / admin.FOLDER / admin.PAGE).read_text(encoding="utf-8")
    (policy,) = _META.findall(html)
    assert policy.replace("&amp;", "&") == security_headers.policy_string(ADMIN_POLICY, meta=True)
    assert [body for attributes, body in _SCRIPT.findall(html) if body.strip()] == []
    assert "<style" not in html and "style=" not in html


# --- nginx -----------------------------------------------------------------------


@dataclass
class Nginx:
    https: str  # https://127.0.0.1:PORT
    http: str  # http://127.0.0.1:PORT, the redirecting server
    https_port: int
    certificate: Path
    receiver_port: (
        int  # where salon.conf's /api/kontakt goes; nothing listens until a test starts it
    )


@pytest.fixture(scope="module")
def nginx(hosted, tmp_path_factory):
    binary = nginx_conf.binary()
    if binary is None:
        # scripts/setup.sh tries to install it, and says here why it could not.
        why = os.environ.get("SALON_NGINX_MISSING") or "install Debian's nginx or nginx-light"
        pytest.skip(f"no nginx binary ({why})")
    prefix = tmp_path_factory.mktemp("nginx")
    cert, key = self_signed_certificate(prefix)
    # The includes come from the export, under the names salon.conf includes them by.
    includes = prefix / "includes"
    includes.mkdir()
    for name, exported in nginx_conf.INCLUDES.items():
        shutil.copy(hosted.dir / exported, includes / name)
    http_port, https_port, receiver_port = free_port(), free_port(), free_port()
    server = nginx_conf.with_tls(
        SALON_CONF.read_text(encoding="utf-8"), http_port, https_port, cert, key, "127.0.0.1"
    )
    server = nginx_conf.with_backend_port(nginx_conf.with_root(server, hosted.dir), receiver_port)
    conf = nginx_conf.write_prefix(prefix, server, includes, nginx=binary, master=False)
    server_process = nginx_conf.Nginx(binary, prefix, conf)
    check = server_process.test()
    assert check is None, f"nginx -t failed: {check}"
    process = subprocess.Popen(
        server_process.command(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    for port in (https_port, http_port):
        try:
            nginx_conf.wait_listening(process, port, server_process.error_log)
        except nginx_conf.NginxError as error:
            pytest.fail(str(error))
    CERTIFICATE[:] = [cert]
    yield Nginx(
        https=f"https://127.0.0.1:{https_port}",
        http=f"http://127.0.0.1:{http_port}",
        https_port=https_port,
        certificate=cert,
        receiver_port=receiver_port,
    )
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@pytest.fixture(scope="module")
def nginx_url(nginx) -> str:
    return nginx.https


def test_http_only_redirects_to_https(nginx, hosted):
    for path in [*ROUTES, UNKNOWN, "/robots.txt", hashed_assets(hosted.dir)[0], "/kontakt?x=1"]:
        response = fetch(nginx.http, path)
        assert response.status == 301, path
        assert response.headers["Location"] == f"https://127.0.0.1:{nginx.https_port}{path}", path
        # The redirect carries nothing of the site.
        assert "Content-Security-Policy" not in response.headers
        assert b"<main" not in response.body


@pytest.mark.parametrize("route", ROUTES)
def test_nginx_serves_every_route(nginx_url, hosted, route):
    """With and without its trailing slash, without a redirect: `/en/`, the
    English home's canonical address, as much as `/en`."""
    expected = page_file(hosted.dir, route).read_bytes()
    for path in both_slashes(route):
        plain = fetch(nginx_url, path)
        assert plain.status == 200, path
        assert plain.headers["Content-Type"] == "text/html; charset=utf-8"
        assert "Content-Encoding" not in plain.headers
        assert plain.body == expected, path
        # gzip_static serves the precompressed sibling, which must be the
        # regenerated one, never a stale copy.
        zipped = fetch(nginx_url, path, accept_gzip=True)
        assert zipped.status == 200
        assert zipped.headers["Content-Encoding"] == "gzip"
        assert zipped.body == expected, path
    sibling = page_file(hosted.dir, route).with_suffix(".html.gz").read_bytes()
    assert fetch(nginx_url, both_slashes(route)[0], accept_gzip=True).raw == sibling


def test_nginx_answers_each_languages_unknown_paths_with_its_404_page(nginx_url, hosted):
    for unknown in unknown_paths():
        expected = (hosted.dir / unknown.file).read_bytes()
        assert f'<html lang="{unknown.lang}"'.encode() in expected, unknown.file
        for accept_gzip in (False, True):
            response = fetch(nginx_url, unknown.path, accept_gzip=accept_gzip)
            assert response.status == 404, unknown.path
            assert response.headers["Content-Type"] == "text/html; charset=utf-8"
            assert response.headers["Cache-Control"] == HTML_CACHE
            assert response.body == expected, unknown.path
    for hidden in (
        "/_headers",
        "/" + security_headers.NGINX_FILE,
        "/" + security_headers.nginx_subtree_file(admin.FOLDER),
        "/__spa-fallback.html",
    ):
        assert fetch(nginx_url, hidden).status == 404, hidden


def test_nginx_answers_without_a_languages_404_page_with_the_default_one(nginx_url, hosted):
    """A build with English turned off has no en/404.html: its unknown
    paths get the top 404.html, never nginx's own page."""
    others = [unknown for unknown in unknown_paths() if unknown.file != "404.html"]
    if not others:
        pytest.skip("one language: no other 404 page to take away")
    page = hosted.dir / others[0].file
    away = page.with_name(page.name + ".away")
    page.rename(away)
    try:
        response = fetch(nginx_url, others[0].path)
    finally:
        away.rename(page)
    assert response.status == 404
    assert response.body == (hosted.dir / "404.html").read_bytes()


def test_nginx_sends_the_security_headers_everywhere(nginx_url, hosted):
    paths = [
        *ROUTES,
        *(unknown.path for unknown in unknown_paths()),
        hashed_assets(hosted.dir)[0],
        "/favicon.svg",
    ]
    for path in paths:
        response = fetch(nginx_url, path)
        for name, value in hosted.headers.items():
            assert response.headers.get_all(name) == [value], (path, name)
    csp = hosted.headers["Content-Security-Policy"]
    assert csp == hosted.meta_policy + "; frame-ancestors 'none'"
    assert f"frame-src {MAP_ORIGIN};" in csp
    assert hosted.headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
    assert hosted.headers["X-Content-Type-Options"] == "nosniff"
    assert "camera=()" in hosted.headers["Permissions-Policy"]
    assert hosted.headers["X-Frame-Options"] == "DENY"
    assert hosted.headers["Strict-Transport-Security"].startswith("max-age=")


# The Content-Type of each kind of file in /admin/ (a new kind fails here).
ADMIN_TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".yml": "text/yaml",
    ".css": "text/css",
    ".json": "application/json",
    ".svg": "image/svg+xml",
}


def test_nginx_serves_the_cms_with_its_own_headers(nginx_url, hosted):
    page = (hosted.dir / admin.FOLDER / admin.PAGE).read_bytes()
    for path in (ADMIN, ADMIN + admin.PAGE):
        response = fetch(nginx_url, path)
        assert response.status == 200 and response.body == page, path
        assert response.headers["Content-Type"] == "text/html; charset=utf-8"
        assert response.headers["Cache-Control"] == HTML_CACHE
        for name, value in hosted.admin_headers.items():
            assert response.headers.get_all(name) == [value], (path, name)
    # Every file of the editor's folder with its own type: a browser refuses a
    # stylesheet or a script sent as anything else.
    files = [f for f in (hosted.dir / admin.FOLDER).rglob("*") if f.is_file() and f.suffix != ".gz"]
    assert {f.name for f in files} >= {admin.BUNDLE, admin.CONFIG, admin.STYLESHEET}
    for file in files:
        name = file.relative_to(hosted.dir / admin.FOLDER).as_posix()
        response = fetch(nginx_url, ADMIN + name, accept_gzip=True)
        assert response.status == 200, name
        kind = ADMIN_TYPES[file.suffix]
        assert response.headers["Content-Type"] == f"{kind}; charset=utf-8", name
        assert response.body == file.read_bytes(), name
        assert response.headers["X-Robots-Tag"] == admin.ROBOTS
    # The folder without its slash: to the folder, never the page under the site's policy.
    redirect = fetch(nginx_url, ADMIN.rstrip("/"))
    assert redirect.status == 301 and redirect.headers["Location"].endswith(ADMIN)
    assert b"decap" not in redirect.body.lower()


def test_nginx_caches_hashed_assets_long_and_pages_briefly(nginx_url, hosted):
    assets = hashed_assets(hosted.dir)
    # No .css: the stylesheet is inline in every page (static_first/plugins/inline_stylesheet.py).
    assert any(a.endswith(".js") for a in assets)
    for asset in assets:
        response = fetch(nginx_url, asset, accept_gzip=True)
        assert response.status == 200, asset
        assert response.headers["Cache-Control"] == HASHED_CACHE, asset
    for path in [*ROUTES, *(unknown.path for unknown in unknown_paths())]:
        assert fetch(nginx_url, path).headers["Cache-Control"] == HTML_CACHE, path
    assert "immutable" not in fetch(nginx_url, "/favicon.svg").headers["Cache-Control"]


# --- the contact form's receiver behind nginx -------------------------------------------

FORM = urllib.parse.urlencode(
    {
        contact_form.NAME: "Anna Andersson",
        contact_form.EMAIL: "anna@example.se",
        contact_form.MESSAGE: "Hej! Har ni tid på fredag?",
        contact_form.HONEYPOT: "",
    }
).encode()
FORM_TYPE = {"Content-Type": "application/x-www-form-urlencoded"}


def assert_security_headers(response: Response, hosted: Hosted) -> None:
    for name, value in hosted.headers.items():
        assert response.headers.get_all(name) == [value], name


def test_nginx_says_so_in_the_pages_language_when_the_receiver_is_down(nginx, hosted):
    """The receiver's own page for a message it could not store, from the
    content: Swedish from a Swedish page and with no Referer; English from an
    English one (the Referer the site's policy sends to its own origin)."""
    contact = {
        code: routes.get("contact", content.locale).path for code, content in CONTENTS.items()
    }
    cases = [(None, "sv"), *((f"{nginx.https}{path}", code) for code, path in contact.items())]
    for referer, code in cases:
        headers = {**FORM_TYPE, **({"Referer": referer} if referer else {})}
        response = fetch(
            nginx.https, contact_form.ENDPOINT, method="POST", body=FORM, headers=headers
        )
        assert response.status == 503
        assert response.headers["Content-Type"] == "text/html; charset=utf-8"
        assert response.headers["Cache-Control"] == "no-store"
        page = unescape(response.body.decode())
        texts = CONTENTS[code].texts
        reason = replies.say(replies.Problem(replies.NOT_STORED), code)
        assert f'<html lang="{code}">' in page, referer
        for text in (texts.form_not_sent_title, texts.form_not_sent_lead, reason):
            assert text in page, (referer, text)
        assert f'href="{contact[code]}"' in page, referer
        assert_security_headers(response, hosted)
    too_large = fetch(
        nginx.https, contact_form.ENDPOINT, method="POST", body=b"x" * 200_000, headers=FORM_TYPE
    )
    assert too_large.status == 413


def test_nginx_passes_the_contact_form_to_the_receiver(nginx, hosted, tmp_path):
    from tools.receiver_backend import reflex_backend

    site = f"https://127.0.0.1:{nginx.https_port}"
    db = tmp_path / "messages.db"
    env = {
        "SALON_RECEIVER_DB": str(db),
        "SALON_RECEIVER_ORIGINS": site,
        "SALON_SMTP_HOST": "127.0.0.1",
        "SALON_SMTP_PORT": str(free_port()),
    }
    with reflex_backend(nginx.receiver_port, env, tmp_path):
        # From each language's page: its own thank-you page.
        for code in CONTENTS:
            sent = fetch(
                nginx.https,
                contact_form.ENDPOINT,
                method="POST",
                body=FORM + f"&{contact_form.LANGUAGE}={code}".encode(),
                headers={**FORM_TYPE, "Origin": site},
            )
            assert (sent.status, sent.headers["Location"]) == (303, contact_form.THANKS_PATHS[code])
            assert_security_headers(sent, hosted)
        invalid = fetch(
            nginx.https,
            contact_form.ENDPOINT,
            method="POST",
            body=b"namn=Anna",
            headers={**FORM_TYPE, "Origin": site, "Accept": "application/json"},
        )
        assert invalid.status == 422
        assert set(json.loads(invalid.body)["errors"]) == {contact_form.EMAIL, contact_form.MESSAGE}
    with sqlite3.connect(db) as stored:
        assert stored.execute("SELECT name, language FROM messages").fetchall() == [
            ("Anna Andersson", code) for code in CONTENTS
        ]


OBSERVATORY = ROOT / ".tools" / "observatory" / "node_modules" / "@mdn" / "mdn-http-observatory"


def observatory(nginx, path: str = "") -> dict:
    """The Observatory's own tests and grader, run against this nginx for `path`.

    Offline differences, all switched off rather than faked: the certificate
    is trusted through NODE_EXTRA_CA_CERTS (the test made it), and Chromium's
    HSTS preload list, which the package downloads at install time, is empty
    (it only decides the preload bonus, which a new domain never has)."""
    node = shutil.which("node")
    if node is None or not (OBSERVATORY / "src" / "constants.js").is_file():
        pytest.skip(
            "npm's @mdn/mdn-http-observatory is not in .tools/observatory: "
            "run SETUP_BROWSER=1 scripts/setup.sh"
        )
    http_port = nginx.http.rsplit(":", 1)[1]
    result = subprocess.run(
        [
            node,
            str(ROOT / "tests" / "validators" / "observatory.mjs"),
            str(OBSERVATORY),
            "127.0.0.1",
            http_port,
            str(nginx.https_port),
            *([path] if path else []),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "NODE_EXTRA_CA_CERTS": str(nginx.certificate)},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


def test_the_mdn_http_observatory_grades_it_a_plus(nginx):
    report = observatory(nginx)
    failed = {name: test["result"] for name, test in report["tests"].items() if not test["pass"]}
    assert failed == {}, failed
    assert report["grade"] == "A+", report


def test_the_observatory_faults_the_cms_only_for_the_policy_decap_needs(nginx):
    """/admin/ passes every Observatory test but the policy one, which faults
    'unsafe-eval', what Decap CMS cannot run without (decaporg/decap-cms#2138);
    the site's pages have none of it (above)."""
    report = observatory(nginx, ADMIN)
    failed = {name: test["result"] for name, test in report["tests"].items() if not test["pass"]}
    assert failed == {"content-security-policy": "csp-implemented-with-unsafe-eval"}, failed
    print(f"/admin/: grade {report['grade']}, score {report['score']}")


# --- the editor's paths, with no backend behind them ---------------------------------


def test_nginx_answers_for_the_editor_in_json_when_the_backend_cannot(nginx, hosted):
    """Decap shows the `error` line of any answer it gets: nginx's own
    answers on /api/editor (backend down, a body over its limit) are that
    JSON too, never nginx's page; the log-in page's say so in a line."""
    json_type = {"Content-Type": "application/json", "Origin": nginx.https}
    down = fetch(nginx.https, "/api/editor", method="POST", body=b"{}", headers=json_type)
    too_large = fetch(
        nginx.https,
        "/api/editor",
        method="POST",
        body=b"x" * (editor_body_limit() + 1),
        headers=json_type,
    )
    for response, status in ((down, 503), (too_large, 413)):
        assert response.status == status
        assert response.headers["Content-Type"] == "application/json; charset=utf-8"
        assert response.headers["Cache-Control"] == "no-store"
        (line,) = json.loads(response.body).values()
        assert set(json.loads(response.body)) == {"error"} and "\n" not in line
        assert_security_headers(response, hosted)
    for path in ("/admin/login", "/admin/logout"):
        response = fetch(nginx.https, path, method="POST", body=b"", headers=FORM_TYPE)
        assert response.status == 503, path
        assert response.headers["Content-Type"] == "text/plain; charset=utf-8"
        assert len(response.body.decode().splitlines()) == 1


# --- the policy in Chromium ----------------------------------------------------------

ACCEPT_COOKIES = f"try {{ localStorage.setItem('{CONSENT_KEY}', 'true'); }} catch (e) {{}}"


def visit(browser, url: str, *, consent: bool) -> dict:
    """Load `url` and report what the policy blocked and what the console said."""
    # The test certificate is self-signed.
    context = browser.new_context(
        locale="sv-SE", timezone_id="Europe/Stockholm", ignore_https_errors=True
    )
    try:
        # The map host answers from here: the test stays off the network, and
        # frame-src is still enforced (the browser checks it before any request).
        context.route(
            f"{MAP_ORIGIN}/**", lambda r: r.fulfill(body=MAP_STUB, content_type="text/html")
        )
        page = context.new_page()
        page.add_init_script(CSP_PROBE)
        if consent:
            page.add_init_script(ACCEPT_COOKIES)
        console: list[tuple[str, str]] = []
        errors: list[str] = []
        page.on("console", lambda message: console.append((message.type, message.text)))
        page.on("pageerror", lambda error: errors.append(str(error)))
        response = page.goto(url, wait_until="load")
        # The inline module script (hash-allowed) boots the app, which hydrates.
        page.wait_for_selector(HYDRATED, state="attached", timeout=10_000)
        if consent and page.locator(".contact-map").count():
            page.wait_for_selector(".contact-map iframe", state="attached")
        two_frames(page)  # what hydration started has run: consent, the map's frame
        return {
            "status": response.status,
            "violations": page.evaluate("window.__cspViolations"),
            "console": console,
            "errors": errors,
            "head_script_ran": page.evaluate("document.documentElement.hasAttribute('data-js')"),
            "iframes": page.eval_on_selector_all("iframe", "els => els.map(e => e.src)"),
            "h1": page.locator("h1").first.inner_text(),
        }
    finally:
        context.close()


# One unknown address per language, each answered with its language's 404 page.
NOT_FOUND = {unknown.path: unknown for unknown in unknown_paths() if not unknown.deep}


def console_problems(report: dict, route: str) -> list[str]:
    expected = set()
    if route in NOT_FOUND:  # the 404 document itself, and the spec's path log
        # HTTP/2 has no reason phrase: "404 ()" there, "404 (Not Found)" over HTTP/1.1.
        expected = {
            "Failed to load resource: the server responded with a status of 404 (Not Found)",
            "Failed to load resource: the server responded with a status of 404 ()",
            f"404: {route}",
        }
    return [
        f"{kind}: {text}"
        for kind, text in report["console"]
        if (kind == "error" and text not in expected)
        or re.search(r"Content.Security.Policy|Permissions.Policy", text, re.I)
    ] + [f"pageerror: {e}" for e in report["errors"]]


# The policy is the pages' code's business, not their words': each page in
# one of its languages (tests/site.py, EACH_PAGE_ONCE), and each language's
# 404 page.
POLICY_ROUTES = [*(route for route in EACH_PAGE_ONCE if route not in UNKNOWNS), *NOT_FOUND]


def assert_clean(report: dict, route: str) -> None:
    assert report["violations"] == [], f"{route}: CSP violations {report['violations']}"
    assert console_problems(report, route) == [], route
    assert report["head_script_ran"], f"{route}: the head script did not run"
    if route in NOT_FOUND:
        assert report["status"] == 404
        assert report["h1"] == CONTENTS[NOT_FOUND[route].lang].texts.not_found_title
    else:
        assert report["status"] == 200


@pytest.mark.parametrize("consent", [False, True], ids=["first-visit", "cookies-accepted"])
@pytest.mark.parametrize("route", POLICY_ROUTES)
def test_no_policy_violation_through_nginx(browser, nginx_url, route, consent):
    report = visit(browser, nginx_url + route, consent=consent)
    assert_clean(report, route)
    if consent and route not in NOT_FOUND and route_of(route).key == "contact":
        # With consent the map is embedded: frame-src was really exercised.
        assert any(src.startswith(MAP_ORIGIN + "/") for src in report["iframes"]), report["iframes"]


def test_the_cms_starts_under_its_policy_through_nginx(browser, nginx, hosted):
    """Decap CMS starts with the admin policy sent as a header and in the page."""
    headers = open_cms_by_name(browser, "https", nginx.https_port)
    for name, value in hosted.admin_headers.items():
        assert [v for n, v in headers if n.lower() == name.lower()] == [value], name


@pytest.fixture(scope="module")
def meta_only_url(hosted):
    """A host that sends no security headers at all, like GitHub Pages."""
    from tools.static_host import serve

    server = serve(hosted.dir)
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_the_cms_has_one_policy_and_starts_where_only_the_meta_applies(browser, meta_only_url):
    """GitHub Pages: the CMS's <meta> is the one policy of /admin/."""
    response = fetch(meta_only_url, ADMIN)
    assert response.status == 200
    assert "Content-Security-Policy" not in response.headers
    html = response.body.decode()
    assert len(re.findall(r"""http-equiv\s*=\s*["']?content-security-policy""", html, re.I)) == 1
    assert [policy.replace("&amp;", "&") for policy in _META.findall(html)] == [
        security_headers.policy_string(ADMIN_POLICY, meta=True)
    ]
    headers = open_cms_by_name(browser, "http", int(meta_only_url.rsplit(":", 1)[1]))
    assert [name for name, _ in headers if name.lower() == "content-security-policy"] == []


@pytest.mark.parametrize("route", POLICY_ROUTES)
def test_meta_policy_alone_is_clean(browser, meta_only_url, route):
    assert "Content-Security-Policy" not in fetch(meta_only_url, route).headers
    report = visit(browser, meta_only_url + route, consent=True)
    assert_clean(report, route)


def test_the_probe_catches_a_policy_missing_a_hash(browser, hosted, tmp_path):
    """Control: drop the hashes from one page's policy and the checks above fail."""
    from tools.static_host import serve

    broken = tmp_path / "site"
    shutil.copytree(hosted.dir, broken)
    page = broken / "index.html"
    html = page.read_text(encoding="utf-8")
    page.write_text(
        re.sub(r"script-src 'self'[^;]*;", "script-src 'self';", html, count=1), encoding="utf-8"
    )
    server = serve(broken)
    try:
        report = visit_without_hydration(browser, f"http://127.0.0.1:{server.server_address[1]}/")
    finally:
        server.shutdown()
        server.server_close()
    assert any(v.startswith("script-src") for v in report["violations"]), report
    assert any("Content Security Policy" in text for _, text in report["console"]), report


def visit_without_hydration(browser, url: str) -> dict:
    context = browser.new_context()
    try:
        page = context.new_page()
        page.add_init_script(CSP_PROBE)
        console: list[tuple[str, str]] = []
        page.on("console", lambda message: console.append((message.type, message.text)))
        page.goto(url, wait_until="load")
        two_frames(page)
        return {"violations": page.evaluate("window.__cspViolations"), "console": console}
    finally:
        context.close()
