"""The app registers every route with its own head tags; structured data."""

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from salon import routes, seo
from salon.calendar import SCHEMA_DAYS
from salon.locales import DEFAULT
from tests.content import CONTENT, CONTENTS

SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
XHTML = "{http://www.w3.org/1999/xhtml}"

ROOT = Path(__file__).resolve().parents[2]
# The spec's routes, and the path the spec gives the cookie banner's link.
SPEC_PATHS = ["/", "/behandlingar", "/om-oss", "/kontakt", "/oppettider", "/privacy-policy"]
EVERY_ROUTE = [*routes.all_routes(), *routes.not_found_routes()]


@pytest.fixture(scope="module")
def pages():
    """Reflex's registry of added pages, keyed by its own route names."""
    from salon.salon import app

    return app._unevaluated_pages


def registered_name(route) -> str:
    # Reflex stores "/" as "index" and drops the leading and trailing slashes elsewhere.
    return "index" if route.path == "/" else route.path.strip("/")


def route_id(route) -> str:
    return f"{route.locale.code}-{route.key}"


def test_exactly_the_registry_routes_are_registered(pages):
    assert set(pages) == {registered_name(r) for r in EVERY_ROUTE}


def test_the_registry_has_the_spec_routes_once_each():
    paths = [route.path for route in routes.all_routes()]
    assert set(SPEC_PATHS) <= {route.path for route in routes.all_routes(DEFAULT)}
    assert len(set(paths)) == len(paths)
    for locale in routes.languages():
        keys = [route.key for route in routes.all_routes(locale)]
        assert len(set(keys)) == len(keys)


def test_every_page_has_a_path_in_each_language_under_its_prefix():
    for route in EVERY_ROUTE:
        assert route.path.startswith(route.locale.prefix), route
    assert {route.locale for route in EVERY_ROUTE} == set(routes.languages())
    assert len(routes.all_routes()) == len(routes.languages()) * len(routes.all_routes(DEFAULT))


def test_every_registered_page_is_its_own_module_function():
    for route in EVERY_ROUTE:
        assert callable(route.page.render), route


@pytest.mark.parametrize("route", EVERY_ROUTE, ids=route_id)
def test_route_head_comes_from_content_in_its_language(pages, route):
    page = pages[registered_name(route)]
    meta = CONTENTS[route.locale.code].page(route.key)
    assert page.title == meta.title
    assert page.description == meta.description
    og = {m["property"]: m["content"] for m in page.meta if isinstance(m, dict) and "property" in m}
    assert og["og:title"] == meta.title
    assert og["og:description"] == meta.description
    assert og["og:locale"] == route.locale.og_locale
    if not route.is_not_found:
        assert og["og:url"] == CONTENT.site_url + route.path


def test_titles_and_descriptions_are_distinct(pages):
    titles = [p.title for p in pages.values()]
    descriptions = [p.description for p in pages.values()]
    assert all(titles) and all(descriptions)
    assert len(set(titles)) == len(titles)
    assert len(set(descriptions)) == len(descriptions)


def _sitemap() -> ET.Element:
    from salon.site import describe
    from static_first.plugins.multilingual_sitemap import sitemap_xml

    return ET.fromstring(sitemap_xml(describe()))


def test_sitemap_lists_every_language_and_leaves_out_privacy_thanks_and_404():
    listed = [url.findtext(f"{SITEMAP}loc") for url in _sitemap()]
    assert listed == [seo.page_url(r) for r in routes.all_routes() if r.in_sitemap]
    assert {r.key for r in routes.all_routes() if not r.in_sitemap} == {"privacy", "thanks"}
    assert not any(r.in_sitemap for r in routes.not_found_routes())


def test_sitemap_names_each_page_in_every_language_and_x_default():
    for url in _sitemap():
        route = next(
            r for r in routes.all_routes() if seo.page_url(r) == url.findtext(f"{SITEMAP}loc")
        )
        links = {
            link.get("hreflang"): link.get("href")
            for link in url.findall(f"{XHTML}link")
            if link.get("rel") == "alternate"
        }
        assert links == {
            **{other.locale.code: seo.page_url(other) for other in route.counterparts},
            "x-default": seo.page_url(routes.get(route.key, DEFAULT)),
        }


