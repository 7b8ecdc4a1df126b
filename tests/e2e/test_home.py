"""The home page in a real Chromium: its sections in the spec's order, the
three carousels, the testimonial photo fallback, the FAQ accordion, the cookie
banner, the floating book button, the loyalty offer and its panel.

Timers run on Playwright's fake clock, installed and stopped before the page
loads: React hydrates at one frozen instant, only `run_for` moves time after
that, and each timer is checked just before and just after the moment the
spec names. Expected texts and prices come from `CONTENT`; the timers and
the swipe threshold from the components that set them
(tests/unit/test_components.py holds those to the spec's values).
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from salon import routes
from salon.components.carousels import HERO_MS, SALON_MS, SWIPE_PX, TESTIMONIAL_MS
from salon.components.overlays import CONSENT_POLL_MS, FLOATING_DELAY_MS, LOYALTY_DELAY_MS
from tests.browser import (
    FLUSH_REACT,
    HYDRATED,
    ax_expanded,
    next_frames,
    open_route,
    start_carousel,
)
from tests.conftest import LOCAL_HOST
from tests.content import CONTENT
from tests.site import CONSENT_KEY, LANGUAGES, PRIVACY_ROUTE

T = CONTENT.texts

# How far before and after a spec'd moment the tests look.
MARGIN_MS = 100
HOMES = {locale.code: routes.get("home", locale) for locale in LANGUAGES}


def home_in(read_only_page, code: str):
    """The home page in language `code`: its route, its content and the
    shared hydrated page (tests that only read it)."""
    home = HOMES[code]
    return home, home.content, read_only_page(home.path)


def section_headings(c) -> list[str]:
    t = c.texts
    return [
        t.popular_title,
        t.testimonials_title,
        t.salon_title,
        t.services_title,
        t.hours_title,
        t.instagram_title,
        t.faq_title,
        t.cta_title,
    ]


def shown_prices(c, entries) -> list[tuple[str, str]]:
    """What the home page shows of the price list, in `c`'s language (the
    spec's values are pinned in tests/unit/test_example_content.py)."""
    return [(entry.name, c.price_label(entry)) for entry in entries]


def stem(photo: str) -> str:
    """How a photo's files begin: its file's name without the type (hero-1.jpg: hero-1)."""
    return Path(photo).stem


def assert_new_tab_link(link, href: str) -> None:
    expect(link).to_have_attribute("href", href)
    expect(link).to_have_attribute("target", "_blank")
    assert sorted(link.get_attribute("rel").split()) == ["noopener", "noreferrer"]


def region(page, title: str):
    """A home-page section, found by the heading that labels it."""
    return page.get_by_role("region", name=title, exact=True)


# --- the fake clock ---------------------------------------------------------------


def stop_clock(page) -> None:
    """Install the fake clock (for every tab of the context) and stop it:
    from here on only `run_for` moves the page's time."""
    page.clock.install()
    page.clock.pause_at(time.time() + 1)


def run_for(page, ms: int) -> None:
    """Move the stopped clock on and let React render what the timers did."""
    page.clock.run_for(ms)
    page.evaluate(FLUSH_REACT)


def hydrate(page, route: str = "/") -> None:
    """Open `route` on the stopped clock.

    The boot script waits for the load event, a frame and a timeout before it
    hydrates; the frame and the timeout are run here by hand. Time then stands
    still while React hydrates, so every timer the page starts on hydration
    starts at the instant the clock shows when this returns, and `run_for`
    counts from there.
    """
    page.goto(route)
    run_for(page, 100)
    page.wait_for_selector(HYDRATED, state="attached")


def open_paused(page, route: str = "/") -> None:
    """`route` hydrated on a stopped clock (see `hydrate`)."""
    stop_clock(page)
    hydrate(page, route)


# --- carousels --------------------------------------------------------------------

CAROUSELS = {
    # name: (CSS class, slide count, spec period)
    "hero": (".hero-carousel", len(CONTENT.hero_slides), HERO_MS),
    "testimonials": (".testimonial-carousel", len(CONTENT.testimonials), TESTIMONIAL_MS),
    "salon": (".salon-carousel", len(CONTENT.salon_pictures), SALON_MS),
}


def carousel(page, name: str):
    return page.locator(CAROUSELS[name][0])


def shown(slider) -> int:
    """The slide react-slick marks as current (its first visible one)."""
    return int(slider.locator(".slick-slide.slick-current").get_attribute("data-index"))


def finish_slide_change(page) -> None:
    """Let a slide change end: react-slick takes 500 ms, then clears its
    `animating` flag in a 10 ms timer it only starts after rendering, and it
    ignores dots and swipes until then."""
    run_for(page, 600)
    run_for(page, 50)


