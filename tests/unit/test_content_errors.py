"""A bad content value stops the build like a compiler: every error at once,
one line each, naming the file, the line, the field and the item by its name,
without a traceback, from the import, `reflex export` and the scripts alike."""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from salon import content
from salon.build_stop import stop_build
from salon.content_model import ContentError, Document, load_for_build, read_content, validate
from salon.images.slots import FOCUS
from salon.paths import CONTENT_DIR
from tests.content import CONTENT
from tests.content_edit import BUILD, DELETE, DOCUMENT, edited, where

ROOT = Path(__file__).resolve().parents[2]
C = CONTENT
KLIPPNING, OVRIGT = C.categories[0], C.categories[1]
SUNDAY = C.hours[6]
DAMKLIPPNING = KLIPPNING.services[0]
ANNA = C.testimonials[0].name
ERIK = C.testimonials[1].name
SEMESTER = {"start": "2027-07-12", "end": "2027-07-25", "note": "Semester"}
DAYS = "'Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag' or 'Söndag'"
FOCI = ", ".join(map(repr, list(FOCUS)[:-1])) + f" or {list(FOCUS)[-1]!r}"


def case(changes: dict, line: str, at: tuple | None = None):
    """Broken content, the one error line it must give (less file:line), and
    the location whose line that error names (default: the first change's)."""
    return changes, line, at or next(iter(changes))


def service(cat: int, index: int, name: str) -> tuple:
    return ("categories", cat, "services", index, name)


