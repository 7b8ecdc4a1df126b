"""Typed shape of the salon's content and the checks that guard it.

The values live in `salon/content.py`; this module only says what a valid
value looks like. Every check raises `ContentError` naming the exact field
(e.g. `content.contact.phone`), so a typo fails the build with a message an
owner can act on instead of shipping a broken page.
"""

from __future__ import annotations

import dataclasses
import datetime
import re
import types
import warnings
from typing import Any, get_args, get_origin, get_type_hints

from salon.schedule import build_date, holiday_names

WEEKDAYS = ("Måndag", "Tisdag", "Onsdag", "Torsdag", "Fredag", "Lördag", "Söndag")
# schema.org DayOfWeek names, index-aligned with WEEKDAYS.
SCHEMA_DAYS = (
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
)
# Lower case, as they appear inside a sentence ("torsdag 24 december").
MONTHS = (
    "januari", "februari", "mars", "april", "maj", "juni",
    "juli", "augusti", "september", "oktober", "november", "december",
)
# A note shows under "Stängt" in the hours table's today row, in at most two
# short lines on a 320 px phone; longer text would make the row grow.
NOTE_MAX = 30
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_TIME = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")
_URL = re.compile(r"^https://[^\s/]+\.[^\s/]+(/\S*)?$")
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_PHONE = re.compile(r"^\+?[0-9][0-9 \-]{5,}$")


class ContentError(ValueError):
    """A content entry is missing or malformed; the message names the field."""


