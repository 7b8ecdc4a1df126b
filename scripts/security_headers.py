"""Content-Security-Policy and the other security headers for the static export.

Runs after `reflex export` (scripts/export.sh calls it) over the exported
folder, `dist/` by default:

1. collects the sha256 hash of every inline <script> that a browser would run,
   in every HTML file (Reflex's theme script, react-router's scroll-restoration
   and hydration scripts, React's streaming helpers). Data blocks such as the
   JSON-LD script are never executed and need no hash;
2. builds ONE policy for the whole site: `script-src 'self'` plus those hashes,
   never 'unsafe-inline' for scripts;
3. puts that policy first in every page's <head> (right after <meta charset>)
   as <meta http-equiv="Content-Security-Policy">, for hosts that cannot set
   headers (GitHub Pages), and regenerates the page's .gz sibling so no host
   serves a stale compressed copy;
4. writes the headers for hosts that can set them: `dist/_headers` (Netlify)
   and `deploy/nginx/security-headers.conf` (an nginx include, also copied
   into the Docker image).

Re-running it on an already processed folder changes nothing. It stops with
an error if a page has inline event handlers (onclick="...") or javascript:
URLs, which the policy would block. See deploy/README.md.

    python scripts/security_headers.py [DIST] [--nginx-include PATH]
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import re
import sys
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DIST = ROOT / "dist"
DEFAULT_NGINX_INCLUDE = ROOT / "deploy" / "nginx" / "security-headers.conf"
HEADERS_FILE = "_headers"  # Netlify reads this from the publish directory

# Headers that do not depend on the build. Browsers already default to this
# Referrer-Policy; sending it makes it explicit. Permissions-Policy turns off
# powerful features the site never uses, for the page and the map iframe alike
# (browsing-topics is the successor of FLoC's retired interest-cohort, which
# current Chromium reports as an unrecognised feature).
STATIC_HEADERS = {
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": (
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), "
        "browsing-topics=()"
    ),
}

# Directives a <meta> policy may not carry: browsers ignore them there (and
# log a warning), so they are sent only as headers.
HEADER_ONLY_DIRECTIVES = ("frame-ancestors",)

# <script type> values a browser executes; anything else is a data block
# (application/ld+json, application/json, ...) that CSP does not govern.
_JS_TYPES = {
    "", "module", "importmap", "speculationrules",
    "text/javascript", "application/javascript", "application/ecmascript",
    "application/x-ecmascript", "application/x-javascript", "text/ecmascript",
    "text/javascript1.0", "text/javascript1.1", "text/javascript1.2",
    "text/javascript1.3", "text/javascript1.4", "text/javascript1.5",
    "text/jscript", "text/livescript", "text/x-ecmascript", "text/x-javascript",
}

_CSP_META = re.compile(
    r"""<meta\b[^>]*\bhttp-equiv\s*=\s*["']?content-security-policy["']?[^>]*>""",
    re.IGNORECASE,
)
_META_CHARSET = re.compile(r"<meta\b[^>]*\bcharset\s*=[^>]*>", re.IGNORECASE)
_HEAD_OPEN = re.compile(r"<head\b[^>]*>", re.IGNORECASE)


class SecurityHeadersError(Exception):
    """The export contains something the policy would block, or is malformed."""


# --- reading pages ------------------------------------------------------------


@dataclass
class PageScan:
    scripts: list[tuple[dict[str, str], str]] = field(default_factory=list)
    inline_handlers: list[str] = field(default_factory=list)
    inline_styles: int = 0


class _Scanner(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.scan = PageScan()
        self._script: dict[str, str] | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag, attrs):
        attributes = {name.lower(): value or "" for name, value in attrs}
        for name, value in attributes.items():
            if name.startswith("on"):
                self.scan.inline_handlers.append(f"<{tag} {name}=...>")
            elif name in ("href", "src", "action", "formaction") and (
                value.strip().lower().startswith("javascript:")
            ):
                self.scan.inline_handlers.append(f"<{tag} {name}={value[:40]!r}>")
        if "style" in attributes:
            self.scan.inline_styles += 1
        if tag == "style":
            self.scan.inline_styles += 1
        if tag == "script":
            self._script, self._text = attributes, []

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag == "script":
            self.handle_endtag(tag)

    def handle_data(self, data):
        if self._script is not None:
            self._text.append(data)

    def handle_endtag(self, tag):
        if tag == "script" and self._script is not None:
            self.scan.scripts.append((self._script, "".join(self._text)))
            self._script = None


def scan_page(html: str) -> PageScan:
    scanner = _Scanner()
    scanner.feed(html)
    scanner.close()
    return scanner.scan


def is_executable_inline(attributes: dict[str, str]) -> bool:
    """True for an inline script the browser runs (and CSP must allow)."""
    if "src" in attributes:
        return False
    kind = attributes.get("type", "").split(";")[0].strip().lower()
    return kind in _JS_TYPES


