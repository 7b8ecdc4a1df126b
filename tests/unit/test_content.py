"""The content module's shape (its errors: test_content_errors.py). The
spec's literal values are pinned in test_example_content.py."""

from salon.content import CONTENT
from salon.content_schema import WEEKDAYS, Service, validate


def all_services() -> list[Service]:
    return [service for category in CONTENT.categories for service in category.services]


def test_content_is_valid():
    assert validate(CONTENT) is CONTENT


def test_week_has_seven_rows_in_order():
    assert tuple(row.day for row in CONTENT.hours) == WEEKDAYS
    for row in CONTENT.hours:
        assert row.label == f"{row.opens}–{row.closes}"


def test_prices_show_as_the_list_gives_them():
    for s in all_services():
        assert s.price_label == f"{'från ' if s.from_price else ''}{s.price} kr"


def test_services_grid_tiles_are_list_entries_or_whole_categories():
    for key, tile in zip(CONTENT.grid_service_keys, CONTENT.grid_services):
        if key in {c.key for c in CONTENT.categories}:
            category = CONTENT.category(key)
            assert (tile.name, tile.price) == (category.title, category.grid_price_override)
            assert tile.price_label == f"från {category.grid_price_override} kr"
        else:
            assert tile in all_services()


def test_every_service_is_in_exactly_one_category():
    keys = [s.key for s in all_services()]
    assert len(keys) == len(set(keys))
    for key in keys:
        owners = [c.key for c in CONTENT.categories if key in {s.key for s in c.services}]
        assert len(owners) == 1, f"{key!r} is in {owners}"
    names = [s.name for s in all_services()]
    assert len(names) == len(set(names))


def test_every_route_has_page_meta():
    from salon.routes import NOT_FOUND, ROUTES

    assert set(CONTENT.pages) == {route.key for route in [*ROUTES, NOT_FOUND]}


def test_page_heads_follow_the_name_and_the_hours():
    import dataclasses

    hours = list(CONTENT.hours)
    hours[5] = dataclasses.replace(hours[5], closes="15:30")
    changed = dataclasses.replace(CONTENT, salon_name="Salong Annan", hours=tuple(hours))
    for route in changed.pages:
        assert changed.page(route).title.count("Salong Annan") == 1, route
        assert "{" not in changed.page(route).description, route
    assert "15:30" in changed.page("hours").description
    assert CONTENT.salon_name not in "".join(
        changed.page(route).title + changed.page(route).description for route in changed.pages)
