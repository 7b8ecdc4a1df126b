"""The pages of an export that the app made, and the route each one is."""

from __future__ import annotations

from pathlib import Path

from reflex.config import get_config

from static_first.generated.prerendered_page import SPA_FALLBACK


def in_subtree(static_dir: Path, page: Path, folders: tuple[str, ...]) -> bool:
    return page.relative_to(static_dir).parts[0] in folders


def app_pages(static_dir: Path, foreign: tuple[str, ...] = ()) -> list[Path]:
    """Every HTML file of the export but those in the `foreign` folders
    (written by another plugin, not by Reflex), which the layer leaves alone."""
    static_dir = Path(static_dir)
    return sorted(
        page for page in static_dir.rglob("*.html") if not in_subtree(static_dir, page, foreign)
    )


def route_path(static_dir: Path, page: Path, not_found: str) -> str:
    """The route a page of the export is, as the app registers it
    (`not_found`: the default language's 404 route, which the SPA shell is)."""
    relative = page.relative_to(static_dir).as_posix()
    base = get_config().frontend_path.strip("/")
    if base:
        relative = relative.removeprefix(base + "/")
    if relative == SPA_FALLBACK:
        return not_found
    path = relative.removesuffix("index.html").removesuffix(".html").rstrip("/")
    return "/" + path