# name -> case(...)
BROKEN = {
    "empty phone": case({("contact", "phone"): ""}, "contact.phone: must not be empty"),
    "phone not a number": case(
        {("contact", "phone"): "ring oss"}, "contact.phone: not a phone number: 'ring oss'"
    ),
    "bad e-mail": case(
        {("contact", "email"): "hej-at-salong"},
        "contact.email: not an e-mail address: 'hej-at-salong'",
    ),
    "hour 25": case(
        {("hours", 5, "closes"): "25:00"}, "hours[Lördag].closes: must be HH:MM, got '25:00'"
    ),
    "closes before opens": case(
        {("hours", 6, "closes"): "09:00"},
        f"hours[Söndag]: opens ({SUNDAY.opens}) after it closes (09:00)",
        at=("hours", 6),
    ),
    "days out of order": case(
        {("hours", 0, "day"): C.hours[1].day, ("hours", 1, "day"): C.hours[0].day},
        "hours: must list Måndag, Tisdag, Onsdag, Torsdag, Fredag, Lördag, Söndag in that order",
        at=("hours",),
    ),
    "a day that is not a weekday": case(
        {("hours", 0, "day"): "Mandag"}, f"hours[Mandag].day: must be one of {DAYS}, got 'Mandag'"
    ),
    "http booking url": case(
        {("booking_url",): "http://boka.example/"},
        "booking_url: must be an https:// URL, got 'http://boka.example/'",
    ),
    "booking url not a url": case(
        {("booking_url",): "boka hos oss"},
        "booking_url: must be an https:// URL, got 'boka hos oss'",
    ),
    "site url trailing slash": case(
        {("site_url",): C.site_url + "/"},
        f"site_url: must be an https:// URL without a trailing slash, got '{C.site_url}/'",
    ),
    "social link": case(
        {("social", 0, "url"): "instagram.com/salong"},
        f"social[{C.social[0].label}].url: must be an https:// URL, got 'instagram.com/salong'",
    ),
    "http service url": case(
        {service(0, 2, "booking_url"): "http://boka.example/barn-1"},
        f"categories[{KLIPPNING.key}].services[{KLIPPNING.services[2].key}].booking_url: "
        "must be an https:// URL, got 'http://boka.example/barn-1'",
    ),
    "empty service url": case(
        {service(1, 0, "booking_url"): ""},
        f"categories[{OVRIGT.key}].services[{OVRIGT.services[0].key}].booking_url: "
        "must not be empty",
    ),
    "http category url": case(
        {("categories", 1, "booking_url"): "http://boka.example/ovrigt"},
        f"categories[{OVRIGT.key}].booking_url: "
        "must be an https:// URL, got 'http://boka.example/ovrigt'",
    ),
    "negative price": case(
        {service(0, 0, "price"): -5},
        f"categories[{KLIPPNING.key}].services[{DAMKLIPPNING.key}].price: "
        "must be a price in whole kronor above 0, got -5",
    ),
    "a price that is text": case(
        {service(0, 0, "price"): "350 kr"},
        f"categories[{KLIPPNING.key}].services[{DAMKLIPPNING.key}].price: "
        "expected int, got str '350 kr'",
    ),
    "duplicate service key": case(
        {service(1, 0, "key"): DAMKLIPPNING.key},
        f"categories[{OVRIGT.key}].services[{DAMKLIPPNING.key}].key: "
        f"'{DAMKLIPPNING.key}' is already the key of "
        f"categories[{KLIPPNING.key}].services[{DAMKLIPPNING.key}]",
    ),
    "a key with a space": case(
        {("categories", 0, "key"): "Klippning 2"},
        "categories[Klippning 2].key: "
        "must be lower-case letters a-z, digits and single hyphens, got 'Klippning 2'",
    ),
    "unknown grid key": case(
        {("grid_service_keys", len(C.grid_service_keys)): "permanent"},
        f"grid_service_keys[{len(C.grid_service_keys)}]: unknown service or category 'permanent'",
    ),
    "popular with an unknown key": case(
        {("popular", 0, "key"): "permanent"},
        "popular[permanent].key: must name a service or category of the price list, "
        "got 'permanent'",
    ),
    "unknown placeholder in the mail subject": case(
        {("texts", "form_mail_subject"): "Meddelande från {name}"},
        "texts.form_mail_subject: unknown placeholder {name}; use {namn}",
    ),
    "unknown placeholder in the privacy notice": case(
        {("privacy", "form_own_server"): "Vi sparar det i {dagar} dagar."},
        "privacy.form_own_server: unknown placeholder {dagar}; use {days}",
    ),
    "same map titles": case(
        {("map", "contact_title"): C.map.footer_title},
        "map.contact_title: must differ from footer_title (both maps are on /kontakt)",
    ),
    "rating 6": case(
        {("testimonials", 0, "rating"): 6}, f"testimonials[{ANNA}].rating: must be 1-5, got 6"
    ),
    "wrong type": case(
        {("testimonials", 1, "age"): "41"}, f"testimonials[{ERIK}].age: expected int, got str '41'"
    ),
    "two items of one name are named by position": case(
        {("testimonials", 1, "rating"): 0, ("testimonials", 1, "name"): ANNA},
        "testimonials[1].rating: must be 1-5, got 0",
    ),
    "missing photo": case(
        {("hero_slides", 1, "image"): "hero-9.jpg"},
        "hero_slides[hero-9.jpg].image: no photo 'hero-9.jpg' in images/source/",
    ),
    "photo in another folder": case(
        {("salon_pictures", 0, "image"): "../salong-1.jpg"},
        "salon_pictures[../salong-1.jpg].image: must be the name of a file in images/source/, "
        "got '../salong-1.jpg'",
    ),
    "unknown focus": case(
        {("salon_pictures", 0, "focus"): "Överst"},
        f"salon_pictures[{C.salon_pictures[0].image}].focus: must be one of {FOCI}, got 'Överst'",
    ),
    "empty list": case({("faq",): []}, "faq: must not be empty"),
    "a list key with nothing after it": case({("faq",): None}, "faq: must not be empty"),
    "empty text": case({("texts", "accept"): "  "}, "texts.accept: must not be empty"),
    "missing key": case(
        {("contact", "phone"): DELETE}, "contact.phone: missing (this entry needs it)"
    ),
    "unknown key": case(
        {("contact", "phon"): C.contact.phone}, "contact.phon: unknown field; did you mean phone?"
    ),
    "unknown key with nothing like it": case(
        {("texts", "wifi_password"): "hemligt"}, "texts.wifi_password: unknown field"
    ),
    "empty page title": case(
        {("pages", "contact", "title"): ""}, "pages.contact.title: must not be empty"
    ),
    "unknown placeholder in a page title": case(
        {("pages", "contact", "title"): "Kontakt – {salong}"},
        "pages.contact.title: unknown placeholder 'salong'; "
        "use {salon}, {city}, {hours}, or {{ }} for a brace",
    ),
    "review date not ISO": case(
        {("accessibility", "last_review"): "23/11/2026"},
        "accessibility.last_review: must be a date YYYY-MM-DD, got '23/11/2026'",
    ),
    "review date that does not exist": case(
        {("accessibility", "last_review"): "2026-02-30"},
        "accessibility.last_review: must be a date YYYY-MM-DD, got '2026-02-30'",
    ),
    "empty statement text": case(
        {("accessibility", "report_text"): " "}, "accessibility.report_text: must not be empty"
    ),
    "reversed range": case(
        {("hours_exceptions",): [{"start": "2027-07-25", "end": "2027-07-12", "note": "Semester"}]},
        "hours_exceptions[2027-07-25].end: 2027-07-12 is before start 2027-07-25 (reversed range)",
        at=("hours_exceptions", 0, "end"),
    ),
    "overlap": case(
        {("hours_exceptions",): [SEMESTER, {"start": "2027-07-20", "note": "Kurs"}]},
        "hours_exceptions[2027-07-20]: overlaps hours_exceptions[2027-07-12] "
        "(2027-07-12–2027-07-25)",
        at=("hours_exceptions", 1),
    ),
    "bad date": case(
        {("hours_exceptions",): [{"start": "2027-02-30", "note": "Kurs"}]},
        "hours_exceptions[2027-02-30].start: must be a date YYYY-MM-DD, got '2027-02-30'",
        at=("hours_exceptions", 0, "start"),
    ),
    "bad time": case(
        {
            ("hours_exceptions",): [
                {"start": "2027-02-03", "opens": "9", "closes": "13:00", "note": "Kurs"}
            ]
        },
        "hours_exceptions[2027-02-03].opens: must be HH:MM, got '9'",
        at=("hours_exceptions", 0, "opens"),
    ),
    "only one time": case(
        {("hours_exceptions",): [{"start": "2027-02-03", "opens": "09:00", "note": "Kurs"}]},
        "hours_exceptions[2027-02-03]: give both opens and closes, or neither (closed)",
        at=("hours_exceptions", 0),
    ),
    "exception closes before it opens": case(
        {
            ("hours_exceptions",): [
                {"start": "2027-02-03", "opens": "15:00", "closes": "13:00", "note": "Kurs"}
            ]
        },
        "hours_exceptions[2027-02-03]: opens (15:00) after it closes (13:00)",
        at=("hours_exceptions", 0),
    ),
    "empty note": case(
        {("hours_exceptions",): [{"start": "2027-02-03", "note": " "}]},
        "hours_exceptions[2027-02-03].note: must not be empty",
        at=("hours_exceptions", 0, "note"),
    ),
    "long note": case(
        {("hours_exceptions",): [{"start": "2027-02-03", "note": "Stängt på grund av " * 3}]},
        "hours_exceptions[2027-02-03].note: at most 30 characters, got 57",
        at=("hours_exceptions", 0, "note"),
    ),
    "unknown holiday": case(
        {("holiday_policy",): [{"holiday": "Juldag"}]},
        "holiday_policy[Juldag].holiday: unknown holiday 'Juldag'; known: ",
        at=("holiday_policy", 0, "holiday"),
    ),
    "holiday twice": case(
        {("holiday_policy",): [{"holiday": "Juldagen"}, {"holiday": "Juldagen"}]},
        "holiday_policy[1].holiday: 'Juldagen' is listed twice",
        at=("holiday_policy", 1, "holiday"),
    ),
    "holiday policy bad time": case(
        {("holiday_policy",): [{"holiday": "Nyårsafton", "opens": "10:00", "closes": "24:00"}]},
        "holiday_policy[Nyårsafton].closes: must be HH:MM, got '24:00'",
        at=("holiday_policy", 0, "closes"),
    ),
}


