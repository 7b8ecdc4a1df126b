"""Bun, Reflex's JavaScript package manager and bundler, for any shell.

Reflex installs bun itself with a script it downloads from bun's own site,
which some networks (this project's CI among them) do not reach; then it
falls back to npm, which stops on a Node older than 22.22. The same binary
is on the npm registry, in the platform packages of npm's `bun`
(`@oven/bun-linux-x64`, …). `ensure_bun`, which rxconfig.py calls, puts that
binary where Reflex looks for its own (`reflex.constants.Bun.DEFAULT_PATH`),
at the version Reflex pins, held to the integrity hash pinned here, so plain
`reflex run` and `reflex export` work from a bare clone after `pip install`.
"""

from __future__ import annotations

import os
import platform
import sys

from reflex import constants

from salon.npm_tarball import FetchError, fetch

# Reflex's own bun version (a unit test holds the two equal), by platform:
# the npm package with the binary, and its tarball's dist.integrity.
VERSION = "1.4.4"
PACKAGES = {
    ("linux", "x86_64"): (
        "@oven/bun-linux-x64",
        "sha512-CHbbkmHVM28T1GFq+6GL4Ao4ujwwYwj1CxFFwEFzLanPfNsId9AhbIP0Q4reWuWBkGimUkoQygrK7Rgjtj3vog==",
    ),
    ("linux", "aarch64"): (
        "@oven/bun-linux-aarch64",
        "sha512-ZTVtpf9zmHSBVPX1sBwe5agGb/rN34yPGg/Hby8e2Ax2uCUA2URZKlZH7qLntK7qaFJCMXh9v0GWNYN2zINz1w==",
    ),
    ("darwin", "arm64"): (
        "@oven/bun-darwin-aarch64",
        "sha512-zW/hxwc8sJAILGwB5eTC4i48ouGXf0V4lrxmEOk3JIE6JkYVW1TZh1E2pIempqsezgW1sckTIIDudFON8bJ2Mw==",
    ),
    ("darwin", "x86_64"): (
        "@oven/bun-darwin-x64",
        "sha512-oKGcxLsvh4oHjAo28nPm8c/xN0o/OmGyj1IHYc94vprkWsW2hNg2keEZt5f40cI5Hvu4jDlSRTR0UNpv1UIAxw==",
    ),
}


def ensure_bun() -> None:
    """Reflex's bun in place, fetched from npm the first time. Nothing to do
    where Reflex already has one, is told to use the system's
    (REFLEX_USE_SYSTEM_BUN), or runs on a platform not listed (there Reflex
    installs its own). Offline on a first run: one line, and exit status 1."""
    target = constants.Bun.DEFAULT_PATH
    package = PACKAGES.get((sys.platform, platform.machine()))
    if target.exists() or os.environ.get("REFLEX_USE_SYSTEM_BUN") or package is None:
        return
    name, integrity = package
    try:
        fetch(name, VERSION, integrity, {"bin/bun": target})
    except FetchError as error:
        raise SystemExit(f"bun for Reflex: {error}") from None
