"""English beside Swedish: the English texts laid over the Swedish content,
what a missing or misplaced translation does, and turning English off.

The example's English is complete; these tests break copies of it
(`tests/content_edit.py`) the way an owner or the CMS could.
"""

from __future__ import annotations

import re
import shutil
import warnings

import pytest

from salon import routes, seo
from salon.components.header import language_switch
from salon.content import Contents
from salon.content_model import SECTIONS, ContentError, ContentWarning, Foreign, load_languages
from salon.locales import DEFAULT, ENGLISH
from salon.paths import CONTENT_DIR
from tests.content import CONTENT, CONTENTS
from tests.content_edit import BUILD, DOCUMENT, contents_with, edited

EN = DOCUMENT.translations["en"]
KLIPPNING = 0


def english_with(changes: dict) -> tuple[dict, list[str]]:
    """The contents with `changes` made to the English block, and the
    warning lines the build prints for them."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ContentWarning)
        from salon.content_model import validate_languages

        contents = validate_languages(edited({}, {"en": changes}), BUILD)
    return contents, [str(w.message) for w in caught if issubclass(w.category, ContentWarning)]


def test_the_example_english_is_complete_and_warns_of_nothing():
    contents, lines = english_with({})
    assert lines == []
    assert list(contents) == [locale.code for locale in CONTENT.languages] == ["sv", "en"]
    english = contents["en"]
    assert english.locale == ENGLISH and contents["sv"].locale == DEFAULT
    assert english.texts.menu != CONTENT.texts.menu
    assert not isinstance(english.texts.menu, Foreign)


def test_numbers_times_links_and_photos_are_the_swedish_ones():
    english = CONTENTS["en"]
    assert english.hours == CONTENT.hours
    assert [s.price for s in english.services] == [s.price for s in CONTENT.services]
    assert [s.booking_url for s in english.services] == [s.booking_url for s in CONTENT.services]
    assert [p.image for p in english.salon_pictures] == [p.image for p in CONTENT.salon_pictures]
    assert english.contact == CONTENT.contact
    assert english.site_url == CONTENT.site_url


def files_with(tmp_path, file: str, old: str, new: str) -> tuple[dict, list[str]]:
    """The contents of a copy of content/ whose `file` has `old` (once, in
    its English block) replaced by `new`, and the warning lines the build prints."""
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    english = text.index("\nen:\n")
    assert text.count(old, english) == 1, f"{file}'s English has no {old!r} once"
    path.write_text(text[:english] + text[english:].replace(old, new), encoding="utf-8")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ContentWarning)
        contents = load_languages(folder, BUILD)
    lines = [str(w.message).replace(f"{folder}/", "content/") for w in caught]
    return contents, lines


def test_a_missing_text_shows_the_swedish_marked_and_warns_once_naming_file_line_and_field(
    tmp_path,
):
    english = CONTENTS["en"]
    contents, lines = files_with(tmp_path, "texts.yml", f"    menu: {english.texts.menu}\n", "")
    menu = contents["en"].texts.menu
    assert menu == CONTENT.texts.menu
    assert isinstance(menu, Foreign) and menu.lang == "sv"
    # At the Swedish text to translate.
    assert lines == [
        f"content/texts.yml:{DOCUMENT.line(('texts', 'menu'))}: "
        "en.texts.menu: no English text: its pages show the Swedish"
    ]


def test_an_empty_text_counts_as_missing():
    """The CMS saves a cleared field as an empty string."""
    contents, lines = english_with({("texts", "menu"): ""})
    assert contents["en"].texts.menu == CONTENT.texts.menu
    assert len(lines) == 1 and "en.texts.menu: no English text" in lines[0]


def test_a_list_follows_the_swedish_item_by_item(tmp_path):
    swedish = CONTENT.categories[KLIPPNING].services
    english = CONTENTS["en"].categories[KLIPPNING].services
    last = f"        - name: {english[-1].name}\n"
    contents, lines = files_with(tmp_path, "treatments.yml", last, "")
    shown_names = contents["en"].categories[KLIPPNING].services
    assert [s.name for s in shown_names[:-1]] == [s.name for s in english[:-1]]
    assert shown_names[-1].name == swedish[-1].name and shown_names[-1].name.lang == "sv"
    assert lines == [
        f"content/treatments.yml:"
        f"{DOCUMENT.line(('categories', KLIPPNING, 'services', len(swedish) - 1, 'name'))}: "
        f"en.categories[klippning].services[{swedish[-1].key}].name: no English text: "
        "its pages show the Swedish"
    ]


def test_an_english_list_longer_than_the_swedish_is_out_of_step_and_shows_the_swedish():
    """A Swedish item removed and its English left: from it on, each English
    name would sit beside the next treatment's price. Which one went is not
    known, so none of the list's English is used, with one warning."""
    swedish = CONTENT.categories[KLIPPNING].services
    path = ("categories", KLIPPNING, "services")
    english = EN.data["categories"][KLIPPNING]["services"]
    contents, lines = english_with(
        {path: [english[0], {"name": "Removed in Swedish"}, *english[1:]]}
    )
    shown = contents["en"].categories[KLIPPNING].services
    assert [s.name for s in shown] == [s.name for s in swedish]
    assert all(isinstance(s.name, Foreign) and s.name.lang == "sv" for s in shown)
    # The other lists keep their English.
    assert contents["en"].categories[1:] == CONTENTS["en"].categories[1:]
    assert lines == [
        f"content/treatments.yml:{EN.line(path)}: en.categories[klippning].services: "
        f"{len(swedish) + 1} items, the Swedish list {len(swedish)}: out of step (a translation "
        "follows the list item by item), so its pages show the Swedish until the lists match"
    ]


