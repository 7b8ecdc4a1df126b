"""Files from a pinned package on the npm registry, checked before use.

What the build needs from npm beyond Reflex's own frontend packages is
fetched the way npm itself would: the package's tarball from the registry,
held to the `dist.integrity` hash pinned beside its version, so a changed
or corrupted download is refused. No network but the npm registry (or the
one `npm_config_registry` names).
"""

from __future__ import annotations

import base64
import hashlib
import io
import os
import tarfile
import urllib.error
import urllib.request
from pathlib import Path

REGISTRY = "https://registry.npmjs.org"
TIMEOUT_S = 120


class FetchError(Exception):
    """The package could not be had, or was not the one pinned: one line to show."""


def registry() -> str:
    # npm's own setting, in npm's own spelling (it reads the upper case too).
    configured = os.environ.get("npm_config_registry") or os.environ.get("NPM_CONFIG_REGISTRY")  # noqa: SIM112
    return (configured or REGISTRY).rstrip("/")


def tarball_url(name: str, version: str) -> str:
    """npm's own address for a package's tarball (scoped or not)."""
    return f"{registry()}/{name}/-/{name.rsplit('/', 1)[-1]}-{version}.tgz"


def matches(data: bytes, integrity: str) -> bool:
    """Whether `data` has the Subresource Integrity hash `integrity` (sha512-…)."""
    algorithm, _, expected = integrity.partition("-")
    digest = hashlib.new(algorithm, data).digest()
    return base64.b64encode(digest).decode("ascii") == expected


def fetch(name: str, version: str, integrity: str, files: dict[str, Path]) -> None:
    """Download `name@version`, check it against `integrity` and write each of
    `files` (a path inside the package -> where it goes). A file is written
    whole or not at all, so an interrupted fetch leaves nothing half-done."""
    url = tarball_url(name, version)
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT_S) as response:
            data = response.read()
    except (urllib.error.URLError, OSError) as error:
        reason = getattr(error, "reason", error)
        raise FetchError(
            f"cannot download {name}@{version} from the npm registry ({reason}); "
            "the first build needs it once"
        ) from None
    if not matches(data, integrity):
        raise FetchError(f"{url} does not match the pinned integrity hash: refused")
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
        for inside, destination in files.items():
            member = archive.extractfile(f"package/{inside}")
            if member is None:
                raise FetchError(f"{name}@{version} has no file {inside}")
            destination.parent.mkdir(parents=True, exist_ok=True)
            partial = destination.with_name(destination.name + ".part")
            partial.write_bytes(member.read())
            partial.chmod(archive.getmember(f"package/{inside}").mode & 0o755 | 0o644)
            os.replace(partial, destination)