class ContentWarning(UserWarning):
    """A content entry is valid but probably stale (e.g. an exception in the past)."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Address:
    street: str
    postal_code: str
    city: str
    country_code: str
    latitude: float
    longitude: float

    @property
    def one_line(self) -> str:
        return f"{self.street}, {self.postal_code} {self.city}"


@dataclasses.dataclass(frozen=True, kw_only=True)
class Contact:
    phone: str
    email: str
    address: Address

    @property
    def phone_href(self) -> str:
        digits = re.sub(r"[^0-9+]", "", self.phone)
        return "tel:+46" + digits[1:] if digits.startswith("0") else "tel:" + digits


@dataclasses.dataclass(frozen=True, kw_only=True)
class Link:
    label: str
    url: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class Map:
    embed_url: str
    open_url: str
    # One title per place the map is embedded: /kontakt shows the footer's map
    # and its own, and screen readers list frames by title.
    footer_title: str
    contact_title: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class DayHours:
    day: str
    opens: str
    closes: str

    @property
    def label(self) -> str:
        return f"{self.opens}–{self.closes}"


@dataclasses.dataclass(frozen=True, kw_only=True)
class HolidayRule:
    """How the salon keeps one holiday or eve, named as the calendar names it
    (e.g. "Juldagen"). No times means closed all day."""

    holiday: str
    opens: str | None = None
    closes: str | None = None


@dataclasses.dataclass(frozen=True, kw_only=True)
class HoursException:
    """The owner's dated deviation: one day (`start`) or a range (`start` to
    `end`, both included), closed unless `opens`/`closes` are given. It wins
    over the weekly hours and the holiday policy."""

    start: str
    note: str
    end: str | None = None
    opens: str | None = None
    closes: str | None = None

    @property
    def first(self) -> datetime.date:
        return datetime.date.fromisoformat(self.start)

    @property
    def last(self) -> datetime.date:
        return datetime.date.fromisoformat(self.end or self.start)


@dataclasses.dataclass(frozen=True, kw_only=True)
class Service:
    """One bookable service; `from_price` marks a starting price ('från')."""

    key: str
    name: str
    price: int
    from_price: bool = False
    description: str | None = None
    # This service's own page at the booking platform; None falls back to
    # its category's, then the salon's (`Content.booking_url_for`).
    booking_url: str | None = None

    @property
    def price_label(self) -> str:
        return f"{'från ' if self.from_price else ''}{self.price} kr"


@dataclasses.dataclass(frozen=True, kw_only=True)
class Category:
    """A price-list group. `grid_price` lets the whole group stand as one
    'från' tile in the home services grid."""

    key: str
    title: str
    intro: str
    services: tuple[Service, ...]
    grid_price: int | None = None
    booking_url: str | None = None


@dataclasses.dataclass(frozen=True, kw_only=True)
class Teaser:
    """A service highlighted on the home page with its own advertised price."""

    name: str
    price: int
    image: str
    image_alt: str
    # The service or category whose booking page the teaser's button opens.
    booking_key: str | None = None

    @property
    def price_label(self) -> str:
        return f"från {self.price} kr"


@dataclasses.dataclass(frozen=True, kw_only=True)
class Testimonial:
    name: str
    age: int
    text: str
    rating: int
    image: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class FaqItem:
    question: str
    answer: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class Value:
    title: str
    text: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class Picture:
    image: str
    alt: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class PageMeta:
    title: str
    description: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class Texts:
    """Every fixed label and heading a visitor reads, typed once."""

    menu: str
    main_nav: str
    book_short: str
    book_online: str
    book_now: str
    book_item: str
    skip_link: str
    footer_contact: str
    footer_hours: str
    footer_map: str
    privacy_link: str
    cookie_settings: str
    map_consent_text: str
    map_show: str
    map_open: str
    cookie_title: str
    cookie_text: str
    read_more: str
    # Read by screen readers after read_more, so the link names its target.
    read_more_topic: str
    accept: str
    close: str
    not_found_title: str
    not_found_text: str
    not_found_home: str
    error_title: str
    error_text: str
    carousel_pause: str
    carousel_dot: str
    hero_label: str
    teasers_label: str
    popular_title: str
    popular_intro: str
    testimonials_title: str
    testimonials_label: str
    rating_label: str
    age_suffix: str
    salon_title: str
    salon_label: str
    services_title: str
    services_link: str
    hours_title: str
    booking_info_title: str
    instagram_title: str
    instagram_cta: str
    faq_title: str
    cta_title: str
    cta_text: str
    floating_book: str
    loyalty_button: str
    loyalty_close: str
    loyalty_qr_title: str
    treatments_title: str
    treatments_intro: str
    filter_label: str
    filter_all: str
    rules_title: str
    about_title: str
    values_title: str
    contact_title: str
    contact_intro: str
    form_title: str
    form_name: str
    form_email: str
    form_message: str
    form_submit: str
    # Replaces the form where JavaScript is off (the form could not work).
    form_no_script: str
    toast_title: str
    toast_text: str
    toast_close: str
    hours_page_title: str
    hours_caption: str
    hours_day: str
    hours_time: str
    today: str
    open_now: str
    closed_now: str
    closes_at: str
    opens_at: str
    today_word: str
    tomorrow_word: str
    clock_word: str
    closed_today: str
    closed_label: str
    other_hours_today: str
    deviations_title: str
    deviations_none: str
    upcoming_notice_title: str
    card_book_title: str
    card_book_text: str
    card_phone_title: str
    card_visit_title: str
    directions: str
    # Visible text of a service's own booking link; the service name follows
    # it for screen readers ("Boka Damklippning").
    book_service: str
    accessibility_link: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class PolicySection:
    title: str
    paragraphs: tuple[str, ...]


@dataclasses.dataclass(frozen=True, kw_only=True)
class Policy:
    title: str
    intro: str
    sections: tuple[PolicySection, ...]


@dataclasses.dataclass(frozen=True, kw_only=True)
class Statement:
    """The accessibility statement (/tillganglighet)."""

    title: str
    intro: str
    sections: tuple[PolicySection, ...]
    report_title: str
    report_text: str
    email_label: str
    phone_label: str
    reviewed_label: str
    # ISO date (YYYY-MM-DD) of the last review; update it at every review.
    last_review: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class Content:
    salon_name: str
    tagline: str
    site_url: str
    contact: Contact
    booking_url: str
    loyalty_url: str
    social: tuple[Link, ...]
    instagram_url: str
    map: Map
    hours: tuple[DayHours, ...]
    hours_note: str
    holiday_policy: tuple[HolidayRule, ...]
    hours_exceptions: tuple[HoursException, ...]
    booking_rules: tuple[str, ...]
    categories: tuple[Category, ...]
    hero_headline: str
    hero_text: str
    hero_slides: tuple[Picture, ...]
    hero_teasers: tuple[Teaser, ...]
    popular: tuple[Teaser, ...]
    grid_service_keys: tuple[str, ...]
    testimonials: tuple[Testimonial, ...]
    salon_pictures: tuple[Picture, ...]
    instagram_pictures: tuple[Picture, ...]
    faq: tuple[FaqItem, ...]
    about_story: tuple[str, ...]
    values: tuple[Value, ...]
    quote: str
    quote_author: str
    loyalty_title: str
    loyalty_text: str
    credit: Link
    nav: tuple[Link, ...]
    texts: Texts
    privacy: Policy
    accessibility: Statement
    pages: dict[str, PageMeta]

    def category(self, key: str) -> Category:
        return next(cat for cat in self.categories if cat.key == key)

    def grid_entry(self, key: str) -> Service:
        """A home-grid tile: a service, or a whole category at its grid price."""
        for category in self.categories:
            if category.key == key:
                return Service(key=key, name=category.title,
                               price=category.grid_price or 0, from_price=True)
            for service in category.services:
                if service.key == key:
                    return service
        raise ContentError(f"content.grid_service_keys: unknown key {key!r}")

    def booking_url_for(self, key: str) -> str:
        """The booking page for a service or category key: its own URL, else
        its category's, else the salon's."""
        for category in self.categories:
            if category.key == key:
                return category.booking_url or self.booking_url
            for service in category.services:
                if service.key == key:
                    return service.booking_url or category.booking_url or self.booking_url
        raise ContentError(f"unknown service or category {key!r}")

    @property
    def grid_services(self) -> tuple[Service, ...]:
        return tuple(self.grid_entry(key) for key in self.grid_service_keys)


# Lists an owner may leave empty: a salon open on every holiday, no closures.
_MAY_BE_EMPTY = {"content.holiday_policy", "content.hours_exceptions"}


def _check_types(value: Any, path: str) -> None:
    """Walk a dataclass tree and reject empty or wrongly typed entries."""
    if dataclasses.is_dataclass(value):
        hints = get_type_hints(type(value))
        for field in dataclasses.fields(value):
            child = getattr(value, field.name)
            child_path = f"{path}.{field.name}"
            _check_type(child, hints[field.name], child_path)
            _check_types(child, child_path)
    elif isinstance(value, tuple):
        if not value and path not in _MAY_BE_EMPTY:
            raise ContentError(f"{path}: must not be empty")
        for index, item in enumerate(value):
            _check_types(item, f"{path}[{index}]")
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_types(item, f"{path}[{key!r}]")
    elif isinstance(value, str) and not value.strip():
        raise ContentError(f"{path}: must not be empty")


def _check_type(value: Any, hint: Any, path: str) -> None:
    origin = get_origin(hint) or hint
    if origin is types.UnionType:
        if value is None and type(None) in get_args(hint):
            return
        (origin, *_rest) = [a for a in get_args(hint) if a is not type(None)]
    if origin is float and isinstance(value, int) and not isinstance(value, bool):
        return
    if isinstance(origin, type) and not isinstance(value, origin):
        raise ContentError(
            f"{path}: expected {origin.__name__}, got {type(value).__name__} {value!r}"
        )
    if origin is tuple:
        (item_hint, *_rest) = get_args(hint)
        for index, item in enumerate(value):
            _check_type(item, item_hint, f"{path}[{index}]")


def _require(ok: bool, path: str, message: str) -> None:
    if not ok:
        raise ContentError(f"{path}: {message}")


def _is_iso_date(text: str) -> bool:
    try:
        return datetime.date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


def _check_times(entry: Any, path: str) -> None:
    """Both times or neither (closed); each HH:MM, opening before closing."""
    _require((entry.opens is None) == (entry.closes is None), path,
             "give both opens and closes, or neither (closed)")
    if entry.opens is None:
        return
    for name in ("opens", "closes"):
        _require(bool(_TIME.match(getattr(entry, name))), f"{path}.{name}",
                 f"must be HH:MM, got {getattr(entry, name)!r}")
    _require(entry.opens < entry.closes, path, "opens after it closes")


def _check_holiday_policy(rules: tuple[HolidayRule, ...], today: datetime.date) -> None:
    known = holiday_names(today.year)
    seen: set[str] = set()
    for i, rule in enumerate(rules):
        path = f"content.holiday_policy[{i}]"
        _require(rule.holiday in known, f"{path}.holiday",
                 f"unknown holiday {rule.holiday!r}; known: {', '.join(sorted(known))}")
        _require(rule.holiday not in seen, f"{path}.holiday", f"{rule.holiday!r} is listed twice")
        seen.add(rule.holiday)
        _check_times(rule, path)


def _check_exceptions(exceptions: tuple[HoursException, ...], today: datetime.date) -> None:
    for i, exc in enumerate(exceptions):
        path = f"content.hours_exceptions[{i}]"
        for name in ("start", "end"):
            value = getattr(exc, name)
            if value is None:
                continue
            ok = bool(_DATE.match(value))
            try:
                datetime.date.fromisoformat(value)
            except ValueError:
                ok = False
            _require(ok, f"{path}.{name}", f"must be a date YYYY-MM-DD, got {value!r}")
        _require(exc.last >= exc.first, f"{path}.end",
                 f"{exc.end} is before start {exc.start} (reversed range)")
        _require(len(exc.note) <= NOTE_MAX, f"{path}.note",
                 f"at most {NOTE_MAX} characters, got {len(exc.note)}")
        _check_times(exc, path)
        for j, other in enumerate(exceptions[:i]):
            _require(exc.last < other.first or exc.first > other.last, path,
                     f"overlaps content.hours_exceptions[{j}] ({other.start}–{other.end or other.start})")
        if exc.last < today:
            warnings.warn(f"{path}: ended {exc.last}, before the build date {today}; "
                          "it no longer shows and can be removed", ContentWarning, stacklevel=3)


def validate(content: Content, today: datetime.date | None = None) -> Content:
    """Return `content` unchanged, or raise ContentError naming the bad field.

    `today` (default: the build date in Stockholm) decides which exceptions
    lie in the past; those only warn.
    """
    today = today or build_date()
    _check_types(content, "content")
    c = content
    _require(bool(_URL.match(c.site_url)) and not c.site_url.endswith("/"),
             "content.site_url", "must be an https:// URL without a trailing slash")
    for path, url in [
        ("content.booking_url", c.booking_url),
        ("content.loyalty_url", c.loyalty_url),
        ("content.instagram_url", c.instagram_url),
        ("content.map.embed_url", c.map.embed_url),
        ("content.map.open_url", c.map.open_url),
        ("content.credit.url", c.credit.url),
        *((f"content.social[{i}].url", s.url) for i, s in enumerate(c.social)),
        *((f"content.categories[{i}].booking_url", cat.booking_url)
          for i, cat in enumerate(c.categories) if cat.booking_url is not None),
        *((f"content.categories[{i}].services[{j}].booking_url", s.booking_url)
          for i, cat in enumerate(c.categories)
          for j, s in enumerate(cat.services) if s.booking_url is not None),
    ]:
        _require(bool(_URL.match(url)), path, f"must be an https:// URL, got {url!r}")
    _require(c.map.contact_title != c.map.footer_title, "content.map.contact_title",
             "must differ from footer_title (both maps are on /kontakt)")
    _require(bool(_EMAIL.match(c.contact.email)), "content.contact.email",
             f"not an e-mail address: {c.contact.email!r}")
    _require(bool(_PHONE.match(c.contact.phone)), "content.contact.phone",
             f"not a phone number: {c.contact.phone!r}")
    _require(tuple(h.day for h in c.hours) == WEEKDAYS, "content.hours",
             f"must list {', '.join(WEEKDAYS)} in that order")
    for i, day in enumerate(c.hours):
        for name in ("opens", "closes"):
            _require(bool(_TIME.match(getattr(day, name))), f"content.hours[{i}].{name}",
                     f"must be HH:MM, got {getattr(day, name)!r}")
        _require(day.opens < day.closes, f"content.hours[{i}]", "opens after it closes")
    _check_holiday_policy(c.holiday_policy, today)
    _check_exceptions(c.hours_exceptions, today)
    keys = [s.key for cat in c.categories for s in cat.services]
    duplicates = sorted({k for k in keys if keys.count(k) > 1})
    _require(not duplicates, "content.categories", f"service keys repeat: {duplicates}")
    category_keys = [cat.key for cat in c.categories]
    _require(len(set(category_keys)) == len(category_keys), "content.categories",
             "category keys repeat")
    for i, key in enumerate(c.grid_service_keys):
        _require(key in keys or key in category_keys, f"content.grid_service_keys[{i}]",
                 f"unknown service or category {key!r}")
    for i, teaser in enumerate(c.popular):
        _require(teaser.booking_key in keys or teaser.booking_key in category_keys,
                 f"content.popular[{i}].booking_key",
                 f"must name a service or category to book, got {teaser.booking_key!r}")
    _require(_is_iso_date(c.accessibility.last_review), "content.accessibility.last_review",
             f"must be a date as YYYY-MM-DD, got {c.accessibility.last_review!r}")
    for i, t in enumerate(c.testimonials):
        _require(1 <= t.rating <= 5, f"content.testimonials[{i}].rating", "must be 1-5")
    for i, key in enumerate(c.grid_service_keys):
        if key in category_keys:
            _require(c.category(key).grid_price is not None,
                     f"content.grid_service_keys[{i}]",
                     f"category {key!r} needs a grid_price to appear in the grid")
    return content