def errors_of(document: Document) -> list[str]:
    with pytest.raises(ContentError) as caught:
        validate(document, today=BUILD)
    assert str(caught.value) == "\n".join(caught.value.errors)
    return caught.value.errors


@pytest.mark.parametrize("changes,line,at", BROKEN.values(), ids=BROKEN.keys())
def test_one_bad_value_gives_one_line_naming_it(changes, line, at):
    errors = errors_of(edited(changes))
    assert len(errors) == 1, errors
    expected = f"{where(at)}: {line}"
    # The list of known holidays is long; its start is enough.
    assert errors[0].startswith(expected) if line.endswith("known: ") else errors[0] == expected


def test_a_line_number_is_the_line_of_the_entry_in_its_file():
    def text_at(loc: tuple) -> str:
        lines = DOCUMENT.file(loc).read_text(encoding="utf-8").splitlines()
        return lines[DOCUMENT.line(loc) - 1].strip()

    saturday = DOCUMENT.line(("hours", 5))
    assert text_at(("hours", 5)) == f"- day: {C.hours[5].day}"
    assert DOCUMENT.line(("hours", 5, "closes")) == saturday + 2
    assert re.fullmatch(rf"closes: '?{C.hours[5].closes}'?", text_at(("hours", 5, "closes")))
    assert text_at(service(0, 1, "price")) == f"price: {KLIPPNING.services[1].price}"
    assert text_at(("contact", "phone")) == f"phone: {C.contact.phone}"
    assert text_at(("texts", "accept")).startswith("accept:")
    # A key the file lacks is placed at the entry that lacks it.
    assert DOCUMENT.line(("contact", "no_such_key")) == DOCUMENT.line(("contact",))