def start_looping(slider) -> None:
    """Start a carousel and wait for its loop's copies of the slides, which
    react-slick renders a render after the carousel started."""
    start_carousel(slider)
    expect(slider.locator(".slick-cloned")).not_to_have_count(0)


def load_all_images(slider) -> None:
    """Load the slider's lazy images now. react-slick restarts its autoplay
    timer when the last image in a slider has loaded; with everything loaded
    up front, nothing moves the timer while a test measures it. The loop's
    copies of the slides may come in a render after the carousel started:
    each look makes every image there is eager."""
    slider.page.wait_for_function(
        """el => [...el.querySelectorAll('img')].every((img) => {
          img.loading = 'eager';
          return img.complete && img.naturalWidth > 0;
        })""",
        arg=slider.element_handle(),
    )


# Resolves at the page's next rendering update, once the resize observers
# already watching the carousel (react-slick's, the swipe threshold's) have
# had their reports: each report re-lays out the slider and restarts its
# autoplay timer. They come with the browser's frames, in real time, not on
# the fake clock, which also stops requestAnimationFrame.
NEXT_RESIZE_REPORTS = """(el) => new Promise((done) => {
  const observer = new ResizeObserver(() => { observer.disconnect(); done(); });
  observer.observe(el);
})"""


def settle(page, slider) -> None:
    """Let what reaches a started carousel in real time land before the
    clock is read: the resize reports (on a busy machine, after the test
    has already moved the clock on), React's render of them, then
    react-slick's 50 ms resize debounce, which restarts the autoplay timer."""
    slider.evaluate(NEXT_RESIZE_REPORTS)
    page.evaluate(FLUSH_REACT)
    run_for(page, 200)


