"""Checks that span several entries: the week in order, keys unique and
known, teasers that name the price list, exceptions that do not overlap,
pictures that exist. Each entry's own checks are in its type (fields.py,
models.py).

Each check names the top-level fields it reads (`@check(...)`) and runs when
those are valid, so one wrongly typed entry does not hide the problems of
the others.
"""

from __future__ import annotations

import contextlib
import datetime
import re
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from pydantic import BaseModel

from salon.brand.contrast import failures
from salon.calendar import WEEKDAYS, holiday_names
from salon.contact_form import NAME, REPLY_PLACEHOLDERS
from salon.content_model.fields import photo_fields
from salon.content_model.models import Content
from salon.content_model.report import Loc, Report
from salon.images import logo, source
from salon.images.crop import crop_box
from salon.images.slots import PhotoUse
from salon.paths import IMAGE_SOURCES

# Google asks for at least five decimals (about a metre) in GeoCoordinates.
GEO_DECIMALS = 5

Check = Callable[[Content, datetime.date, Report], None]
CHECKS: list[tuple[frozenset[str], Check]] = []
# Where the photos the content names are: images/source/, or, while the own
# server checks an edit before saving it, that edit's copy of the folder.
_photos_at: ContextVar[Path | None] = ContextVar("photos_at", default=None)


@contextlib.contextmanager
def photos_in(folder: Path | None) -> Iterator[None]:
    """The checks run in the block read the photos in `folder` (None: images/source/)."""
    token = _photos_at.set(folder)
    try:
        yield
    finally:
        _photos_at.reset(token)


def _photo_folder() -> Path:
    return _photos_at.get() or IMAGE_SOURCES


def check(*fields: str) -> Callable[[Check], Check]:
    """Register a check that reads the top-level `fields`."""

    def register(function: Check) -> Check:
        CHECKS.append((frozenset(fields), function))
        return function

    return register


def decimals(value: float) -> int:
    text = repr(float(value))
    return len(text.split(".")[1]) if "." in text and "e" not in text else 0


@check("colors")
def _contrast(c: Content, today: datetime.date, report: Report) -> None:
    """Every pair of colours the site draws reads (WCAG 2.2 AA), one line a failing pair."""
    for failure in failures(c.colors.model_dump()):
        report.add(("colors", failure.role), failure.line)


@check("map")
def _map_titles(c: Content, today: datetime.date, report: Report) -> None:
    report.require(
        c.map.contact_title != c.map.footer_title,
        ("map", "contact_title"),
        "must differ from footer_title (both maps are on /kontakt)",
    )


@check("credit", "site_url")
def _credit(c: Content, today: datetime.date, report: Report) -> None:
    report.require(
        urlsplit(c.credit.url).hostname != urlsplit(c.site_url).hostname,
        ("credit", "url"),
        f"must be the maker's own site, not a page of this one: {c.credit.url!r}",
    )


@check("contact")
def _position(c: Content, today: datetime.date, report: Report) -> None:
    for axis in ("latitude", "longitude"):
        value = getattr(c.contact.address, axis)
        if decimals(value) < GEO_DECIMALS:
            report.warn(
                ("contact", "address", axis),
                f"{value} has fewer than {GEO_DECIMALS} decimals; search engines "
                "want the salon's position to the metre",
            )


@check("hours")
def _week(c: Content, today: datetime.date, report: Report) -> None:
    report.require(
        tuple(h.day for h in c.hours) == WEEKDAYS,
        ("hours",),
        f"must list {', '.join(WEEKDAYS)} in that order",
    )


@check("holiday_policy")
def _holidays(c: Content, today: datetime.date, report: Report) -> None:
    known = holiday_names(today.year)
    seen: set[str] = set()
    for i, rule in enumerate(c.holiday_policy):
        loc = ("holiday_policy", i, "holiday")
        report.require(
            rule.holiday in known,
            loc,
            f"unknown holiday {rule.holiday!r}; known: {', '.join(sorted(known))}",
        )
        report.require(rule.holiday not in seen, loc, f"{rule.holiday!r} is listed twice")
        seen.add(rule.holiday)


@check("hours_exceptions")
def _exceptions(c: Content, today: datetime.date, report: Report) -> None:
    dated: list[tuple[int, object]] = []
    for i, exc in enumerate(c.hours_exceptions):
        loc = ("hours_exceptions", i)
        if not report.require(
            exc.last >= exc.first,
            (*loc, "end"),
            f"{exc.end} is before start {exc.start} (reversed range)",
        ):
            continue
        for j, other in dated:
            report.require(
                exc.last < other.first or exc.first > other.last,
                loc,
                f"overlaps {report.name(('hours_exceptions', j))} "
                f"({other.start}–{other.end or other.start})",
            )
        dated.append((i, exc))
        if exc.last < today:
            report.warn(
                loc,
                f"ended {exc.last}, before the build date {today}; "
                "it no longer shows and can be removed",
            )


