"""Saving from /admin/ on the own server (salon/editors/saving.py and the
actions Decap's proxy backend sends): a good save is one commit of exactly
the saved paths, by the editor, with Decap's message, and the publisher is
asked to build; a value the build refuses is refused with the build's own
line and nothing is written; two editors at once; the history and undo."""

from __future__ import annotations

import hashlib
import re

import pytest

from salon.content_model.sections import SECTIONS
from salon.editors import local_time
from salon.editors.site_paths import SECTION_FILES
from tests.editor_site import (
    BASE_COMMIT_MESSAGE,
    PASSWORD,
    b64,
    call,
    git,
    line_of,
    log_in,
    make_site,
    photo,
    prices,
    repository_copy,
    with_price,
)

TREATMENTS = "content/treatments.yml"
HOURS = "content/hours.yml"
PICTURES = "content/pictures.yml"


@pytest.fixture
def site(editor_template, ram_tmp_path):
    made = make_site(repository_copy(editor_template, ram_tmp_path), ram_tmp_path / "data")
    made.editor.accounts.add("anna", PASSWORD)
    made.editor.accounts.add("bo", PASSWORD)
    return made


def editor(site, name: str = "anna"):
    client = site.client()
    assert log_in(client, name).status_code == 303
    return client


def read(client, path: str) -> str:
    response = call(client, "getEntry", {"path": path})
    assert response.status_code == 200, response.text
    return response.json()["data"]


def persist(client, path: str, raw: str, message: str = "Update Innehåll “x”", assets=()):
    return call(
        client,
        "persistEntry",
        {
            "dataFiles": [{"slug": path.rsplit("/", 1)[1][:-4], "path": path, "raw": raw}],
            "assets": [
                {"path": asset, "content": b64(data), "encoding": "base64"}
                for asset, data in assets
            ],
            "options": {"commitMessage": message, "useWorkflow": False, "status": ""},
            "cmsLabelPrefix": "",
        },
    )


def changed_files(site, commit: str = "HEAD") -> list[str]:
    out = git(site.root, "show", "--name-only", "--format=", commit)
    return sorted(line for line in out.splitlines() if line)


# --- reading -------------------------------------------------------------------------


def test_entries_come_from_head_with_decaps_ids(site):
    client = editor(site)
    files = [{"path": path, "label": section.label} for path, section in SECTION_FILES.items()]
    response = call(client, "entriesByFiles", {"files": files})
    entries = response.json()
    assert [entry["file"]["path"] for entry in entries] == list(SECTION_FILES)
    for entry in entries:
        committed = site.text(entry["file"]["path"])
        assert entry["data"] == committed
        assert entry["file"]["id"] == hashlib.sha256(committed.encode()).hexdigest()
        assert entry["file"]["label"] == SECTION_FILES[entry["file"]["path"]].label
    # What is in the working tree but not committed is not shown.
    (site.root / HOURS).write_text("sv:\n  uncommitted: 1\n")
    assert read(client, HOURS) == site.text(HOURS)


def test_the_media_are_the_committed_photos_in_base64(site):
    client = editor(site)
    media = call(client, "getMedia", {"mediaFolder": "images/source"}).json()
    committed = git(site.root, "ls-tree", "--name-only", "HEAD", "images/source/").split()
    assert [item["path"] for item in media] == sorted(committed)
    first = media[0]
    data = (site.root / first["path"]).read_bytes()
    assert first["content"] == b64(data) and first["encoding"] == "base64"
    assert first["id"] == hashlib.sha256(data).hexdigest()
    assert first["name"] == first["path"].rsplit("/", 1)[1]
    one = call(client, "getMediaFile", {"path": first["path"]}).json()
    assert one == first


# --- a good save ---------------------------------------------------------------------


