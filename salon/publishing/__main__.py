"""`python -m salon.publishing`: the own server's commands.

serve [--port N]     the whole stack in the foreground (./scripts/serve.sh)
serve --https --user salon --backend-port 8000
                     the same as the Docker image runs it
publish              build HEAD and make it live now, in the foreground
                     (after a `git pull` in the checkout, say); waits
                     for a build the backend is running
status               what /admin/ shows: published, publishing or the
                     failed build's line
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

from salon.publishing import stack
from salon.publishing.builder import Publisher, log
from salon.publishing.state import PublishState
from salon.server_log import log_to_stdout


def describe(state: PublishState) -> str:
    when = (
        time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(state.published_at))
        if state.published_at
        else "never"
    )
    live = f"live: {state.commit[:12]} since {when}" if state.commit else "nothing published yet"
    error = f"\nlast build failed: {state.error}" if state.error else ""
    return f"{state.state} ({live}){error}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m salon.publishing", description=__doc__.split("\n\n")[0]
    )
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run nginx and the backend in the foreground")
    serve.add_argument(
        "--port", type=int, default=stack.Options.port, help="plain HTTP port (default 8080)"
    )
    serve.add_argument(
        "--https", action="store_true", help="salon.conf's ports 80 and 443 with its certificate"
    )
    serve.add_argument(
        "--backend-port", type=int, help="the Reflex backend's port (default: a free one)"
    )
    serve.add_argument(
        "--user", help="run the backend and the builds as this user (when started as root)"
    )
    serve.add_argument("--site", type=Path, help="the site's repository, if not this checkout")
    commands.add_parser("publish", help="build HEAD and make it live now")
    commands.add_parser("status", help="print the publishing state")
    args = parser.parse_args(argv)

    if args.command == "serve":
        return stack.serve(
            stack.Options(
                port=args.port,
                https=args.https,
                backend_port=args.backend_port,
                user=args.user,
                site=args.site,
            )
        )
    publisher = Publisher()
    if args.command == "publish":
        log_to_stdout(log)
        state = asyncio.run(publisher.publish())
        print(describe(state))
        return 0 if state.error is None else 1
    print(describe(publisher.state()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
