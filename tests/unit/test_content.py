"""The content module against the spec, and the validator's error messages."""

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

# Spec section 9, as a visitor reads it.
SPEC_HOURS = {
    "Måndag": ("10:00", "19:00"),
    "Tisdag": ("10:00", "19:00"),
    "Onsdag": ("10:00", "19:00"),
    "Torsdag": ("10:00", "19:00"),
    "Fredag": ("10:00", "19:00"),
    "Lördag": ("10:00", "17:00"),
    "Söndag": ("10:00", "16:00"),
}
SPEC_PRICE_LIST = {
    "Damklippning": 350,
    "Herrklippning": 330,
    "Barnklippning": 250,
    "Skin fade": 330,
    "Skäggtrimning": 130,
    "Klippning & skägg": 450,
    "Pensionär dam": 220,
    "Pensionär herr": 220,
    "Hårtvätt": 50,
}
SPEC_GRID = [
    ("Klippning", 120),
    ("Färgning", 930),
    ("Slingor", 1350),
    ("Nyansering", 400),
    ("Ögonbryn", 50),
    ("Ögonfransar", 350),
]
SPEC_HERO_TEASERS = [("Klippning", 350), ("Färgning", 930), ("Ögonfransar", 350)]
SPEC_POPULAR = [("Klippning", 250), ("Färgning", 930), ("Ögonfransar", 350)]
SPEC_NAV = [
    ("Hem", "/"),
    ("Behandlingar & Priser", "/behandlingar"),
    ("Om Oss", "/om-oss"),
    ("Kontakt", "/kontakt"),
    ("Öppettider", "/oppettider"),
]


def all_services() -> list[Service]:
    return [service for category in CONTENT.categories for service in category.services]


def test_content_is_valid():
    assert validate(CONTENT) is CONTENT


def test_week_has_seven_rows_in_order():
    assert tuple(row.day for row in CONTENT.hours) == WEEKDAYS
    assert tuple(SPEC_HOURS) == WEEKDAYS


@pytest.mark.parametrize("index", range(7), ids=WEEKDAYS)
def test_hours_row_matches_spec(index):
    row = CONTENT.hours[index]
    opens, closes = SPEC_HOURS[row.day]
    assert (row.opens, row.closes) == (opens, closes)
    assert row.label == f"{opens}–{closes}"


@pytest.mark.parametrize("name,price", SPEC_PRICE_LIST.items())
def test_price_list_matches_spec(name, price):
    matches = [s for s in all_services() if s.name == name]
    assert len(matches) == 1, f"{name!r} should be listed exactly once"
    assert matches[0].price == price
    assert matches[0].price_label == f"{price} kr"


def test_services_grid_matches_spec():
    grid = CONTENT.grid_services
    assert [(s.name, s.price) for s in grid] == SPEC_GRID
    # The spec says 'from' for every grid tile.
    assert [s.price_label for s in grid] == [f"från {price} kr" for _, price in SPEC_GRID]


def test_hero_teasers_match_spec():
    assert [(t.name, t.price) for t in CONTENT.hero_teasers] == SPEC_HERO_TEASERS
    assert CONTENT.hero_teasers[0].price_label == "från 350 kr"


def test_popular_treatments_match_spec():
    assert [(t.name, t.price) for t in CONTENT.popular] == SPEC_POPULAR


def test_categories_are_the_spec_ones():
    assert [c.key for c in CONTENT.categories] == ["klippning", "ovrigt"]


def test_every_service_is_in_exactly_one_category():
    keys = [s.key for s in all_services()]
    assert len(keys) == len(set(keys))
    for key in keys:
        owners = [c.key for c in CONTENT.categories if key in {s.key for s in c.services}]
        assert len(owners) == 1, f"{key!r} is in {owners}"
    names = [s.name for s in all_services()]
    assert len(names) == len(set(names))


def test_spec_counts_and_labels():
    assert len(CONTENT.hero_slides) == 2
    assert len(CONTENT.testimonials) == 6
    assert {t.rating for t in CONTENT.testimonials} == {5}
    assert len(CONTENT.salon_pictures) == 6
    assert len(CONTENT.values) == 4
    assert [(link.label, link.url) for link in CONTENT.nav] == SPEC_NAV
    t = CONTENT.texts
    assert t.not_found_title == "Oops! Page not found"
    assert t.not_found_home == "Return to Home"
    assert t.toast_title == "Meddelande skickat!"
    assert t.toast_text == (
        "Tack för ditt meddelande. Vi återkommer till dig så snart som möjligt."
    )
    assert (t.book_short, t.book_online, t.book_now, t.book_item) == (
        "Boka tid", "Boka tid online", "Boka tid nu", "Boka nu",
    )


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
