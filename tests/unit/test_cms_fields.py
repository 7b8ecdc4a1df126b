"""The CMS's form covers the content exactly: every content key has one form
field and every form field one content key, each with the widget its kind of
value needs, and the form accepts the content as it stands. The content's
sections are its entries, one per file, and none of them is most of the form.
Each language the site is built in has its pane, side by side: a translated
text is in every pane, everything else in the Swedish one only, and the
English block of each file holds only what the English pane edits.

The form is the one the build writes to /admin/config.yml
(salon/cms/admin.py), made from the content model's schema; the keys come
from the model itself (salon/content_model/) and from the files in content/.
"""

from __future__ import annotations

import re
import typing
from types import UnionType

import pytest
from pydantic import BaseModel

from salon import paths
from salon.calendar import WEEKDAYS, build_date, holiday_names
from salon.cms import admin, cms_config, cms_settings
from salon.content_model import SECTIONS, Content, read, read_content
from salon.content_model.fields import UPLOAD_MAX_BYTES
from salon.content_model.translation import has_texts
from salon.images.slots import FOCUS
from salon.locales import DEFAULT
from tests.content import CONTENT, CONTENTS
from tests.decap import ITEMS, config_entries, content_form, form_paths, generated_config


def model_paths(kind, prefix: str = "") -> set[str]:
    """Every key the content model allows, as paths."""
    found = set()
    for name, info in kind.model_fields.items():
        path = f"{prefix}.{name}" if prefix else name
        found.add(path)
        found |= _nested_paths(info.annotation, path)
    return found


def _nested_paths(annotation, path: str) -> set[str]:
    while typing.get_origin(annotation) in (typing.Annotated, typing.Union, UnionType):
        annotation = next(a for a in typing.get_args(annotation) if a is not type(None))
    if typing.get_origin(annotation) is tuple:
        item = typing.get_args(annotation)[0]
        return _nested_paths(item, path + ITEMS)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return model_paths(annotation, path)
    return set()


def data_paths(data, prefix: str = "") -> set[str]:
    """Every key used in the content file."""
    found = set()
    if isinstance(data, dict):
        for key, value in data.items():
            path = f"{prefix}.{key}" if prefix else key
            found.add(path)
            found |= data_paths(value, path)
    elif isinstance(data, list):
        for item in data:
            found |= data_paths(item, prefix + ITEMS)
    return found


@pytest.fixture(scope="module")
def config() -> dict:
    return generated_config()


@pytest.fixture(scope="module")
def form(config) -> dict[str, dict]:
    return content_form(config)


@pytest.fixture(scope="module")
def content_data():
    return read_content().data


def test_every_content_key_has_one_form_field_and_every_form_field_a_key(form):
    keys = model_paths(Content)
    assert sorted(keys - form.keys()) == [], "content keys without a form field"
    assert sorted(form.keys() - keys) == [], "form fields without a content key"


def test_every_key_in_the_content_file_is_in_the_form(form, content_data):
    assert sorted(data_paths(content_data) - form.keys()) == []


def test_the_check_itself_sees_a_missing_field(config):
    every = [field for entry in config_entries(config) for field in entry["fields"]]
    fewer = [field for field in every if field["name"] != "hours"]
    assert "hours[].closes" in model_paths(Content) - form_paths(fewer).keys()


def test_each_section_is_an_entry_of_its_own_file(config):
    folder = paths.CONTENT_DIR.relative_to(paths.ROOT).as_posix()
    assert [
        (entry["name"], entry["label"], entry["file"], [f["name"] for f in entry["fields"]])
        for entry in config_entries(config)
    ] == [
        (section.name, section.label, f"{folder}/{section.file}", list(section.fields))
        for section in SECTIONS
    ]
    assert len({entry["label"] for entry in config_entries(config)}) == len(SECTIONS)


PRICE_LIST = "categories[].services[].price"
SHARE_MAX = 0.40


