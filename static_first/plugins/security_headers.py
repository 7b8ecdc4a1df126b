"""Content-Security-Policy and the other security headers, made by the export.

`SecurityHeadersPlugin` runs in `post_build`, after every other plugin has
written its final HTML (it orders itself last), over Reflex's static output
(`.web/build/client`):

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
   nginx include for a server's configuration).

The pages of the site's subtrees (folders another plugin writes, such as a
CMS that cannot run under the site's policy) are the exception: each gets its
own policy, in their <meta>, in `_headers`'s `/FOLDER/*` rule, which no rule
carrying the site's policy matches on Cloudflare Pages (`netlify_headers`),
and in `_headers.FOLDER.nginx.conf`, which nginx's `location ^~ /FOLDER/`
includes instead of the site's. They may have no inline code at all, and
nothing of theirs enters the site's policy.

Reflex compresses the output (`.gz`) after `post_build`, and zips it after
that, so both carry the final pages and the headers files. Running it again
over processed output changes nothing. It stops the build if a page has inline
event handlers (onclick="...") or javascript: URLs, which the policy would
block.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Unpack

from static_first.generated.hook_context import PostBuildContext
from static_first.page_scan import is_executable_inline, scan_page, source_hash
from static_first.pages import in_subtree
from static_first.plugins.base import SitePlugin
from static_first.site import Subtree

NETLIFY_FILE = "_headers"  # Netlify and Cloudflare Pages read it from the publish directory
NGINX_FILE = "_headers.nginx.conf"
# Cloudflare Pages ignores a longer `_headers` line, with only a warning in
# its deploy log: a page would go without its policy header.
HEADERS_LINE_LIMIT = 2000


def nginx_subtree_file(folder: str) -> str:
    """The nginx include with the headers of a subtree's pages."""
    return f"_headers.{folder}.nginx.conf"


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


