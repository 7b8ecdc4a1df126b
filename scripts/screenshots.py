"""Screenshot every route at phone and desktop width, and report console errors.

Usage: python scripts/screenshots.py [dist] [out-dir]
Serves the export like a static host, so what you see is what ships.
"""

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.browser import launch  # noqa: E402
from tests.static_host import serve  # noqa: E402

ROUTES = ["/", "/behandlingar", "/om-oss", "/kontakt", "/oppettider", "/privacy-policy", "/finns-inte"]
WIDTHS = {"375": (375, 812), "1280": (1280, 800)}


def main() -> None:
    site = Path(sys.argv[1] if len(sys.argv) > 1 else "dist")
    out = Path(sys.argv[2] if len(sys.argv) > 2 else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    with sync_playwright() as p:
        browser = launch(p)
        for label, (width, height) in WIDTHS.items():
            page = browser.new_page(viewport={"width": width, "height": height})
            page.on("console", lambda m: m.type in ("error", "warning") and print(f"  console {m.type}: {m.text}"))
            page.on("pageerror", lambda e: print(f"  pageerror: {e}"))
            for route in ROUTES:
                print(f"{label} {route}")
                page.goto(base + route, wait_until="networkidle")
                page.wait_for_timeout(300)
                name = route.strip("/").replace("/", "_") or "home"
                page.screenshot(path=out / f"{name}-{label}.png", full_page=True)
            page.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
