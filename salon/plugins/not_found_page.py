"""Build plugin: a 404.html with the real 404 page in it, readable without JavaScript.

Reflex copies the bare SPA shell to 404.html, so without JavaScript a visitor
on an unknown path would see an empty page. We prerender one unknown path
(it matches the catch-all 404 route, as any unknown path does after
hydration) and make that page the fallback Reflex copies to 404.html.
"""

import shutil
from dataclasses import dataclass
from pathlib import Path

from reflex.config import get_config
from reflex.plugins import Plugin

from salon.plugins.reflex_output import PRERENDER_ALL, should_prerender_routes

PRERENDERED_404 = "__404"
SPA_FALLBACK = "__spa-fallback.html"
ROUTER_CONFIG = "react-router.config.js"


@dataclass(kw_only=True, frozen=True)
class Prerendered404Plugin(Plugin):
    """Ships a 404.html with the real 404 page in it."""

    def pre_compile(self, **context) -> None:
        # The dev server prerenders nothing: its config has no anchor to edit.
        if should_prerender_routes():
            context["add_modify_task"](ROUTER_CONFIG, prerender_404_path)

    def post_build(self, **context) -> None:
        static_dir = Path(context["static_dir"])
        # Under a sub-path (frontend_path) the prerendered pages sit in it.
        base = get_config().frontend_path.strip("/")
        page = static_dir / base / PRERENDERED_404 / "index.html"
        if not page.is_file():
            raise RuntimeError(f"{page} was not prerendered: cannot build 404.html")
        shutil.copyfile(page, static_dir / SPA_FALLBACK)
        shutil.rmtree(page.parent)
        for leftover in page.parent.parent.glob(f"{PRERENDERED_404}.html*"):
            leftover.unlink()


def prerender_404_path(config: str) -> str:
    if config.count(PRERENDER_ALL) != 1:
        raise RuntimeError(
            f"{ROUTER_CONFIG} changed shape: cannot add the 404 page to the prerendered paths"
        )
    paths = f'({{ getStaticPaths }}) => [...getStaticPaths(), "/{PRERENDERED_404}"]'
    return config.replace(PRERENDER_ALL, f'"prerender": {paths}', 1)
