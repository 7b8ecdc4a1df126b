"""Content-Security-Policy and the other security headers, made by the export.

`SecurityHeadersPlugin` runs in `post_build`, after every other plugin has
written its final HTML (it must stay LAST in rxconfig.py's plugin list), over
Reflex's static output (`.web/build/client`):

1. collects the sha256 hash of every inline <script> a browser would run, every
   inline <style> element and every style="..." attribute, in every HTML file.
   Data blocks such as the JSON-LD script are never executed and need no hash;
2. builds ONE policy for the whole site: `'self'` plus those hashes, never
   'unsafe-inline' (style attributes are allowed by hash through
   'unsafe-hashes', which admits exactly those attribute values);
3. puts that policy first in every page's <head> (right after <meta charset>)
   as <meta http-equiv="Content-Security-Policy">, for hosts that cannot set
   headers (GitHub Pages);
4. writes the headers for hosts that can set them into the export itself:
   `_headers` (Netlify and Cloudflare Pages) and `_headers.nginx.conf` (an
   nginx include, which the Docker image and deploy/nginx/salon.conf use).

The CMS's pages under /admin/ (salon/plugins/admin.py) are the one exception:
Decap CMS cannot run under the site's policy, so they get their own
(`admin.admin_policy`, the only one with 'unsafe-eval'), in their <meta>, in
`_headers`'s `/admin/*` rule, which no rule carrying the site's policy
matches on Cloudflare Pages (`netlify_headers`), and in
`_headers.admin.nginx.conf`, which nginx's `location ^~ /admin/` includes
instead of the site's. They may have no inline code at all, and nothing of
theirs enters the site's policy.

Reflex compresses the output (`.gz`) after `post_build`, and zips it after
that, so both carry the final pages and the headers files. Running it again
over processed output changes nothing. It stops the build if a page has inline
event handlers (onclick="...") or javascript: URLs, which the policy would
block. See deploy/README.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from reflex.plugins import Plugin

from salon.plugins import admin, cms_settings
from salon.plugins.admin import FOLDER as ADMIN_FOLDER
from salon.plugins.admin import is_admin_page
from salon.plugins.page_scan import is_executable_inline, scan_page, source_hash
from salon.web_origin import origin

NETLIFY_FILE = "_headers"  # Netlify and Cloudflare Pages read it from the publish directory
NGINX_FILE = "_headers.nginx.conf"
NGINX_ADMIN_FILE = "_headers.admin.nginx.conf"
# Cloudflare Pages ignores a longer `_headers` line, with only a warning in
# its deploy log: a page would go without its policy header.
HEADERS_LINE_LIMIT = 2000
# What the CMS's pages send besides their own policy.
ADMIN_ONLY_HEADERS = {"X-Robots-Tag": admin.ROBOTS}

# Two years, Mozilla's recommendation (the Observatory asks for six months).
# No includeSubDomains: the owner's other subdomains are not this site's to
# force onto HTTPS.
HSTS = "max-age=63072000"

# Headers that do not depend on the build. Browsers already default to this
# Referrer-Policy; sending it makes it explicit. Permissions-Policy turns off
# powerful features the site never uses, for the page and the map iframe alike
# (browsing-topics is the successor of FLoC's retired interest-cohort, which
# current Chromium reports as an unrecognised feature).
STATIC_HEADERS = {
    "Strict-Transport-Security": HSTS,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": (
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"
    ),
}

# Directives a <meta> policy may not carry: browsers ignore them there (and
# log a warning), so they are sent only as headers.
HEADER_ONLY_DIRECTIVES = ("frame-ancestors",)

_CSP_META = re.compile(
    r"""<meta\b[^>]*\bhttp-equiv\s*=\s*["']?content-security-policy["']?[^>]*>""",
    re.IGNORECASE,
)
_META_CHARSET = re.compile(r"<meta\b[^>]*\bcharset\s*=[^>]*>", re.IGNORECASE)
_HEAD_OPEN = re.compile(r"<head\b[^>]*>", re.IGNORECASE)