def run_until_it_moves(page, slider, limit_ms: int, step_ms: int = 50) -> None:
    """Step the paused clock until the slider advances by itself."""
    start = shown(slider)
    for _ in range(limit_ms // step_ms):
        run_for(page, step_ms)
        if shown(slider) != start:
            return
    pytest.fail(f"no slide change within {limit_ms} ms")


COARSE_MS = 500  # less than any period: never two advances in one step


def catch_an_advance(page, slider, period: int) -> None:
    """Step the paused clock until the slider has just advanced by itself,
    within the last 50 ms. Coarse steps find an advance, and the next one,
    a period later, is caught in fine steps: a few dozen round trips to the
    page instead of one per 50 ms of a whole period. The first advance may
    take up to two periods: whatever re-laid the slider out last (an image
    loading, a resize report) restarted its timer."""
    run_until_it_moves(page, slider, 2 * period, COARSE_MS)
    moved = shown(slider)
    # That advance came in the last COARSE_MS, so the next is due from
    # period - COARSE_MS on: none may come before.
    run_for(page, period - COARSE_MS - MARGIN_MS)
    assert shown(slider) == moved
    run_until_it_moves(page, slider, COARSE_MS + 2 * MARGIN_MS)


def test_the_carousels_hold_the_content(page):
    open_route(page, "/")
    for name, (_, count, _) in CAROUSELS.items():
        slider = carousel(page, name)
        start_carousel(slider)
        expect(slider.locator(".slick-slide:not(.slick-cloned)")).to_have_count(count)
        dots = slider.locator(".slick-dots button")
        expect(dots).to_have_count(count)
        expect(dots.last).to_have_attribute("aria-label", f"{T.carousel_dot} {count}")
        expect(slider.locator(".carousel-toggle")).to_have_attribute("aria-pressed", "false")
    # The spec: two hero images, six salon images.
    assert (len(CONTENT.hero_slides), len(CONTENT.salon_pictures)) == (2, 6)
    hero = carousel(page, "hero").locator(".slick-slide:not(.slick-cloned) img")
    expect(hero).to_have_count(len(CONTENT.hero_slides))
    for img, slide in zip(hero.all(), CONTENT.hero_slides):
        expect(img).to_have_attribute("alt", slide.alt)
    salon = carousel(page, "salon").locator(".slick-slide:not(.slick-cloned) img")
    for img, picture in zip(salon.all(), CONTENT.salon_pictures, strict=True):
        expect(img).to_have_attribute("alt", picture.alt)
        expect(img).to_have_attribute("src", re.compile(rf"^/img/{stem(picture.image)}-"))


def test_a_carousel_starts_only_near_the_screen(new_page):
    """React hydrates a carousel, and react-slick measures and lays out its
    track, only once it comes near the viewport: the page's first tasks
    after load stay short (docs/decisions/carousels.md). Until then it is the
    prerendered row of slides, as before the app runs."""
    page = new_page(viewport={"width": 375, "height": 667})
    open_paused(page)
    hero, salon = carousel(page, "hero"), carousel(page, "salon")
    expect(hero).to_have_attribute("data-live", "")
    assert salon.evaluate("(el) => el.getBoundingClientRect().top > 2 * innerHeight")
    page.evaluate(FLUSH_REACT)
    assert salon.get_attribute("data-live") is None
    expect(salon.locator(".slick-cloned")).to_have_count(0)
    # A visitor who scrolled the row before it started finds the carousel
    # on that slide, in place.
    salon.locator(".slick-list").evaluate(
        "(row) => { row.scrollLeft = 2 * row.querySelector('.slick-slide').offsetWidth; }"
    )
    start_looping(salon)
    run_for(page, 50)  # react-slick moves to a slide in a timer
    assert shown(salon) == 2
    assert salon.evaluate("""(el) => {
      const row = el.querySelector('.slick-list');
      const slide = el.querySelector('.slick-slide.slick-current').getBoundingClientRect();
      return row.scrollLeft === 0 && Math.abs(slide.left - row.getBoundingClientRect().left) < 1;
    }""")


@pytest.mark.parametrize("name", list(CAROUSELS))
def test_carousel_advances_on_its_period_pauses_and_comes_round(new_page, name):
    """Each carousel, on one page: it advances on the spec's period, the
    slide shown is the one exposed to assistive technology; its pause button
    stops it and playing again starts a fresh period; and from its last slide
    it comes round to its first. react-slick's infinite-loop clones are left
    out of the HTML (less to parse before the first paint), yet
    once React runs the loop still closes."""
    _, count, period = CAROUSELS[name]
    static = new_page(java_script_enabled=False)
    static.goto("/")
    expect(carousel(static, name).locator(".slick-slide")).to_have_count(count)
    page = new_page()
    # No cookie bar over the dots.
    page.add_init_script(f"localStorage.setItem('{CONSENT_KEY}', 'true');")
    open_paused(page)
    slider = carousel(page, name)
    start_carousel(slider)
    load_all_images(slider)
    settle(page, slider)
    # Catch one advance: it happened within the last 50 ms, so the next is
    # one period later.
    catch_an_advance(page, slider, period)
    current = shown(slider)
    run_for(page, period - MARGIN_MS)
    assert shown(slider) == current
    run_for(page, 2 * MARGIN_MS)
    assert shown(slider) == (current + 1) % count
    now_shown = slider.locator(".slick-slide.slick-current")
    expect(now_shown).to_have_attribute("aria-hidden", "false")
    if name != "testimonials":  # one slide at a time
        expect(slider.locator('.slick-slide[aria-hidden="false"]')).to_have_count(1)

    finish_slide_change(page)
    toggle = slider.locator(".carousel-toggle")
    expect(toggle).to_have_accessible_name(T.carousel_pause)
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    paused_on = shown(slider)
    # Look every 2 s, so a two-slide carousel cannot come full circle unseen.
    for _ in range(5):
        run_for(page, 2_000)
        assert shown(slider) == paused_on
    # Playing again starts a fresh period from the click.
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    run_for(page, period - MARGIN_MS)
    assert shown(slider) == paused_on
    run_for(page, 2 * MARGIN_MS)
    assert shown(slider) == (paused_on + 1) % count

    finish_slide_change(page)
    slider.get_by_role("button", name=f"{T.carousel_dot} {count}", exact=True).click()
    finish_slide_change(page)
    last = shown(slider)
    run_until_it_moves(page, slider, period + COARSE_MS, COARSE_MS)
    assert (last, shown(slider)) == (count - 1, 0)


def test_hero_dots_jump_to_a_slide(page):
    open_paused(page)
    hero = carousel(page, "hero")
    start = shown(hero)
    other = 1 - start
    dot = hero.get_by_role("button", name=f"{T.carousel_dot} {other + 1}", exact=True)
    dot.click()
    assert shown(hero) == other
    expect(hero.locator(".slick-dots li").nth(other)).to_have_class(re.compile(r"\bslick-active\b"))
    finish_slide_change(page)
    hero.get_by_role("button", name=f"{T.carousel_dot} {start + 1}", exact=True).click()
    assert shown(hero) == start
    expect(hero.locator(".slick-slide.slick-current")).to_have_attribute("aria-hidden", "false")


def test_reduced_motion_stops_every_carousel(new_page):
    page = new_page(reduced_motion="reduce")
    open_paused(page)
    sliders = [carousel(page, name) for name in CAROUSELS]
    for slider in sliders:
        start_carousel(slider)
        expect(slider.locator(".carousel-toggle")).to_have_attribute("aria-pressed", "true")
    start = [shown(slider) for slider in sliders]
    for _ in range(6):
        run_for(page, 2_000)
        assert [shown(slider) for slider in sliders] == start
    # The visitor can still start one.
    hero = sliders[0]
    hero.locator(".carousel-toggle").click()
    run_for(page, HERO_MS + MARGIN_MS)
    assert shown(hero) != start[0]


@pytest.mark.parametrize("width,visible", [(1280, 3), (900, 2), (375, 1)])
def test_testimonials_show_three_two_or_one(new_page, width, visible):
    page = new_page(viewport={"width": width, "height": 800})
    open_paused(page)  # no autoplay slide moving mid-measurement
    slider = carousel(page, "testimonials")
    start_carousel(slider)
    run_for(page, 100)  # react-slick places its track in a timer as it starts
    expect(slider.locator(".slick-slide.slick-active")).to_have_count(visible)
    # And on screen: exactly that many whole cards fit the visible strip.
    whole = slider.evaluate("""(el) => {
      const strip = el.querySelector('.slick-list').getBoundingClientRect();
      return [...el.querySelectorAll('.slick-slide')].filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= strip.left - 1 && box.right <= strip.right + 1;
      }).length;
    }""")
    assert whole == visible


def swipe(page, slider, dx: int) -> None:
    """A real one-finger horizontal swipe of `dx` px across the slider."""
    box = slider.locator(".slick-list").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, 11):
        cdp.send(
            "Input.dispatchTouchEvent",
            {"type": "touchMove", "touchPoints": [{"x": x + dx * step / 10, "y": y}]},
        )
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def test_swipe_past_50_px_turns_the_testimonials(mobile_page):
    page = mobile_page
    assert 30 < SWIPE_PX < 80  # the swipes below fall on either side of it
    open_paused(page)  # no autoplay while swiping
    slider = carousel(page, "testimonials")
    slider.scroll_into_view_if_needed()
    count = len(CONTENT.testimonials)
    start = shown(slider)
    # (finger movement, slides moved): leftwards shows the next one.
    for dx, moved in [(-30, 0), (-80, 1), (30, 1), (80, 0), (80, -1)]:
        swipe(page, slider, dx)
        finish_slide_change(page)
        assert shown(slider) == (start + moved) % count, f"after a {dx} px swipe"
    # Chromium reports react-slick's preventDefault on the (uncancelable)
    # touchend of a swipe; anything else logged would be a real problem.
    others = [
        text
        for text in page.recorded.console_problems
        if "Ignored attempt to cancel a touchend event" not in text
    ]
    assert others == []
    assert page.recorded.page_errors == []


