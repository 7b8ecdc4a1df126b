"""Per-service booking URLs and their fallback, and the accessibility
statement's content (their validation: test_content_errors.py)."""

import datetime
import re

import pytest

from salon.content_model import ContentError
from tests.content import CONTENT
from tests.content_edit import DELETE, content_with, entry

# The shape of Bokadirekt's service pages, which the example URLs imitate:
# /boka-tjanst/{salon}-{id}/{service}-{id}.
SERVICE_PAGE = re.compile(r"^https://[^/]+\.example/boka-tjanst/[a-z0-9-]+-\d+/[a-z0-9-]+-\d+$")


def all_services():
    return [service for category in CONTENT.categories for service in category.services]


# --- booking URLs ------------------------------------------------------------------


def test_every_example_service_has_its_own_booking_page():
    urls = [s.booking_url for s in all_services()]
    assert all(url and SERVICE_PAGE.match(url) for url in urls), urls
    assert len(set(urls)) == len(urls)
    assert CONTENT.booking_url not in urls
    for service in all_services():
        assert CONTENT.booking_url_for(service.key) == service.booking_url


def test_a_service_without_a_url_falls_back_to_its_category_then_the_salon():
    category_url = "https://boka.salong-exempel.example/kategori/klippning"
    key = CONTENT.categories[0].services[1].key
    bare = {(*entry(key), "booking_url"): DELETE}
    assert content_with(bare).booking_url_for(key) == CONTENT.booking_url
    with_category = content_with(
        {**bare, (*entry(CONTENT.categories[0].key), "booking_url"): category_url}
    )
    assert with_category.booking_url_for(key) == category_url
    # A service's own URL still wins over its category's.
    other = CONTENT.categories[0].services[0]
    assert with_category.booking_url_for(other.key) == other.booking_url
    # A category (a home-grid tile) books its own URL, else the salon's.
    assert with_category.booking_url_for(CONTENT.categories[0].key) == category_url
    assert CONTENT.booking_url_for(CONTENT.categories[0].key) == CONTENT.booking_url


def test_unknown_booking_key_is_an_error():
    with pytest.raises(ContentError, match="'permanent'"):
        CONTENT.booking_url_for("permanent")


def test_popular_cards_book_their_own_service_or_category():
    names = {s.key: s.name for s in all_services()} | {c.key: c.title for c in CONTENT.categories}
    for teaser in CONTENT.popular:
        assert CONTENT.teaser_entry(teaser).name == names[teaser.key]


# --- the accessibility statement ------------------------------------------------------


def test_statement_names_the_standard_tests_and_limitations():
    statement = CONTENT.accessibility
    assert statement.title == "Tillgänglighetsredogörelse"
    text = " ".join(p for part in statement.sections for p in part.paragraphs)
    assert "WCAG 2.2" in text and "nivå AA" in text
    for method in ("axe", "tangentbord", "JavaScript avstängt"):
        assert method in text
    for limitation in ("OpenStreetMap", "alt-text"):
        assert limitation in text


def test_review_date_is_a_real_date_not_in_the_future():
    review = datetime.date.fromisoformat(CONTENT.accessibility.last_review)
    assert review <= datetime.date.today()


def test_statement_has_its_page_meta():
    meta = CONTENT.page("accessibility")
    assert meta.title.startswith(CONTENT.accessibility.title)