@pytest.mark.parametrize("route", routes.all_routes(), ids=route_id)
def test_each_page_names_itself_and_its_counterparts_in_its_head(pages, route):
    tags = pages[registered_name(route)].meta

    def attribute(tag, name):
        value = getattr(tag, name, None)
        return None if value is None else value._var_value

    links = {
        (attribute(tag, "rel"), attribute(tag, "href_lang")): attribute(tag, "href")
        for tag in tags
        if not isinstance(tag, dict) and getattr(tag, "tag", "") == "link"
    }
    assert links[("canonical", None)] == seo.page_url(route)
    for other in route.counterparts:
        assert links[("alternate", other.locale.code)] == seo.page_url(other)
    assert links[("alternate", "x-default")] == seo.page_url(routes.get(route.key, DEFAULT))
    og = [
        tag["content"]
        for tag in tags
        if isinstance(tag, dict) and tag.get("property") == "og:locale:alternate"
    ]
    assert og == [o.locale.og_locale for o in route.counterparts if o.locale != route.locale]


@pytest.mark.parametrize("code", CONTENTS)
def test_json_ld_describes_the_salon_in_each_language(code):
    content = CONTENTS[code]
    data = seo.salon_json_ld(content)
    assert data["@type"] == "HairSalon"
    assert data["name"] == content.salon_name
    assert data["url"] == content.site_url + content.locale.prefix + "/"
    # E.164: +46 and the number without its leading zero.
    digits = "".join(ch for ch in content.contact.phone if ch.isdigit())
    assert data["telephone"] == "+46" + digits.removeprefix("0")
    address = data["address"]
    a = content.contact.address
    assert address["@type"] == "PostalAddress"
    assert (
        address["streetAddress"],
        address["postalCode"],
        address["addressLocality"],
        address["addressCountry"],
    ) == (a.street, a.postal_code, a.city, a.country_code)
    assert data["contactPoint"]["availableLanguage"] == [lang.code for lang in routes.languages()]
    json.dumps(data)  # serialisable as is


def test_json_ld_is_the_same_salon_in_every_language_but_its_words():
    """Prices, hours and places are typed once: only names of things differ."""
    datas = [seo.salon_json_ld(content) for content in CONTENTS.values()]
    for key in ("openingHoursSpecification", "specialOpeningHoursSpecification", "geo", "address"):
        assert all(data[key] == datas[0][key] for data in datas), key

    def prices(data):
        return [
            (offer.get("price"), offer.get("priceSpecification"))
            for catalog in data["hasOfferCatalog"]["itemListElement"]
            for offer in catalog["itemListElement"]
        ]

    assert all(prices(data) == prices(datas[0]) for data in datas)


def test_json_ld_opening_hours_match_content():
    spec = seo.salon_json_ld(CONTENT)["openingHoursSpecification"]
    assert len(spec) == 7
    assert [s["dayOfWeek"] for s in spec] == [f"https://schema.org/{d}" for d in SCHEMA_DAYS]
    assert [(s["opens"], s["closes"]) for s in spec] == [(d.opens, d.closes) for d in CONTENT.hours]
    assert {s["@type"] for s in spec} == {"OpeningHoursSpecification"}


@pytest.mark.parametrize("route", EVERY_ROUTE, ids=route_id)
def test_json_ld_script_carries_the_page_in_its_language(route):
    text = seo.json_ld_script(route).children[0].contents._var_value
    data = json.loads(text)
    assert data["@context"] == "https://schema.org"
    graph = data.get("@graph", [{k: v for k, v in data.items() if k != "@context"}])
    assert seo.salon_json_ld(route.content) in graph
    if not route.is_not_found:
        (webpage,) = [node for node in graph if node["@type"] == "WebPage"]
        assert (webpage["inLanguage"], webpage["url"]) == (route.locale.code, seo.page_url(route))
    assert 'type:"application/ld+json"' in str(seo.json_ld_script(route))


