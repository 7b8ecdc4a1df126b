"""A bad content value stops the build like a compiler: every error at once,
one line each, naming the field and the item by its name, without a
traceback, from the import, `reflex export` and the scripts alike."""

from __future__ import annotations

import dataclasses
import datetime
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from salon.content import CONTENT
from salon.content_schema import (
    Contact,
    Content,
    ContentError,
    HolidayRule,
    HoursException,
    validate,
    validate_or_exit,
)

ROOT = Path(__file__).resolve().parents[2]
BUILD = datetime.date(2026, 11, 23)
C = CONTENT
KLIPPNING, OVRIGT = C.categories[0], C.categories[1]


def item(field: str, index: int, **changes) -> Content:
    """CONTENT with one item of a top-level list changed."""
    items = list(getattr(C, field))
    items[index] = dataclasses.replace(items[index], **changes)
    return dataclasses.replace(C, **{field: tuple(items)})


def nested(field: str, **changes) -> Content:
    return dataclasses.replace(C, **{field: dataclasses.replace(getattr(C, field), **changes)})


def service(cat_index: int, index: int, **changes) -> Content:
    category = C.categories[cat_index]
    services = list(category.services)
    services[index] = dataclasses.replace(services[index], **changes)
    categories = list(C.categories)
    categories[cat_index] = dataclasses.replace(category, services=tuple(services))
    return dataclasses.replace(C, categories=tuple(categories))


def exceptions(*items: HoursException) -> Content:
    return dataclasses.replace(C, hours_exceptions=items)


def policy(*rules: HolidayRule) -> Content:
    return dataclasses.replace(C, holiday_policy=rules)


SUNDAY = C.hours[6]
DAMKLIPPNING = KLIPPNING.services[0]
ANNA = C.testimonials[0].name
ERIK = C.testimonials[1].name
SEMESTER = HoursException(start="2027-07-12", end="2027-07-25", note="Semester")

