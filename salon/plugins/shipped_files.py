"""Ship only what the site uses: the files Reflex copies from assets/ that no page loads.

Reflex copies all of assets/ into the static output. Two kinds of file there
are build inputs, not things a browser asks for:

- assets/js/: the site's JavaScript sources. Vite bundles the React modules
  into /assets/*.js, and salon/plugins/inline_js.py inlines the head scripts into every
  page; the raw .js/.jsx copies would only be served to nobody.
- assets/css/: Reflex bundles the app's stylesheets (theme.css, salon.css)
  into the page; the raw copies duplicate them.

(The photos' files are the image plugin's, which ships only those a page
asks for: salon/plugins/images.py.)

The plugin removes exactly these, by name, and stops the build if a page still
refers to one of them. It is no "delete whatever looks unreferenced": the
export inventory test (tests/e2e/test_export_inventory.py) checks the rest.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from reflex.plugins import Plugin

from salon import paths

JS_SUFFIXES = (".js", ".jsx")
# Paths in the export, which mirrors assets/.
STYLESHEETS = tuple(f"css/{path.name}" for path in sorted((paths.ASSETS / "css").glob("*.css")))
# Text files a browser reads, where a reference to a removed file would be.
_REFERRERS = (".html", ".css", ".js")


def unused_files(site: Path) -> list[Path]:
    """The files of `site` the plugin removes (those present)."""
    # Every source under js/ in the export, not only today's assets/js/: Reflex
    # never deletes from .web/public/, so a module removed from assets/ since
    # the last build of this .web/ would otherwise ship.
    js = site / paths.JS.relative_to(paths.ASSETS)
    names = [
        source.relative_to(site).as_posix()
        for source in sorted(js.rglob("*"))
        if js.is_dir()
        if source.suffix in JS_SUFFIXES
    ]
    names += list(STYLESHEETS)
    return [site / name for name in names if (site / name).is_file()]


def prune(site: Path) -> list[Path]:
    site = Path(site)
    removed = unused_files(site)
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
    # Deepest first, so assets/js/ goes once its role folders have.
    for folder in sorted(
        {path.parent for path in removed}, key=lambda f: len(f.parts), reverse=True
    ):
        while folder != site and folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
            folder = folder.parent
    return removed


@dataclass(kw_only=True, frozen=True)
class ShipOnlyUsedPlugin(Plugin):
    """Removes the build inputs Reflex copies into the export (see the module docstring)."""

    def post_build(self, **context) -> None:
        prune(Path(context["static_dir"]))