def test_json_ld_never_ends_its_script_early(monkeypatch):
    # A "</script>" in any content value must not end the element early.
    monkeypatch.setattr(seo, "page_json_ld", lambda route: {"name": "a</script><b>"})
    text = seo.json_ld_script(routes.get("home")).children[0].contents._var_value
    assert "</" not in text
    assert json.loads(text) == {"name": "a</script><b>"}


def test_config():
    import rxconfig

    config = rxconfig.config
    assert config.show_built_with_reflex is False
    assert config.telemetry_enabled is False


def test_rxconfig_loads_no_module_that_reflex_run_must_reload():
    """`reflex run` forks its hot-reload workers from the process that read
    rxconfig.py; a content, page or component module imported there would be
    reused stale by every worker, and its edits would never show."""
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, rxconfig; print(*sorted(sys.modules))"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    app_modules = [m for m in loaded if m.split(".")[0] in ("salon", "salon_components")]
    assert app_modules, "rxconfig.py should load the build plugins"
    stale = [
        m
        for m in app_modules
        if m in ("salon.content", "salon.seo", "salon.salon")
        or m.startswith(
            ("salon.content_model", "salon.pages", "salon.components", "salon_components")
        )
    ]
    assert stale == [], f"rxconfig.py imports {stale}: move the import into a plugin hook"


def test_reflex_run_watches_every_content_file():
    """Reflex's dev server skips files named *.yml; rxconfig.py takes the
    content's files off that list (salon/dev_reload.py), so an edit to any
    of them recompiles like a .py edit (the whole loop:
    tests/e2e/test_dev_loop.py)."""
    from watchfiles import Change, DefaultFilter

    import rxconfig  # noqa: F401  (it applies the change)
    from salon.content_model import SECTIONS
    from salon.paths import CONTENT_DIR
    from static_first.generated import hot_reload

    watched = DefaultFilter(
        ignore_entity_patterns=(*DefaultFilter.ignore_entity_patterns, *hot_reload.ignored())
    )
    for section in SECTIONS:
        assert watched(Change.modified, str(CONTENT_DIR / section.file)), section.file
    assert watched(Change.modified, str(ROOT / "salon" / "content.py"))
    # The rest of Reflex's list still holds.
    assert not watched(Change.modified, str(ROOT / "reflex.log"))


def test_no_app_module_is_over_450_lines():
    """Small modules whose names say what they hold (the content itself is
    data, in content/)."""
    long = [
        f"{path.relative_to(ROOT)}: {count}"
        for path in sorted([*ROOT.glob("salon/**/*.py"), *ROOT.glob("salon_components/**/*.py")])
        if (count := len(path.read_text(encoding="utf-8").splitlines())) > 450
    ]
    assert long == []


def test_a_page_declares_its_route_once(monkeypatch):
    from salon.routes import _REGISTRY, page

    monkeypatch.setattr("salon.routes._REGISTRY", dict(_REGISTRY))

    def about(route):
        return None

    with pytest.raises(ValueError, match="two pages named 'about'"):
        page(sv="/om-oss-igen", en="/en/about-again", heading=str)(about)

    def elsewhere(route):
        return None

    with pytest.raises(ValueError, match="is both 'about' and 'elsewhere'"):
        page(sv=routes.get("about").path, en="/en/elsewhere", heading=str)(elsewhere)


def test_a_page_declares_a_path_in_each_language_under_its_prefix(monkeypatch):
    from salon.routes import _REGISTRY, page

    monkeypatch.setattr("salon.routes._REGISTRY", dict(_REGISTRY))

    def gift_cards(route):
        return None

    with pytest.raises(ValueError, match="needs a path in each language: sv, en"):
        page(sv="/presentkort", heading=str)(gift_cards)
    with pytest.raises(ValueError, match="its en path /gift-cards is not under /en/"):
        page(sv="/presentkort", en="/gift-cards", heading=str)(gift_cards)


def test_a_page_without_texts_is_named(monkeypatch):
    from salon.routes import _REGISTRY, page

    monkeypatch.setattr("salon.routes._REGISTRY", dict(_REGISTRY))

    def priser(route):
        return None

    page(sv="/priser", en="/en/prices", heading=str)(priser)
    with pytest.raises(LookupError, match=r"no texts for the page\(s\) priser"):
        routes.all_routes()
