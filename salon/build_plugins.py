"""Reflex build plugins: what the static export needs beyond Reflex's defaults."""

import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from reflex_base.config import get_config
from reflex_base.plugins.base import Plugin

from salon.inline_js import script_source


@dataclass(kw_only=True, frozen=True)
class RobotsPlugin(Plugin):
    """Writes robots.txt, pointing crawlers to the sitemap, next to sitemap.xml."""

    def pre_compile(self, **context) -> None:
        # Imported while compiling, not with rxconfig.py: see the note there.
        from salon.content import CONTENT

        text = f"User-agent: *\nAllow: /\n\nSitemap: {CONTENT.site_url}/sitemap.xml\n"
        context["add_save_task"](lambda: ("public/robots.txt", text))


# Reflex copies the bare SPA shell to 404.html, so without JavaScript a visitor
# on an unknown path would see an empty page. We prerender one unknown path
# (it matches the catch-all 404 route, as any unknown path does after
# hydration) and make that page the fallback Reflex copies to 404.html.
PRERENDERED_404 = "__404"
SPA_FALLBACK = "__spa-fallback.html"


@dataclass(kw_only=True, frozen=True)
class Prerendered404Plugin(Plugin):
    """Ships a 404.html with the real 404 page in it, readable without JS."""

    def pre_compile(self, **context) -> None:
        context["add_modify_task"]("react-router.config.js", _prerender_404_path)

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


def _prerender_404_path(config: str) -> str:
    # The dev server does not prerender; post_build guards the export.
    marker = '"prerender": true'
    paths = f'({{ getStaticPaths }}) => [...getStaticPaths(), "/{PRERENDERED_404}"]'
    return config.replace(marker, f'"prerender": {paths}', 1)


# React Router puts every chunk of the page in <link rel="modulepreload"> and
# static imports. Chrome fetches those at high priority next to the HTML, so
# on a slow phone network ~160 KB of JavaScript competes with the CSS and the
# hero image, although the prerendered page needs none of it to show. We start
# the same fetches once the page has loaded and painted instead; hydration
# then follows as before.
_MODULEPRELOAD = re.compile(r'<link rel="modulepreload" href="([^"]+)"/>')
_BOOT_SCRIPT = re.compile(r'(<script type="module" async="">)(.*?)(</script>)', re.S)
_STATIC_IMPORT = re.compile(r'^import (?:\* as (\w+) from )?("[^"]+");$', re.M)
# The wait and the preloads, in JavaScript: assets/js/after_paint.js.
_AFTER_PAINT = "after_paint.js"
_PRELOADS_SLOT = "const MODULE_PRELOADS = [];"


@dataclass(kw_only=True, frozen=True)
class DeferHydrationPlugin(Plugin):
    """Loads the app's JavaScript after the prerendered page has loaded and painted."""

    def post_build(self, **context) -> None:
        for page in Path(context["static_dir"]).rglob("*.html"):
            page.write_text(defer_hydration(page.read_text()))


def defer_hydration(html: str) -> str:
    preloads = _MODULEPRELOAD.findall(html)
    boots = _BOOT_SCRIPT.findall(html)
    if len(boots) != 1 or not preloads:
        raise RuntimeError("React Router's boot script changed shape: cannot defer hydration")
    open_tag, body, close_tag = boots[0]

    def dynamic(match: re.Match) -> str:
        name, module = match.groups()
        return f"const {name} = await import({module});" if name else f"await import({module});"

    wait = script_source(_AFTER_PAINT)
    if wait.count(_PRELOADS_SLOT) != 1:
        raise RuntimeError(f"assets/js/{_AFTER_PAINT} must declare {_PRELOADS_SLOT!r} once")
    wait = wait.replace(_PRELOADS_SLOT, f"const MODULE_PRELOADS = {json.dumps(preloads)};")
    script = wait + _STATIC_IMPORT.sub(dynamic, body)
    html = _MODULEPRELOAD.sub("", html)
    return _BOOT_SCRIPT.sub(lambda _: open_tag + script + close_tag, html, count=1)
