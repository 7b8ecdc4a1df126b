"""Typed shape of the salon's content and the checks that guard it.

The values live in `salon/content.py`; this module only says what a valid
value looks like. `validate` reports every problem at once, one line each,
naming the exact field and list items by their name (e.g.
`content.hours[Lördag].closes: must be HH:MM, got '25:00'`), so a typo fails
the build with messages an owner can act on instead of shipping a broken page.
"""

from __future__ import annotations

import dataclasses
import datetime
import itertools
import json
import re
import sys
import types
import warnings
from pathlib import Path
from typing import Any, get_args, get_origin, get_type_hints
from urllib.parse import urlsplit

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
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


class ContentError(ValueError):
    """Content entries are missing or malformed. `errors` has one line per
    problem, each starting with the field's path; the message joins them."""

    def __init__(self, errors: str | list[str]) -> None:
        self.errors = [errors] if isinstance(errors, str) else list(errors)
        super().__init__("\n".join(self.errors))


class ContentWarning(UserWarning):
    """A content entry is valid but probably stale or imprecise (e.g. an
    exception in the past)."""


# Google asks for at least five decimals (about a metre) in GeoCoordinates.
GEO_DECIMALS = 5


def decimals(value: float) -> int:
    text = repr(float(value))
    return len(text.split(".")[1]) if "." in text and "e" not in text else 0


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
class Credit:
    """Who made the website: an outbound link to the maker's own site."""

    label: str
    maker: str
    url: str

    @property
    def text(self) -> str:
        return f"{self.label}: {self.maker}"


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
    """A price-list group."""

    key: str
    title: str
    intro: str
    services: tuple[Service, ...]
    # The 'från' price of the whole group as one tile in the home services
    # grid. An override: no service in the list carries it (the spec's
    # "Klippning från 120"), so it is typed here and nowhere else.
    grid_price_override: int | None = None
    booking_url: str | None = None