class SecurityHeadersError(Exception):
    """The export contains something the policy would block, or is malformed."""


# --- the policy ---------------------------------------------------------------


def build_policy(
    script_hashes, frame_origins, style_hashes=(), style_attribute_hashes=(), form_origins=()
):
    """The site's policy as directive -> sources, in a stable order.

    `form_origins`: where the contact form sends a message (the content's
    form_endpoint), allowed for its fetch and its plain form post alike."""
    style_elements = sorted(set(style_hashes))
    style_attributes = sorted(set(style_attribute_hashes))
    form_targets = sorted(set(form_origins))
    return {
        "default-src": ["'self'"],
        "script-src": ["'self'", *sorted(set(script_hashes))],
        # style-src-elem/-attr split the two so that 'unsafe-hashes' (needed
        # for attribute hashes) admits no element, and element hashes admit
        # no attribute.
        "style-src": ["'self'", *style_elements],
        "style-src-elem": ["'self'", *style_elements],
        "style-src-attr": (
            ["'unsafe-hashes'", *style_attributes] if style_attributes else ["'none'"]
        ),
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'", *form_targets],
        "frame-src": sorted(set(frame_origins)) or ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'", *form_targets],
        "frame-ancestors": ["'none'"],
    }


def policy_string(policy: dict[str, list[str]], *, meta: bool = False) -> str:
    return "; ".join(
        " ".join([directive, *sources])
        for directive, sources in policy.items()
        if not (meta and directive in HEADER_ONLY_DIRECTIVES)
    )


def headers_for(policy: dict[str, list[str]]) -> dict[str, str]:
    return {"Content-Security-Policy": policy_string(policy), **STATIC_HEADERS}


def admin_headers_for(policy: dict[str, list[str]]) -> dict[str, str]:
    return {**headers_for(policy), **ADMIN_ONLY_HEADERS}


# --- writing ------------------------------------------------------------------


def _attribute(value: str) -> str:
    return (
        value.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")
    )


def meta_tag(policy: dict[str, list[str]]) -> str:
    content = _attribute(policy_string(policy, meta=True))
    return f'<meta http-equiv="Content-Security-Policy" content="{content}"/>'


def strip_policy_meta(html: str) -> str:
    return _CSP_META.sub("", html)


def inject_meta(html: str, policy: dict[str, list[str]]) -> str:
    """`html` with exactly one CSP meta tag, first after <meta charset>."""
    html = strip_policy_meta(html)
    anchor = _META_CHARSET.search(html) or _HEAD_OPEN.search(html)
    if anchor is None:
        raise SecurityHeadersError("no <head> to put the policy in")
    return html[: anchor.end()] + meta_tag(policy) + html[anchor.end() :]


def netlify_headers(
    headers: dict[str, str], admin_headers: dict[str, str] | None = None, folders=()
) -> str:
    """`_headers`, which Netlify and Cloudflare Pages both read.

    Both apply every rule whose path matches, but they combine a header that
    two matching rules set: Netlify keeps the later value, Cloudflare Pages
    sends both joined by a comma, which the browser takes as two policies
    and enforces both. So what the site and /admin/ share is set by `/*`,
    and the rest by rules that never both match one path on Cloudflare
    Pages: the site's name `/`, every top-level name (`/:page`: the pages,
    the files, unknown paths) and each of the export's `folders` but
    /admin/'s. Netlify's placeholder also matches /admin/ (a trailing slash
    is optional there); `/admin/*`, last, wins there. An unknown path inside
    no folder of the export (/a/b) gets `/*` and its page's <meta> policy.
    Cloudflare's own way, a `! Header` line under `/admin/*`, is no Netlify
    syntax (docs/decisions/headers-file.md)."""
    shared = {
        name: value
        for name, value in headers.items()
        if admin_headers is None or admin_headers.get(name) == value
    }
    lines = [
        "# Written by salon/plugins/security_headers.py on every export - do not edit.",
        *_rule("/*", shared),
    ]
    if admin_headers is None:
        return "\n".join(lines) + "\n"
    site_only = {name: value for name, value in headers.items() if name not in shared}
    lines.append(
        "# The rest comes from one rule per path on Cloudflare Pages, which joins"
        " the values of two (on Netlify the later one wins)."
    )
    for path in ["/", "/:page", *(f"/{folder}/*" for folder in folders)]:
        lines += _rule(path, site_only)
    lines += _rule(
        f"/{ADMIN_FOLDER}/*",
        {name: value for name, value in admin_headers.items() if name not in shared},
    )
    return "\n".join(lines) + "\n"