@check("categories")
def _unique_keys(c: Content, today: datetime.date, report: Report) -> None:
    # Keys name booking pages and grid tiles: each must be unique site-wide.
    owners: dict[str, tuple] = {}
    for i, category in enumerate(c.categories):
        entries = [(category, ("categories", i))] + [
            (service, ("categories", i, "services", j))
            for j, service in enumerate(category.services)
        ]
        for entry, loc in entries:
            if entry.key in owners:
                report.require(
                    False,
                    (*loc, "key"),
                    f"{entry.key!r} is already the key of {report.name(owners[entry.key])}",
                )
            owners.setdefault(entry.key, loc)


def _price_list_keys(c: Content) -> set[str]:
    """What a home-page teaser or grid tile may name: a service or a category."""
    return {s.key for s in c.services} | {cat.key for cat in c.categories}


@check("categories", "grid_service_keys")
def _grid(c: Content, today: datetime.date, report: Report) -> None:
    entries = _price_list_keys(c)
    for i, key in enumerate(c.grid_service_keys):
        report.require(
            key in entries, ("grid_service_keys", i), f"unknown service or category {key!r}"
        )


@check("categories", "hero_teasers", "popular")
def _teasers(c: Content, today: datetime.date, report: Report) -> None:
    """A teaser names a list entry, whose name and price it shows: every
    price is typed once, in the list."""
    entries = _price_list_keys(c)
    for field in ("hero_teasers", "popular"):
        for i, teaser in enumerate(getattr(c, field)):
            report.require(
                teaser.key in entries,
                (field, i, "key"),
                f"must name a service or category of the price list, got {teaser.key!r}",
            )


@check("pages", "salon_name", "contact", "hours")
def _placeholders(c: Content, today: datetime.date, report: Report) -> None:
    fields = c.page_fields()
    known = ", ".join("{" + name + "}" for name in fields)
    for route, meta in c.pages:
        for name in ("title", "description"):
            try:
                getattr(meta, name).format_map(fields)
            except (KeyError, ValueError, IndexError) as error:
                report.require(
                    False,
                    ("pages", route, name),
                    f"unknown placeholder {error}; use {known}, or {{{{ }}}} for a brace",
                )


_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


@check("texts", "privacy")
def _form_placeholders(c: Content, today: datetime.date, report: Report) -> None:
    for loc, text, known in (
        # The mail app's subject names the visitor by the form's name field.
        (("texts", "form_mail_subject"), c.texts.form_mail_subject, (f"{{{NAME}}}",)),
        (("privacy", "form_service"), c.privacy.form_service, ("{service}",)),
        (("privacy", "form_own_server"), c.privacy.form_own_server, ("{days}",)),
        *(
            (("texts", name), getattr(c.texts, name), known)
            for name, known in REPLY_PLACEHOLDERS.items()
        ),
    ):
        unknown = [found for found in _PLACEHOLDER.findall(text) if found not in known]
        report.require(
            not unknown,
            loc,
            f"unknown placeholder {''.join(unknown[:1])}; use {' or '.join(known)}",
        )


def photo_uses(entry: Any, loc: Loc = ()) -> Iterator[tuple[Loc, PhotoUse]]:
    """Every photo in `entry` and its entries, with where it stands."""
    if isinstance(entry, tuple):
        for i, item in enumerate(entry):
            yield from photo_uses(item, (*loc, i))
    elif isinstance(entry, BaseModel):
        photos = photo_fields(type(entry))
        for name in type(entry).model_fields:
            value = getattr(entry, name, None)
            if name in photos and isinstance(value, str):
                yield (*loc, name), entry.photo(name)
            elif isinstance(value, tuple | BaseModel):
                yield from photo_uses(value, (*loc, name))


@check()
def _photos(c: Content, today: datetime.date, report: Report) -> None:
    """Each photo can be built: it is there, of a type the site takes and
    readable. One too small for its slot only warns: it shows, less sharp."""
    for loc, use in photo_uses(c):
        try:
            found = source.inspect(_photo_folder() / use.file)
        except source.PhotoError as error:
            report.require(False, loc, str(error))
            continue
        left, top, right, bottom = crop_box(found.size, use.slot.ratio, use.point)
        if right - left < use.slot.widths[-1]:
            report.warn(
                loc,
                f"{source.shown(found.path)} is {right - left} x {bottom - top} px once cropped "
                f"to {use.slot.ratio[0]}:{use.slot.ratio[1]}, smaller than the "
                f"{use.slot.widths[-1]} px this place shows: it will look blurred on large screens",
            )


@check("logo")
def _logo(c: Content, today: datetime.date, report: Report) -> None:
    """The logo, when there is one, can be shipped: there, an SVG or PNG by
    its content, whole, and with a size the header can scale."""
    if c.logo is not None:
        try:
            logo.inspect(_photo_folder() / c.logo)
        except logo.LogoError as error:
            report.require(False, ("logo",), str(error))