@dataclasses.dataclass(frozen=True, kw_only=True)
class Teaser:
    """A service or category highlighted on the home page. Its name, price
    and booking page come from the price list entry `key`
    (`Content.teaser_entry`)."""

    key: str
    image: str
    image_alt: str
    # Only for a category key: the 'från' price advertised for the whole
    # group, which no service in the list gives (the spec's "Klippning från
    # 350" in the hero, "från 250" among the popular treatments). A service
    # key always shows the service's own price.
    from_price_override: int | None = None


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
    # The page's entry in the main menu; a page without one is not in it.
    nav_label: str | None = None


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
    # Where no form_endpoint is set and JavaScript is off, this replaces the
    # form (it could not deliver anything).
    form_no_script: str
    # The label of the honeypot, a field people never see (screen readers
    # skip it too); a bot that fills it in is answered and ignored.
    form_honeypot: str
    # Shown while a message is on its way to form_endpoint.
    form_sending: str
    # When form_endpoint did not take the message; the e-mail address and
    # phone number follow it as links.
    form_failed: str
    # Without a form_endpoint: the visitor's own mail app gets the message.
    # What happened, then the link that opens it again, then e-mail and phone.
    form_mail_app: str
    form_mail_app_link: str
    # The subject of that e-mail; {namn} is the name the visitor typed.
    form_mail_subject: str
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
    """The privacy notice. Its last section says where a contact-form message
    goes: one of the `form_*` texts, picked by the content's form_endpoint."""

    title: str
    intro: str
    sections: tuple[PolicySection, ...]
    form_title: str
    # No form_endpoint: the visitor's own mail app sends it.
    form_mail_app: str
    # A hosted form service; {service} is its name (Formspree, Basin,
    # Getform, or else the endpoint's host name).
    form_service: str
    # The salon's own receiver; {days}: how long it keeps a message.
    form_own_server: str


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
    # Describes img/og.jpg, the picture social sites show with a shared link.
    share_image_alt: str
    contact: Contact
    booking_url: str
    loyalty_url: str
    # Where the contact form sends a message (docs/owner.md, "Ta emot
    # meddelanden"): None hands it to the visitor's own mail app; an https://
    # URL is a form service's endpoint or the salon's own receiver.
    form_endpoint: str | None = None
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
    credit: Credit
    texts: Texts
    privacy: Policy
    accessibility: Statement
    pages: dict[str, PageMeta]

    def grouped_hours(self) -> list[tuple[str, str]]:
        """Consecutive days with equal hours folded together: ('Måndag–Fredag', '10:00–19:00')."""
        groups = []
        for label, days in itertools.groupby(self.hours, key=lambda d: d.label):
            days = list(days)
            name = days[0].day if len(days) == 1 else f"{days[0].day}–{days[-1].day}"
            groups.append((name, label))
        return groups

    def page(self, key: str) -> PageMeta:
        """The page's title and description (`key`: salon/routes.py) with their
        placeholders filled in, so the salon's name, town and hours are typed once."""
        meta, fields = self.pages[key], self._page_fields()
        return dataclasses.replace(meta, title=meta.title.format_map(fields),
                                   description=meta.description.format_map(fields))

    def _page_fields(self) -> dict[str, str]:
        return {
            "salon": self.salon_name,
            "city": self.contact.address.city,
            "hours": ", ".join(f"{days.lower()} {hours}" for days, hours in self.grouped_hours()),
        }

    def category(self, key: str) -> Category:
        return next(cat for cat in self.categories if cat.key == key)

    @property
    def services(self) -> tuple[Service, ...]:
        """Every service of the price list, in list order."""
        return tuple(service for category in self.categories for service in category.services)

    def priced_entry(self, key: str, from_price_override: int | None = None) -> Service:
        """A service of the price list as it stands, or a whole category at
        `from_price_override` ('från'), the one price the list cannot give."""
        for category in self.categories:
            if category.key == key:
                return Service(key=key, name=category.title,
                               price=from_price_override or 0, from_price=True)
            for service in category.services:
                if service.key == key:
                    return service
        raise ContentError(f"unknown service or category {key!r}")

    def grid_entry(self, key: str) -> Service:
        """A home-grid tile: a service, or a whole category at its grid price."""
        category = next((c for c in self.categories if c.key == key), None)
        return self.priced_entry(key, category.grid_price_override if category else None)

    def teaser_entry(self, teaser: Teaser) -> Service:
        """What a home-page teaser shows: its service, or its category at the
        teaser's from-price."""
        return self.priced_entry(teaser.key, teaser.from_price_override)

    @property
    def price_range(self) -> tuple[int, int]:
        """The lowest and highest price in the list."""
        prices = [service.price for service in self.services]
        return min(prices), max(prices)

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
# The field that names a list item in an error, in this order of preference:
# "content.hours[Lördag].closes" reads better than "content.hours[5].closes".
_NAME_FIELDS = ("key", "day", "holiday", "name", "label", "title", "image", "start")
_NAME_MAX = 40
# The pictures scripts/build_images.py has made; content may only name these.
IMAGE_MANIFEST = Path(__file__).resolve().parents[1] / "assets" / "img" / "manifest.json"