# name -> (broken content, the one error line it must give)
BROKEN = {
    "empty phone": (
        nested("contact", phone=""), "content.contact.phone: must not be empty"),
    "phone not a number": (
        nested("contact", phone="ring oss"),
        "content.contact.phone: not a phone number: 'ring oss'"),
    "bad e-mail": (
        nested("contact", email="hej-at-salong"),
        "content.contact.email: not an e-mail address: 'hej-at-salong'"),
    "hour 25": (
        item("hours", 5, closes="25:00"),
        "content.hours[Lördag].closes: must be HH:MM, got '25:00'"),
    "closes before opens": (
        item("hours", 6, closes="09:00"),
        f"content.hours[Söndag]: opens ({SUNDAY.opens}) after it closes (09:00)"),
    "days out of order": (
        dataclasses.replace(C, hours=(C.hours[1], C.hours[0], *C.hours[2:])),
        "content.hours: must list Måndag, Tisdag, Onsdag, Torsdag, Fredag, Lördag, Söndag "
        "in that order"),
    "http booking url": (
        dataclasses.replace(C, booking_url="http://boka.example/"),
        "content.booking_url: must be an https:// URL, got 'http://boka.example/'"),
    "booking url not a url": (
        dataclasses.replace(C, booking_url="boka hos oss"),
        "content.booking_url: must be an https:// URL, got 'boka hos oss'"),
    "site url trailing slash": (
        dataclasses.replace(C, site_url=C.site_url + "/"),
        "content.site_url: must be an https:// URL without a trailing slash, "
        f"got '{C.site_url}/'"),
    "social link": (
        item("social", 0, url="instagram.com/salong"),
        f"content.social[{C.social[0].label}].url: must be an https:// URL, "
        "got 'instagram.com/salong'"),
    "http service url": (
        service(0, 2, booking_url="http://boka.example/barn-1"),
        f"content.categories[{KLIPPNING.key}].services[{KLIPPNING.services[2].key}].booking_url: "
        "must be an https:// URL, got 'http://boka.example/barn-1'"),
    "empty service url": (
        service(1, 0, booking_url=""),
        f"content.categories[{OVRIGT.key}].services[{OVRIGT.services[0].key}].booking_url: "
        "must not be empty"),
    "http category url": (
        item("categories", 1, booking_url="http://boka.example/ovrigt"),
        f"content.categories[{OVRIGT.key}].booking_url: "
        "must be an https:// URL, got 'http://boka.example/ovrigt'"),
    "negative price": (
        service(0, 0, price=-5),
        f"content.categories[{KLIPPNING.key}].services[{DAMKLIPPNING.key}].price: "
        "must be a price in whole kronor above 0, got -5"),
    "zero grid price": (
        item("categories", 0, grid_price_override=0),
        f"content.categories[{KLIPPNING.key}].grid_price_override: "
        "must be a price in whole kronor above 0, got 0"),
    "negative teaser from-price": (
        item("hero_teasers", 0, from_price_override=-350),
        f"content.hero_teasers[{C.hero_teasers[0].key}].from_price_override: "
        "must be a price in whole kronor above 0, got -350"),
    "duplicate service key": (
        service(1, 0, key=DAMKLIPPNING.key),
        f"content.categories[{OVRIGT.key}].services[{DAMKLIPPNING.key}].key: "
        f"'{DAMKLIPPNING.key}' is already the key of "
        f"content.categories[{KLIPPNING.key}].services[{DAMKLIPPNING.key}]"),
    "unknown grid key": (
        dataclasses.replace(C, grid_service_keys=(*C.grid_service_keys, "permanent")),
        f"content.grid_service_keys[{len(C.grid_service_keys)}]: "
        "unknown service or category 'permanent'"),
    "popular with an unknown key": (
        item("popular", 0, key="permanent"),
        "content.popular[permanent].key: "
        "must name a service or category of the price list, got 'permanent'"),
    "a service teaser with its own price": (
        item("popular", 1, from_price_override=999),
        f"content.popular[{C.popular[1].key}].from_price_override: "
        f"'{C.popular[1].key}' is a service: its price comes from the price list"),
    "a category teaser without a from-price": (
        item("hero_teasers", 0, from_price_override=None),
        f"content.hero_teasers[{C.hero_teasers[0].key}].from_price_override: "
        f"category '{C.hero_teasers[0].key}' has no price of its own; give its from-price"),
    "form endpoint over http": (
        dataclasses.replace(C, form_endpoint="http://formspree.io/f/abc"),
        "content.form_endpoint: must be an https:// URL (http:// only for 127.0.0.1 or "
        "localhost), got 'http://formspree.io/f/abc'"),
    "form endpoint without a scheme": (
        dataclasses.replace(C, form_endpoint="formspree.io/f/abc"),
        "content.form_endpoint: must be an https:// URL (http:// only for 127.0.0.1 or "
        "localhost), got 'formspree.io/f/abc'"),
    "form endpoint with a space": (
        dataclasses.replace(C, form_endpoint="https://formspree.io/f/ab c"),
        "content.form_endpoint: must be an https:// URL (http:// only for 127.0.0.1 or "
        "localhost), got 'https://formspree.io/f/ab c'"),
    "empty form endpoint": (
        dataclasses.replace(C, form_endpoint=""), "content.form_endpoint: must not be empty"),
    "unknown placeholder in the mail subject": (
        nested("texts", form_mail_subject="Meddelande från {name}"),
        "content.texts.form_mail_subject: unknown placeholder {name}; use {namn}"),
    "unknown placeholder in the privacy notice": (
        nested("privacy", form_own_server="Vi sparar det i {dagar} dagar."),
        "content.privacy.form_own_server: unknown placeholder {dagar}; use {days}"),
    "same map titles": (
        nested("map", contact_title=C.map.footer_title),
        "content.map.contact_title: must differ from footer_title (both maps are on /kontakt)"),
    "rating 6": (
        item("testimonials", 0, rating=6), f"content.testimonials[{ANNA}].rating: must be 1-5, got 6"),
    "wrong type": (
        item("testimonials", 1, age="41"),
        f"content.testimonials[{ERIK}].age: expected int, got str '41'"),
    "two items of one name are named by position": (
        item("testimonials", 1, name=ANNA, rating=0),
        "content.testimonials[1].rating: must be 1-5, got 0"),
    "unknown picture": (
        item("hero_slides", 1, image="hero-9"),
        "content.hero_slides[hero-9].image: no picture 'hero-9' in images/source/ "
        "(add it and run python scripts/build_images.py)"),
    "empty list": (dataclasses.replace(C, faq=()), "content.faq: must not be empty"),
    "empty text": (nested("texts", accept="  "), "content.texts.accept: must not be empty"),
    "empty page title": (
        dataclasses.replace(C, pages={**C.pages, "contact": dataclasses.replace(
            C.pages["contact"], title="")}),
        "content.pages['contact'].title: must not be empty"),
    "unknown placeholder in a page title": (
        dataclasses.replace(C, pages={**C.pages, "contact": dataclasses.replace(
            C.pages["contact"], title="Kontakt – {salong}")}),
        "content.pages['contact'].title: unknown placeholder 'salong'; "
        "use {salon}, {city}, {hours}, or {{ }} for a brace"),
    "review date not ISO": (
        nested("accessibility", last_review="23/11/2026"),
        "content.accessibility.last_review: must be a date as YYYY-MM-DD, got '23/11/2026'"),
    "review date that does not exist": (
        nested("accessibility", last_review="2026-02-30"),
        "content.accessibility.last_review: must be a date as YYYY-MM-DD, got '2026-02-30'"),
    "empty statement text": (
        nested("accessibility", report_text=" "),
        "content.accessibility.report_text: must not be empty"),
    "reversed range": (
        exceptions(HoursException(start="2027-07-25", end="2027-07-12", note="Semester")),
        "content.hours_exceptions[2027-07-25].end: 2027-07-12 is before start 2027-07-25 "
        "(reversed range)"),
    "overlap": (
        exceptions(SEMESTER, HoursException(start="2027-07-20", note="Kurs")),
        "content.hours_exceptions[2027-07-20]: overlaps content.hours_exceptions[2027-07-12] "
        "(2027-07-12–2027-07-25)"),
    "bad date": (
        exceptions(HoursException(start="2027-02-30", note="Kurs")),
        "content.hours_exceptions[2027-02-30].start: must be a date YYYY-MM-DD, got '2027-02-30'"),
    "bad time": (
        exceptions(HoursException(start="2027-02-03", opens="9", closes="13:00", note="Kurs")),
        "content.hours_exceptions[2027-02-03].opens: must be HH:MM, got '9'"),
    "only one time": (
        exceptions(HoursException(start="2027-02-03", opens="09:00", note="Kurs")),
        "content.hours_exceptions[2027-02-03]: give both opens and closes, or neither (closed)"),
    "exception closes before it opens": (
        exceptions(HoursException(start="2027-02-03", opens="15:00", closes="13:00", note="Kurs")),
        "content.hours_exceptions[2027-02-03]: opens (15:00) after it closes (13:00)"),
    "empty note": (
        exceptions(HoursException(start="2027-02-03", note=" ")),
        "content.hours_exceptions[2027-02-03].note: must not be empty"),
    "long note": (
        exceptions(HoursException(start="2027-02-03", note="Stängt på grund av " * 3)),
        "content.hours_exceptions[2027-02-03].note: at most 30 characters, got 57"),
    "unknown holiday": (
        policy(HolidayRule(holiday="Juldag")),
        "content.holiday_policy[Juldag].holiday: unknown holiday 'Juldag'; known: "),
    "holiday twice": (
        policy(HolidayRule(holiday="Juldagen"), HolidayRule(holiday="Juldagen")),
        "content.holiday_policy[1].holiday: 'Juldagen' is listed twice"),
    "holiday policy bad time": (
        policy(HolidayRule(holiday="Nyårsafton", opens="10:00", closes="24:00")),
        "content.holiday_policy[Nyårsafton].closes: must be HH:MM, got '24:00'"),
}