def test_a_save_is_one_commit_of_exactly_the_saved_file_by_the_editor(site):
    client = editor(site)
    text = read(client, TREATMENTS)
    new = prices(text)[0] + 10
    # Something else changed and staged in the checkout stays out of the commit.
    (site.root / HOURS).write_text(site.text(HOURS) + "# a local note\n")
    git(site.root, "add", HOURS)
    before = site.commits()
    response = persist(client, TREATMENTS, with_price(text, 0, new), "Update Innehåll “treatments”")
    assert response.json() == {"message": "entry persisted"}
    assert site.commits() == before + 1
    assert changed_files(site) == [TREATMENTS]
    author = git(site.root, "log", "-1", "--format=%an <%ae>|%cn|%s")
    assert author == "anna <anna@editor.invalid>|anna|Update Innehåll “treatments”\n"
    assert prices(site.text(TREATMENTS))[0] == new
    # The working tree follows; the hand-staged change is still there, uncommitted.
    assert (site.root / TREATMENTS).read_text() == site.text(TREATMENTS)
    assert git(site.root, "status", "--porcelain") == f"M  {HOURS}\n"
    assert site.publisher.requests == 1


def test_a_value_the_build_refuses_is_refused_with_its_line_and_nothing_changes(site):
    client = editor(site)
    text = read(client, HOURS)
    closes = re.search(r"closes: '(\d\d:\d\d)'", text)
    bad = text[: closes.start(1)] + "25:00" + text[closes.end(1) :]
    head = site.head()
    response = persist(client, HOURS, bad)
    assert response.status_code == 422
    line = response.json()["error"]
    day = re.findall(r"day: (\S+)", text[: closes.start()])[-1]
    assert line == (
        f"{HOURS}:{line_of(text, closes.start())}: hours[{day}].closes: must be HH:MM, got '25:00'"
    )
    assert site.head() == head
    assert git(site.root, "status", "--porcelain") == ""
    assert site.publisher.requests == 0


def test_a_file_that_is_not_yaml_is_refused_with_the_builds_line(site):
    client = editor(site)
    read(client, TREATMENTS)
    head = site.head()
    response = persist(client, TREATMENTS, "sv:\n  categories: [\n")
    assert response.status_code == 422
    assert response.json()["error"].startswith(f"{TREATMENTS}:")
    assert "not valid YAML" in response.json()["error"]
    assert site.head() == head


def test_a_new_photo_is_checked_and_saved_with_the_entry_that_uses_it(site):
    client = editor(site)
    text = read(client, PICTURES)
    used = re.search(r"image: (\S+\.jpg)", text)
    name = "images/source/ny-bild.jpg"
    raw = text[: used.start(1)] + "ny-bild.jpg" + text[used.end(1) :]
    big = photo(1600, 1200, "JPEG")
    response = persist(client, PICTURES, raw, "Update Innehåll “pictures”", [(name, big)])
    assert response.status_code == 200, response.text
    assert changed_files(site) == sorted([PICTURES, name])
    assert (site.root / name).read_bytes() == big


def test_a_damaged_photo_is_refused_with_the_builds_line(site):
    client = editor(site)
    text = read(client, PICTURES)
    used = re.search(r"image: (\S+\.jpg)", text)
    raw = text[: used.start(1)] + "trasig.jpg" + text[used.end(1) :]
    cut = photo(1600, 1200, "JPEG")[:2000]
    head = site.head()
    response = persist(client, PICTURES, raw, assets=[("images/source/trasig.jpg", cut)])
    assert response.status_code == 422
    assert response.json()["error"].startswith("images/source/trasig.jpg cannot be read")
    assert site.head() == head
    assert not (site.root / "images/source/trasig.jpg").exists()


def test_an_entry_naming_a_photo_that_is_not_there_is_refused(site):
    client = editor(site)
    text = read(client, PICTURES)
    used = re.search(r"image: (\S+\.jpg)", text)
    raw = text[: used.start(1)] + "saknas.jpg" + text[used.end(1) :]
    response = persist(client, PICTURES, raw)
    assert response.status_code == 422
    line = response.json()["error"]
    assert line.startswith(f"{PICTURES}:{line_of(text, used.start())}: ")
    assert line.endswith("no photo 'saknas.jpg' in images/source/")