class _Report:
    """Collects every error, so the owner sees them all in one build; one per
    field (an empty phone number is not also "not a phone number")."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self._paths: set[str] = set()

    def require(self, ok: bool, path: str, message: str) -> bool:
        if not ok and path not in self._paths:
            self._paths.add(path)
            self.errors.append(f"{path}: {message}")
        return ok

    def failed(self, path: str) -> bool:
        return path in self._paths


def _item_paths(items: tuple, path: str) -> list[str]:
    """One path per list item, naming it by its key, day or name where it has
    one that is short and unique in the list; by position (from 0) otherwise."""
    def name_of(item: Any) -> str | None:
        for field in _NAME_FIELDS:
            value = getattr(item, field, None)
            if isinstance(value, str) and value.strip() and len(value) <= _NAME_MAX:
                return value
        return None

    names = [name_of(item) for item in items]
    return [
        f"{path}[{name}]" if name is not None and names.count(name) == 1 else f"{path}[{i}]"
        for i, name in enumerate(names)
    ]


def _check_types(value: Any, path: str, report: _Report) -> None:
    """Walk a dataclass tree and report empty or wrongly typed entries."""
    if dataclasses.is_dataclass(value):
        hints = get_type_hints(type(value))
        for field in dataclasses.fields(value):
            child = getattr(value, field.name)
            child_path = f"{path}.{field.name}"
            if _check_type(child, hints[field.name], child_path, report):
                _check_types(child, child_path, report)
    elif isinstance(value, tuple):
        report.require(bool(value) or path in _MAY_BE_EMPTY, path, "must not be empty")
        for item, item_path in zip(value, _item_paths(value, path)):
            _check_types(item, item_path, report)
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_types(item, f"{path}[{key!r}]", report)
    elif isinstance(value, str):
        report.require(bool(value.strip()), path, "must not be empty")


def _check_type(value: Any, hint: Any, path: str, report: _Report) -> bool:
    origin = get_origin(hint) or hint
    if origin is types.UnionType:
        if value is None and type(None) in get_args(hint):
            return True
        (origin, *_rest) = [a for a in get_args(hint) if a is not type(None)]
    if origin is float and isinstance(value, int) and not isinstance(value, bool):
        return True
    if isinstance(origin, type) and not isinstance(value, origin):
        return report.require(
            False, path, f"expected {origin.__name__}, got {type(value).__name__} {value!r}")
    if origin is tuple:
        (item_hint, *_rest) = get_args(hint)
        return all([_check_type(item, item_hint, item_path, report)
                    for item, item_path in zip(value, _item_paths(value, path))])
    return True


def _is_iso_date(text: str) -> bool:
    try:
        return datetime.date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


def _check_times(entry: Any, path: str, report: _Report) -> None:
    """Both times or neither (closed); each HH:MM, opening before closing."""
    if report.failed(f"{path}.opens") or report.failed(f"{path}.closes"):
        return  # wrongly typed, already reported
    if not report.require((entry.opens is None) == (entry.closes is None), path,
                          "give both opens and closes, or neither (closed)"):
        return
    if entry.opens is None:
        return
    valid = [report.require(bool(_TIME.match(getattr(entry, name))), f"{path}.{name}",
                            f"must be HH:MM, got {getattr(entry, name)!r}")
             for name in ("opens", "closes")]
    if all(valid):
        report.require(entry.opens < entry.closes, path,
                       f"opens ({entry.opens}) after it closes ({entry.closes})")


def _check_links(c: Content, today: datetime.date, report: _Report) -> None:
    report.require(bool(_URL.match(c.site_url)) and not c.site_url.endswith("/"),
                   "content.site_url", "must be an https:// URL without a trailing slash, "
                   f"got {c.site_url!r}")
    urls = [
        ("content.booking_url", c.booking_url),
        ("content.loyalty_url", c.loyalty_url),
        ("content.instagram_url", c.instagram_url),
        ("content.map.embed_url", c.map.embed_url),
        ("content.map.open_url", c.map.open_url),
        ("content.credit.url", c.credit.url),
        *((f"{path}.url", link.url)
          for link, path in zip(c.social, _item_paths(c.social, "content.social"))),
    ]
    for category, cat_path in zip(c.categories, _item_paths(c.categories, "content.categories")):
        if category.booking_url is not None:
            urls.append((f"{cat_path}.booking_url", category.booking_url))
        services = category.services
        for service, path in zip(services, _item_paths(services, f"{cat_path}.services")):
            if service.booking_url is not None:
                urls.append((f"{path}.booking_url", service.booking_url))
    for path, url in urls:
        report.require(bool(_URL.match(url)), path, f"must be an https:// URL, got {url!r}")
    report.require(c.map.contact_title != c.map.footer_title, "content.map.contact_title",
                   "must differ from footer_title (both maps are on /kontakt)")
    report.require(urlsplit(c.credit.url).hostname != urlsplit(c.site_url).hostname,
                   "content.credit.url",
                   f"must be the maker's own site, not a page of this one: {c.credit.url!r}")
    for axis in ("latitude", "longitude"):
        value = getattr(c.contact.address, axis)
        if decimals(value) < GEO_DECIMALS:
            warnings.warn(f"content.contact.address.{axis}: {value} has fewer than {GEO_DECIMALS} "
                          "decimals; search engines want the salon's position to the metre",
                          ContentWarning, stacklevel=3)


def _check_form(c: Content, today: datetime.date, report: _Report) -> None:
    if c.form_endpoint is not None and not report.failed("content.form_endpoint"):
        report.require(_is_endpoint(c.form_endpoint), "content.form_endpoint",
                       "must be an https:// URL (http:// only for 127.0.0.1 or localhost), "
                       f"got {c.form_endpoint!r}")
    for path, text, known in (
        ("content.texts.form_mail_subject", c.texts.form_mail_subject, "{namn}"),
        ("content.privacy.form_service", c.privacy.form_service, "{service}"),
        ("content.privacy.form_own_server", c.privacy.form_own_server, "{days}"),
    ):
        unknown = _PLACEHOLDER.findall(text.replace(known, ""))
        report.require(not unknown, path, f"unknown placeholder {''.join(unknown[:1])}; use {known}")


def _is_endpoint(url: str) -> bool:
    """An https:// URL; http:// only to this machine (a test's receiver)."""
    parts = urlsplit(url)
    try:
        parts.port  # a malformed port raises
    except ValueError:
        return False
    if re.search(r"\s", url) or parts.username is not None or parts.fragment:
        return False
    if parts.scheme == "http":
        return parts.hostname in ("127.0.0.1", "localhost")
    return parts.scheme == "https" and "." in (parts.hostname or "")