# --- sections ---------------------------------------------------------------------


@pytest.mark.parametrize("code", HOMES)
def test_sections_in_spec_order(read_only_page, code):
    _home, c, page = home_in(read_only_page, code)
    expect(page.locator("h1")).to_have_count(1)
    headings = page.locator("main").locator("h1, h2")
    expect(headings).to_have_text([c.hero_headline, *section_headings(c)])
    # The hero comes first: its carousel, then the headline over it.
    hero = page.locator("main > section").first
    expect(hero.locator(".hero-carousel")).to_have_count(1)
    expect(hero.locator("h1")).to_have_text(c.hero_headline)
    for title, part in [
        (c.texts.testimonials_title, ".testimonial-carousel"),
        (c.texts.salon_title, ".salon-carousel"),
        (c.texts.faq_title, ".faq"),
    ]:
        expect(region(page, title).locator(part)).to_have_count(1)


@pytest.mark.parametrize("code", HOMES)
def test_hero_teasers_and_booking_button(read_only_page, code):
    _home, c, page = home_in(read_only_page, code)
    expected = shown_prices(c, map(c.teaser_entry, c.hero_teasers))
    teasers = page.get_by_role("list", name=c.texts.teasers_label).get_by_role("listitem")
    expect(teasers).to_have_count(len(expected))
    for teaser, (name, price) in zip(teasers.all(), expected):
        expect(teaser.locator("span").first).to_have_text(name)
        expect(teaser.locator(".price")).to_have_text(price)
    expect(page.locator(".hero-text")).to_have_text(c.hero_text)
    book = page.locator(".hero").get_by_role("link", name=c.texts.book_now, exact=True)
    expect(book).to_have_count(1)
    assert_new_tab_link(book, CONTENT.booking_url)


@pytest.mark.parametrize("code", HOMES)
def test_popular_treatments_each_with_a_booking_button(read_only_page, code):
    _home, c, page = home_in(read_only_page, code)
    section = region(page, c.texts.popular_title)
    expect(section.locator(".lead")).to_have_text(c.texts.popular_intro)
    cards = section.locator(".card")
    expected = shown_prices(c, map(c.teaser_entry, c.popular))
    expect(cards).to_have_count(len(expected))
    for card, item, (name, price) in zip(cards.all(), c.popular, expected):
        expect(card.locator("h3")).to_have_text(name)
        expect(card.locator(".price")).to_have_text(price)
        expect(card.locator("img")).to_have_attribute("alt", item.image_alt)
        # Each card books its own treatment; screen readers hear which one.
        assert_new_tab_link(
            card.get_by_role("link", name=f"{c.texts.book_item} {name}", exact=True),
            CONTENT.booking_url_for(item.key),
        )


