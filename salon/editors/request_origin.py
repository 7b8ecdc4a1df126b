"""Whether a request to the editor comes from the site's own pages: its
Origin must be the scheme and host the request arrived with, as the nginx in
front forwards them (X-Forwarded-Proto, and Host with its port), so the
site's own address and a phone's on the local network both work, and any
other page's posts are refused. Browsers send Origin with every POST and
every fetch that is not a plain GET; another client can forge it, but not
an editor's session cookie.
"""

from __future__ import annotations

from starlette.requests import Request

from salon.client_address import client_ip, client_scheme


def _peer(request: Request) -> str | None:
    return request.client.host if request.client else None


def scheme(request: Request, trusted: tuple[str, ...]) -> str:
    """http or https, as the visitor's browser used it."""
    return client_scheme(_peer(request), request.headers, trusted, request.url.scheme)


def own_origin(request: Request, trusted: tuple[str, ...]) -> str | None:
    host = request.headers.get("host", "").strip()
    return f"{scheme(request, trusted)}://{host.lower()}" if host else None


def same_origin(request: Request, trusted: tuple[str, ...]) -> bool:
    sent = request.headers.get("origin")
    own = own_origin(request, trusted)
    return sent is not None and own is not None and sent.lower() == own


def address(request: Request, trusted: tuple[str, ...]) -> str | None:
    """The client's address, for the log-in limit."""
    return client_ip(_peer(request), request.headers, trusted)
