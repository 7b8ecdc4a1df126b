"""How the tests and tools launch Chromium: the system one where present
(Debian's package), otherwise Playwright's own download."""

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


def chromium_path() -> str | None:
    explicit = os.environ.get("CHROMIUM")
    if explicit:
        return explicit
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


def launch(playwright, **kwargs):
    return playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS, **kwargs)
