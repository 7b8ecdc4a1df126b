"""The build fetches Decap CMS's pinned bundle itself (salon/cms/decap_bundle.py):
from a registry played here by a local server on 127.0.0.1 (npm's metadata
and a tarball), checked against the pinned integrity, kept for later builds;
a tampered tarball or registry is refused and offline is one line. The real
package against the real pin: tests/e2e/test_plain_export.py."""

from __future__ import annotations

import io
import tarfile

import pytest

from salon.build_stop import stop_build
from salon.cms import admin, decap_bundle, decap_internals
from salon.npm_tarball import integrity_of
from salon.plugins.admin import AdminPlugin
from tests.fake_registry import Registry
from tools.ports import free_port

BUNDLE = "console.log('decap-cms 3.16.3');\n"


def tarball(bundle: str = BUNDLE) -> bytes:
    """An npm tarball holding package/dist/decap-cms.js."""
    data = io.BytesIO()
    with tarfile.open(fileobj=data, mode="w:gz") as archive:
        for name, text in (("package/package.json", "{}"), (decap_bundle.MEMBER, bundle)):
            member = tarfile.TarInfo(name)
            member.size = len(text.encode())
            archive.addfile(member, io.BytesIO(text.encode()))
    return data.getvalue()


@pytest.fixture
def pinned(monkeypatch):
    """The test's tarball, pinned as the real one is."""
    package = tarball()
    monkeypatch.setattr(decap_bundle, "INTEGRITY", integrity_of(package))
    return package


@pytest.fixture
def registry_with():
    registries = []

    def start(package: bytes, integrity: str | None = None) -> Registry:
        registries.append(Registry(package, integrity or decap_bundle.INTEGRITY))
        return registries[-1]

    yield start
    for registry in registries:
        registry.close()


def test_the_first_build_fetches_checks_and_keeps_the_bundle(tmp_path, pinned, registry_with):
    registry = registry_with(pinned)
    assert decap_bundle.bundle(tmp_path, registry.url) == BUNDLE
    assert decap_bundle.tarball_path(tmp_path).read_bytes() == pinned
    assert len(registry.requests) == 2  # the metadata, the tarball
    # Later builds read the kept file.
    assert decap_bundle.bundle(tmp_path, registry.url) == BUNDLE
    assert len(registry.requests) == 2


def test_a_tampered_tarball_is_refused_and_nothing_is_kept(tmp_path, pinned, registry_with):
    registry = registry_with(tarball("alert('not decap');\n"))
    with pytest.raises(decap_bundle.BundleError) as error:
        decap_bundle.bundle(tmp_path, registry.url)
    message = str(error.value)
    assert "is not decap-cms 3.16.3" in message and "not the pinned" in message
    assert "\n" not in message
    assert not decap_bundle.cache_folder(tmp_path).exists()


def test_a_registry_that_lists_another_integrity_is_refused(tmp_path, pinned, registry_with):
    registry = registry_with(pinned, integrity=integrity_of(b"other"))
    with pytest.raises(decap_bundle.BundleError, match="not the pinned"):
        decap_bundle.bundle(tmp_path, registry.url)
    assert registry.requests == [f"/{decap_bundle.PACKAGE}/{decap_bundle.VERSION}"]


def test_offline_is_one_line_that_says_so(tmp_path):
    offline = f"http://127.0.0.1:{free_port()}/"
    with pytest.raises(decap_bundle.BundleError) as error:
        decap_bundle.bundle(tmp_path, offline)
    message = str(error.value)
    assert message.startswith(f"cannot download decap-cms 3.16.3 from {offline}")
    assert "\n" not in message and "connect to the internet" in message


def test_the_build_stops_with_the_one_line(monkeypatch):
    def offline(*args, **kwargs):
        raise decap_bundle.BundleError("cannot download decap-cms 3.16.3 from x (refused)")

    monkeypatch.setattr(decap_bundle, "bundle", offline)
    context = {"add_save_task": lambda task: None, "add_modify_task": lambda *args: None}
    with pytest.raises(SystemExit) as stop:
        AdminPlugin().pre_compile(**context)
    assert stop.value.code == "admin: cannot download decap-cms 3.16.3 from x (refused)"


def test_the_shipped_bundle_offers_heic_in_the_media_library_or_the_build_stops(monkeypatch):
    """The one edit of Decap's bundle (salon/cms/decap_internals.py): an
    uploaded HEIC is listed for an image field; a bundle without the list
    stops the build with one line instead of shipping a library that hides it."""
    decap = f"var a=1;{decap_internals.IMAGE_TYPES};var b=2;"
    monkeypatch.setattr(decap_bundle, "bundle", lambda: decap)
    shipped = admin.bundle()
    assert decap_internals.SITE_IMAGE_TYPES in shipped and shipped.startswith("var a=1;")
    assert '"heic","heif"' in decap_internals.SITE_IMAGE_TYPES
    monkeypatch.setattr(decap_bundle, "bundle", lambda: "var a=1;")
    with pytest.raises(SystemExit, match=r"^admin: .*image types changed shape"), stop_build():
        admin.bundle()