def test_every_error_is_reported_at_once_in_the_order_of_the_file():
    errors = errors_of(
        edited(
            {
                ("hours", 5, "closes"): "25:00",
                ("contact", "phone"): "ring oss",
                ("contact", "email"): "hej",
                ("grid_service_keys", len(C.grid_service_keys)): "permanent",
            }
        )
    )
    assert errors == [
        f"{where(('contact', 'phone'))}: contact.phone: not a phone number: 'ring oss'",
        f"{where(('contact', 'email'))}: contact.email: not an e-mail address: 'hej'",
        f"{where(('hours', 5, 'closes'))}: hours[Lördag].closes: must be HH:MM, got '25:00'",
        f"{where(('grid_service_keys',))}: "
        f"grid_service_keys[{len(C.grid_service_keys)}]: unknown service or category 'permanent'",
    ]


def test_a_wrongly_typed_value_does_not_stop_the_other_checks():
    errors = errors_of(
        edited(
            {
                ("hours", 0, "opens"): None,
                ("testimonials", 0, "rating"): "5",
                ("accessibility", "last_review"): "igår",
                ("popular", 0, "key"): "permanent",
            }
        )
    )
    assert [error.split(": ", 1)[1] for error in errors] == [
        "hours[Måndag].opens: expected str, got NoneType None",
        "popular[permanent].key: must name a service or category of the price list, "
        "got 'permanent'",
        f"testimonials[{ANNA}].rating: expected int, got str '5'",
        "accessibility.last_review: must be a date YYYY-MM-DD, got 'igår'",
    ]


def test_data_not_from_a_file_is_named_without_file_and_line():
    errors = errors_of(Document(edited({("hours", 5, "closes"): "25:00"}).data))
    assert errors == ["hours[Lördag].closes: must be HH:MM, got '25:00'"]


