"""The content module's shape (its errors: test_content_errors.py). The
spec's literal values are pinned in test_example_content.py."""

import ast
from pathlib import Path
from typing import Any, get_args

import pytest
from pydantic import BaseModel

from salon import content_model
from salon.calendar import WEEKDAYS
from salon.content_model import Content, Pages, Service
from salon.locales import ENGLISH, SWEDISH
from tests.content import CONTENT, CONTENTS
from tests.content_edit import content_with

ROOT = Path(__file__).resolve().parents[2]


def all_services() -> list[Service]:
    return [service for category in CONTENT.categories for service in category.services]


def test_content_is_valid():
    assert content_with({}) == CONTENT


def test_week_has_seven_rows_in_order():
    assert tuple(row.day for row in CONTENT.hours) == WEEKDAYS
    for row in CONTENT.hours:
        assert row.label == f"{row.opens}–{row.closes}"


@pytest.mark.parametrize("code", CONTENTS)
def test_prices_show_as_each_language_writes_the_lists_numbers(code):
    content = CONTENTS[code]
    before_from = content.texts.from_price.split("{price}")[0]
    for s in content.services:
        label = content.price_label(s)
        assert label.startswith(before_from) is s.from_price, label
        assert content.locale.amount(s.price) in label
    # The same numbers in every language.
    assert [s.price for s in content.services] == [s.price for s in all_services()]


def test_amounts_are_grouped_as_each_language_reads_them():
    assert SWEDISH.amount(1350) == "1350"
    assert ENGLISH.amount(1350) == "1,350"


def test_services_grid_tiles_are_list_entries_or_whole_categories():
    for key, tile in zip(CONTENT.grid_service_keys, CONTENT.grid_services):
        if key in {c.key for c in CONTENT.categories}:
            category = CONTENT.category(key)
            prices = [service.price for service in category.services]
            assert (tile.name, tile.price) == (category.title, min(prices))
            assert tile.from_price is (len(set(prices)) > 1)
        else:
            assert tile in all_services()


def test_the_week_reads_in_each_language():
    english = CONTENTS["en"]
    assert next(days for days, _hours in english.grouped_hours()).startswith("Monday")
    assert next(days for days, _hours in CONTENT.grouped_hours()).startswith("Måndag")
    assert [hours for _days, hours in english.grouped_hours()] == [
        hours for _days, hours in CONTENT.grouped_hours()
    ]


def test_every_service_is_in_exactly_one_category():
    keys = [s.key for s in all_services()]
    assert len(keys) == len(set(keys))
    for key in keys:
        owners = [c.key for c in CONTENT.categories if key in {s.key for s in c.services}]
        assert len(owners) == 1, f"{key!r} is in {owners}"
    names = [s.name for s in all_services()]
    assert len(names) == len(set(names))


def test_every_route_has_page_meta():
    from salon import routes

    assert set(Pages.model_fields) == {
        route.key for route in [*routes.all_routes(), routes.not_found()]
    }


def test_page_heads_follow_the_name_and_the_hours():
    changed = content_with({("salon_name",): "Salong Annan", ("hours", 5, "closes"): "15:30"})
    for route in Pages.model_fields:
        assert changed.page(route).title.count("Salong Annan") == 1, route
        assert "{" not in changed.page(route).description, route
    assert "15:30" in changed.page("hours").description
    assert CONTENT.salon_name not in "".join(
        changed.page(route).title + changed.page(route).description for route in Pages.model_fields
    )


def _models(kind: Any, found: list) -> list:
    """Every model `kind` is or holds, each once."""
    if isinstance(kind, type) and issubclass(kind, BaseModel) and kind not in found:
        found.append(kind)
        for info in kind.model_fields.values():
            _models(info.annotation, found)
    for arg in get_args(kind):
        _models(arg, found)
    return found


def test_every_field_has_a_swedish_label_for_the_cms():
    models = _models(Content, [])
    assert {content_model.Service, content_model.Texts, content_model.PageMeta} <= set(models)
    for model in models:
        for name, info in model.model_fields.items():
            assert info.title, f"{model.__name__}.{name} has no label"
    schema = Content.model_json_schema()
    assert schema["properties"]["hours"]["title"] == "Öppettider per veckodag"
    assert schema["properties"]["hours"]["singular"] == "veckodag"
    assert schema["$defs"]["Service"]["properties"]["booking_url"]["description"]
    assert schema["$defs"]["FaqItem"]["properties"]["answer"]["widget"] == "text"


def test_the_content_model_imports_without_a_circle():
    """Each module of salon/content_model/ imports only modules before it
    (imports for type checking aside): no import circle."""
    package = ROOT / "salon" / "content_model"
    imports = {}
    for path in package.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules = [node.module for node in tree.body if isinstance(node, ast.ImportFrom)]
        imports[path.stem] = {
            "__init__" if module == "salon.content_model" else module.rsplit(".", 1)[1]
            for module in modules
            if module and module.startswith("salon.content_model")
        }
    done: list[str] = []
    while len(done) < len(imports):
        ready = [name for name, needs in imports.items() if name not in done and needs <= set(done)]
        assert ready, f"import circle among {set(imports) - set(done)}"
        done += ready


def test_times_and_dates_without_quotes_stay_text(tmp_path):
    """YAML 1.2, as the CMS writes it: 10:00 is not a number (YAML 1.1 read
    it as 600), and a date stays the text it is, so a date that does not
    exist is a one-line content error rather than a parser traceback."""
    from salon.content_model import read
    from salon.paths import CONTENT_DIR

    text = (CONTENT_DIR / "hours.yml").read_text(encoding="utf-8")
    path = tmp_path / "hours.yml"
    path.write_text(
        text.replace("opens: '10:00'", "opens: 10:00")
        .replace("start: '2027-07-12'", "start: 2027-07-12")
        .replace("end: '2027-07-25'", "end: 2027-02-30"),
        encoding="utf-8",
    )
    data = read(path).data["sv"]
    assert data["hours"][0]["opens"] == "10:00"
    assert data["hours_exceptions"][0]["start"] == "2027-07-12"
    assert data["hours_exceptions"][0]["end"] == "2027-02-30"


def test_the_content_is_one_file_per_section_and_nothing_else():
    """content/ holds the sections' files (and the CMS's settings): a file of
    its own nobody reads would be an edit that never shows."""
    from salon.content_model import SECTIONS
    from salon.paths import CMS_SETTINGS, CONTENT_DIR

    assert {path.name for path in CONTENT_DIR.glob("*.yml")} == {
        section.file for section in SECTIONS
    } | {CMS_SETTINGS.name}
    assert len({section.name for section in SECTIONS}) == len(SECTIONS)