def _rule(path: str, headers: dict[str, str]) -> list[str]:
    return [path, *(f"  {name}: {value}" for name, value in headers.items())]


def check_line_lengths(text: str) -> None:
    """Stops the build where a host would drop a line of `_headers`."""
    for number, line in enumerate(text.splitlines(), 1):
        if len(line) > HEADERS_LINE_LIMIT:
            name = line.strip().partition(":")[0]
            raise SecurityHeadersError(
                f"{NETLIFY_FILE}:{number}: {name} is {len(line)} characters long, over the "
                f"{HEADERS_LINE_LIMIT:,} Cloudflare Pages reads; it would send no {name} there"
            )


def nginx_include(headers: dict[str, str], *, admin: bool = False) -> str:
    for value in headers.values():
        if '"' in value or "$" in value:
            raise SecurityHeadersError(f"header value unsafe for nginx: {value!r}")
    lines = [
        "# Written by salon/plugins/security_headers.py on every export - do not edit;",
        "# it must come from the same export as the files nginx serves.",
        *(
            [
                "# The headers of /admin/ (the CMS), whose location includes this file instead",
                "# of the site's: nginx takes a location's add_header lines as a whole.",
            ]
            if admin
            else []
        ),
        "# `always`: the 404 page gets the headers too.",
        *(f'add_header {name} "{value}" always;' for name, value in headers.items()),
    ]
    return "\n".join(lines) + "\n"


def _write_if_changed(path: Path, data: bytes) -> None:
    if not path.is_file() or path.read_bytes() != data:
        path.write_bytes(data)


@dataclass
class Result:
    policy: dict[str, list[str]]
    headers: dict[str, str]
    pages: list[Path]
    admin_headers: dict[str, str] | None = None
    admin_pages: list[Path] = field(default_factory=list)