def test_no_entry_holding_the_price_list_carries_over_40_percent_of_the_fields(config):
    """The owner who changes a price opens a form of a few fields, not one of
    everything: counted as form fields, nested ones included."""
    counts = {entry["name"]: len(form_paths(entry["fields"])) for entry in config_entries(config)}
    (holding,) = [
        entry["name"]
        for entry in config_entries(config)
        if PRICE_LIST in form_paths(entry["fields"])
    ]
    share = counts[holding] / sum(counts.values())
    assert 0 < share <= SHARE_MAX, (holding, counts)


def test_only_the_entries_with_a_preview_template_show_the_preview_pane(config):
    shown = {entry["name"] for entry in config_entries(config) if entry["editor"]["preview"]}
    assert shown == set(admin.PREVIEWS)


def test_every_field_has_a_swedish_label(form):
    for path, field in form.items():
        assert field["label"] and field["label"] != field["name"], path
        assert not re.search(r"[A-Z][a-z]+[A-Z]", field["label"]), (path, field["label"])


def test_every_list_names_one_item_and_shows_each_item_by_its_own_words(form):
    """The add button reads "Lägg till behandling", not "Add behandlingar";
    a collapsed booking rule shows its text, not the list's label."""
    lists = {path: field for path, field in form.items() if field.get("widget") == "list"}
    assert "booking_rules" in lists and "categories[].services" in lists
    for path, field in lists.items():
        assert field.get("label_singular"), path
        names = [item["name"] for item in field.get("fields", [field.get("field", {})])]
        shown = re.fullmatch(r"\{\{fields\.(\w+) \| truncate\(\d+, '…'\)\}\}", field["summary"])
        assert shown and shown[1] in names, (path, field["summary"])
    assert form["booking_rules"]["summary"].startswith("{{fields.booking_rules |")


def test_prices_are_whole_numbers_above_zero(form):
    field = form["categories[].services[].price"]
    assert (field["widget"], field["value_type"], field["min"]) == ("number", "int", 1)


def test_opening_times_carry_the_time_pattern(form):
    for path in (
        "hours[].opens",
        "hours[].closes",
        "holiday_policy[].opens",
        "holiday_policy[].closes",
        "hours_exceptions[].opens",
        "hours_exceptions[].closes",
    ):
        pattern, message = form[path]["pattern"]
        assert re.fullmatch(pattern, "17:00") and re.fullmatch(pattern, "09:30"), path
        for bad in ("25:00", "9:00", "17.00", "17:60", ""):
            assert not re.fullmatch(pattern, bad), (path, bad)
        assert message


def test_closure_days_are_dates(form):
    for path in ("hours_exceptions[].start", "hours_exceptions[].end", "accessibility.last_review"):
        field = form[path]
        assert field["widget"] == "datetime" and field["time_format"] is False, path
        assert field["format"] == field["date_format"] == "YYYY-MM-DD", path
    assert form["hours_exceptions[].end"]["required"] is False
    assert "required" not in form["hours_exceptions[].start"]


def test_weekdays_and_holidays_are_chosen_from_a_list(form):
    assert form["hours[].day"]["widget"] == "select"
    assert form["hours[].day"]["options"] == list(WEEKDAYS)
    holiday = form["holiday_policy[].holiday"]
    assert holiday["widget"] == "select"
    assert set(holiday["options"]) == holiday_names(build_date().year)
    assert {rule.holiday for rule in CONTENT.holiday_policy} <= set(holiday["options"])


def test_lists_and_photos(form):
    for path in (
        "categories",
        "categories[].services",
        "faq",
        "testimonials",
        "hours",
        "holiday_policy",
        "hours_exceptions",
        "booking_rules",
        "hero_slides",
    ):
        assert form[path]["widget"] == "list", path
    for path in (
        "hero_slides[].image",
        "testimonials[].image",
        "popular[].image",
        "salon_pictures[].image",
        "instagram_pictures[].image",
        "share_image",
    ):
        assert form[path]["widget"] == "image", path
        # Decap's media library refuses a larger upload (in Swedish).
        assert form[path]["media_library"] == {"config": {"max_file_size": UPLOAD_MAX_BYTES}}
        # Each photo's focus: one of the owner's words, or none (the middle).
        focus = form[f"{path}_focus" if path == "share_image" else f"{path[:-5]}focus"]
        assert (focus["widget"], focus["options"], focus["required"]) == (
            "select",
            list(FOCUS),
            False,
        ), path
    # A list the site needs an entry of cannot be emptied; closures can.
    assert form["hours"]["min"] == 1 and "required" not in form["hours"]
    assert form["hours_exceptions"]["required"] is False