def test_a_photo_uploaded_alone_is_committed_and_returned_as_decap_reads_it(site):
    client = editor(site)
    data = photo(8, 8)
    response = call(
        client,
        "persistMedia",
        {
            "asset": {
                "path": "images/source/logga.png",
                "content": b64(data),
                "encoding": "base64",
            },
            "options": {"commitMessage": "Upload “images/source/logga.png”"},
        },
    )
    assert response.json() == {
        "id": hashlib.sha256(data).hexdigest(),
        "content": b64(data),
        "encoding": "base64",
        "path": "images/source/logga.png",
        "name": "logga.png",
    }
    assert changed_files(site) == ["images/source/logga.png"]
    assert git(site.root, "log", "-1", "--format=%s") == "Upload “images/source/logga.png”\n"


def test_a_photo_in_use_cannot_be_deleted_and_an_unused_one_can(site):
    client = editor(site)
    text = read(client, PICTURES)
    used = "images/source/" + re.search(r"image: (\S+\.jpg)", text).group(1)
    head = site.head()
    response = call(client, "deleteFiles", {"paths": [used], "options": {"commitMessage": "x"}})
    assert response.status_code == 422
    assert "no photo" in response.json()["error"]
    assert site.head() == head and (site.root / used).exists()
    call(
        client,
        "persistMedia",
        {
            "asset": {
                "path": "images/source/extra.png",
                "content": b64(photo()),
                "encoding": "base64",
            },
            "options": {"commitMessage": "up"},
        },
    )
    response = call(
        client,
        "deleteFiles",
        {"paths": ["images/source/extra.png"], "options": {"commitMessage": "Delete “extra”"}},
    )
    assert response.status_code == 200
    assert changed_files(site) == ["images/source/extra.png"]
    assert not (site.root / "images/source/extra.png").exists()


# --- two editors ---------------------------------------------------------------------


def test_two_editors_saving_different_sections_both_land(site):
    anna, bo = editor(site, "anna"), editor(site, "bo")
    treatments, hours = read(anna, TREATMENTS), read(bo, HOURS)
    assert persist(anna, TREATMENTS, with_price(treatments, 0, 999)).status_code == 200
    note = re.search(r"hours_note: (.+)", hours)
    changed = hours[: note.start(1)] + "Ny anteckning." + hours[note.end(1) :]
    assert persist(bo, HOURS, changed).status_code == 200
    assert prices(site.text(TREATMENTS))[0] == 999
    assert "hours_note: Ny anteckning." in site.text(HOURS)
    authors = git(site.root, "log", "-2", "--format=%an").split()
    assert authors == ["bo", "anna"]


def test_two_editors_saving_apart_in_one_section_are_merged(site):
    anna, bo = editor(site, "anna"), editor(site, "bo")
    text = read(anna, TREATMENTS)
    assert read(bo, TREATMENTS) == text
    last = len(prices(text)) - 1
    assert persist(anna, TREATMENTS, with_price(text, 0, 111)).status_code == 200
    # Bo's form still shows the version before Anna's save.
    response = persist(bo, TREATMENTS, with_price(text, last, 222))
    assert response.status_code == 200, response.text
    saved = prices(site.text(TREATMENTS))
    assert (saved[0], saved[last]) == (111, 222)
    assert changed_files(site) == [TREATMENTS]
    # Bo saves again from the same form: Anna's price stays.
    response = persist(bo, TREATMENTS, with_price(with_price(text, last, 222), 1, 333))
    assert response.status_code == 200, response.text
    assert prices(site.text(TREATMENTS))[:2] == [111, 333]


