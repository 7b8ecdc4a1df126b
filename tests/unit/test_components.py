"""The third-party wrappers and the header, rendered without a browser."""

import json
from pathlib import Path

import pytest
import reflex as rx

from salon import routes
from salon.components import carousels, overlays
from salon.components.header import MENU_ID, header, language_switch, nav_routes
from salon.routes import Route
from salon_components import qr_code
from salon_components.qrcode import QRCode
from salon_components.slider import Slider
from tests.content import CONTENT, CONTENTS
from tests.widgets import make_slider

ASSETS = Path(__file__).resolve().parents[2] / "assets"


def test_slider_renders_the_local_shim():
    component = make_slider()
    assert isinstance(component, Slider)
    rendered = component.render()
    assert rendered["name"] == "Slider"
    assert len(rendered["children"]) == 2
    imports = component._get_all_imports()
    assert [v.tag for v in imports["$/public/js/widgets/slider.jsx"] if v.render] == ["Slider"]
    assert any(lib.startswith("react-slick@") for lib in imports)
    assert any(lib.startswith("slick-carousel@") for lib in imports)
    shim = (ASSETS / "js" / "widgets" / "slider.jsx").read_text(encoding="utf-8")
    assert "export function Slider" in shim


def test_slider_props_reach_react_slick_names():
    props = make_slider(slides_to_show=3, dots=True, fade=True, swipe_px=50).render()["props"]
    for prop in (
        "autoplaySpeed:4000",
        "slidesToShow:3",
        "dots:true",
        "fade:true",
        "swipePx:50",
        'label:"Bilder"',
        'roleDescription:"karusell"',
        'pauseLabel:"Pausa"',
    ):
        assert prop in props


def test_breakpoints_are_passed_narrowest_first_as_pairs():
    component = make_slider(slides_to_show=3, breakpoints={1024: 2, 768: 1})
    assert component.breakpoints._var_value == [[768, 1], [1024, 2]]


def test_no_breakpoints_means_a_fixed_slide_count():
    assert make_slider().breakpoints._var_value == []


def test_qr_code_is_imported_lazily():
    component = qr_code(
        "https://salong-exempel.example/stamkund",
        title="QR-kod",
        background="#ffffff",
        foreground="#000000",
    )
    assert isinstance(component, QRCode)
    rendered = component.render()
    assert rendered["name"] == "QRCode"
    assert 'value:"https://salong-exempel.example/stamkund"' in rendered["props"]
    assert 'title:"QR-kod"' in rendered["props"]
    # Nothing renders a static import of the QR module: it is loaded on demand.
    imports = component._get_all_imports()
    assert not any(v.render for v in imports.get("$/public/js/widgets/qrcode.jsx", []))
    assert any(lib.startswith("qrcode.react@") for lib in imports)
    dynamic = " ".join(component._get_all_dynamic_imports())
    assert "import('$/public/js/widgets/qrcode.jsx')" in dynamic
    shim = (ASSETS / "js" / "widgets" / "qrcode.jsx").read_text(encoding="utf-8")
    assert "export default" in shim


def _walk(node):
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list):
        for item in node:
            yield from _walk(item)


def nav_links(route: Route) -> dict[str, bool]:
    """href -> whether the link carries aria-current="page"."""
    links = {}
    for node in _walk(header(route).render()):
        props = node.get("props")
        if not isinstance(props, list) or 'className:"nav-link"' not in props:
            continue
        (href,) = [p.split(":", 1)[1].strip('"') for p in props if p.startswith(("to:", "href:"))]
        links[href] = '"aria-current":"page"' in props
    return links


MENU_ROUTES = [r for locale in routes.languages() for r in nav_routes(locale)]


def route_id(route) -> str:
    return f"{route.locale.code}-{route.key}"


@pytest.mark.parametrize("route", MENU_ROUTES, ids=route_id)
def test_header_marks_only_the_current_route_in_its_language(route):
    links = nav_links(route)
    assert list(links) == [r.path for r in nav_routes(route.locale)]
    assert [href for href, current in links.items() if current] == [route.path]


