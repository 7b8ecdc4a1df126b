"""The content module's shape, and the validator's error messages. The
spec's literal values are pinned in test_example_content.py."""

import dataclasses

import pytest

from salon.content import CONTENT
from salon.content_schema import (
    WEEKDAYS,
    Contact,
    Content,
    ContentError,
    Service,
    validate,
)


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
    routes = {"/", "/behandlingar", "/om-oss", "/kontakt", "/oppettider",
              "/privacy-policy", "/tillganglighet", "404"}
    assert set(CONTENT.pages) == routes


# --- validation errors name the field ---------------------------------------

def _replace_hours(index, **changes):
    hours = list(CONTENT.hours)
    hours[index] = dataclasses.replace(hours[index], **changes)
    return dataclasses.replace(CONTENT, hours=tuple(hours))


def _duplicate_service_key():
    first, second, *rest = CONTENT.categories
    clash = dataclasses.replace(second.services[0], key=first.services[0].key)
    second = dataclasses.replace(second, services=(clash, *second.services[1:]))
    return dataclasses.replace(CONTENT, categories=(first, second, *rest))


def _replace_contact(**changes):
    return dataclasses.replace(CONTENT, contact=dataclasses.replace(CONTENT.contact, **changes))


def _replace_testimonial(index, **changes):
    items = list(CONTENT.testimonials)
    items[index] = dataclasses.replace(items[index], **changes)
    return dataclasses.replace(CONTENT, testimonials=tuple(items))


BROKEN = {
    "empty phone": (lambda: _replace_contact(phone=""), "content.contact.phone"),
    "phone not a number": (lambda: _replace_contact(phone="ring oss"), "content.contact.phone"),
    "bad e-mail": (lambda: _replace_contact(email="hej-at-salong"), "content.contact.email"),
    "hour 25": (lambda: _replace_hours(2, opens="25:00"), "content.hours[2].opens"),
    "closes before opens": (lambda: _replace_hours(6, closes="09:00"), "content.hours[6]"),
    "http booking url": (
        lambda: dataclasses.replace(CONTENT, booking_url="http://boka.example/"),
        "content.booking_url",
    ),
    "booking url not a url": (
        lambda: dataclasses.replace(CONTENT, booking_url="boka hos oss"),
        "content.booking_url",
    ),
    "site url trailing slash": (
        lambda: dataclasses.replace(CONTENT, site_url=CONTENT.site_url + "/"),
        "content.site_url",
    ),
    "duplicate service key": (_duplicate_service_key, "content.categories"),
    "unknown grid key": (
        lambda: dataclasses.replace(
            CONTENT, grid_service_keys=(*CONTENT.grid_service_keys, "permanent")
        ),
        f"content.grid_service_keys[{len(CONTENT.grid_service_keys)}]",
    ),
    "same map titles": (
        lambda: dataclasses.replace(CONTENT, map=dataclasses.replace(
            CONTENT.map, contact_title=CONTENT.map.footer_title)),
        "content.map.contact_title",
    ),
    "rating 6": (lambda: _replace_testimonial(3, rating=6), "content.testimonials[3].rating"),
    "wrong type": (
        lambda: _replace_testimonial(1, age="41"), "content.testimonials[1].age",
    ),
    "empty tuple": (
        lambda: dataclasses.replace(CONTENT, faq=()), "content.faq",
    ),
    "empty text": (
        lambda: dataclasses.replace(
            CONTENT, texts=dataclasses.replace(CONTENT.texts, accept="  ")
        ),
        "content.texts.accept",
    ),
    "empty page title": (
        lambda: dataclasses.replace(
            CONTENT,
            pages={**CONTENT.pages, "/kontakt": dataclasses.replace(
                CONTENT.pages["/kontakt"], title="")},
        ),
        "content.pages['/kontakt'].title",
    ),
}


@pytest.mark.parametrize("make,path", BROKEN.values(), ids=BROKEN.keys())
def test_validation_error_names_the_field(make, path):
    with pytest.raises(ContentError) as caught:
        validate(make())
    assert str(caught.value).startswith(f"{path}: "), str(caught.value)


def test_missing_required_field_is_named():
    with pytest.raises(TypeError, match="'address'"):
        Contact(phone=CONTENT.contact.phone, email=CONTENT.contact.email)
    fields = {
        f.name: getattr(CONTENT, f.name)
        for f in dataclasses.fields(Content)
        if f.name != "booking_url"
    }
    with pytest.raises(TypeError, match="'booking_url'"):
        Content(**fields)