def test_two_editors_changing_the_same_lines_the_second_is_refused_naming_the_first(site):
    anna, bo = editor(site, "anna"), editor(site, "bo")
    text = read(anna, TREATMENTS)
    read(bo, TREATMENTS)
    site.clock.advance(60)
    assert persist(anna, TREATMENTS, with_price(text, 0, 111)).status_code == 200
    head = site.head()
    response = persist(bo, TREATMENTS, with_price(text, 0, 222))
    assert response.status_code == 409
    line = response.json()["error"]
    label = SECTION_FILES[TREATMENTS].label
    at = float(git(site.root, "log", "-1", "--format=%at"))
    assert line == (
        f"anna sparade {label} {local_time.shown(at, site.clock())}, efter att du öppnade den, "
        "och ändrade samma rader. Ladda om sidan och gör om din ändring."
    )
    assert site.head() == head
    assert prices(site.text(TREATMENTS))[0] == 111


def test_a_merged_result_the_build_refuses_is_refused(site):
    anna, bo = editor(site, "anna"), editor(site, "bo")
    text = read(anna, TREATMENTS)
    read(bo, TREATMENTS)
    # Two services no other part of the content names by their key: each
    # renamed alone is fine; both renamed alike, two services share a key.
    elsewhere = "".join(site.text(path) for path in SECTION_FILES if path != TREATMENTS)
    keys = [
        found
        for found in re.finditer(r"^ +- key: (\S+)$", text, re.M)
        if found.group(1) not in elsewhere
    ]
    first, last = keys[0], keys[-1]
    renamed = text[: first.start(1)] + "dubblett" + text[first.end(1) :]
    other = text[: last.start(1)] + "dubblett" + text[last.end(1) :]
    assert persist(anna, TREATMENTS, renamed).status_code == 200
    head = site.head()
    response = persist(bo, TREATMENTS, other)
    assert response.status_code == 422
    assert TREATMENTS in response.json()["error"]
    assert site.head() == head


def test_a_save_without_a_read_is_refused(site):
    client = editor(site)
    text = site.text(TREATMENTS)
    response = persist(client, TREATMENTS, with_price(text, 0, 5))
    assert response.status_code == 409


# --- the publisher -------------------------------------------------------------------


def test_status_is_the_publishers_state_and_the_head(site):
    client = editor(site)
    site.publisher.current.commit = site.head()
    status = call(client, "status").json()
    assert status == {
        "state": "published",
        "published_at": site.publisher.current.published_at,
        "commit": site.head(),
        "error": None,
        "head": site.head(),
    }


def test_a_publisher_that_fails_leaves_the_commit_and_status_says_so(site):
    class Broken:
        def request(self):
            raise RuntimeError("no builds today")

        def state(self):
            raise RuntimeError("no state")

    site.editor.endpoint.actions.publisher = lambda: Broken()
    site.editor.endpoint.actions.saver.publisher = lambda: Broken()
    client = editor(site)
    text = read(client, TREATMENTS)
    assert persist(client, TREATMENTS, with_price(text, 0, 444)).status_code == 200
    assert prices(site.text(TREATMENTS))[0] == 444
    assert call(client, "status").status_code == 503


# --- history and undo ----------------------------------------------------------------


def test_the_history_lists_who_when_and_which_section(site):
    anna = editor(site)
    text = read(anna, TREATMENTS)
    persist(anna, TREATMENTS, with_price(text, 0, 123), "Update Innehåll “treatments”")
    changes = call(anna, "history").json()["changes"]
    newest, first = changes[0], changes[-1]
    assert newest["author"] == "anna"
    assert newest["sections"] == [SECTION_FILES[TREATMENTS].label]
    assert newest["at"] == float(git(site.root, "log", "-1", "--format=%at"))
    assert newest["undoable"] is True
    # The first commit made the whole site: not an /admin/ change to undo.
    assert first["message"] == BASE_COMMIT_MESSAGE and first["undoable"] is False
    photos = len(git(site.root, "ls-tree", "--name-only", "HEAD", "images/source/").split())
    *sections, pictures, other = first["sections"]
    assert sorted(sections) == sorted(section.label for section in SECTIONS)
    assert (pictures, other) == (f"{photos} foton", "1 annan fil")  # content/cms.yml


