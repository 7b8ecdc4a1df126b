"""Build plugin: each language's 404 page, as a 404.html readable without JavaScript.

Reflex has one 404 route, its catch-all (`*`), and copies the bare SPA shell
to 404.html, so without JavaScript a visitor on an unknown path would see an
empty page. We prerender one unknown path per language and make that page
its language's 404.html: the default language's at the top (Reflex copies
our prerender of `/__404` there), each other language's under its prefix
(`/en/404.html`, from `/en/__404`), which is where Cloudflare Pages looks
first for a path under /en/ (Netlify is told by the export's `_redirects`,
not_found_rules.py; nginx by its own configuration).

Each other language's 404 page (`/en/404` among the site's routes) is made its prefix's catch-all in React Router's route list
(`en/*`), beside Reflex's `*`: a page hydrated at an unknown English path
is the English 404 page, in the prerendered HTML and after hydration alike.
"""

import json
import shutil
from dataclasses import dataclass
from typing import Unpack

from reflex.config import get_config

from static_first.generated import react_router_config, routes_js
from static_first.generated.hook_context import PostBuildContext, PreCompileContext
from static_first.generated.prerendered_page import SPA_FALLBACK
from static_first.generated.reflex_private import should_prerender_routes
from static_first.plugins.base import SitePlugin
from static_first.site import StaticSite

PRERENDERED_404 = "__404"
ROUTER_CONFIG = react_router_config.FILE
ROUTE_LIST = routes_js.FILE


@dataclass(frozen=True)
class NotFound:
    """One language's 404 page: its prefix ("" or "/en") and its route as
    Reflex names it ("404", "en/404")."""

    prefix: str
    route: str


def not_found_pages(site: StaticSite) -> list[NotFound]:
    return [NotFound(route.language.prefix, route.path.strip("/")) for route in site.not_found]


@dataclass(kw_only=True, frozen=True)
class Prerendered404Plugin(SitePlugin):
    """Ships a 404.html with the real 404 page in it, one per language."""

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        pages = not_found_pages(self.described())
        context["add_save_task"](lambda: (ROUTE_LIST, route_list(routes_js.template(), pages)))
        # The dev server prerenders nothing: its config has no anchor to edit.
        if should_prerender_routes():
            context["add_modify_task"](ROUTER_CONFIG, lambda c: prerender_404_paths(c, pages))

    def post_build(self, **context: Unpack[PostBuildContext]) -> None:
        static_dir = context["static_dir"]
        # Under a sub-path (frontend_path) the prerendered pages sit in it.
        base = static_dir / get_config().frontend_path.strip("/")
        for page in not_found_pages(self.described()):
            folder = base / page.prefix.strip("/")
            prerendered = folder / PRERENDERED_404 / "index.html"
            if not prerendered.is_file():
                raise RuntimeError(f"{prerendered} was not prerendered: cannot build 404.html")
            target = static_dir / SPA_FALLBACK if not page.prefix else folder / "404.html"
            shutil.copyfile(prerendered, target)
            shutil.rmtree(prerendered.parent)
            for leftover in folder.glob(f"{PRERENDERED_404}.html*"):
                leftover.unlink()


def prerender_404_paths(config: str, pages: list[NotFound]) -> str:
    if config.count(react_router_config.PRERENDER_ALL) != 1:
        raise RuntimeError(
            f"{ROUTER_CONFIG} changed shape: cannot add the 404 page to the prerendered paths"
        )
    paths = ", ".join(json.dumps(f"{page.prefix}/{PRERENDERED_404}") for page in pages)
    return config.replace(
        react_router_config.PRERENDER_ALL,
        f'"prerender": ({{ getStaticPaths }}) => [...getStaticPaths(), {paths}]',
        1,
    )


def route_list(template: str, pages: list[NotFound]) -> str:
    """Reflex's route list with each other language's 404 page as the
    catch-all of its prefix, before Reflex's own catch-all."""
    ignored_files, catch_all = routes_js.IGNORED, routes_js.CATCH_ALL
    if template.count(ignored_files) != 1 or template.count(catch_all) != 1:
        raise RuntimeError(f"{ROUTE_LIST} changed shape: cannot add each language's 404 page")
    others = [page for page in pages if page.prefix]
    files = {page.route: routes_js.page_route_file(page.route) for page in others}
    ignored = "".join(f', "routes/{_glob(files[page.route])}"' for page in others)
    catch_alls = "".join(
        f'route("{page.prefix.strip("/")}/*", "routes/{files[page.route]}"),\n  ' for page in others
    )
    listed = template.replace(ignored_files, ignored_files[:-2] + ignored + "],", 1)
    return listed.replace(catch_all, catch_alls + catch_all, 1)


def _glob(name: str) -> str:
    # ignoredRouteFiles are globs: a bracket is a character class unless escaped.
    return name.replace("[", "\\\\[").replace("]", "\\\\]")
