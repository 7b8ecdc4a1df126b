"""The CMS's form covers the content exactly: every content key has one form
field and every form field one content key, each with the widget its kind of
value needs, and the form accepts the content as it stands. The content's
sections are its entries, one per file, and none of them is most of the form.

The form is the one the build writes to /admin/config.yml
(salon/plugins/admin.py), made from the content model's schema; the keys come
from the model itself (salon/content_model/) and from the files in content/.
"""

from __future__ import annotations

import re
import typing
from types import UnionType

import pytest
from pydantic import BaseModel

from salon import paths
from salon.content import CONTENT
from salon.content_model import SECTIONS, Content, read_content
from salon.content_model.fields import UPLOAD_MAX_BYTES
from salon.content_model.slots import FOCUS
from salon.opening_hours.calendar import WEEKDAYS, build_date, holiday_names
from salon.plugins import admin
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
    everything (issue 29): counted as form fields, nested ones included."""
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
    for path in (
        "categories[].services[].price",
        "categories[].grid_price_override",
        "hero_teasers[].from_price_override",
        "popular[].from_price_override",
    ):
        field = form[path]
        assert (field["widget"], field["value_type"], field["min"]) == ("number", "int", 1), path


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
                    assert value in spec["options"], (path, value)
                if "min" in spec and spec.get("widget") == "number":
                    assert value >= spec["min"], (path, value)
    assert checked > 300