def test_a_price_written_in_english_is_ignored_and_the_warning_names_its_line():
    path = ("categories", KLIPPNING, "services", 0, "price")
    contents, lines = english_with({path: 1})
    assert contents["en"].categories[KLIPPNING].services[0].price == CONTENT.services[0].price
    (line,) = lines
    assert re.fullmatch(
        r"content/treatments\.yml:(\d+): en\.categories\[klippning\]\.services\[damklippning\]"
        r"\.price: not translated: the Swedish value is used \(write it there\)",
        line,
    )
    # The same value as the Swedish is no mistake worth a line (the CMS may write one).
    _, lines = english_with({path: CONTENT.services[0].price})
    assert lines == []


def test_a_bad_english_text_is_one_error_line_at_its_english_line():
    note = ("hours_exceptions", 0, "note")
    with pytest.raises(ContentError) as caught:
        english_with({note: "Closed for the whole of the summer holidays"})
    (line,) = caught.value.errors
    assert re.fullmatch(
        rf"content/hours\.yml:{EN.line(note)}: en\.hours_exceptions\[\d{{4}}-\d\d-\d\d\]\.note: "
        r"at most 30 characters, got \d+",
        line,
    )


def test_english_pages_mark_swedish_text_with_its_language():
    contents, _ = english_with({("about_story", 0): ""})
    contents = Contents(contents)
    english = str(routes.get("about", ENGLISH, contents=contents).component())
    swedish = str(routes.get("about", DEFAULT, contents=contents).component())
    story = CONTENT.about_story[0]
    marked = re.compile(r'jsx\("span",\{lang:"sv"\},"' + re.escape(story[:20]))
    assert marked.search(english.encode().decode("unicode_escape"))
    assert not marked.search(swedish.encode().decode("unicode_escape"))


def test_english_off_builds_swedish_alone(monkeypatch):
    contents = contents_with({("english",): False})
    assert list(contents) == ["sv"]
    contents = Contents(contents)
    assert routes.languages(contents) == (DEFAULT,)
    assert {route.locale for route in routes.all_routes(contents=contents)} == {DEFAULT}
    home = routes.get("home", contents=contents)
    assert language_switch(home) == []
    assert seo.alternates(home) == []
    tags = seo.page_args(home)["meta"]
    assert not [
        t for t in tags if isinstance(t, dict) and t.get("property") == "og:locale:alternate"
    ]
    from salon.site import describe
    from static_first.plugins.multilingual_sitemap import sitemap_xml

    # The build plugins ask `load()` for the content.
    monkeypatch.setattr("salon.content.load", lambda: contents)

    sitemap = sitemap_xml(describe())
    assert "hreflang" not in sitemap and "/en/" not in sitemap


@pytest.mark.parametrize("empty", ["", "en:\n"])
def test_a_file_without_an_english_block_is_one_line_naming_where_to_add_it(tmp_path, empty):
    """/admin/ saves a file only when it holds each language's block: a file
    without one (or with `en:` and nothing under it) stops the build, one
    line naming the file and its Swedish block; `en: {}` will do."""
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / SECTIONS[0].file
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if line.startswith("en:"))
    swedish = next(i for i, line in enumerate(lines) if line.startswith("sv:")) + 1
    path.write_text("".join(lines[:start]) + empty, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_languages(folder, BUILD)
    assert [e.replace(f"{folder}/", "content/") for e in caught.value.errors] == [
        f"content/{path.name}:{swedish}: en: missing: /admin/ saves a file only when it holds "
        "a block for each language; add `en: {}` at its end"
    ]
    path.write_text("".join(lines[:start]) + "en: {}\n", encoding="utf-8")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ContentWarning)  # its texts now untranslated
        assert list(load_languages(folder, BUILD)) == ["sv", "en"]
