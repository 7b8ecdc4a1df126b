"""What the hosting tests share: the export as the build left it for a host,
the addresses every host must answer alike, and the CMS opened by a name.

tests/e2e/test_hosting.py serves the export with nginx and with a host that
sends no headers (GitHub Pages); tests/e2e/test_static_hosts.py with
Cloudflare Pages' and Netlify's own engines. All of them hold the host to the
headers the build's own security-headers step computes (`Hosted`).
"""

from __future__ import annotations

import gzip
import http.client
import re
import shutil
import ssl
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import expect

from salon import routes
from salon.cms import admin, cms_settings
from salon.site import describe
from salon.web_origin import origin
from static_first.plugins import security_headers
from tests.browser import CSP_PROBE
from tests.conftest import DIST
from tests.content import CONTENT
from tests.site import PAGES, UNKNOWN

ADMIN = f"/{admin.FOLDER}/"
ADMIN_POLICY = admin.admin_policy(cms_settings.load_settings())
# The site's subtrees as the build gives them to the security-headers step
# (salon/site.py): /admin/ with the CMS's policy and its X-Robots-Tag.
SUBTREES = describe().subtrees
MAP_ORIGIN = origin(CONTENT.map.embed_url)
# A name for 127.0.0.1 that is no local address to Decap: on localhost it
# would first ask for its local backend, which the live policy refuses.
LIVE_HOST = "salong.test"

NOT_PAGES = {"404.html", "__spa-fallback.html"}


def unslashed(path: str) -> str:
    return path.rstrip("/") or "/"


def exported_routes(dist: Path) -> list[str]:
    """Every page of the export by its path, without a trailing slash: each
    `x.html` (Reflex writes `x/index.html` beside it, the same page)."""
    if not dist.is_dir():
        return []
    found = []
    for page in dist.rglob("*.html"):
        relative = page.relative_to(dist)
        if relative.parts[0] == admin.FOLDER or page.name in NOT_PAGES:
            continue
        if page.name == "index.html" and len(relative.parts) > 1:
            continue
        found.append(
            "/" if page.name == "index.html" else "/" + relative.with_suffix("").as_posix()
        )
    return found


# Every page the export has, and at least the registry's (a missing one
# fails), as the registry writes its path ("/en/" for the English home).
ROUTES = sorted(
    set(PAGES)
    | {path for path in exported_routes(DIST) if path not in {unslashed(p) for p in PAGES}}
)
# The CMS's page, its config and its bundle.
ADMIN_PATHS = [ADMIN, ADMIN + admin.CONFIG, ADMIN + admin.BUNDLE]


def both_slashes(route: str) -> list[str]:
    """The two addresses of a page: without and with its trailing slash
    (`/kontakt`, `/kontakt/`; `/en`, `/en/`); the top one has one."""
    bare = unslashed(route)
    return ["/"] if bare == "/" else [bare, bare + "/"]


def page_file(site: Path, route: str) -> Path:
    """The file Reflex wrote for `route` (`x.html`; `x/index.html` is the same page)."""
    return site / ("index.html" if unslashed(route) == "/" else unslashed(route)[1:] + ".html")


@dataclass(frozen=True)
class NotFound:
    """An unknown address in one language, and the 404 page a host must answer it with."""

    path: str
    file: str  # relative to the export
    lang: str  # the page's <html lang>
    # Two levels under the prefix: outside the export's folders (the
    # default language's), a static host sends only `_headers`' `/*` there
    # (deploy/README.md), so `public_paths` leaves these out.
    deep: bool


def unknown_paths() -> list[NotFound]:
    """Two unknown addresses per language the site is built in, one and two
    levels under its prefix; each must get its language's 404 page."""
    found = []
    for page in routes.not_found_routes():
        prefix = page.locale.prefix
        file = f"{prefix.strip('/')}/404.html" if prefix else "404.html"
        for path, deep in ((prefix + UNKNOWN, False), (prefix + UNKNOWN + "/alls", True)):
            found.append(NotFound(path, file, page.locale.code, deep))
    return found


def hashed_assets(site: Path) -> list[str]:
    return sorted(
        "/assets/" + path.name
        for path in (site / "assets").iterdir()
        if re.search(r"-[A-Za-z0-9_-]{8}\.(?:js|css)$", path.name)
    )


def public_paths(site: Path) -> list[str]:
    """One address of every kind a visitor's browser asks for: each page,
    with and without its trailing slash, unknown addresses in each language
    (its 404 page), a bundle, a picture and the files at the top."""
    picture = min(path for path in (site / "img").rglob("*") if path.is_file())
    return [
        *(path for route in ROUTES for path in both_slashes(route)),
        *(unknown.path for unknown in unknown_paths() if not unknown.deep),
        hashed_assets(site)[0],
        "/" + picture.relative_to(site).as_posix(),
        "/favicon.svg",
        "/robots.txt",
        "/sitemap.xml",
    ]


@dataclass
class Hosted:
    dir: Path  # copy of the export
    headers: dict[str, str]
    meta_policy: str
    changed: list[str]  # files the headers step changed on a second run: should be none
    admin_headers: dict[str, str]  # what /admin/ sends instead