def test_paragraphs_get_a_text_box(form):
    assert form["faq[].answer"]["widget"] == "text"
    assert form["privacy.sections[].paragraphs"]["field"]["widget"] == "text"
    assert form["faq[].question"]["widget"] == "string"


def _values(data, path: str):
    """The values at `path` in the content file's data."""
    head, _, rest = path.partition(".")
    items = head.endswith(ITEMS)
    node = data.get(head.removesuffix(ITEMS)) if isinstance(data, dict) else None
    nodes = node if items and isinstance(node, list) else [node]
    for node in nodes:
        if node is None:
            continue
        if rest:
            yield from _values(node, rest)
        else:
            yield node


def test_the_form_accepts_the_content_as_it_stands(form, content_data):
    """Every value in the file passes its field's pattern, bounds and options:
    the owner can save the file the form opened."""
    checked = 0
    for path, field in form.items():
        for value in _values(content_data, path):
            values = value if isinstance(value, list) and "field" in field else [value]
            spec = field.get("field", field)
            for value in values:
                checked += 1
                if "pattern" in spec and isinstance(value, str):
                    assert re.search(spec["pattern"][0], value), (path, value)
                if "options" in spec:
                    # An option is a value, or a {label, value} (salon/cms/cms_config.py).
                    options = [o["value"] if isinstance(o, dict) else o for o in spec["options"]]
                    assert value in options, (path, value)
                if "min" in spec and spec.get("widget") == "number":
                    assert value >= spec["min"], (path, value)
    assert checked > 300


# --- the languages side by side -------------------------------------------------------


def schema_nodes(node: dict, defs: dict, prefix: str = "") -> dict[str, dict]:
    """Every property of the content's JSON Schema by its path, as form_paths
    names form fields, with references followed and "or nothing" left out."""
    found = {}
    for name, child in node.get("properties", {}).items():
        path = f"{prefix}.{name}" if prefix else name
        child = _plain(child, defs)
        found[path] = child
        if child.get("type") == "array":
            items = _plain(child["items"], defs)
            found[path + ITEMS] = items
            found |= schema_nodes(items, defs, path + ITEMS)
        else:
            found |= schema_nodes(child, defs, path)
    return found


def _plain(node: dict, defs: dict) -> dict:
    while True:
        if "$ref" in node:
            rest = {k: v for k, v in node.items() if k != "$ref"}
            node = {**defs[node["$ref"].rsplit("/", 1)[1]], **rest}
        elif len(node.get("allOf", ())) == 1:
            node = {**node["allOf"][0], **{k: v for k, v in node.items() if k != "allOf"}}
        elif "anyOf" in node:
            (kept,) = [n for n in node["anyOf"] if n.get("type") != "null"]
            node = {**kept, **{k: v for k, v in node.items() if k != "anyOf"}}
        else:
            return node


@pytest.fixture(scope="module")
def nodes() -> dict[str, dict]:
    schema = Content.model_json_schema()
    return schema_nodes(schema, schema["$defs"])


def test_the_languages_are_the_built_ones_swedish_first_one_file_each(config):
    codes = [locale.code for locale in CONTENT.languages]
    assert codes[0] == DEFAULT.code and len(codes) > 1, "the example content is in English too"
    assert config["i18n"] == {
        "structure": "single_file",
        "locales": codes,
        "default_locale": DEFAULT.code,
    }
    (collection,) = config["collections"]
    assert collection["i18n"] is True
    assert all(entry["i18n"] is True for entry in config_entries(config))


