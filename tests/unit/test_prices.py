"""Every price is typed once: one edit of a service's price changes it on
every page that shows it and in the JSON-LD, and a whole category shows
the lowest price in it."""

import re

import pytest

from salon import seo
from salon.content import Contents
from salon.content_model import Content
from tests.content import CONTENT, CONTENTS
from tests.content_edit import content_with, contents_with, entry

# Every home-page teaser: the hero's and the popular treatments'.
TEASERS = (*CONTENT.hero_teasers, *CONTENT.popular)


def with_prices(prices: dict[str, int]) -> Content:
    """The content with the services `prices` names at those prices."""
    return content_with({(*entry(key), "price"): price for key, price in prices.items()})


def price_pattern(content: Content) -> re.Pattern:
    """A price as `content`'s language writes it ("350 kr", "SEK 1,350")."""
    before, after = (re.escape(part) for part in content.texts.price.split("{amount}"))
    return re.compile(rf"(?<![\w,]){before}(\d[\d,]*){after}(?![\w,])")


def shown_prices(contents: dict[str, Content]) -> list[int]:
    """Every price the home page and the treatments page render, in every
    language, from `contents`."""
    from salon import routes

    contents = Contents(contents)
    found = []
    for locale in contents.languages:
        content = contents[locale.code]
        rendered = str(routes.get("home", locale, contents=contents).component()) + str(
            routes.get("treatments", locale, contents=contents).component()
        )
        found += [int(n.replace(",", "")) for n in price_pattern(content).findall(rendered)]
    return found


def service(content: Content, key: str):
    return next(s for s in content.services if s.key == key)


@pytest.mark.parametrize("key", ["fargning", "ogonfransar", "slingor", "damklippning"])
def test_one_edit_changes_a_price_everywhere(key):
    old = service(CONTENT, key).price
    new = 98_765
    # Where the service shows: its row on /behandlingar, its grid tile, its
    # teasers; in every language, from the one number.
    places = len(CONTENTS) * (
        1 + CONTENT.grid_service_keys.count(key) + sum(t.key == key for t in TEASERS)
    )
    before = shown_prices(CONTENTS)
    after = shown_prices(contents_with({(*entry(key), "price"): new}))
    assert after.count(new) == places
    assert before.count(old) - after.count(old) == places
    assert len(after) == len(before)


def test_teasers_take_name_and_price_from_the_list():
    for teaser in TEASERS:
        entry = CONTENT.teaser_entry(teaser)
        if teaser.key in {category.key for category in CONTENT.categories}:
            category = CONTENT.category(teaser.key)
            assert entry.name == category.title
            assert entry.price == min(service.price for service in category.services)
        else:
            assert entry == service(CONTENT, teaser.key)


def test_a_whole_category_shows_its_cheapest_treatment_as_it_changes():
    """A category on the home page (a teaser, a grid tile) says "från" its
    lowest price: lowering that treatment's price lowers it there too, in
    every language."""
    shown = {t.key for t in TEASERS}
    shown |= set(CONTENT.grid_service_keys)
    categories = [c for c in CONTENT.categories if c.key in shown]
    assert categories
    cheapest = {c.key: min(c.services, key=lambda s: s.price) for c in categories}
    new = {c.key: 7 + i for i, c in enumerate(categories)}  # below every price in the list
    edited = contents_with(
        {(*entry(cheapest[key].key), "price"): price for key, price in new.items()}
    )
    for content in edited.values():
        for key, price in new.items():
            whole = content.priced_entry(key)
            assert (whole.name, whole.price, whole.from_price) == (
                content.category(key).title,
                price,
                True,
            )
    after = shown_prices(edited)
    places = len(CONTENTS) * sum(
        1 + (key in CONTENT.grid_service_keys) + sum(t.key == key for t in TEASERS) for key in new
    )
    assert sum(after.count(price) for price in new.values()) == places


def test_a_category_of_one_price_says_no_from():
    """ "från 250 kr" promises something cheaper or dearer; where every
    treatment in the category costs the same, the teaser says just "250 kr"."""
    category = next(c for c in CONTENT.categories if c.key in {t.key for t in TEASERS})
    same = content_with(
        {
            (*entry(s.key), field): value
            for s in category.services
            for field, value in (("price", 250), ("from_price", False))
        }
    )
    whole = same.priced_entry(category.key)
    assert (whole.price, whole.from_price) == (250, False)
    assert same.price_label(whole) == same.texts.price.format(amount=same.locale.amount(250))


def test_json_ld_price_range_follows_the_prices_in_each_language():
    low, high = CONTENT.price_range
    highest = max(CONTENT.services, key=lambda s: s.price)
    lowest = min(CONTENT.services, key=lambda s: s.price)
    raised = contents_with(
        {(*entry(highest.key), "price"): high + 100, (*entry(lowest.key), "price"): low - 10}
    )
    for code, content in CONTENTS.items():
        amount = f"{content.locale.amount(low)}–{content.locale.amount(high)}"
        assert seo.salon_json_ld(content)["priceRange"] == content.texts.price.format(amount=amount)
        amount = f"{content.locale.amount(low - 10)}–{content.locale.amount(high + 100)}"
        assert seo.price_range(raised[code]) == content.texts.price.format(amount=amount)


def _offers(catalog: dict) -> dict[str, dict]:
    assert catalog["@type"] == "OfferCatalog"
    return {
        offer["itemOffered"]["name"]: offer
        for group in catalog["itemListElement"]
        for offer in group["itemListElement"]
    }


def test_offer_catalog_lists_every_service_at_its_price():
    catalog = seo.salon_json_ld(CONTENT)["hasOfferCatalog"]
    assert [g["name"] for g in catalog["itemListElement"]] == [c.title for c in CONTENT.categories]
    offers = _offers(catalog)
    assert list(offers) == [s.name for s in CONTENT.services]
    for s in CONTENT.services:
        offer = offers[s.name]
        assert offer["@type"] == "Offer" and offer["priceCurrency"] == "SEK"
        assert offer["itemOffered"]["@type"] == "Service"
        if s.from_price:
            assert "price" not in offer
            assert offer["priceSpecification"] == {
                "@type": "PriceSpecification",
                "minPrice": s.price,
                "priceCurrency": "SEK",
            }
        else:
            assert offer["price"] == s.price


def test_offer_catalog_follows_an_edit():
    for s in CONTENT.services[:2] + CONTENT.services[-2:]:
        offer = _offers(seo.offer_catalog(with_prices({s.key: s.price + 5})))[s.name]
        given = offer["priceSpecification"]["minPrice"] if s.from_price else offer["price"]
        assert given == s.price + 5