def test_undo_is_a_revert_commit_checked_and_published(site):
    anna, bo = editor(site, "anna"), editor(site, "bo")
    text = read(anna, TREATMENTS)
    original = prices(text)
    persist(anna, TREATMENTS, with_price(text, 0, 123), "Update Innehåll “treatments”")
    saved = site.head()
    requests = site.publisher.requests
    response = call(bo, "undo", {"commit": saved})
    assert response.status_code == 200, response.text
    assert prices(site.text(TREATMENTS)) == original
    assert changed_files(site) == [TREATMENTS]
    subject, author = git(site.root, "log", "-1", "--format=%s|%an").strip().split("|")
    assert (subject, author) == ('Ångra "Update Innehåll “treatments”"', "bo")
    assert site.publisher.requests == requests + 1
    # Twice is once.
    assert call(bo, "undo", {"commit": saved}).status_code == 409


def test_undo_of_an_older_change_keeps_the_later_ones_apart(site):
    anna = editor(site)
    text = read(anna, TREATMENTS)
    last = len(prices(text)) - 1
    persist(anna, TREATMENTS, with_price(text, 0, 123))
    first = site.head()
    persist(anna, TREATMENTS, with_price(with_price(text, 0, 123), last, 456))
    assert call(anna, "undo", {"commit": first}).status_code == 200
    now = prices(site.text(TREATMENTS))
    assert (now[0], now[last]) == (prices(text)[0], 456)


def test_undo_meeting_a_later_change_to_the_same_lines_is_refused_naming_it(site):
    anna, bo = editor(site, "anna"), editor(site, "bo")
    text = read(anna, TREATMENTS)
    persist(anna, TREATMENTS, with_price(text, 0, 123))
    first = site.head()
    later = read(bo, TREATMENTS)
    persist(bo, TREATMENTS, with_price(later, 0, 321))
    head = site.head()
    response = call(anna, "undo", {"commit": first})
    assert response.status_code == 409
    line = response.json()["error"]
    assert line.startswith("Ändringen kan inte ångras: bo ändrade ")
    assert site.head() == head


def test_undo_that_the_build_would_refuse_is_refused(site):
    anna = editor(site)
    text = read(anna, PICTURES)
    data = photo(1600, 1200, "JPEG")
    call(
        anna,
        "persistMedia",
        {
            "asset": {"path": "images/source/ny.jpg", "content": b64(data), "encoding": "base64"},
            "options": {"commitMessage": "Upload “ny.jpg”"},
        },
    )
    uploaded = site.head()
    used = re.search(r"image: (\S+\.jpg)", text)
    assert (
        persist(anna, PICTURES, text[: used.start(1)] + "ny.jpg" + text[used.end(1) :]).status_code
        == 200
    )
    head = site.head()
    # Undoing the upload would take away a photo the pictures now use.
    response = call(anna, "undo", {"commit": uploaded})
    assert response.status_code == 422
    assert "no photo 'ny.jpg'" in response.json()["error"]
    assert site.head() == head


@pytest.mark.parametrize("commit", ["HEAD", "0" * 40, "not a commit", None])
def test_undo_of_something_not_in_the_history_is_refused(site, commit):
    client = editor(site)
    head = site.head()
    response = call(client, "undo", {"commit": commit})
    assert response.status_code in (400, 404)
    assert site.head() == head


def test_a_change_made_outside_admin_with_code_cannot_be_undone_here(site):
    (site.root / "notes.py").write_text("x = 1\n")
    hours = site.root / HOURS
    hours.write_text(hours.read_text() + "\n")
    git(site.root, "add", "-A")
    git(site.root, "commit", "-q", "-m", "code and content")
    client = editor(site)
    change = call(client, "history").json()["changes"][0]
    assert change["message"] == "code and content" and change["undoable"] is False
    response = call(client, "undo", {"commit": change["commit"]})
    assert response.status_code == 422