def subtree_headers_for(subtree: Subtree) -> dict[str, str]:
    return {**headers_for(dict(subtree.policy)), **subtree.headers}


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
    headers: dict[str, str], subtree_headers: dict[str, dict[str, str]] | None = None, folders=()
) -> str:
    """`_headers`, which Netlify and Cloudflare Pages both read.

    Both apply every rule whose path matches, but they combine a header that
    two matching rules set: Netlify keeps the later value, Cloudflare Pages
    sends both joined by a comma, which the browser takes as two policies
    and enforces both. So what the site and its subtrees share is set by `/*`,
    and the rest by rules that never both match one path on Cloudflare
    Pages: the site's name `/`, every top-level name (`/:page`: the pages,
    the files, unknown paths) and each of the export's `folders` but the
    subtrees'. Netlify's placeholder also matches /FOLDER/ (a trailing slash
    is optional there); `/FOLDER/*`, later, wins there. An unknown path
    inside no folder of the export (/a/b) gets `/*` and its page's <meta>
    policy. Cloudflare's own way, a `! Header` line under `/FOLDER/*`, is no
    Netlify syntax."""
    subtree_headers = subtree_headers or {}
    shared = {
        name: value
        for name, value in headers.items()
        if all(other.get(name) == value for other in subtree_headers.values())
    }
    lines = [
        "# Written by static_first/plugins/security_headers.py on every export - do not edit.",
        *_rule("/*", shared),
    ]
    if not subtree_headers:
        return "\n".join(lines) + "\n"
    site_only = {name: value for name, value in headers.items() if name not in shared}
    lines.append(
        "# The rest comes from one rule per path on Cloudflare Pages, which joins"
        " the values of two (on Netlify the later one wins)."
    )
    for path in ["/", "/:page", *(f"/{folder}/*" for folder in folders)]:
        lines += _rule(path, site_only)
    for folder, own in subtree_headers.items():
        lines += _rule(
            f"/{folder}/*", {name: value for name, value in own.items() if name not in shared}
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


def nginx_include(headers: dict[str, str], *, subtree: str = "") -> str:
    for value in headers.values():
        if '"' in value or "$" in value:
            raise SecurityHeadersError(f"header value unsafe for nginx: {value!r}")
    lines = [
        "# Written by static_first/plugins/security_headers.py on every export - do not edit;",
        "# it must come from the same export as the files nginx serves.",
        *(
            [
                f"# The headers of /{subtree}/, whose location includes this file instead",
                "# of the site's: nginx takes a location's add_header lines as a whole.",
            ]
            if subtree
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
    # By folder, the subtrees the export has.
    subtree_headers: dict[str, dict[str, str]] = field(default_factory=dict)
    subtree_pages: dict[str, list[Path]] = field(default_factory=dict)


def process(
    site: Path, frame_origins, form_origins=(), subtrees: tuple[Subtree, ...] = ()
) -> Result:
    """Puts the policies into every page of `site` and writes the headers
    files; each of the `subtrees` present gets its own policy."""
    site = Path(site)
    every_page = sorted(site.rglob("*.html"))
    folders = tuple(subtree.folder for subtree in subtrees)
    pages = [page for page in every_page if not in_subtree(site, page, folders)]
    if not pages:
        raise SecurityHeadersError(f"no HTML files in {site}: nothing was exported")
    present = {
        subtree.folder: (
            subtree,
            [page for page in every_page if in_subtree(site, page, (subtree.folder,))],
        )
        for subtree in subtrees
    }
    present = {folder: each for folder, each in present.items() if each[1]}
    for _, subtree_pages in present.values():
        check_subtree_pages(site, subtree_pages)

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
    subtree_headers = {}
    for folder, (subtree, subtree_pages) in present.items():
        for page in subtree_pages:
            html = strip_policy_meta(page.read_text(encoding="utf-8"))
            _write_if_changed(page, inject_meta(html, dict(subtree.policy)).encode("utf-8"))
        subtree_headers[folder] = subtree_headers_for(subtree)
        _write_if_changed(
            site / nginx_subtree_file(folder),
            nginx_include(subtree_headers[folder], subtree=folder).encode("utf-8"),
        )
    others = sorted(
        path.name for path in site.iterdir() if path.is_dir() and path.name not in present
    )
    headers_file = netlify_headers(headers, subtree_headers, others)
    check_line_lengths(headers_file)
    _write_if_changed(site / NETLIFY_FILE, headers_file.encode("utf-8"))
    _write_if_changed(site / NGINX_FILE, nginx_include(headers).encode("utf-8"))
    return Result(
        policy=policy,
        headers=headers,
        pages=pages,
        subtree_headers=subtree_headers,
        subtree_pages={folder: each[1] for folder, each in present.items()},
    )


def check_subtree_pages(site: Path, pages: list[Path]) -> None:
    """A subtree's policy allows no inline code by hash: its pages may have none."""
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
            "a subtree's pages must load all their code from files:\n  " + "\n  ".join(problems)
        )


@dataclass(kw_only=True, frozen=True)
class SecurityHeadersPlugin(SitePlugin):
    """Hashes the final inline scripts and styles into the site's CSP and headers files."""

    # Last: every plugin before it may still change the HTML.
    after = ("*",)

    def post_build(self, **context: Unpack[PostBuildContext]) -> None:
        described = self.described()
        site = context["static_dir"].resolve()
        try:
            result = process(
                site, described.frame_origins, described.form_origins, described.subtrees
            )
        except (SecurityHeadersError, ValueError) as error:
            raise SystemExit(f"security headers: {error}") from None
        policy = result.policy
        print(
            f"security headers: {len(result.pages)} pages, "
            f"{len(policy['script-src']) - 1} script, {len(policy['style-src']) - 1} style "
            f"and {len(policy['style-src-attr']) - 1} style-attribute hashes"
        )
        for folder, pages in result.subtree_pages.items():
            print(f"security headers: their own policy for {len(pages)} page(s) under /{folder}/")
        print(f"static site: {site}")