def errors_of(content: Content) -> list[str]:
    with pytest.raises(ContentError) as caught:
        validate(content, today=BUILD)
    assert str(caught.value) == "\n".join(caught.value.errors)
    return caught.value.errors


@pytest.mark.parametrize("content,line", BROKEN.values(), ids=BROKEN.keys())
def test_one_bad_value_gives_one_line_naming_it(content, line):
    errors = errors_of(content)
    assert len(errors) == 1, errors
    # The list of known holidays is long; its start is enough.
    assert errors[0].startswith(line) if line.endswith("known: ") else errors[0] == line


def test_every_error_is_reported_at_once_in_content_order():
    content = dataclasses.replace(
        item("hours", 5, closes="25:00"),
        contact=dataclasses.replace(C.contact, phone="ring oss", email="hej"),
        grid_service_keys=(*C.grid_service_keys, "permanent"),
    )
    assert errors_of(content) == [
        "content.contact.email: not an e-mail address: 'hej'",
        "content.contact.phone: not a phone number: 'ring oss'",
        "content.hours[Lördag].closes: must be HH:MM, got '25:00'",
        f"content.grid_service_keys[{len(C.grid_service_keys)}]: "
        "unknown service or category 'permanent'",
    ]


def test_a_wrongly_typed_value_does_not_stop_the_other_checks():
    content = dataclasses.replace(
        item("hours", 0, opens=None),
        testimonials=item("testimonials", 0, rating="5").testimonials,
        accessibility=dataclasses.replace(C.accessibility, last_review="igår"),
    )
    assert errors_of(content) == [
        "content.hours[Måndag].opens: expected str, got NoneType None",
        f"content.testimonials[{ANNA}].rating: expected int, got str '5'",
        "content.accessibility.last_review: must be a date as YYYY-MM-DD, got 'igår'",
    ]


