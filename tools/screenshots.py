"""Screenshot every route at small-phone, phone and desktop width, with
JavaScript on and off, and report console errors.

Usage: python -m tools.screenshots [dist] [out-dir]
Files: <route>-<width>.png (JavaScript on), <route>-<width>-nojs.png (off).
Serves the export like a static host, so what you see is what ships.
"""

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

# Every page, registered with the routes as its module is imported (salon/routes.py).
import salon.pages  # noqa: F401
from salon import routes
from salon.build_stop import stop_build
from tools.chromium import launch
from tools.static_host import serve

WIDTHS = {"320": (320, 568), "375": (375, 812), "1280": (1280, 800)}
# File-name suffix -> JavaScript enabled. The page must work either way.
MODES = {"": True, "-nojs": False}


def _load_lazy_images(page) -> None:
    """Scroll through the page so lazy images load, then back to the top."""
    total = page.evaluate("document.body.scrollHeight")
    for y in range(0, total, 600):
        page.evaluate(f"window.scrollTo(0, {y})")
        page.wait_for_timeout(60)
    page.wait_for_load_state("networkidle")
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(300)


def _save_screens(page, stem: Path, height: int) -> None:
    """Also save the full page in screen-sized pieces, easier to look at."""
    total = page.evaluate("document.body.scrollHeight")
    width = page.viewport_size["width"]
    for index, top in enumerate(range(0, total, height * 2)):
        clip = {"x": 0, "y": top, "width": width, "height": min(height * 2, total - top)}
        page.screenshot(path=f"{stem}-part{index}.png", full_page=True, clip=clip)


def every_route() -> list[str]:
    """Every page of the registry, and an unknown path under each language's
    prefix (its 404 page)."""
    return [route.path for route in routes.all_routes()] + [
        f"{locale.prefix}/finns-inte" for locale in routes.languages()
    ]


def main() -> None:
    # The routes are the content's: a bad value stops it with its lines.
    with stop_build():
        every = every_route()
    site = Path(sys.argv[1] if len(sys.argv) > 1 else "dist")
    out = Path(sys.argv[2] if len(sys.argv) > 2 else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    with sync_playwright() as p:
        browser = launch(p)
        for (label, (width, height)), (suffix, scripts) in (
            (w, m) for w in WIDTHS.items() for m in MODES.items()
        ):
            page = browser.new_page(
                viewport={"width": width, "height": height}, java_script_enabled=scripts
            )
            page.on(
                "console",
                lambda m: m.type in ("error", "warning") and print(f"  console {m.type}: {m.text}"),
            )
            page.on("pageerror", lambda e: print(f"  pageerror: {e}"))
            for route in every:
                print(f"{label}{suffix} {route}")
                page.goto(base + route, wait_until="networkidle")
                # Scrolled by the test tooling, which still runs with the page's JavaScript off.
                _load_lazy_images(page)
                name = route.strip("/").replace("/", "_") or "home"
                page.screenshot(path=out / f"{name}-{label}{suffix}.png", full_page=True)
                _save_screens(page, out / f"{name}-{label}{suffix}", height)
            page.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