def host_copy(site_dir: Path, folder: Path) -> Hosted:
    """The export copied into `folder` (a rebuild running alongside cannot
    change it mid-test), with the build's security-headers step run again
    over it: what it computes is what every host must send."""
    copy = folder / "site"
    shutil.copytree(site_dir, copy)
    before = {path: path.read_bytes() for path in copy.rglob("*") if path.is_file()}
    result = security_headers.process(copy, [MAP_ORIGIN], subtrees=SUBTREES)
    after = {path: path.read_bytes() for path in copy.rglob("*") if path.is_file()}
    changed = sorted(
        path.relative_to(copy).as_posix()
        for path in before.keys() | after.keys()
        if before.get(path) != after.get(path)
    )
    return Hosted(
        dir=copy,
        headers=result.headers,
        meta_policy=security_headers.policy_string(result.policy, meta=True),
        changed=changed,
        admin_headers=result.subtree_headers.get(admin.FOLDER),
    )


def parse_headers_file(text: str) -> list[tuple[str, dict[str, str]]]:
    """`_headers` as (path rule, {header: value}) in the file's order; every
    line must be a comment, a path or a `Name: value` line."""
    rules: list[tuple[str, dict[str, str]]] = []
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        if line.startswith("/"):
            rules.append((line, {}))
            continue
        header = re.fullmatch(r"  ([A-Za-z-]+): (.+)", line)
        assert header, f"neither a path nor a header: {line!r}"
        rules[-1][1][header[1]] = header[2]
    return rules


@dataclass
class Response:
    status: int
    headers: http.client.HTTPMessage
    body: bytes  # decoded if gzip
    raw: bytes  # as sent


# The running nginx's certificate (set by test_hosting.py's `nginx` fixture):
# the one root fetch() trusts over HTTPS, so verification stays on.
CERTIFICATE: list[Path] = []


def editor_body_limit() -> int:
    """The largest body deploy/nginx/salon.conf lets through to the editor, in bytes."""
    from salon.publishing.nginx import SHIPPED

    block = re.search(
        r"location = /api/editor \{(.*?)\n    \}", SHIPPED.read_text(encoding="utf-8"), re.S
    )
    assert block, f"{SHIPPED} has no location = /api/editor"
    size = re.search(r"client_max_body_size (\d+)([km]?);", block.group(1))
    assert size, "no client_max_body_size for /api/editor"
    return int(size.group(1)) * {"": 1, "k": 1024, "m": 1024 * 1024}[size.group(2)]


def fetch(
    base_url: str,
    path: str,
    *,
    accept_gzip: bool = False,
    method: str = "GET",
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
) -> Response:
    scheme, address = base_url.split("://")
    host, port = address.split(":")
    if scheme == "https":
        tls = ssl.create_default_context(cafile=str(CERTIFICATE[0]))
        connection = http.client.HTTPSConnection(host, int(port), timeout=10, context=tls)
    else:
        connection = http.client.HTTPConnection(host, int(port), timeout=10)
    try:
        connection.request(
            method,
            path,
            body=body,
            headers={"Accept-Encoding": "gzip" if accept_gzip else "identity", **(headers or {})},
        )
        response = connection.getresponse()
        body = response.read()
    finally:
        connection.close()
    decoded = gzip.decompress(body) if response.headers.get("Content-Encoding") == "gzip" else body
    return Response(response.status, response.headers, decoded, body)


def open_cms_by_name(browser, scheme: str, port: int):
    """Decap CMS at /admin/ of the host on 127.0.0.1:`port`, reached by a
    name as the live site is: it loads under what the host sends, reads its
    config and offers the live site's log-in, with no policy violation, no
    page error and no request for any other host (refused before it leaves
    the browser). Returns the page's response headers, (name, value) as sent."""
    from tools.chromium import CHROMIUM_ARGS, chromium_path

    site = f"{scheme}://{LIVE_HOST}:{port}"
    # The live hosts serve HTTPS; over a test host's plain HTTP, Decap would
    # miss what only a secure context has (crypto.randomUUID).
    secure = [f"--unsafely-treat-insecure-origin-as-secure={site}"] if scheme == "http" else []
    # The full browser: the headless shell ignores that switch, and Decap
    # needs the secure context.
    named = browser.browser_type.launch(
        executable_path=chromium_path(full=True),
        args=[*CHROMIUM_ARGS, f"--host-resolver-rules=MAP {LIVE_HOST} 127.0.0.1", *secure],
    )
    try:
        context = named.new_context(locale="sv-SE", ignore_https_errors=True)
        elsewhere: list[str] = []

        def refuse(route) -> None:
            elsewhere.append(route.request.url)
            route.abort()

        context.route(lambda url: urlsplit(url).hostname != LIVE_HOST, refuse)
        page = context.new_page()
        page.add_init_script(CSP_PROBE)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        # A new browser reads Decap's 5 MB bundle and its config; beside
        # the suite's other workers on two cores that took up to 18 s, and
        # once over 30 s to the page's load event (a clean-clone run, with
        # the CMS session and the dev loop's server on the other workers).
        # So the wait is one, from the response to the log-in button.
        response = page.goto(site + ADMIN, wait_until="commit")
        expect(page.get_by_role("button", name=re.compile("^Logga in"))).to_be_visible(
            timeout=60_000
        )
        assert page.evaluate("window.__cspViolations") == []
        assert errors == []
        assert elsewhere == []
        return [(header["name"], header["value"]) for header in response.headers_array()]
    finally:
        named.close()