def test_a_translated_text_and_what_holds_one_are_in_every_pane_the_rest_in_the_swedish_only(
    form, nodes
):
    """The form's `i18n` is the loader's own rule (translation.has_texts): a
    text the English pages read from the English block is in the English
    pane, a price, time, link or key is typed once, in the Swedish."""
    assert sorted(form.keys() - nodes.keys()) == []
    shown = {path: field["i18n"] for path, field in form.items()}
    for path, field in form.items():
        if "field" in field:  # a list of plain values: its one field
            shown[path + ITEMS] = field["field"]["i18n"]
    expected = {path: has_texts(nodes[path]) for path in shown}
    assert shown == expected
    # The owner's everyday values, by name: the check sees them.
    for path in (
        "categories[].services[].price",
        "categories[].services[].booking_url",
        "hours[].opens",
        "hours_exceptions[].start",
        "salon_pictures[].image",
        "contact.phone",
    ):
        assert shown[path] is False, path
    for path in ("categories", "categories[].services", "categories[].services[].name", "faq"):
        assert shown[path] is True, path


def test_nothing_is_duplicated_into_another_language(form):
    """Decap refuses `i18n: duplicate` on a list (decap-cms #7332); on any
    other field it would copy the Swedish value into the English block."""
    values = {field["i18n"] for field in form.values()}
    values |= {field["field"]["i18n"] for field in form.values() if "field" in field}
    assert values == {True, False}


def translated_paths(block, form: dict[str, dict], prefix: str = "") -> list[tuple[str, bool]]:
    """Each key path of a language's block, with whether the form translates it."""
    found = []
    if isinstance(block, dict):
        for key, value in block.items():
            path = f"{prefix}.{key}" if prefix else key
            field = form.get(path)
            found.append((path, bool(field and field["i18n"])))
            found += translated_paths(value, form, path)
    elif isinstance(block, list):
        for item in block:
            found += translated_paths(item, form, prefix + ITEMS)
    return found


def test_the_english_block_of_every_file_holds_only_translated_texts(form):
    """What Decap writes under `en:` is what its English pane edits: a key the
    pane does not show (a price, a key, a time) would be a second copy."""
    checked = 0
    for section in SECTIONS:
        blocks = read(paths.CONTENT_DIR / section.file).data
        for code, block in blocks.items():
            if code == DEFAULT.code:
                continue
            found = translated_paths(block, form)
            checked += len(found)
            assert [path for path, translated in found if not translated] == [], section.file
    assert checked > 100


def test_the_check_of_the_english_block_sees_an_untranslated_key(form):
    block = {"categories": [{"title": "Haircuts", "services": [{"name": "Cut", "price": 5}]}]}
    assert [path for path, ok in translated_paths(block, form) if not ok] == [
        "categories[].services[].price"
    ]


def test_without_english_each_file_is_its_swedish_block(config):
    """The `english` setting off: no i18n; each entry's fields stand in the
    one field `sv`, the file's Swedish block, and Decap keeps the `en:`
    block it does not edit as it was."""
    swedish = cms_config.cms_config(
        Content.model_json_schema(),
        cms_settings.load_settings(),
        entries=admin.entries(),
        locales=[DEFAULT.code],
        site_url=CONTENT.site_url,
        logo_url="/admin/logo.svg",
    )
    assert "i18n" not in swedish and "i18n" not in swedish["collections"][0]
    assert cms_config.block([DEFAULT.code]) == DEFAULT.code
    assert cms_config.block([locale.code for locale in CONTENT.languages]) is None
    for entry, both in zip(config_entries(swedish), config_entries(config), strict=True):
        (block,) = entry["fields"]
        assert (block["name"], block["widget"]) == (DEFAULT.code, "object")
        assert [f["name"] for f in block["fields"]] == [f["name"] for f in both["fields"]]
        assert "i18n" not in entry
        assert not any("i18n" in field for field in form_paths(block["fields"]).values())


def test_the_previews_get_the_words_of_each_built_language_the_default_first():
    """The preview draws the language the form's left pane writes in, in
    that language's words (assets/js/admin/preview.js)."""
    words = admin.site_data("/", CONTENTS)["words"]
    assert list(words) == list(CONTENTS) == [locale.code for locale in CONTENT.languages]
    for code, content in CONTENTS.items():
        assert words[code]["hoursTitle"] == content.texts.hours_page_title
        assert words[code]["price"] == content.texts.price
    assert words[DEFAULT.code] != words[list(words)[-1]]
    # Each language edited in its own pane: the preview reads the entry's data.
    assert admin.site_data("/", CONTENTS)["block"] is None