def _check_contact(c: Content, today: datetime.date, report: _Report) -> None:
    report.require(bool(_EMAIL.match(c.contact.email)), "content.contact.email",
                   f"not an e-mail address: {c.contact.email!r}")
    report.require(bool(_PHONE.match(c.contact.phone)), "content.contact.phone",
                   f"not a phone number: {c.contact.phone!r}")


def _check_hours(c: Content, today: datetime.date, report: _Report) -> None:
    report.require(tuple(h.day for h in c.hours) == WEEKDAYS, "content.hours",
                   f"must list {', '.join(WEEKDAYS)} in that order")
    for day, path in zip(c.hours, _item_paths(c.hours, "content.hours")):
        _check_times(day, path, report)


def _check_holiday_policy(c: Content, today: datetime.date, report: _Report) -> None:
    known = holiday_names(today.year)
    seen: set[str] = set()
    rules = c.holiday_policy
    for rule, path in zip(rules, _item_paths(rules, "content.holiday_policy")):
        report.require(rule.holiday in known, f"{path}.holiday",
                       f"unknown holiday {rule.holiday!r}; known: {', '.join(sorted(known))}")
        report.require(rule.holiday not in seen, f"{path}.holiday",
                       f"{rule.holiday!r} is listed twice")
        seen.add(rule.holiday)
        _check_times(rule, path, report)


def _check_exceptions(c: Content, today: datetime.date, report: _Report) -> None:
    exceptions = c.hours_exceptions
    paths = _item_paths(exceptions, "content.hours_exceptions")
    dated = []
    for exc, path in zip(exceptions, paths):
        valid = [
            report.require(bool(_DATE.match(value)) and _is_iso_date(value), f"{path}.{name}",
                           f"must be a date YYYY-MM-DD, got {value!r}")
            for name in ("start", "end") if (value := getattr(exc, name)) is not None
        ]
        report.require(len(exc.note) <= NOTE_MAX, f"{path}.note",
                       f"at most {NOTE_MAX} characters, got {len(exc.note)}")
        _check_times(exc, path, report)
        if not all(valid) or not report.require(
                exc.last >= exc.first, f"{path}.end",
                f"{exc.end} is before start {exc.start} (reversed range)"):
            continue
        for other, other_path in dated:
            report.require(exc.last < other.first or exc.first > other.last, path,
                           f"overlaps {other_path} ({other.start}–{other.end or other.start})")
        dated.append((exc, path))
        if exc.last < today:
            warnings.warn(f"{path}: ended {exc.last}, before the build date {today}; "
                          "it no longer shows and can be removed", ContentWarning, stacklevel=3)


def _check_services(c: Content, today: datetime.date, report: _Report) -> None:
    # Keys name booking pages and grid tiles: each must be unique site-wide.
    owners: dict[str, str] = {}
    for category, cat_path in zip(c.categories, _item_paths(c.categories, "content.categories")):
        services = category.services
        service_paths = _item_paths(services, f"{cat_path}.services")
        for item, path in [(category, cat_path), *zip(services, service_paths)]:
            report.require(item.key not in owners, f"{path}.key",
                           f"{item.key!r} is already the key of {owners.get(item.key)}")
            owners.setdefault(item.key, path)
        for s, path in zip(services, service_paths):
            _check_price(s.price, f"{path}.price", report)
        if category.grid_price_override is not None:
            _check_price(category.grid_price_override, f"{cat_path}.grid_price_override", report)
    keys = [s.key for cat in c.categories for s in cat.services]
    category_keys = [cat.key for cat in c.categories]
    for i, key in enumerate(c.grid_service_keys):
        path = f"content.grid_service_keys[{i}]"
        if report.require(key in keys or key in category_keys, path,
                          f"unknown service or category {key!r}") and key in category_keys:
            report.require(c.category(key).grid_price_override is not None, path,
                           f"category {key!r} needs a grid_price_override to appear in the grid")
    for t, path in zip(c.testimonials, _item_paths(c.testimonials, "content.testimonials")):
        report.require(1 <= t.rating <= 5, f"{path}.rating", f"must be 1-5, got {t.rating}")


