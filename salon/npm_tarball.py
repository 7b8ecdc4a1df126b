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
import tempfile
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


def integrity_of(data: bytes) -> str:
    """npm's integrity string (Subresource Integrity, sha512) of `data`."""
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode("ascii")


def write_whole(path: Path, data: bytes) -> None:
    """Write `path` whole or not at all: an interrupted build leaves no half file,
    and two processes fetching at once (the export beside a unit test) each
    write their own partial file and replace `path` whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(
        dir=path.parent, prefix=f"{path.name}.", suffix=".part", delete=False
    ) as partial:
        partial.write(data)
    try:
        os.replace(partial.name, path)
    finally:
        Path(partial.name).unlink(missing_ok=True)


def fetch(name: str, version: str, integrity: str, files: dict[str, Path]) -> None:
    """Download `name@version`, check it against `integrity` and write each of
    `files` (a path inside the package -> where it goes)."""
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
    if integrity_of(data) != integrity:
        raise FetchError(f"{url} does not match the pinned integrity hash: refused")
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
        for inside, destination in files.items():
            member = archive.extractfile(f"package/{inside}")
            if member is None:
                raise FetchError(f"{name}@{version} has no file {inside}")
            write_whole(destination, member.read())
            destination.chmod(archive.getmember(f"package/{inside}").mode & 0o755 | 0o644)
