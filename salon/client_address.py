"""Who sent a request to the backend: the peer's address, or, when the peer is
the nginx in front (a trusted proxy, SALON_RECEIVER_TRUSTED_PROXIES), the
visitor's address it names in X-Real-IP and the scheme the visitor used
(X-Forwarded-Proto). A header from any other peer is ignored: anyone can
send it. The receiver's rate limit and the editor's log-in limit count by it.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping

TRUSTED_PROXIES = "SALON_RECEIVER_TRUSTED_PROXIES"
DEFAULT_TRUSTED_PROXIES = ("127.0.0.1", "::1")


def trusted_proxies(environ: Mapping[str, str]) -> tuple[tuple[str, ...], list[str]]:
    """The trusted proxies the environment names (default: this machine), and
    a line for each entry that is not an IP address."""
    raw = environ.get(TRUSTED_PROXIES, "")
    items = [item.strip() for item in raw.split(",") if item.strip()]
    found: list[str] = []
    errors: list[str] = []
    for item in items or DEFAULT_TRUSTED_PROXIES:
        try:
            found.append(str(ipaddress.ip_address(item)))
        except ValueError:
            errors.append(f"{TRUSTED_PROXIES}: {item!r} is not an IP address")
    return tuple(found), errors


def client_ip(peer: str | None, headers: Mapping[str, str], trusted: tuple[str, ...]) -> str | None:
    """The visitor's address: the peer's, or, from a trusted proxy, its X-Real-IP."""
    if peer in trusted:
        forwarded = headers.get("x-real-ip", "").strip()
        try:
            return str(ipaddress.ip_address(forwarded))
        except ValueError:
            return peer
    return peer


def client_scheme(
    peer: str | None, headers: Mapping[str, str], trusted: tuple[str, ...], own: str
) -> str:
    """The scheme the visitor used: the connection's own (`own`), or, from a
    trusted proxy, its X-Forwarded-Proto (http or https)."""
    if peer in trusted:
        forwarded = headers.get("x-forwarded-proto", "").strip().lower()
        if forwarded in ("http", "https"):
            return forwarded
    return own