def script_hash(text: str) -> str:
    """The CSP source expression allowing exactly this inline script.

    Browsers hash the element's text as UTF-8 after the HTML parser has
    normalised line endings to LF.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


def page_hashes(html: str) -> set[str]:
    return {
        script_hash(text)
        for attributes, text in scan_page(html).scripts
        if is_executable_inline(attributes)
    }


# --- the policy ---------------------------------------------------------------


def origin(url: str) -> str:
    parts = urlsplit(url)
    if parts.scheme not in ("https", "http") or not parts.netloc:
        raise SecurityHeadersError(f"not an absolute http(s) URL: {url!r}")
    return f"{parts.scheme}://{parts.netloc}"


def build_policy(script_hashes, frame_origins) -> dict[str, list[str]]:
    """The site's policy as directive -> sources, in a stable order."""
    return {
        "default-src": ["'self'"],
        "script-src": ["'self'", *sorted(set(script_hashes))],
        # React renders style attributes (react-slick's track and slides are
        # prerendered with style="...") and emotion injects <style> elements
        # for Reflex's style props: neither can be hashed ahead of time.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "frame-src": sorted(set(frame_origins)) or ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
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


def site_frame_origins() -> list[str]:
    """Hosts the site embeds in iframes: the map service, from the content."""
    sys.path.insert(0, str(ROOT))
    from salon.content import CONTENT

    return [origin(CONTENT.map.embed_url)]


# --- writing ------------------------------------------------------------------


def _attribute(value: str) -> str:
    return value.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


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


def netlify_headers(headers: dict[str, str]) -> str:
    lines = [
        "# Generated by scripts/security_headers.py on every export - do not edit.",
        "/*",
        *(f"  {name}: {value}" for name, value in headers.items()),
    ]
    return "\n".join(lines) + "\n"


def nginx_include(headers: dict[str, str]) -> str:
    lines = [
        "# Generated by scripts/security_headers.py on every export - do not edit;",
        "# it must come from the same export as the files nginx serves.",
        "# `always`: the 404 page gets the headers too.",
        *(f'add_header {name} "{value}" always;' for name, value in headers.items()),
    ]
    for value in headers.values():
        if '"' in value or "$" in value:
            raise SecurityHeadersError(f"header value unsafe for nginx: {value!r}")
    return "\n".join(lines) + "\n"


def _write_compressed_siblings(page: Path, data: bytes) -> None:
    """Keep precompressed copies in step with the page they compress."""
    gz = page.with_name(page.name + ".gz")
    if gz.exists():
        gz.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
    for suffix in (".br", ".zst"):
        stale = page.with_name(page.name + suffix)
        if stale.exists():
            stale.unlink()  # no encoder in the standard library: never serve it stale


@dataclass
class Result:
    policy: dict[str, list[str]]
    headers: dict[str, str]
    pages: list[Path]


def process(dist: Path, nginx_out: Path | None, frame_origins=None) -> Result:
    dist = Path(dist)
    pages = sorted(dist.rglob("*.html"))
    if not pages:
        raise SecurityHeadersError(f"no HTML files in {dist} - run the export first")
    if frame_origins is None:
        frame_origins = site_frame_origins()

    texts = {page: strip_policy_meta(page.read_text(encoding="utf-8")) for page in pages}
    hashes: set[str] = set()
    problems = []
    for page, html in texts.items():
        scan = scan_page(html)
        problems += [f"{page.relative_to(dist)}: {item}" for item in scan.inline_handlers]
        hashes |= {
            script_hash(text) for attributes, text in scan.scripts if is_executable_inline(attributes)
        }
    if problems:
        raise SecurityHeadersError(
            "inline event handlers or javascript: URLs would be blocked by the "
            "Content-Security-Policy; move them into the app's JS:\n  " + "\n  ".join(problems)
        )

    policy = build_policy(hashes, frame_origins)
    for page, html in texts.items():
        data = inject_meta(html, policy).encode("utf-8")
        if data != page.read_bytes():
            page.write_bytes(data)
        _write_compressed_siblings(page, data)

    headers = headers_for(policy)
    (dist / HEADERS_FILE).write_text(netlify_headers(headers), encoding="utf-8")
    if nginx_out is not None:
        nginx_out.parent.mkdir(parents=True, exist_ok=True)
        nginx_out.write_text(nginx_include(headers), encoding="utf-8")
    return Result(policy=policy, headers=headers, pages=pages)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dist", nargs="?", type=Path, default=DEFAULT_DIST)
    parser.add_argument("--nginx-include", type=Path, default=DEFAULT_NGINX_INCLUDE)
    args = parser.parse_args(argv)
    try:
        result = process(args.dist, args.nginx_include)
    except SecurityHeadersError as error:
        print(f"security_headers: {error}", file=sys.stderr)
        return 1
    print(
        f"security headers: {len(result.pages)} pages, "
        f"{len(result.policy['script-src']) - 1} inline-script hashes; "
        f"wrote {args.dist / HEADERS_FILE} and {args.nginx_include}",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