# --- the form's destination -------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        None,
        "",
        "https://formular.example/f/salong",
        "http://127.0.0.1:8025/send",
        "http://localhost/send",
        "https://localhost:8443/send",
    ],
)
def test_form_endpoint_unset_https_or_local(value):
    content = validate(edited({("form_endpoint",): value}), today=BUILD)
    assert content.form_endpoint == (value or None)


@pytest.mark.parametrize(
    "value",
    [
        "http://formular.example/f/salong",
        "http://localhost.formular.example/send",
        "http://127.0.0.2/send",
        "ftp://formular.example/",
        "formular.example/f/salong",
        "mailto:hej@salong.example",
        "https://user:secret@formular.example/f/abc",
        "https://formular.example/f/abc#x",
        "https://formular.example:99999/f/abc",
        "/api/kontakt",
    ],
)
def test_form_endpoint_anything_else_is_one_error(value):
    assert errors_of(edited({("form_endpoint",): value})) == [
        f"{where(('form_endpoint',))}: form_endpoint: must be an https:// URL "
        f"(http:// only for 127.0.0.1 or localhost), got {value!r}"
    ]


def test_the_example_content_shows_the_form_endpoint_unset():
    assert "form_endpoint" in DOCUMENT.data and CONTENT.form_endpoint is None


# --- the file as written, through the build's entry point -----------------------------


def _content_with(tmp_path: Path, old: str, new: str) -> tuple[Path, Path]:
    """A copy of the content folder with `old` (in exactly one of its files,
    once) replaced by `new`: (the folder, the changed file)."""
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    holding = [path for path in sorted(folder.glob("*.yml")) if old in path.read_text("utf-8")]
    assert len(holding) == 1, f"not one content file has {old!r}: {holding}"
    (path,) = holding
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{path.name} no longer has {old!r} once"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return folder, path


# As the files write them: each entry under its language's block.
SATURDAY = (
    f"day: {C.hours[5].day}\n      opens: '{C.hours[5].opens}'\n      closes: '{C.hours[5].closes}'"
)


def built(folder: Path) -> dict:
    """The content of `folder` as the build loads it, stopped as the build's
    edges stop it (salon/build_stop.py)."""
    with stop_build():
        return load_for_build(folder)


def test_the_build_prints_the_lines_and_exits_1(tmp_path, capsys, monkeypatch):
    folder, path = _content_with(tmp_path, SATURDAY, SATURDAY.replace(C.hours[5].closes, "25:00"))
    handed = []
    monkeypatch.setattr(content, "CONTENT_DIR", folder)
    monkeypatch.setattr(content, "show_build_errors", handed.append)
    monkeypatch.setattr(content, "_loaded", None)
    with pytest.raises(SystemExit) as caught, stop_build():
        content.load()
    assert caught.value.code == 1
    lines = [
        f"1 error(s) in {folder}/:",
        f"{path}:{DOCUMENT.line(('hours', 5, 'closes'))}: hours[Lördag].closes: must be HH:MM, "
        "got '25:00'",
    ]
    assert capsys.readouterr().err.splitlines() == lines
    # The same lines for the browser under `reflex run` (salon/dev_reload.py).
    assert handed == [lines]


def test_a_file_that_is_not_yaml_is_one_line_at_the_unclosed_quote(tmp_path, capsys):
    """The parser fails at the end of the file; the line to fix is the quote's."""
    phone = f"phone: {C.contact.phone}"
    folder, path = _content_with(tmp_path, phone, f'phone: "{C.contact.phone}')
    with pytest.raises(SystemExit):
        built(folder)
    err = capsys.readouterr().err.splitlines()
    assert err[0] == f"1 error(s) in {folder}/:" and len(err) == 2
    line = DOCUMENT.line(("contact", "phone"))
    assert re.fullmatch(rf"{re.escape(str(path))}:{line}: not valid YAML: .+", err[1])


