"""The example content is the spec's: its literal prices, hours, labels and
counts, typed out here and nowhere else in the unit tests.

Every test here carries the `example_content` marker. A salon that puts in
its own prices, name, phone, address or hours expects these to fail and runs
`pytest -m "not example_content"`; everything else reads CONTENT.
"""

import pytest

from salon import seo
from salon.calendar import WEEKDAYS
from salon.components.header import nav_routes
from tests.content import CONTENT

pytestmark = pytest.mark.example_content

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
    "Damklippning": "350 kr",
    "Herrklippning": "330 kr",
    "Barnklippning": "250 kr",
    "Skin fade": "330 kr",
    "Skäggtrimning": "130 kr",
    "Klippning & skägg": "450 kr",
    "Pensionär dam": "220 kr",
    "Pensionär herr": "220 kr",
    "Hårtvätt": "50 kr",
    "Färgning": "från 930 kr",
    "Slingor": "från 1350 kr",
    "Nyansering": "från 400 kr",
    "Ögonbryn": "från 50 kr",
    "Ögonfransar": "från 350 kr",
}
# The spec gives Klippning three from-prices (120 in the grid, 350 in the hero,
# 250 among the popular treatments), none true of its own price list: the
# category's cheapest treatment is Skäggtrimning at 130. A category shows its
# lowest price, the same everywhere (docs/decisions/prices.md).
KLIPPNING_FROM = ("Klippning", "från 130 kr")
SPEC_GRID = [
    KLIPPNING_FROM,
    ("Färgning", "från 930 kr"),
    ("Slingor", "från 1350 kr"),
    ("Nyansering", "från 400 kr"),
    ("Ögonbryn", "från 50 kr"),
    ("Ögonfransar", "från 350 kr"),
]
SPEC_HERO_TEASERS = [
    KLIPPNING_FROM,
    ("Färgning", "från 930 kr"),
    ("Ögonfransar", "från 350 kr"),
]
SPEC_POPULAR = [
    KLIPPNING_FROM,
    ("Färgning", "från 930 kr"),
    ("Ögonfransar", "från 350 kr"),
]
SPEC_NAV = [
    ("Hem", "/"),
    ("Behandlingar & Priser", "/behandlingar"),
    ("Om Oss", "/om-oss"),
    ("Kontakt", "/kontakt"),
    ("Öppettider", "/oppettider"),
]
# The example's fictional salon (the phone number is from the range reserved
# for fiction).
EXAMPLE_SALON = ("Salong Exempel", "070-174 06 50", "Exempelgatan 12, 123 45 Exempelstad")


def test_hours_match_spec():
    assert tuple(SPEC_HOURS) == WEEKDAYS
    assert {row.day: (row.opens, row.closes) for row in CONTENT.hours} == SPEC_HOURS


def test_price_list_matches_spec():
    assert {s.name: CONTENT.price_label(s) for s in CONTENT.services} == SPEC_PRICE_LIST


def test_services_grid_matches_spec():
    assert [(s.name, CONTENT.price_label(s)) for s in CONTENT.grid_services] == SPEC_GRID


def test_hero_teasers_match_spec():
    shown = [CONTENT.teaser_entry(t) for t in CONTENT.hero_teasers]
    assert [(s.name, CONTENT.price_label(s)) for s in shown] == SPEC_HERO_TEASERS


def test_popular_treatments_match_spec():
    shown = [CONTENT.teaser_entry(t) for t in CONTENT.popular]
    assert [(s.name, CONTENT.price_label(s)) for s in shown] == SPEC_POPULAR
    assert [t.key for t in CONTENT.popular] == ["klippning", "fargning", "ogonfransar"]


def test_json_ld_prices_match_spec():
    data = seo.salon_json_ld(CONTENT)
    assert data["priceRange"] == "50–1350 kr"
    hours = data["openingHoursSpecification"]
    assert hours[0]["closes"] == "19:00" and hours[5]["closes"] == "17:00"
    assert hours[6]["closes"] == "16:00"


def test_example_salon():
    assert (
        CONTENT.salon_name,
        CONTENT.contact.phone,
        CONTENT.contact.address.one_line,
    ) == EXAMPLE_SALON


def test_categories_are_the_spec_ones():
    assert [c.key for c in CONTENT.categories] == ["klippning", "ovrigt"]


def test_spec_counts_and_labels():
    assert len(CONTENT.hero_slides) == 2
    assert len(CONTENT.testimonials) == 6
    assert {t.rating for t in CONTENT.testimonials} == {5}
    assert len(CONTENT.salon_pictures) == 6
    assert len(CONTENT.values) == 4
    assert [(CONTENT.pages[r.key].nav_label, r.path) for r in nav_routes()] == SPEC_NAV
    t = CONTENT.texts
    assert t.not_found_title == "Oops! Page not found"
    assert t.not_found_home == "Return to Home"
    assert t.toast_title == "Meddelande skickat!"
    assert t.toast_text == (
        "Tack för ditt meddelande. Vi återkommer till dig så snart som möjligt."
    )
    assert (t.book_short, t.book_online, t.book_now, t.book_item) == (
        "Boka tid",
        "Boka tid online",
        "Boka tid nu",
        "Boka nu",
    )


def test_example_policy_closes_public_holidays_and_eves():
    closed = [rule.holiday for rule in CONTENT.holiday_policy if rule.opens is None]
    assert {
        "Julafton",
        "Nyårsafton",
        "Midsommarafton",
        "Juldagen",
        "Långfredagen",
        "Alla helgons dag",
    } <= set(closed)
    assert len(closed) == 16


def test_week_folds_as_the_spec_reads():
    assert CONTENT.grouped_hours() == [
        ("Måndag–Fredag", "10:00–19:00"),
        ("Lördag", "10:00–17:00"),
        ("Söndag", "10:00–16:00"),
    ]
