"""The app registers every route with its own head tags; structured data."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from salon import routes, seo
from salon.content import CONTENT
from salon.opening_hours.calendar import SCHEMA_DAYS

ROOT = Path(__file__).resolve().parents[2]
# The spec's routes, and the path the spec gives the cookie banner's link.
SPEC_PATHS = ["/", "/behandlingar", "/om-oss", "/kontakt", "/oppettider", "/privacy-policy"]


@pytest.fixture(scope="module")
def pages():
    """Reflex's registry of added pages, keyed by its own route names."""
    from salon.salon import app

    return app._unevaluated_pages


def registered_name(route) -> str:
    # Reflex stores "/" as "index" and drops the leading slash elsewhere.
    return "index" if route.path == "/" else route.path.lstrip("/")


def test_exactly_the_registry_routes_are_registered(pages):
    assert set(pages) == {registered_name(r) for r in [*routes.all_routes(), routes.not_found()]}


def test_the_registry_has_the_spec_routes_once_each():
    paths = [route.path for route in routes.all_routes()]
    assert set(SPEC_PATHS) <= set(paths)
    assert len(set(paths)) == len(paths)
    assert len({route.key for route in routes.all_routes()}) == len(routes.all_routes())


def test_every_registered_page_is_its_own_module_function():
    for route in [*routes.all_routes(), routes.not_found()]:
        assert callable(route.render), route


@pytest.mark.parametrize("route", [*routes.all_routes(), routes.not_found()], ids=lambda r: r.key)
def test_route_head_comes_from_content(pages, route):
    page = pages[registered_name(route)]
    meta = CONTENT.page(route.key)
    assert page.title == meta.title
    assert page.description == meta.description
    og = {m["property"]: m["content"] for m in page.meta if isinstance(m, dict) and "property" in m}
    assert og["og:title"] == meta.title
    assert og["og:description"] == meta.description
    if not route.is_not_found:
        assert og["og:url"] == CONTENT.site_url + route.path


def test_titles_and_descriptions_are_distinct(pages):
    titles = [p.title for p in pages.values()]
    descriptions = [p.description for p in pages.values()]
    assert all(titles) and all(descriptions)
    assert len(set(titles)) == len(titles)
    assert len(set(descriptions)) == len(descriptions)


def test_sitemap_lists_canonical_urls_and_leaves_out_privacy_thanks_and_404(pages):
    left_out = {name for name, p in pages.items() if p.context.get("sitemap") is None}
    assert left_out == {"privacy-policy", "tack", "404"}
    for route in routes.all_routes():
        if route.in_sitemap:
            assert pages[registered_name(route)].context["sitemap"] == {"loc": seo.page_url(route)}


def test_json_ld_describes_the_salon():
    data = seo.salon_json_ld()
    assert data["@context"] == "https://schema.org"
    assert data["@type"] == "HairSalon"
    assert data["name"] == CONTENT.salon_name
    assert data["url"] == CONTENT.site_url + "/"
    # E.164: +46 and the number without its leading zero.
    digits = "".join(ch for ch in CONTENT.contact.phone if ch.isdigit())
    assert data["telephone"] == "+46" + digits.removeprefix("0")
    address = data["address"]
    a = CONTENT.contact.address
    assert address["@type"] == "PostalAddress"
    assert (
        address["streetAddress"],
        address["postalCode"],
        address["addressLocality"],
        address["addressCountry"],
    ) == (a.street, a.postal_code, a.city, a.country_code)
    json.dumps(data)  # serialisable as is


def test_json_ld_opening_hours_match_content():
    spec = seo.salon_json_ld()["openingHoursSpecification"]
    assert len(spec) == 7
    assert [s["dayOfWeek"] for s in spec] == [f"https://schema.org/{d}" for d in SCHEMA_DAYS]
    assert [(s["opens"], s["closes"]) for s in spec] == [(d.opens, d.closes) for d in CONTENT.hours]
    assert {s["@type"] for s in spec} == {"OpeningHoursSpecification"}


def test_json_ld_script_carries_the_data(monkeypatch):
    text = seo.json_ld_script().children[0].contents._var_value
    assert json.loads(text) == seo.salon_json_ld()
    assert 'type:"application/ld+json"' in str(seo.json_ld_script())
    # A "</script>" in any content value must not end the element early.
    monkeypatch.setattr(seo, "salon_json_ld", lambda: {"name": "a</script><b>"})
    text = seo.json_ld_script().children[0].contents._var_value
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
    from reflex.utils import exec as reflex_exec
    from watchfiles import Change, DefaultFilter

    import rxconfig  # noqa: F401  (it applies the change)
    from salon.content_model import SECTIONS
    from salon.paths import CONTENT_DIR

    watched = DefaultFilter(
        ignore_entity_patterns=(
            *DefaultFilter.ignore_entity_patterns,
            *reflex_exec.HOTRELOAD_IGNORE_PATTERNS,
        )
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
        page("/om-oss-igen", heading=str)(about)

    def elsewhere(route):
        return None

    with pytest.raises(ValueError, match="is both 'about' and 'elsewhere'"):
        page(routes.get("about").path, heading=str)(elsewhere)


def test_a_page_without_texts_is_named(monkeypatch):
    from salon.routes import _REGISTRY, page

    monkeypatch.setattr("salon.routes._REGISTRY", dict(_REGISTRY))

    def priser(route):
        return None

    page("/priser", heading=str)(priser)
    with pytest.raises(LookupError, match=r"no texts for the page\(s\) priser"):
        routes.all_routes()