def test_an_unclosed_bracket_is_one_line_at_the_bracket(tmp_path, capsys):
    phone = f"phone: {C.contact.phone}"
    folder, path = _content_with(tmp_path, phone, f"phone: [{C.contact.phone}")
    with pytest.raises(SystemExit):
        built(folder)
    line = DOCUMENT.line(("contact", "phone"))
    assert re.fullmatch(
        rf"{re.escape(str(path))}:{line}: not valid YAML: .+",
        capsys.readouterr().err.splitlines()[1],
    )


def test_a_key_twice_is_one_line_at_the_second(tmp_path, capsys):
    phone = f"    phone: {C.contact.phone}\n"
    folder, path = _content_with(tmp_path, phone, phone + phone)
    with pytest.raises(SystemExit):
        built(folder)
    assert re.fullmatch(
        rf"{re.escape(str(path))}:{DOCUMENT.line(('contact', 'phone')) + 1}: "
        r"not valid YAML: .*duplicate key \"phone\".*",
        capsys.readouterr().err.splitlines()[1],
    )


def test_an_entry_in_another_sections_file_is_one_line_naming_its_file(tmp_path, capsys):
    """Each top-level entry lives in its section's file: one written into
    another file is refused there, with the file it belongs in."""
    note = f"  hours_note: {C.hours_note}\n"
    folder, hours = _content_with(tmp_path, note, "")
    salon = folder / "salon.yml"
    text = salon.read_text(encoding="utf-8")
    # At the end of the Swedish block.
    salon.write_text(text.replace("\nen:\n", f"\n{note}en:\n"), encoding="utf-8")
    with pytest.raises(SystemExit):
        built(folder)
    line = text[: text.index("\nen:\n")].count("\n") + 2
    assert capsys.readouterr().err.splitlines() == [
        f"1 error(s) in {folder}/:",
        f"{salon}:{line}: hours_note: belongs in {hours}",
    ]


def test_a_missing_file_is_one_line(tmp_path, capsys):
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    (folder / "faq.yml").unlink()
    with pytest.raises(SystemExit):
        built(folder)
    assert capsys.readouterr().err.splitlines() == [
        f"1 error(s) in {folder}/:",
        f"{folder / 'faq.yml'}: cannot read: No such file or directory",
    ]


