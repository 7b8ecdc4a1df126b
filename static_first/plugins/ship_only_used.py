"""Build plugin: ship only what the site uses, not the build inputs Reflex copies from assets/.

Reflex copies all of assets/ into the static output. Some of its folders
(the site's `build_inputs`) hold build inputs, not files a browser asks
for: JavaScript sources, which Vite bundles or the build inlines, and
stylesheets, which Reflex bundles into the page. Their raw copies would
only be served to nobody.

The plugin removes every file under those folders of the export (also one
whose source has since left assets/: Reflex never deletes from .web/public/),
and stops the build if a page still refers to one of them. It is no "delete
whatever looks unreferenced".
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Unpack

from static_first.generated.hook_context import PostBuildContext
from static_first.plugins.base import SitePlugin

# Text files a browser reads, where a reference to a removed file would be.
_REFERRERS = (".html", ".css", ".js")


def unused_files(site: Path, build_inputs: tuple[str, ...]) -> list[Path]:
    """The files of `site` the plugin removes (those present)."""
    return [
        path
        for folder in build_inputs
        if (site / folder).is_dir()
        for path in sorted((site / folder).rglob("*"))
        if path.is_file()
    ]


def prune(site: Path, build_inputs: tuple[str, ...]) -> list[Path]:
    site = Path(site)
    removed = unused_files(site, build_inputs)
    targets = ["/" + path.relative_to(site).as_posix() for path in removed]
    for page in site.rglob("*"):
        if page.suffix in _REFERRERS and page.is_file() and page not in removed:
            text = page.read_text(encoding="utf-8", errors="replace")
            used = [target for target in targets if target in text]
            if used:
                raise RuntimeError(
                    f"{page.relative_to(site)} refers to {used}, which the export leaves out"
                )
    for path in removed:
        path.unlink()
    # Deepest first, so a folder goes once the folders in it have.
    for folder in sorted(
        {path.parent for path in removed}, key=lambda f: len(f.parts), reverse=True
    ):
        while folder != site and folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
            folder = folder.parent
    return removed


@dataclass(kw_only=True, frozen=True)
class ShipOnlyUsedPlugin(SitePlugin):
    """Removes the build inputs Reflex copies into the export (see the module docstring)."""

    def post_build(self, **context: Unpack[PostBuildContext]) -> None:
        prune(context["static_dir"], self.described().build_inputs)
