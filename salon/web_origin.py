"""The origin of a URL (scheme://host[:port]), as a CSP source list and CORS name it."""

from urllib.parse import urlsplit


def origin(url: str) -> str:
    """Raises ValueError for anything but an absolute http(s) URL: a relative
    one has no origin, and a policy or CORS rule made from it would be wrong."""
    parts = urlsplit(url)
    if parts.scheme not in ("https", "http") or not parts.netloc:
        raise ValueError(f"not an absolute http(s) URL: {url!r}")
    return f"{parts.scheme}://{parts.netloc}"
