"""A stand-in for `reflex export` that the publisher's tests run in its work
tree: the "site" is one price in a text file (price.txt under its content
folder), built in a moment.

It writes .web/build/client/ as an export does: index.html, holding the
price in the page and in its policy, and the three nginx includes with the
same policy, so each release's page and headers name their own price. The
price FAIL fails the build with a content error line, as the real build's.
Its one argument names the includes, as JSON (`command()`: the publisher's
nginx.INCLUDES; it imports nothing, to start in a moment). Through the
environment, a test can hold it (FAKE_EXPORT_GATE: wait until that file
exists) and count it (FAKE_EXPORT_LOG: a line at start and end).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

CONTENT_ERROR = "content/hours.yml:22: hours[Lördag].closes: must be HH:MM, got '25:00'"
EXPORT = Path(".web/build/client")


def policy(price: str) -> str:
    return f"default-src 'self'; report-to release-{price}"


def page(price: str) -> str:
    return (
        '<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>'
        f'<meta http-equiv="Content-Security-Policy" content="{policy(price)}"/></head>'
        f'<body><p class="price">{price}</p></body></html>\n'
    )


def command() -> list[str]:
    """How the tests run it."""
    from salon.publishing.nginx import INCLUDES

    return [sys.executable, __file__, json.dumps(INCLUDES)]


def log(line: str) -> None:
    path = os.environ.get("FAKE_EXPORT_LOG")
    if path:
        with open(path, "a", encoding="utf-8") as file:
            file.write(line + "\n")


def main() -> int:
    price = Path("content/price.txt").read_text(encoding="utf-8").strip()
    log(f"start {price}")
    gate = os.environ.get("FAKE_EXPORT_GATE")
    deadline = time.monotonic() + 120
    while gate and not Path(gate).exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    print("Compiling: ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 100% 76/75 0:00:23")
    if price == "FAIL":
        print("1 error(s) in content/:", file=sys.stderr)
        print(CONTENT_ERROR, file=sys.stderr)
        log(f"failed {price}")
        return 1
    EXPORT.mkdir(parents=True, exist_ok=True)
    (EXPORT / "index.html").write_text(page(price), encoding="utf-8")
    headers = f'add_header Content-Security-Policy "{policy(price)}" always;\n'
    for name, exported in json.loads(sys.argv[1]).items():
        text = headers
        if name == "receiver-down.conf":
            text = 'map $http_referer $salon_receiver_down {\n    default "down";\n}\n'
        (EXPORT / exported).write_text(text, encoding="utf-8")
    print(f"static site: {EXPORT.resolve()}")
    log(f"end {price}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