def _check_price(price: int, path: str, report: _Report) -> None:
    # A price the page shows as "-5 kr" or "0 kr" is a typo, never an offer.
    report.require(price > 0, path, f"must be a price in whole kronor above 0, got {price}")


def _check_teasers(c: Content, today: datetime.date, report: _Report) -> None:
    """A teaser names a list entry; only a category takes a from-price
    override, so a service's price is typed once, in the list."""
    service_keys = {s.key for cat in c.categories for s in cat.services}
    category_keys = {cat.key for cat in c.categories}
    for field in ("hero_teasers", "popular"):
        teasers = getattr(c, field)
        for teaser, path in zip(teasers, _item_paths(teasers, f"content.{field}")):
            if teaser.key in category_keys:
                if report.require(teaser.from_price_override is not None,
                                  f"{path}.from_price_override",
                                  f"category {teaser.key!r} has no price of its own; give its from-price"):
                    _check_price(teaser.from_price_override, f"{path}.from_price_override", report)
            elif report.require(teaser.key in service_keys, f"{path}.key",
                                "must name a service or category of the price list, "
                                f"got {teaser.key!r}"):
                report.require(teaser.from_price_override is None, f"{path}.from_price_override",
                               f"{teaser.key!r} is a service: its price comes from the price list")


def _check_pages(c: Content, today: datetime.date, report: _Report) -> None:
    fields = c._page_fields()
    known = ", ".join("{" + name + "}" for name in fields)
    for route, meta in c.pages.items():
        for name in ("title", "description"):
            text = getattr(meta, name)
            try:
                text.format_map(fields)
            except (KeyError, ValueError, IndexError) as error:
                report.require(False, f"content.pages[{route!r}].{name}",
                               f"unknown placeholder {error}; use {known}, or {{{{ }}}} for a brace")


def _check_statement(c: Content, today: datetime.date, report: _Report) -> None:
    report.require(_is_iso_date(c.accessibility.last_review), "content.accessibility.last_review",
                   f"must be a date as YYYY-MM-DD, got {c.accessibility.last_review!r}")


def _check_images(c: Content, today: datetime.date, report: _Report) -> None:
    known = set(json.loads(IMAGE_MANIFEST.read_text(encoding="utf-8")))
    for field in dataclasses.fields(c):
        items = getattr(c, field.name)
        if not isinstance(items, tuple):
            continue
        for item, path in zip(items, _item_paths(items, f"content.{field.name}")):
            if isinstance(getattr(item, "image", None), str):
                report.require(item.image in known, f"{path}.image",
                               f"no picture {item.image!r} in images/source/ "
                               "(add it and run python scripts/build_images.py)")


_CHECKS = (_check_links, _check_contact, _check_form, _check_hours, _check_holiday_policy,
           _check_exceptions, _check_services, _check_teasers, _check_pages, _check_statement,
           _check_images)


def validate(content: Content, today: datetime.date | None = None) -> Content:
    """Return `content` unchanged, or raise one ContentError listing every
    problem, one line each, starting with the field's path.

    `today` (default: the build date in Stockholm) decides which exceptions
    lie in the past; those only warn.
    """
    today = today or build_date()
    report = _Report()
    _check_types(content, "content", report)
    for check in _CHECKS:
        try:
            check(content, today, report)
        except (TypeError, AttributeError):
            # A value of the wrong type, reported above, stopped this check.
            if not report.errors:
                raise
    if report.errors:
        raise ContentError(report.errors)
    return content


def validate_or_exit(content: Content) -> Content:
    """`validate` for the build: every error on stderr, one line each, and exit
    status 1. SystemExit, because Reflex's CLI prints a traceback for any
    other exception raised while it imports the app, and hides these lines in it."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ContentWarning)
        try:
            return validate(content)
        except ContentError as error:
            print(f"{len(error.errors)} error(s) in salon/content.py:", *error.errors,
                  sep="\n", file=sys.stderr)
            raise SystemExit(1) from None
        finally:
            for warning in caught:
                if issubclass(warning.category, ContentWarning):
                    print(f"warning: {warning.message}", file=sys.stderr)
                else:
                    warnings.warn_explicit(warning.message, warning.category,
                                           warning.filename, warning.lineno)
