"""The check behind "no English word of the editor shows" (tests/decap.py,
used by tests/e2e/test_admin.py): it must see English and let Swedish and
the salon's own words pass."""

from tests.decap import english_shown, phrase_keys, words

ENGLISH = {
    "editor": {
        "list": {"add": "Add %{item}", "delete": "Delete"},
        "toolbar": {"view": "View Live"},
    },
    "media": "Media",
}
SWEDISH = {
    "editor": {
        "list": {"add": "Lägg till %{item}", "delete": "Radera"},
        "toolbar": {"view": "Visa Live"},
    },
    "media": "Media",
}


def test_an_english_word_of_the_editor_is_found():
    shown = ["Add prislista", "Lägg till kategori", "2 kategorier", "Delete"]
    assert english_shown(shown, ENGLISH, SWEDISH, own=set()) == ["Add prislista", "Delete"]


def test_swedish_and_words_both_languages_use_pass():
    # "Media" and "Live" are in Decap's Swedish too: not the English UI's alone.
    assert english_shown(["Media", "Visa Live", "Radera"], ENGLISH, SWEDISH, own=set()) == []


def test_the_salons_own_words_pass_even_where_they_look_english():
    assert english_shown(["Delete"], ENGLISH, SWEDISH, own={"delete"}) == []


def test_words_are_letters_in_lower_case_without_placeholders():
    assert words({"a": ["Add %{item}", "Ändra 2 gånger"]}) == {"add", "ändra", "gånger"}
    assert phrase_keys(ENGLISH) == {
        "editor.list.add",
        "editor.list.delete",
        "editor.toolbar.view",
        "media",
    }
