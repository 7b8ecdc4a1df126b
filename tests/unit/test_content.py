"""The content module against the spec (its errors: test_content_errors.py)."""

import pytest

from salon.content import CONTENT
from salon.content_schema import WEEKDAYS, Service, validate

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
