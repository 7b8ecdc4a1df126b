"""What a page runs inline: its scripts, styles and style attributes, and their CSP hashes.

The security-headers plugin (security_headers.py) allows exactly these by
hash, and stops the build on what no policy should allow (inline event
handlers, javascript: URLs), which this scan lists too.
"""

from __future__ import annotations

import base64
import hashlib
from dataclasses import dataclass, field
from html.parser import HTMLParser

# <script type> values a browser executes; anything else is a data block
# (application/ld+json, application/json, ...) that CSP does not govern.
_JS_TYPES = {
    "",
    "module",
    "importmap",
    "speculationrules",
    "text/javascript",
    "application/javascript",
    "application/ecmascript",
    "application/x-ecmascript",
    "application/x-javascript",
    "text/ecmascript",
    "text/javascript1.0",
    "text/javascript1.1",
    "text/javascript1.2",
    "text/javascript1.3",
    "text/javascript1.4",
    "text/javascript1.5",
    "text/jscript",
    "text/livescript",
    "text/x-ecmascript",
    "text/x-javascript",
}


@dataclass
class PageScan:
    scripts: list[tuple[dict[str, str], str]] = field(default_factory=list)
    styles: list[str] = field(default_factory=list)
    style_attributes: list[str] = field(default_factory=list)
    inline_handlers: list[str] = field(default_factory=list)


class _Scanner(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.scan = PageScan()
        self._element: tuple[str, dict[str, str]] | None = None
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
            self.scan.style_attributes.append(attributes["style"])
        if tag in ("script", "style"):
            self._element, self._text = (tag, attributes), []

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag in ("script", "style"):
            self.handle_endtag(tag)

    def handle_data(self, data):
        if self._element is not None:
            self._text.append(data)

    def handle_endtag(self, tag):
        if self._element is not None and tag == self._element[0]:
            kind, attributes = self._element
            text = "".join(self._text)
            if kind == "script":
                self.scan.scripts.append((attributes, text))
            else:
                self.scan.styles.append(text)
            self._element = None


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


def source_hash(text: str) -> str:
    """The CSP source expression allowing exactly this inline script or style.

    Browsers hash the element's text (or the attribute's value) as UTF-8 after
    the HTML parser has normalised line endings to LF.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"
