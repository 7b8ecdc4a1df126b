"""A lockfile cut short by a killed `reflex run` worker is dropped before the
next compile's install (static_first/plugins/lockfile_repair.py)."""

from static_first.plugins.lockfile_repair import repair

WHOLE = '{\n  "lockfileVersion": 1,\n  "packages": {\n    "react": ["react@19.2.0", "", {}, ""],\n  }\n}\n'


def layout(tmp_path, persisted: str | None, mirrored: str | None):
    root, web = tmp_path, tmp_path / ".web"
    (root / "reflex.lock").mkdir(parents=True)
    web.mkdir()
    for folder, text in ((root / "reflex.lock", persisted), (web, mirrored)):
        if text is not None:
            (folder / "bun.lock").write_text(text)
    return root, web


def test_an_empty_lockfile_is_removed_in_both_places(tmp_path):
    root, web = layout(tmp_path, "", WHOLE)
    assert repair(root, web) == [root / "reflex.lock" / "bun.lock", web / "bun.lock"]
    assert not (root / "reflex.lock" / "bun.lock").exists()
    assert not (web / "bun.lock").exists()


def test_a_lockfile_cut_mid_way_is_removed(tmp_path):
    root, web = layout(tmp_path, WHOLE, WHOLE[: len(WHOLE) // 2])
    assert len(repair(root, web)) == 2


def test_whole_lockfiles_and_none_are_left_alone(tmp_path):
    root, web = layout(tmp_path, WHOLE, WHOLE)
    assert repair(root, web) == []
    assert (root / "reflex.lock" / "bun.lock").read_text() == WHOLE
    assert repair(*layout(tmp_path / "fresh", None, None)) == []