@pytest.mark.parametrize("code", HOMES)
def test_six_testimonials_with_a_spoken_rating_in_their_own_words(read_only_page, code):
    _home, c, page = home_in(read_only_page, code)
    # The spec: six testimonials, each rated 5.
    assert len(c.testimonials) == 6
    assert {t.rating for t in c.testimonials} == {5}
    slides = carousel(page, "testimonials").locator(".slick-slide:not(.slick-cloned)")
    expect(slides).to_have_count(len(c.testimonials))
    for slide, item in zip(slides.all(), c.testimonials):
        expect(slide.locator("figcaption")).to_have_text(
            f"{item.name}, {item.age} {c.texts.age_suffix}"
        )
        quote = slide.locator("blockquote")
        expect(quote).to_have_text(item.text)
        # The customer's words as written, in the language they wrote in.
        assert quote.evaluate("q => q.closest('[lang]').lang") == item.language
        # Screen readers hear "5 av 5 stjärnor", not five star characters.
        stars = slide.locator(".stars")
        expect(stars.locator('[aria-hidden="true"]')).to_have_text("★" * item.rating)
        expect(stars.locator(".visually-hidden")).to_have_text(
            f"{item.rating} {c.texts.rating_label}"
        )
        expect(slide.locator("img.avatar")).to_have_attribute(
            "src", re.compile(rf"^/img/{stem(item.image)}-")
        )


@pytest.mark.parametrize("code", HOMES)
def test_services_grid_with_the_list_prices(read_only_page, code):
    home, c, page = home_in(read_only_page, code)
    grid = shown_prices(c, c.grid_services)
    section = region(page, c.texts.services_title)
    tiles = section.locator(".tile")
    expect(tiles.locator("h3")).to_have_text([name for name, _ in grid])
    expect(tiles.locator(".price")).to_have_text([price for _, price in grid])
    expect(section.get_by_role("link", name=c.texts.services_link)).to_have_attribute(
        "href", home.link("treatments")
    )


@pytest.mark.parametrize("code", HOMES)
def test_hours_and_booking_rules_come_from_the_content(read_only_page, code):
    _home, c, page = home_in(read_only_page, code)
    section = region(page, c.texts.hours_title)
    expect(section.locator("h3")).to_have_text(
        [c.texts.hours_page_title, c.texts.booking_info_title]
    )
    expect(section.locator("dt")).to_have_text([days for days, _ in c.grouped_hours()])
    expect(section.locator("dd")).to_have_text([hours for _, hours in c.grouped_hours()])
    expect(section.locator(".rules li")).to_have_text(list(c.booking_rules))


def test_instagram_grid_of_local_images_links_out(page, base_url):
    assert len(CONTENT.instagram_pictures) >= 6
    open_route(page, "/")
    section = region(page, T.instagram_title)
    links = section.locator("a.insta-link")
    expect(links).to_have_count(len(CONTENT.instagram_pictures))
    section.scroll_into_view_if_needed()
    for link, picture in zip(links.all(), CONTENT.instagram_pictures):
        assert_new_tab_link(link, CONTENT.instagram_url)
        img = link.locator("img")
        expect(img).to_have_attribute("alt", picture.alt)
        # Served by the site itself, and actually shown.
        expect(img).to_have_js_property("complete", True)
        assert img.evaluate("img => img.naturalWidth") > 0
        assert img.evaluate("img => img.currentSrc").startswith(
            f"{base_url}/img/{stem(picture.image)}-"
        )
    assert_new_tab_link(section.get_by_role("link", name=T.instagram_cta), CONTENT.instagram_url)


@pytest.mark.parametrize("code", HOMES)
def test_a_photo_not_yet_loaded_is_a_tile_not_a_hole(read_only_page, code):
    """On a slow line a lazy photo's box is on screen before the photo: it
    must show as a tile of its own colour, not as the page behind it (the
    hero's photos lie on its own dark ground)."""
    _, _, page = home_in(read_only_page, code)
    boxes = page.evaluate(
        """() => [...document.querySelectorAll('picture img')]
            .filter((img) => !img.closest('.hero'))
            .map((img) => {
              const paint = (el) => getComputedStyle(el).backgroundColor;
              let behind = img.parentElement;
              while (behind && paint(behind) === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
              const band = img.closest('section[aria-labelledby]');
              return [band.getAttribute('aria-labelledby'), img.currentSrc || img.src, paint(img), behind ? paint(behind) : 'none'];
            })"""
    )
    # The treatment cards, the testimonials' avatars, the salon's photos, Instagram.
    assert len({band for band, *_ in boxes}) == 4
    holes = [box for box in boxes if box[2] in ("rgba(0, 0, 0, 0)", box[3])]
    assert holes == []


