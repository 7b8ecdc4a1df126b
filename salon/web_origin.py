"""The origin of a URL (scheme://host[:port]), as a CSP source list and CORS name it."""

from urllib.parse import urlsplit


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"
