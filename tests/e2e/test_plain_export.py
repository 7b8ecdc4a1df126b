"""The README's deploy command as a newcomer types it: a new shell, `source
.venv/bin/activate`, plain `reflex export`. Nothing from the scripts'
environment may be needed: where Reflex cannot download bun from bun's site,
rxconfig.py's must come from the npm registry (salon/bun.py), or Reflex falls
back to npm and stops on Node 20. Nor the set-up's fetches: the copy has no
`.tools/`, and the build fetches Decap's pinned bundle itself.

The runs are the copy build of tests/builds.py (a copy of the project whose
`.venv` is the venv these tests run in, in a shell started with an empty
environment but HOME, a system PATH and npm's registry setting), which the
contact form's tests serve too: one export for both. Its first run has no
registry to reach and must stop with one line; the second gets a registry
played on 127.0.0.1 serving decap-cms's real tarball, so the real package is
checked against the real pin, and nothing else is contacted.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image

from salon.cms import decap_bundle, decap_internals
from salon.images.slots import AVATAR, HERO, SALON
from tests import photos
from tests.builds import copy_build, folder_for_session

# Reflex's own minimum (reflex_base.constants.Node.MIN_VERSION).
NODE_REFLEX_ASKS_FOR = (22, 22)


def test_offline_the_first_export_stops_with_one_line(tmp_path_factory):
    done = copy_build(folder_for_session(tmp_path_factory.getbasetemp()))
    output = done.offline_output
    assert done.offline_returncode != 0, output
    stops = [line for line in output.splitlines() if line.startswith("admin: ")]
    assert len(stops) == 1, output
    assert f"cannot download {decap_bundle.PACKAGE} {decap_bundle.VERSION}" in stops[0], output
    assert "Traceback" not in output, output


def test_the_readme_deploy_command_works_in_a_new_shell_and_fetches_the_cms(tmp_path_factory):
    done = copy_build(folder_for_session(tmp_path_factory.getbasetemp()))
    assert done.returncode == 0, done.output
    # npm's metadata, then the tarball; nothing else was asked for.
    assert len(done.registry_requests) == 2, done.registry_requests
    assert f"static site: {done.site}" in done.stdout, done.output
    for name in ("index.html", "404.html", "sitemap.xml", "_headers", "_headers.nginx.conf"):
        assert (done.site / name).is_file(), f"{name} missing from the export:\n{done.output}"
    shipped = (done.site / "admin" / "decap-cms.js").read_text(encoding="utf-8")
    fetched = decap_bundle.bundle_path().read_text(encoding="utf-8")
    # The one edit (salon/cms/decap_internals.py): HEIC among the media library's images.
    assert shipped == decap_internals.with_heic_images(fetched)
    assert shipped != fetched


def test_on_the_node_reflex_asks_for_the_export_warns_of_nothing(tmp_path_factory):
    """On Node 22.22+ nothing is out of date; older, Reflex says so (and bun
    runs the build itself), which the README states."""
    from reflex_base.constants import Node

    assert tuple(map(int, Node.MIN_VERSION.split(".")[:2])) == NODE_REFLEX_ASKS_FOR
    done = copy_build(folder_for_session(tmp_path_factory.getbasetemp()))
    version = re.fullmatch(r"v(\d+)\.(\d+)\.\d+", done.node)
    assert version, f"no node in the copy build's shell: {done.node!r}"
    assert tuple(map(int, version.groups())) >= NODE_REFLEX_ASKS_FOR, (
        f"the copy build ran on node {done.node}: run scripts/setup.sh to install Node 24"
    )
    assert done.returncode == 0, done.output
    assert "out of date" not in done.output, done.output
    assert "Warning" not in done.output, done.output


def _files_of(site, name: str) -> list:
    return sorted((site / "img").glob(f"{Path(name).stem}-*"))


def _largest(files: list, suffix: str):
    return max((f for f in files if f.suffix == suffix), key=lambda f: Image.open(f).width)


def test_the_owners_phone_photos_are_built_upright_private_and_in_their_slots_shape(
    tmp_path_factory,
):
    """Photos an owner brings (tests/photos.py), put into the copy where /admin/
    saves them and named in its content (tests/builds.py): plain `reflex
    export` makes each slot's files from them, with nothing else run."""
    done = copy_build(folder_for_session(tmp_path_factory.getbasetemp()))
    assert done.returncode == 0, done.output
    home = (done.site / "index.html").read_text(encoding="utf-8")
    shapes = {"img_2034.jpg": SALON, "portratt.png": SALON, "img_4711.heic": AVATAR}
    shapes["img_0001.jpg"] = HERO
    for name, slot in shapes.items():
        files = _files_of(done.site, name)
        widths = sorted({Image.open(f).width for f in files})
        assert widths == list(slot.widths), (name, [f.name for f in files])
        assert {f.suffix for f in files} == {".avif", ".webp"}, name
        for file in files:
            im = Image.open(file)
            assert im.width * slot.ratio[1] == pytest.approx(
                im.height * slot.ratio[0], abs=slot.ratio[0]
            )
            assert not im.getexif() and not {"exif", "xmp", "icc_profile"} & set(im.info), file
            assert b"GPS" not in file.read_bytes(), file
        # The page has the largest file's size, so nothing moves when it loads.
        largest = _largest(files, ".webp")
        tag = re.search(rf'<img [^>]*src="/img/{largest.name}"[^>]*>', home)
        assert tag, f"no <img> of {largest.name} on the home page"
        size = Image.open(largest).size
        assert f'width="{size[0]}"' in tag[0] and f'height="{size[1]}"' in tag[0], tag[0]
    # Upright (the sideways photo) and cropped where its focus says (the portrait).
    for name in ("img_2034.jpg", "portratt.png"):
        im = Image.open(_largest(_files_of(done.site, name), ".webp")).convert("RGB")
        assert photos.is_red(im.getpixel((im.width // 2, 3))), name
        assert not photos.is_red(im.getpixel((im.width // 2, im.height - 4))), name
    print(f"copy export with a 24 MP photo among the owner's: {done.seconds} s")


def test_with_english_off_the_export_is_swedish_alone(tmp_path_factory):
    """The copy's content says `english: false`: no English page, no
    language switch, no hreflang and no English sitemap entry."""
    done = copy_build(folder_for_session(tmp_path_factory.getbasetemp()))
    assert done.returncode == 0, done.output
    site = done.site
    assert not (site / "en").exists() and not (site / "en.html").exists()
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    assert "<loc>" in sitemap and "/en" not in sitemap and "hreflang" not in sitemap
    for page in ("index.html", "behandlingar.html", "404.html"):
        html = (site / page).read_text(encoding="utf-8")
        assert '<html lang="sv"' in html, page
        assert "hreflang" not in html.lower() and "og:locale:alternate" not in html, page
        assert 'href="/en' not in html, page