def test_a_past_exception_is_a_one_line_warning(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("salon.content_model.loader.build_date", lambda: BUILD)
    exception = C.hours_exceptions[0]
    folder, path = _content_with(
        tmp_path,
        f"start: '{exception.start}'\n      end: '{exception.end}'",
        "start: '2026-06-01'\n      end: '2026-06-05'",
    )
    assert built(folder)["sv"].hours_exceptions[0].start == "2026-06-01"
    assert capsys.readouterr().err.splitlines() == [
        f"warning: {path}:{DOCUMENT.line(('hours_exceptions', 0))}: hours_exceptions[2026-06-01]: "
        "ended 2026-06-05, before the build date 2026-11-23; it no longer shows and can be removed",
    ]


# --- the commands, on a broken copy of the project -----------------------------------

# Photos the owner could have put in images/source/, by what is wrong with them.
PHOTOS = {
    "trasig.jpg": lambda: _jpeg()[:-3000],  # an upload that broke off
    "logga.gif": lambda: _image_bytes("GIF", (400, 300)),
    "liten.png": lambda: _image_bytes("PNG", (300, 200)),
}
SALON_PHOTO = C.salon_pictures[0].image, C.salon_pictures[1].image, C.salon_pictures[2].image
BREAKS = {
    # text of a content file -> replacement; each gives one of the lines below.
    SATURDAY: SATURDAY.replace(C.hours[5].closes, "25:00"),
    f"phone: {C.contact.phone}": "phone: ring oss",
    f"image: {SALON_PHOTO[0]}": "image: trasig.jpg",
    f"image: {SALON_PHOTO[1]}": "image: logga.gif",
    f"image: {SALON_PHOTO[2]}": "image: liten.png",
    f"image: {C.salon_pictures[3].image}": "image: saknas.jpg",
}
EXPECTED = [
    "5 error(s) in content/:",
    f"{where(('contact', 'phone'))}: contact.phone: not a phone number: 'ring oss'",
    f"{where(('hours', 5, 'closes'))}: hours[Lördag].closes: must be HH:MM, got '25:00'",
    f"{where(('salon_pictures', 0, 'image'))}: salon_pictures[trasig.jpg].image: "
    "images/source/trasig.jpg cannot be read: it is damaged or cut short; save or upload it again",
    f"{where(('salon_pictures', 1, 'image'))}: salon_pictures[logga.gif].image: "
    "images/source/logga.gif is a GIF image; the site takes JPEG, PNG, WebP or HEIC",
    f"{where(('salon_pictures', 3, 'image'))}: salon_pictures[saknas.jpg].image: "
    "no photo 'saknas.jpg' in images/source/",
    # Too small for its slot: it builds, and the owner is told.
    f"warning: {where(('salon_pictures', 2, 'image'))}: salon_pictures[liten.png].image: "
    "images/source/liten.png is 267 x 200 px once cropped to 4:3, smaller than the 1200 px "
    "this place shows: it will look blurred on large screens",
]


def _image_bytes(kind: str, size: tuple[int, int]) -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.linear_gradient("L").resize(size).convert("RGB").save(out, kind)
    return out.getvalue()


def _jpeg() -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.effect_noise((800, 600), 50).convert("RGB").save(out, "JPEG", quality=90)
    return out.getvalue()


@pytest.fixture(scope="module")
def broken_project(tmp_path_factory) -> Path:
    project = tmp_path_factory.mktemp("broken") / "salon"
    for name in (
        "salon",
        "salon_components",
        "static_first",
        "assets",
        "content",
        "images",
        "tests",
        "tools",
    ):
        shutil.copytree(ROOT / name, project / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name, make in PHOTOS.items():
        (project / "images" / "source" / name).write_bytes(make())
    shutil.copy(ROOT / "rxconfig.py", project)
    shutil.copy(ROOT / "pytest.ini", project)
    for old, new in BREAKS.items():
        (content,) = [
            path
            for path in (project / "content").glob("*.yml")
            if old in path.read_text(encoding="utf-8")
        ]
        content.write_text(content.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    assert read_content(project / "content").lines == DOCUMENT.lines
    return project


@pytest.mark.parametrize(
    "command",
    [
        [sys.executable, "-c", "import salon.salon"],
        [sys.executable, "-m", "reflex", "export", "--frontend-only", "--no-zip"],
    ],
    ids=["import", "reflex export"],
)
def test_a_command_on_broken_content_prints_every_error_without_a_traceback(
    broken_project, command
):
    if "reflex" in command:
        from reflex.utils.path_ops import get_bun_path

        if get_bun_path() is None:
            pytest.skip(
                "reflex export needs bun: source scripts/setup.sh first (./scripts/test.sh does)"
            )
    done = subprocess.run(command, cwd=broken_project, capture_output=True, text=True, timeout=300)
    output = done.stdout + done.stderr
    assert done.returncode != 0, output
    assert "Traceback" not in output, output
    assert "\n".join(EXPECTED) + "\n" in done.stderr, output


def test_the_tests_on_broken_content_report_every_error_instead_of_crashing(broken_project):
    """pytest collects modules that import the content: it stops with the
    same lines, not an internal error about SystemExit."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "tests/unit/test_prices.py",
        ],
        cwd=broken_project,
        capture_output=True,
        text=True,
        timeout=120,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 1, output
    assert "INTERNALERROR" not in output and "Traceback" not in output, output
    errors = [line for line in EXPECTED if not line.startswith("warning: ")]
    assert "\n".join(errors) in output, output
