"""Bun, Reflex's JavaScript package manager and bundler, for any shell.

Reflex installs bun itself with a script it downloads from bun's own site,
which some networks (this project's CI among them) do not reach; then it
falls back to npm, which stops on a Node older than 22.22. The same binary
is on the npm registry, in the platform packages of npm's `bun`
(`@oven/bun-linux-x64`, …). `ensure_bun`, which rxconfig.py calls, puts that
binary where Reflex looks for its own, at the version Reflex pins (both
from static_first/generated/bun.py), held to the integrity hash pinned
here, so plain `reflex run` and `reflex export` work from a bare clone
after `pip install`.
"""

from __future__ import annotations

import platform
import sys

from salon.build_stop import BuildError
from salon.npm_tarball import FetchError, fetch
from static_first.generated import bun as reflex_bun

# The npm package with bun's binary, by platform.
PACKAGES = {
    ("linux", "x86_64"): "@oven/bun-linux-x64",
    ("linux", "aarch64"): "@oven/bun-linux-aarch64",
    ("darwin", "arm64"): "@oven/bun-darwin-aarch64",
    ("darwin", "x86_64"): "@oven/bun-darwin-x64",
}
# Each package's tarball's dist.integrity, for the bun version Reflex pins
# (a unit test fails, naming both, when Reflex pins another).
INTEGRITY = {
    "1.4.4": {
        "@oven/bun-linux-x64": "sha512-CHbbkmHVM28T1GFq+6GL4Ao4ujwwYwj1CxFFwEFzLanPfNsId9AhbIP0Q4reWuWBkGimUkoQygrK7Rgjtj3vog==",
        "@oven/bun-linux-aarch64": "sha512-ZTVtpf9zmHSBVPX1sBwe5agGb/rN34yPGg/Hby8e2Ax2uCUA2URZKlZH7qLntK7qaFJCMXh9v0GWNYN2zINz1w==",
        "@oven/bun-darwin-aarch64": "sha512-zW/hxwc8sJAILGwB5eTC4i48ouGXf0V4lrxmEOk3JIE6JkYVW1TZh1E2pIempqsezgW1sckTIIDudFON8bJ2Mw==",
        "@oven/bun-darwin-x64": "sha512-oKGcxLsvh4oHjAo28nPm8c/xN0o/OmGyj1IHYc94vprkWsW2hNg2keEZt5f40cI5Hvu4jDlSRTR0UNpv1UIAxw==",
    },
}


class BunError(BuildError):
    """Reflex's bun cannot be had: offline, refused, or of a version whose
    integrity is not pinned here."""

    subject = "bun for Reflex"


def ensure_bun() -> None:
    """Reflex's bun in place, fetched from npm the first time. Nothing to do
    where Reflex already has one, is told to use the system's
    (REFLEX_USE_SYSTEM_BUN), or runs on a platform not listed (there Reflex
    installs its own)."""
    target = reflex_bun.path()
    package = PACKAGES.get((sys.platform, platform.machine()))
    if target.exists() or reflex_bun.uses_system_bun() or package is None:
        return
    version = reflex_bun.version()
    if version not in INTEGRITY:
        raise BunError(unpinned(version))
    try:
        fetch(package, version, INTEGRITY[version][package], {"bin/bun": target})
    except FetchError as error:
        raise BunError(str(error)) from None


def unpinned(version: str) -> str:
    return (
        f"Reflex pins bun {version}, and salon/bun.py holds the integrity of bun "
        f"{', '.join(INTEGRITY)}: add {version}'s, from the npm registry"
    )