def test_missing_required_field_is_named():
    with pytest.raises(TypeError, match="'address'"):
        Contact(phone=C.contact.phone, email=C.contact.email)
    fields = {f.name: getattr(C, f.name) for f in dataclasses.fields(Content)
              if f.name != "booking_url"}
    with pytest.raises(TypeError, match="'booking_url'"):
        Content(**fields)


def test_the_build_prints_the_lines_and_exits_1(capsys):
    with pytest.raises(SystemExit) as caught:
        validate_or_exit(item("hours", 5, closes="25:00"))
    assert caught.value.code == 1
    assert capsys.readouterr().err.splitlines() == [
        "1 error(s) in salon/content.py:",
        "content.hours[Lördag].closes: must be HH:MM, got '25:00'",
    ]


def test_a_past_exception_is_a_one_line_warning(capsys, monkeypatch):
    monkeypatch.setattr("salon.content_schema.build_date", lambda: BUILD)
    past = exceptions(HoursException(start="2026-06-01", end="2026-06-05", note="Kurs"))
    assert validate_or_exit(past) is past
    assert capsys.readouterr().err.splitlines() == [
        "warning: content.hours_exceptions[2026-06-01]: ended 2026-06-05, before the build "
        "date 2026-11-23; it no longer shows and can be removed",
    ]


# --- the commands, on a broken copy of the project -----------------------------------

BREAKS = {
    # content.py text -> replacement; each gives one of the lines below.
    f'DayHours(day="Lördag", opens="{C.hours[5].opens}", closes="{C.hours[5].closes}")':
        f'DayHours(day="Lördag", opens="{C.hours[5].opens}", closes="25:00")',
    f'phone="{C.contact.phone}"': 'phone="ring oss"',
}
EXPECTED = [
    "2 error(s) in salon/content.py:",
    "content.contact.phone: not a phone number: 'ring oss'",
    "content.hours[Lördag].closes: must be HH:MM, got '25:00'",
]


@pytest.fixture(scope="module")
def broken_project(tmp_path_factory) -> Path:
    project = tmp_path_factory.mktemp("broken") / "salon"
    for name in ("salon", "salon_components", "assets"):
        shutil.copytree(ROOT / name, project / name,
                        ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "rxconfig.py", project)
    content = project / "salon" / "content.py"
    text = content.read_text(encoding="utf-8")
    for old, new in BREAKS.items():
        assert text.count(old) == 1, f"content.py no longer has {old!r}"
        text = text.replace(old, new)
    content.write_text(text, encoding="utf-8")
    return project


@pytest.mark.parametrize("command", [
    [sys.executable, "-c", "import salon.salon"],
    [sys.executable, "-m", "reflex", "export", "--frontend-only", "--no-zip"],
], ids=["import", "reflex export"])
def test_a_command_on_broken_content_prints_every_error_without_a_traceback(
        broken_project, command):
    if "reflex" in command:
        from reflex.utils.path_ops import get_bun_path

        if get_bun_path() is None:
            pytest.skip("reflex export needs bun: source scripts/setup.sh first "
                        "(./scripts/test.sh does)")
    done = subprocess.run(command, cwd=broken_project, capture_output=True, text=True,
                          timeout=300)
    output = done.stdout + done.stderr
    assert done.returncode != 0, output
    assert "Traceback" not in output, output
    assert "\n".join(EXPECTED) + "\n" in done.stderr, output
