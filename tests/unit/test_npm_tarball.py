"""What the build fetches from the npm registry itself: checked, or refused
with one line (salon/npm_tarball.py, salon/bun.py)."""

from __future__ import annotations

import io
import platform
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from salon import bun, npm_tarball
from salon.npm_tarball import FetchError, fetch, integrity_of, tarball_url
from static_first.generated import bun as reflex_bun
from tests.fake_registry import Files
from tools.ports import free_port

ROOT = Path(__file__).resolve().parents[2]


def tarball(files: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as archive:
        for name, data in files.items():
            info = tarfile.TarInfo(f"package/{name}")
            info.size, info.mode = len(data), 0o755
            archive.addfile(info, io.BytesIO(data))
    return out.getvalue()


@pytest.fixture
def registry(monkeypatch):
    """A registry on this machine serving `served[url path]`."""
    files = Files()
    monkeypatch.setenv("npm_config_registry", files.url)
    yield files.served
    files.close()


def test_a_pinned_package_is_fetched_and_checked(registry, tmp_path):
    data = tarball({"bin/tool": b"#!/bin/sh\necho ok\n"})
    registry["/@scope/tool/-/tool-1.2.3.tgz"] = data
    target = tmp_path / "bin" / "tool"
    fetch("@scope/tool", "1.2.3", integrity_of(data), {"bin/tool": target})
    assert target.read_bytes() == b"#!/bin/sh\necho ok\n"
    assert target.stat().st_mode & 0o100, "the binary stays executable"


def test_a_changed_tarball_is_refused_and_nothing_written(registry, tmp_path):
    pinned = tarball({"bin/tool": b"good"})
    registry["/tool/-/tool-1.0.0.tgz"] = tarball({"bin/tool": b"evil"})
    target = tmp_path / "tool"
    with pytest.raises(FetchError, match="does not match the pinned integrity hash: refused"):
        fetch("tool", "1.0.0", integrity_of(pinned), {"bin/tool": target})
    assert not target.exists()


def test_offline_is_one_line(monkeypatch, tmp_path):
    # A port nothing listens on: the registry cannot be reached.
    monkeypatch.setenv("npm_config_registry", f"http://127.0.0.1:{free_port()}")
    with pytest.raises(FetchError) as error:
        fetch("tool", "1.0.0", "sha512-x", {"bin/tool": tmp_path / "tool"})
    assert str(error.value).startswith("cannot download tool@1.0.0 from the npm registry (")
    assert "\n" not in str(error.value)


def test_the_registry_is_npms_own_setting(monkeypatch):
    monkeypatch.delenv("npm_config_registry", raising=False)
    monkeypatch.delenv("NPM_CONFIG_REGISTRY", raising=False)
    assert npm_tarball.registry() == "https://registry.npmjs.org"
    monkeypatch.setenv("NPM_CONFIG_REGISTRY", "http://127.0.0.1:4873/")
    assert npm_tarball.registry() == "http://127.0.0.1:4873"
    monkeypatch.setenv("npm_config_registry", "http://127.0.0.1:4874/")
    assert npm_tarball.registry() == "http://127.0.0.1:4874"


def test_tarball_addresses_are_npms_own():
    assert tarball_url("@oven/bun-linux-x64", "1.4.4").endswith(
        "/@oven/bun-linux-x64/-/bun-linux-x64-1.4.4.tgz"
    )
    assert tarball_url("decap-cms", "3.16.3").endswith("/decap-cms/-/decap-cms-3.16.3.tgz")


def test_bun_is_pinned_at_the_version_reflex_pins():
    """Every platform's package held to its hash, at the version Reflex
    pins (static_first/generated/bun.py)."""
    version = reflex_bun.version()
    assert version in bun.INTEGRITY, bun.unpinned(version)
    assert set(bun.INTEGRITY[version]) == set(bun.PACKAGES.values())


def test_a_version_without_its_hashes_stops_with_one_line(monkeypatch, tmp_path):
    monkeypatch.setattr(reflex_bun, "version", lambda: "9.9.9")
    monkeypatch.setattr(reflex_bun, "path", lambda: tmp_path / "bun")
    monkeypatch.setattr(reflex_bun, "uses_system_bun", lambda: False)
    monkeypatch.setattr(bun, "PACKAGES", {(sys.platform, platform.machine()): "@oven/bun-x"})
    with pytest.raises(bun.BunError) as error:
        bun.ensure_bun()
    line = str(error.value)
    assert line.startswith("Reflex pins bun 9.9.9, and salon/bun.py holds the integrity of bun ")
    assert line.endswith(": add 9.9.9's, from the npm registry") and "\n" not in line


def test_offline_a_first_reflex_command_stops_with_one_line(tmp_path):
    """A bare clone's first `reflex export` with no way to the registry:
    rxconfig.py says why in one line, no traceback."""
    home = tmp_path / "home"
    done = subprocess.run(
        [sys.executable, "-c", "import rxconfig"],
        cwd=ROOT,
        env={
            "HOME": str(home),
            "PATH": "/usr/bin:/bin",
            "npm_config_registry": f"http://127.0.0.1:{free_port()}",
        },
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stderr.startswith("bun for Reflex: cannot download @oven/bun-"), done.stderr
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_writers_at_once_each_write_the_file_whole(tmp_path):
    """The export and a unit test may fetch the same package at the same
    moment: every writer succeeds, the file is one of them whole, and no
    partial file is left behind."""
    from concurrent.futures import ThreadPoolExecutor

    path = tmp_path / "cache" / "package.tgz"
    payloads = [bytes([n]) * 1_000_000 for n in range(8)]
    with ThreadPoolExecutor(len(payloads)) as pool:
        list(pool.map(lambda data: npm_tarball.write_whole(path, data), payloads))
    assert path.read_bytes() in payloads
    assert [p.name for p in path.parent.iterdir()] == [path.name]