def test_closing_call_to_action(page):
    open_route(page, "/")
    cta = page.locator(".cta")
    expect(cta.locator("h2")).to_have_text(T.cta_title)
    expect(cta.locator("p")).to_have_text(T.cta_text)
    assert_new_tab_link(cta.get_by_role("link", name=T.book_now, exact=True), CONTENT.booking_url)
    # It is the last section of the page's content.
    expect(page.locator("main > section").last).to_have_class(re.compile(r"\bband-accent\b"))


# --- testimonial photo fallback ---------------------------------------------------


def photos_of(page, name: str):
    """Every copy of one customer's photo (react-slick clones slides)."""
    return (
        carousel(page, "testimonials")
        .locator(".testimonial")
        .filter(has=page.get_by_text(name, exact=True))
        .locator("img.avatar")
    )


def requests_for(page, image: str) -> list[str]:
    return [url for url in page.recorded.requests if f"/img/{stem(image)}-" in url]


def assert_only_failed_loads_logged(page) -> None:
    """The aborted images log 'Failed to load resource'; nothing else may."""
    others = [t for t in page.recorded.console_problems if "Failed to load resource" not in t]
    assert others == []
    assert page.recorded.page_errors == []


def test_broken_testimonial_photo_shows_the_default_avatar(page):
    broken = CONTENT.testimonials[2]  # the one that also has AVIF sources
    page.route(f"**/img/{stem(broken.image)}-*", lambda route: route.abort())
    open_route(page, "/")
    start_looping(carousel(page, "testimonials"))
    photos = photos_of(page, broken.name)
    # The visible photo is requested while the page loads, before React
    # hydrates; its clones (loaded here on demand) fail once the carousel runs.
    photos.evaluate_all("imgs => imgs.forEach((img) => { img.loading = 'eager'; })")
    assert photos.count() > 1
    for photo in photos.all():
        expect(photo).to_have_attribute("src", re.compile(r"/img/avatar-default-"))
        page.wait_for_function(
            "img => img.complete && img.naturalWidth > 0 && img.currentSrc.includes('/avatar-default-')",
            arg=photo.element_handle(),
        )
    # Each copy tried its photo at most once and then stopped.
    tried, fallback = (
        len(requests_for(page, broken.image)),
        len(requests_for(page, "avatar-default")),
    )
    assert 1 <= tried <= photos.count()
    assert 1 <= fallback <= photos.count()
    page.wait_for_load_state("networkidle")
    assert len(requests_for(page, broken.image)) == tried
    assert len(requests_for(page, "avatar-default")) == fallback
    assert_only_failed_loads_logged(page)


def test_broken_fallback_does_not_loop(page):
    broken = CONTENT.testimonials[0]
    page.route(f"**/img/{stem(broken.image)}-*", lambda route: route.abort())
    page.route("**/img/avatar-default-*", lambda route: route.abort())
    open_route(page, "/")
    start_looping(carousel(page, "testimonials"))
    photos = photos_of(page, broken.name)
    photos.evaluate_all("imgs => imgs.forEach((img) => { img.loading = 'eager'; })")
    for photo in photos.all():
        expect(photo).to_have_attribute("data-fallback", "1")
    # A loop would keep the network busy: "networkidle" is 500 ms without a request.
    page.wait_for_load_state("networkidle")
    attempts = len(requests_for(page, "avatar-default"))
    assert 1 <= attempts <= photos.count()
    assert len(requests_for(page, broken.image)) <= photos.count()
    assert_only_failed_loads_logged(page)


# --- FAQ --------------------------------------------------------------------------


def test_faq_opens_one_answer_at_a_time(page):
    open_route(page, "/")
    section = region(page, T.faq_title)
    items = section.locator("details")
    questions = section.locator("summary")
    expect(questions).to_have_text([item.question for item in CONTENT.faq])
    answers = [section.get_by_text(item.answer, exact=True) for item in CONTENT.faq]

    def assert_open(index: int | None) -> None:
        for i, (item, answer) in enumerate(zip(items.all(), answers)):
            if i == index:
                expect(item).to_have_attribute("open", "")
                expect(answer).to_be_visible()
            else:
                expect(item).not_to_have_attribute("open", "")
                expect(answer).to_be_hidden()

    # One group (<details name>): the browser keeps one answer open.
    assert {item.get_attribute("name") for item in items.all()} == {"faq"}
    assert_open(None)
    questions.nth(0).click()
    assert_open(0)
    questions.nth(2).click()
    assert_open(2)
    questions.nth(2).click()
    assert_open(None)
    page.recorded.assert_no_console_errors()