def test_each_language_menu_lists_its_pages_with_a_menu_label():
    for locale in routes.languages():
        assert [r.key for r in nav_routes(locale)] == [
            r.key for r in routes.all_routes(locale) if r.content.pages[r.key].nav_label
        ]
        assert nav_routes(locale)


@pytest.mark.parametrize(
    "route",
    [
        r
        for r in [*routes.all_routes(), *routes.not_found_routes()]
        if r.key not in {n.key for n in nav_routes(r.locale)}
    ],
    ids=route_id,
)
def test_header_marks_nothing_off_the_menu(route):
    links = nav_links(route)
    assert len(links) == len(nav_routes(route.locale))
    assert not any(links.values())


@pytest.mark.parametrize("route", [*routes.all_routes(), *routes.not_found_routes()], ids=route_id)
def test_the_language_switch_links_the_page_in_the_other_language_in_its_words(route):
    (switch,) = language_switch(route)
    (other,) = [r for r in route.counterparts if r.locale != route.locale]
    target = routes.get("home", other.locale) if route.is_not_found else other
    rendered = str(switch)
    assert f'href:"{target.path}"' in rendered
    assert f'lang:"{other.locale.code}"' in rendered
    assert f'hrefLang:"{other.locale.code}"' in rendered
    assert json.dumps(other.content.texts.language_name) in rendered
    # A plain link: the other language's page loads as a whole document.
    assert "ReactRouterLink" not in rendered


def test_menu_button_opens_the_nav_as_a_native_popover():
    rendered = str(header(routes.get("home")))
    assert f'popoverTarget:"{MENU_ID}"' in rendered
    assert f'id:"{MENU_ID}",popover:"auto"' in rendered
    # The browser exposes the state: no script-kept aria-expanded to go stale.
    assert "aria-expanded" not in rendered


def test_render_errors_show_the_spec_error_screen():
    from salon.components.error_screen import APP_WRAP_KEY, error_boundary
    from salon.salon import app

    # Same key as Reflex's default boundary, so ours replaces it.
    wrap = app.extra_app_wraps[APP_WRAP_KEY]
    assert wrap.__qualname__ == error_boundary(CONTENTS).__qualname__
    fallback = "".join(wrap(False).render()["props"])
    assert CONTENT.texts.error_title == "Unexpected Application Error!"
    # Every language's screen, each marked with its language; the page's
    # <html lang> shows its own (error_screen.language_css).
    for content in CONTENTS.values():
        assert content.texts.error_title in fallback
        assert json.dumps(content.texts.error_text)[1:-1] in fallback  # JS escapes å, ä, ö
        assert f'lang:"{content.locale.code}"' in fallback
    assert "Copy" not in fallback


def test_images_follow_the_sites_base_path(monkeypatch):
    from salon.components.image import picture

    # Hosting under a sub-path (REFLEX_FRONTEND_PATH) must not break images.
    monkeypatch.setattr(rx.config.get_config(), "frontend_path", "/salong")
    slide = CONTENT.hero_slides[0]
    rendered = json.dumps(picture(slide.photo(), "Salongen", sizes="100vw").render())
    assert f"/salong/img/{Path(slide.image).stem}-" in rendered
    assert '"/img/' not in rendered and " /img/" not in rendered


def test_the_timers_and_the_swipe_are_the_specs():
    """The spec's timers and swipe threshold, typed out once: the browser
    tests move the clock and swipe by the components' own constants."""
    assert (carousels.HERO_MS, carousels.TESTIMONIAL_MS, carousels.SALON_MS) == (
        5_000,
        5_000,
        4_000,
    )
    assert carousels.SWIPE_PX == 50
    assert overlays.FLOATING_DELAY_MS == 10_000
    assert overlays.LOYALTY_DELAY_MS == 2_000
    # "checked every second"
    assert overlays.CONSENT_POLL_MS == 1_000
    from salon.pages.contact import TOAST_MS

    assert TOAST_MS == 6_000