def process(
    site: Path, frame_origins, form_origins=(), admin_policy: dict[str, list[str]] | None = None
) -> Result:
    """Puts the policies into every page of `site` and writes the headers
    files. `admin_policy` is the CMS's (needed when the export has /admin/)."""
    site = Path(site)
    every_page = sorted(site.rglob("*.html"))
    pages = [page for page in every_page if not is_admin_page(site, page)]
    admin_pages = [page for page in every_page if is_admin_page(site, page)]
    if not pages:
        raise SecurityHeadersError(f"no HTML files in {site}: nothing was exported")
    if admin_pages and admin_policy is None:
        raise SecurityHeadersError(
            f"{site / ADMIN_FOLDER} is in the export but no policy for it was given"
        )
    check_admin_pages(site, admin_pages)

    texts = {page: strip_policy_meta(page.read_text(encoding="utf-8")) for page in pages}
    scripts: set[str] = set()
    styles: set[str] = set()
    style_attributes: set[str] = set()
    problems = []
    for page, html in texts.items():
        scan = scan_page(html)
        problems += [f"{page.relative_to(site)}: {item}" for item in scan.inline_handlers]
        scripts |= {
            source_hash(text)
            for attributes, text in scan.scripts
            if is_executable_inline(attributes)
        }
        styles |= {source_hash(text) for text in scan.styles}
        style_attributes |= {source_hash(text) for text in scan.style_attributes}
    if problems:
        raise SecurityHeadersError(
            "inline event handlers or javascript: URLs would be blocked by the "
            "Content-Security-Policy; move them into the app's JS:\n  " + "\n  ".join(problems)
        )

    policy = build_policy(scripts, frame_origins, styles, style_attributes, form_origins)
    for page, html in texts.items():
        _write_if_changed(page, inject_meta(html, policy).encode("utf-8"))

    headers = headers_for(policy)
    admin_headers = None
    if admin_pages:
        for page in admin_pages:
            html = strip_policy_meta(page.read_text(encoding="utf-8"))
            _write_if_changed(page, inject_meta(html, admin_policy).encode("utf-8"))
        admin_headers = admin_headers_for(admin_policy)
        _write_if_changed(
            site / NGINX_ADMIN_FILE, nginx_include(admin_headers, admin=True).encode("utf-8")
        )
    folders = sorted(
        path.name for path in site.iterdir() if path.is_dir() and path.name != ADMIN_FOLDER
    )
    headers_file = netlify_headers(headers, admin_headers, folders)
    check_line_lengths(headers_file)
    _write_if_changed(site / NETLIFY_FILE, headers_file.encode("utf-8"))
    _write_if_changed(site / NGINX_FILE, nginx_include(headers).encode("utf-8"))
    return Result(
        policy=policy,
        headers=headers,
        pages=pages,
        admin_headers=admin_headers,
        admin_pages=admin_pages,
    )


def check_admin_pages(site: Path, pages: list[Path]) -> None:
    """The CMS's policy allows no inline code by hash: its pages may have none."""
    problems = []
    for page in pages:
        scan = scan_page(page.read_text(encoding="utf-8"))
        inline = [
            text[:40] for attributes, text in scan.scripts if is_executable_inline(attributes)
        ]
        problems += [f"{page.relative_to(site)}: inline script {text!r}" for text in inline]
        problems += [
            f"{page.relative_to(site)}: inline style" for _ in scan.styles + scan.style_attributes
        ]
        problems += [f"{page.relative_to(site)}: {item}" for item in scan.inline_handlers]
    if problems:
        raise SecurityHeadersError(
            "the CMS's pages must load all their code from files:\n  " + "\n  ".join(problems)
        )


@dataclass(kw_only=True, frozen=True)
class SecurityHeadersPlugin(Plugin):
    """Hashes the final inline scripts and styles into the site's CSP and headers files.

    LAST in the plugin list: every plugin before it may still change the HTML.
    """

    def post_build(self, **context) -> None:
        # Read here, not in rxconfig.py: see the note there on `reflex run`.
        from salon.content import CONTENT
        from salon.form_destination import delivery

        site = Path(context["static_dir"]).resolve()
        # The only page the site embeds in an iframe is the map.
        frame_urls = (CONTENT.map.embed_url,)
        form_origin = delivery(CONTENT).origin
        try:
            cms_policy = admin.admin_policy(cms_settings.load_settings())
            result = process(
                site,
                [origin(url) for url in frame_urls],
                [form_origin] if form_origin else [],
                admin_policy=cms_policy,
            )
        except (SecurityHeadersError, ValueError, cms_settings.CmsConfigError) as error:
            raise SystemExit(f"security headers: {error}") from None
        policy = result.policy
        print(
            f"security headers: {len(result.pages)} pages, "
            f"{len(policy['script-src']) - 1} script, {len(policy['style-src']) - 1} style "
            f"and {len(policy['style-src-attr']) - 1} style-attribute hashes"
        )
        if result.admin_pages:
            print(
                f"security headers: the CMS's own policy for {len(result.admin_pages)} page(s) under /{ADMIN_FOLDER}/"
            )
        print(f"static site: {site}")