def test_faq_works_from_the_keyboard(page):
    open_route(page, "/")
    section = region(page, T.faq_title)
    questions = section.locator("summary")
    first, second = section.locator("details").nth(0), section.locator("details").nth(1)
    questions.nth(0).focus()
    page.keyboard.press("Enter")
    expect(first).to_have_attribute("open", "")
    assert ax_expanded(page, ".faq details summary") is True
    page.keyboard.press("Tab")
    expect(questions.nth(1)).to_be_focused()
    page.keyboard.press("Space")
    expect(second).to_have_attribute("open", "")
    expect(first).not_to_have_attribute("open", "")
    page.keyboard.press("Space")
    expect(second).not_to_have_attribute("open", "")
    expect(questions.nth(1)).to_be_focused()


# --- cookie banner ----------------------------------------------------------------


def banner(page):
    return page.get_by_role("region", name=T.cookie_title)


def stored_consent(page) -> str | None:
    return page.evaluate(f"localStorage.getItem('{CONSENT_KEY}')")


def reload(page) -> None:
    page.reload()
    page.wait_for_selector(HYDRATED, state="attached")


def test_cookie_banner_accept_is_remembered(page):
    open_route(page, "/")
    expect(banner(page)).to_be_visible()
    assert stored_consent(page) is None
    banner(page).get_by_role("button", name=T.accept, exact=True).click()
    expect(banner(page)).to_be_hidden()
    assert stored_consent(page) == "true"
    reload(page)
    expect(banner(page)).to_be_hidden()
    page.recorded.assert_no_console_errors()


def test_cookie_banner_close_lasts_for_this_visit_only(page):
    open_route(page, "/")
    banner(page).get_by_role("button", name=T.close, exact=True).click()
    expect(banner(page)).to_be_hidden()
    assert stored_consent(page) is None
    reload(page)  # the same visit: the tab remembers it
    expect(banner(page)).to_be_hidden()
    page.recorded.assert_no_console_errors()
    other_tab = page.context.new_page()  # another visit
    open_route(other_tab, "/")
    expect(banner(other_tab)).to_be_visible()


@pytest.mark.parametrize("value", ["yes", "{", ""])
def test_cookie_banner_shows_for_a_corrupt_stored_value(page, value):
    page.add_init_script(f"localStorage.setItem('{CONSENT_KEY}', {json.dumps(value)});")
    open_route(page, "/")
    expect(banner(page)).to_be_visible()
    assert stored_consent(page) == value
    page.recorded.assert_no_console_errors()


def test_cookie_banner_read_more_opens_the_privacy_notice(page):
    open_route(page, "/")
    link = banner(page).get_by_role("link", name=f"{T.read_more} {T.read_more_topic}")
    expect(link).to_contain_text(T.read_more)
    assert_new_tab_link(link, PRIVACY_ROUTE)


# --- floating book button ---------------------------------------------------------


def test_floating_book_button_appears_after_10_s(page):
    open_paused(page)
    floating = page.locator(".floating-book")
    run_for(page, FLOATING_DELAY_MS - MARGIN_MS)
    expect(floating).to_have_count(0)
    run_for(page, 2 * MARGIN_MS)
    book = floating.get_by_role("link", name=T.floating_book, exact=True)
    expect(book).to_be_visible()
    assert_new_tab_link(book, CONTENT.booking_url)


# --- loyalty offer ----------------------------------------------------------------


def loyalty_button(page):
    return page.get_by_role("button", name=T.loyalty_button, exact=True)


def accept_cookies(page) -> None:
    banner(page).get_by_role("button", name=T.accept, exact=True).click()


def test_loyalty_button_appears_2_s_after_accepting(page):
    open_paused(page)
    run_for(page, 3 * CONSENT_POLL_MS)
    expect(loyalty_button(page)).to_have_count(0)  # not without consent
    accept_cookies(page)
    # To the millisecond: the 1 s poll alone would show it up to 1 s later.
    run_for(page, LOYALTY_DELAY_MS - 1)
    expect(loyalty_button(page)).to_have_count(0)
    run_for(page, 1)
    expect(loyalty_button(page)).to_be_visible()
    expect(loyalty_button(page)).to_have_attribute("aria-haspopup", "dialog")


def test_loyalty_button_notices_storage_by_polling(page):
    """Storage set without any event (as by another script) is noticed by the
    check that runs every second from hydration; then the 2 s delay runs."""
    open_paused(page)
    page.evaluate(f"localStorage.setItem('{CONSENT_KEY}', 'true')")
    run_for(page, CONSENT_POLL_MS + LOYALTY_DELAY_MS - MARGIN_MS)
    expect(loyalty_button(page)).to_have_count(0)
    run_for(page, 2 * MARGIN_MS)
    expect(loyalty_button(page)).to_be_visible()


def test_accepting_in_another_tab_shows_the_loyalty_button(page):
    first = page
    open_paused(first)  # the clock belongs to the context: both tabs share it
    second = first.context.new_page()
    hydrate(second)
    accept_cookies(second)
    # The storage event reaches the first tab: its banner goes too...
    expect(banner(first)).to_be_hidden()
    # ...and its button follows 2 s after the event to the millisecond, so
    # it was the event and not the first tab's next poll.
    run_for(first, LOYALTY_DELAY_MS - 1)
    expect(loyalty_button(first)).to_have_count(0)
    run_for(first, 1)
    expect(loyalty_button(first)).to_be_visible()


