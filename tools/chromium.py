"""How the tests and tools launch Chromium: the system one where present
(Debian's packages), otherwise Playwright's own download.

The tests run the headless shell, Chromium's own headless build of the same
version (Blink and V8 alike, without the desktop browser's windowing), which
is what Playwright runs for headless Chromium by default, and much cheaper
on two cores (docs/decisions/toolchain.md). The bench and Lighthouse time
the paint of the full browser, as a visitor's (`full=True`)."""

import os
import shutil

# The sandboxed network refuses Chromium's background services; these flags
# keep it from flooding the log with failed connections.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def chromium_path(full: bool = False) -> str | None:
    explicit = os.environ.get("CHROMIUM")
    if explicit:
        return explicit
    names = ("chromium", "chromium-browser")
    for name in names if full else ("chromium-headless-shell", *names):
        found = shutil.which(name)
        if found:
            return found
    return None


def launch(playwright, *, full: bool = False, **kwargs):
    return playwright.chromium.launch(
        executable_path=chromium_path(full), args=CHROMIUM_ARGS, **kwargs
    )
