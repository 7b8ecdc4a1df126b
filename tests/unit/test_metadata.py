"""Metadata: share-image alt texts, geo precision, the privacy
notice's indexing, the map's referrer policy, the maker's credit."""

from __future__ import annotations

import re
import warnings
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from salon import routes, seo
from salon.content_model import GEO_DECIMALS, ContentError, ContentWarning, decimals
from static_first.plugins.security_headers import STATIC_HEADERS
from tests.content import CONTENT
from tests.content_edit import content_with

ROOT = Path(__file__).resolve().parents[2]


def meta_tags(route) -> dict[str, str]:
    tags = seo.page_args(route)["meta"]
    return {
        tag.get("property") or tag.get("name"): tag["content"]
        for tag in tags
        if isinstance(tag, dict)
    }


@pytest.mark.parametrize(
    "route",
    [*routes.all_routes(), *routes.not_found_routes()],
    ids=lambda r: f"{r.locale.code}-{r.key}",
)
def test_share_image_has_its_alt_text_from_the_content_in_its_language(route):
    tags = meta_tags(route)
    assert tags["og:image:alt"] == route.content.share_image_alt
    assert tags["twitter:image:alt"] == route.content.share_image_alt


def test_only_the_pages_left_out_of_the_sitemap_say_noindex():
    assert not all(route.in_sitemap for route in routes.all_routes())
    for route in routes.all_routes():
        tags = meta_tags(route)
        assert (tags.get("robots") == "noindex") is (not route.in_sitemap), route


def test_geo_has_at_least_five_decimals():
    geo = seo.salon_json_ld(CONTENT)["geo"]
    assert decimals(geo["latitude"]) >= GEO_DECIMALS
    assert decimals(geo["longitude"]) >= GEO_DECIMALS


def test_a_coarse_position_warns_the_owner_naming_the_field():
    with pytest.warns(
        ContentWarning,
        match=r"salon\.yml:\d+: contact\.address\.latitude: "
        r"59\.8586 has fewer than 5",
    ):
        content_with({("contact", "address", "latitude"): 59.8586})
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ContentWarning)
        content_with({})
    assert not [w for w in caught if "decimals" in str(w.message)]


def test_the_credit_is_an_outbound_link_to_the_maker():
    assert urlsplit(CONTENT.credit.url).hostname != urlsplit(CONTENT.site_url).hostname
    assert CONTENT.credit.maker in CONTENT.credit.text
    with pytest.raises(
        ContentError, match=r"settings\.yml:\d+: credit\.url: must be the maker's own site"
    ):
        content_with({("credit", "url"): CONTENT.site_url + "/om-webbplatsen"})


def test_the_map_frame_sends_the_site_referrer_policy():
    module = (ROOT / "assets" / "js" / "elements" / "map_gate.js").read_text(encoding="utf-8")
    policies = re.findall(r'referrerpolicy: "([^"]+)"', module)
    assert policies == [STATIC_HEADERS["Referrer-Policy"]]