def open_loyalty_ready(page) -> None:
    """The home page for a visitor who accepted earlier, with the loyalty button up."""
    page.add_init_script(f"localStorage.setItem('{CONSENT_KEY}', 'true');")
    open_paused(page)
    run_for(page, LOYALTY_DELAY_MS + MARGIN_MS)
    expect(loyalty_button(page)).to_be_visible()


def qr_modules(svg) -> tuple[int, set[tuple[int, int]]]:
    """(size, dark cells) of a qrcode.react SVG: one `h` run per dark stretch."""
    size = int(svg.get_attribute("viewBox").split()[2])
    dark = svg.locator("path").nth(1).get_attribute("d")
    cells = set()
    for x, y, run in re.findall(r"M(\d+)[ ,](\d+)\s*h(\d+)", dark):
        cells.update((int(x) + i, int(y)) for i in range(int(run)))
    return size, cells


def is_finder(cells, left: int, top: int) -> bool:
    """A QR finder pattern: a 7x7 dark ring, a light ring, a 3x3 dark core."""
    for dy in range(7):
        for dx in range(7):
            ring = max(abs(dx - 3), abs(dy - 3))
            if ((left + dx, top + dy) in cells) != (ring != 2):
                return False
    return True


def test_loyalty_panel_is_a_dialog_with_a_qr_code(page):
    open_loyalty_ready(page)
    loyalty_button(page).click()
    dialog = page.get_by_role("dialog", name=CONTENT.loyalty_title)
    expect(dialog).to_be_visible()
    # A native modal <dialog> (showModal): the page behind it is inert.
    assert dialog.evaluate("d => d.tagName === 'DIALOG' && d.matches(':modal')")
    expect(dialog.locator(":focus")).to_have_count(1)  # focus moved in
    expect(dialog).to_contain_text(CONTENT.loyalty_text)
    assert_new_tab_link(
        dialog.get_by_role("link", name=T.book_now, exact=True), CONTENT.booking_url
    )
    # The QR code is an SVG image with a name, drawn as a real QR symbol:
    # (4v + 17) modules plus the quiet zone, finder patterns in three corners.
    svg = dialog.get_by_role("img", name=T.loyalty_qr_title)
    expect(svg).to_be_visible()
    size, cells = qr_modules(svg)
    margin = min(x for x, _ in cells)
    modules = size - 2 * margin
    assert modules >= 21 and (modules - 17) % 4 == 0
    far = margin + modules - 7
    assert all(is_finder(cells, x, y) for x, y in [(margin, margin), (far, margin), (margin, far)])
    assert not is_finder(cells, far, far)
    # Tab goes through the dialog's controls.
    for _ in range(dialog.locator("button, a[href]").count() - 1):
        page.keyboard.press("Tab")
        expect(dialog.locator(":focus")).to_have_count(1)
    page.recorded.assert_no_console_errors()


CLOSERS = {
    "close icon": lambda page, dialog: dialog.get_by_role(
        "button", name=T.loyalty_close, exact=True
    ).click(),
    "close button": lambda page, dialog: dialog.get_by_role(
        "button", name=T.close, exact=True
    ).click(),
    # The left edge of the screen, beside the side panel: the backdrop.
    "backdrop": lambda page, dialog: page.mouse.click(20, 400),
    "Escape": lambda page, dialog: page.keyboard.press("Escape"),
}


def test_loyalty_panel_closes_every_way_and_returns_focus(page):
    open_loyalty_ready(page)
    dialog = page.get_by_role("dialog", name=CONTENT.loyalty_title)
    for way, close in CLOSERS.items():
        loyalty_button(page).click()
        expect(dialog).to_be_visible()
        close(page, dialog)
        expect(dialog, f"closed by {way}").to_be_hidden()
        expect(loyalty_button(page), f"focus after {way}").to_be_focused()
    page.recorded.assert_no_console_errors()


# --- network ----------------------------------------------------------------------


def test_scrolling_the_whole_page_stays_on_this_machine(page):
    open_route(page, "/")
    height = page.evaluate("document.documentElement.scrollHeight")
    viewport = page.viewport_size["height"]
    for top in range(0, height, viewport // 2):
        page.evaluate("top => window.scrollTo(0, top)", top)
        next_frames(page)
    page.wait_for_load_state("networkidle")
    recorded = page.recorded
    assert recorded.foreign_requests() == []
    assert recorded.websockets == []
    assert any(
        urlsplit(url).hostname == LOCAL_HOST and "/img/instagram-" in url
        for url in recorded.requests
    )
    recorded.assert_no_console_errors()
