"""Decap CMS's browser bundle, fetched by the build itself the first time, as
Reflex fetches its own frontend packages: plain `reflex export` or `reflex
run` after `pip install -r requirements.txt` needs no set-up script.

The bundle is one file of npm's `decap-cms` package, `dist/decap-cms.js`;
the package's ~700 dependencies (390 MB) only build that file, so the
tarball alone is fetched, from the npm registry (`npm_config_registry`, as
npm reads it; https://registry.npmjs.org/ by default). The version and the
tarball's integrity hash are pinned here: the registry's metadata must name
that hash, and the downloaded tarball must have it, or the build stops.
The verified tarball and the extracted bundle are kept under
`.tools/cms/` (one folder per version), so later builds read the file.

Offline, or with a tarball that is not the pinned one, the build stops
with one line that says so (`BundleError`). What /admin/ relies on inside
the bundle is listed in decap_internals.py.
"""

from __future__ import annotations

import io
import json
import tarfile
import urllib.error
import urllib.request
from pathlib import Path

from salon import paths
from salon.build_stop import BuildError
from salon.npm_tarball import integrity_of, registry, write_whole

PACKAGE = "decap-cms"
VERSION = "3.16.3"
# The registry's `dist.integrity` of decap-cms 3.16.3's tarball.
INTEGRITY = "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw=="
MEMBER = "package/dist/decap-cms.js"
TIMEOUT = 60  # s for each request


class BundleError(BuildError):
    """The pinned bundle cannot be had: offline, or the registry's is another."""

    subject = "admin"


def cache_folder(cache: Path = paths.CMS_TOOLS) -> Path:
    return cache / f"{PACKAGE}-{VERSION}"


def tarball_path(cache: Path = paths.CMS_TOOLS) -> Path:
    return cache_folder(cache) / f"{PACKAGE}-{VERSION}.tgz"


def bundle_path(cache: Path = paths.CMS_TOOLS) -> Path:
    return cache_folder(cache) / "decap-cms.js"


def bundle(cache: Path = paths.CMS_TOOLS, registry_url: str | None = None) -> str:
    """The bundle's text: from the cache, or fetched, verified and cached."""
    path = bundle_path(cache)
    if not path.is_file():
        fetch(cache, registry_url or registry())
    return path.read_text(encoding="utf-8")


def fetch(cache: Path, registry_url: str) -> None:
    """Download the pinned tarball from `registry_url`, check it against the
    pinned integrity and keep it and the bundle it holds in `cache`."""
    base = registry_url.rstrip("/")
    try:
        metadata = json.loads(_get(f"{base}/{PACKAGE}/{VERSION}", registry_url))
    except ValueError:
        raise BundleError(f"{base}/{PACKAGE}/{VERSION}: not the registry's JSON") from None
    dist = metadata.get("dist", {}) if isinstance(metadata, dict) else {}
    if dist.get("integrity") != INTEGRITY or not dist.get("tarball"):
        raise BundleError(
            f"{base} lists {PACKAGE} {VERSION} with integrity {dist.get('integrity')!r}, "
            f"not the pinned {INTEGRITY} (salon/cms/decap_bundle.py)"
        )
    data = _get(dist["tarball"], registry_url)
    if integrity_of(data) != INTEGRITY:
        raise BundleError(
            f"{dist['tarball']} is not {PACKAGE} {VERSION}: its integrity is "
            f"{integrity_of(data)}, not the pinned {INTEGRITY}"
        )
    try:
        with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
            member = archive.extractfile(MEMBER)
            text = member.read() if member else None
    except (tarfile.TarError, KeyError) as error:
        raise BundleError(f"{dist['tarball']}: no {MEMBER} in it ({error})") from None
    if text is None:
        raise BundleError(f"{dist['tarball']}: no {MEMBER} in it")
    write_whole(tarball_path(cache), data)
    # The bundle last: its presence says the folder is complete.
    write_whole(bundle_path(cache), text)


def _get(url: str, registry_url: str) -> bytes:
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT) as response:
            return response.read()
    except (urllib.error.URLError, OSError) as error:
        reason = getattr(error, "reason", None) or error
        raise BundleError(
            f"cannot download {PACKAGE} {VERSION} from {registry_url} ({reason}): the first "
            "build fetches the CMS's bundle from the npm registry; connect to the internet "
            "(or set npm_config_registry to a mirror) and run it again"
        ) from None
