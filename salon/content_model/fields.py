"""The kinds of value the content is made of, each with its own one-line
check (text that is not blank, a time HH:MM, an https:// link, a price), and
the base of every entry.

Each kind also says what the CMS's form should check before the owner can
save (`form(...)`: a pattern, bounds, a widget), in the content's JSON
Schema, from which salon/cms/cms_config.py makes the form. The form's
checks are a courtesy; the checks here decide.

A failed check raises `invalid(...)`, whose message is the whole error line
after the field's path (`must be HH:MM, got '25:00'`). Values are strict:
YAML's `"41"` is text, and a number field does not take it.
"""

from __future__ import annotations

import dataclasses
import datetime
import re
from collections.abc import Callable
from typing import Annotated, Any, Literal
from urllib.parse import urlsplit

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    Strict,
    WrapValidator,
)
from pydantic_core import PydanticCustomError

from salon.brand.fonts import CHOICES
from salon.images.slots import CENTRE, FOCUS, PhotoUse, Slot

# A note shows under "Stängt" in the hours table's today row, in at most two
# short lines on a 320 px phone; longer text would make the row grow.
NOTE_MAX = 30
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_TIME = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")
_URL = re.compile(r"^https://[^\s/]+\.[^\s/]+(/\S*)?$")
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_PHONE = re.compile(r"^\+?[0-9][0-9 \-]{5,}$")
# Keys name price-list entries in links (?kategori=), element ids and CSS.
_KEY = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_COLOUR = re.compile(r"^#[0-9A-Fa-f]{6}$")
# Hosts a form may post to over plain http: the developer's own machine.
LOCAL_HOSTS = ("127.0.0.1", "localhost")


def invalid(message: str) -> PydanticCustomError:
    """The error a check raises; `message` is used as is (braces included)."""
    return PydanticCustomError("content", "{message}", {"message": message})


def field(
    title: str,
    description: str | None = None,
    *,
    default: Any = ...,
    widget: str | None = None,
    singular: str | None = None,
) -> Any:
    """A field's label (`title`) and hint (`description`), both Swedish: the
    CMS shows them to the owner. `widget` names the CMS widget where the
    type alone does not say it (e.g. "text" for a paragraph). A list's
    `title` is a plural ("Behandlingar"), which the CMS also writes after a
    count ("3 behandlingar"); `singular` names one item ("behandling": "Lägg
    till behandling", "1 behandling")."""
    extra = {"widget": widget, "singular": singular}
    return Field(
        default,
        title=title,
        description=description,
        json_schema_extra={key: value for key, value in extra.items() if value} or None,
    )


@dataclasses.dataclass(frozen=True)
class Form:
    """JSON Schema keywords a kind of value adds to the content's schema (and
    so to the CMS's form); a value may be a function, called when the schema
    is made. It changes no validation."""

    keywords: tuple[tuple[str, Any], ...]

    def __get_pydantic_json_schema__(self, core_schema, handler):
        schema = handler(core_schema)
        for name, value in self.keywords:
            value = value() if isinstance(value, Callable) else value
            schema[name] = list(value) if isinstance(value, tuple) else value
        return schema


def form(**keywords: Any) -> Form:
    return Form(tuple(keywords.items()))


class Model(BaseModel):
    """An entry of the content: frozen, and an unknown key is an error (a
    typo must not pass unseen)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    def photo(self, name: str = "image") -> PhotoUse:
        """The photo in field `name`, with its slot and focus."""
        marker = photo_fields(type(self))[name]
        return PhotoUse(getattr(self, name), marker.slot, getattr(self, marker.focus) or CENTRE)


def _not_blank(value: str) -> str:
    if not value.strip():
        raise invalid("must not be empty")
    return value


def _matching(pattern: re.Pattern, message: str):
    def check(value: str) -> str:
        if not pattern.match(value):
            raise invalid(message.format(value=value))
        return value

    return check


def is_iso_date(text: str) -> bool:
    try:
        return bool(_DATE.match(text)) and datetime.date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


def _iso_date(message: str):
    def check(value: str) -> str:
        if not is_iso_date(value):
            raise invalid(message.format(value=value))
        return value

    return check


def _site_url(value: str) -> str:
    if not _URL.match(value) or value.endswith("/"):
        raise invalid(f"must be an https:// URL without a trailing slash, got {value!r}")
    return value


def _price(value: int) -> int:
    # A price the page shows as "-5 kr" or "0 kr" is a typo, never an offer.
    if value <= 0:
        raise invalid(f"must be a price in whole kronor above 0, got {value}")
    return value


def _rating(value: int) -> int:
    if not 1 <= value <= 5:
        raise invalid(f"must be 1-5, got {value}")
    return value


def _days(value: int) -> int:
    if value < 1:
        raise invalid(f"must be a number of days, 1 or more, got {value}")
    return value


def _note(value: str) -> str:
    if len(value) > NOTE_MAX:
        raise invalid(f"at most {NOTE_MAX} characters, got {len(value)}")
    return value


def _unset_if_blank(value: Any) -> Any:
    # The CMS saves a cleared field as an empty string.
    return None if isinstance(value, str) and not value.strip() else value


def _form_endpoint(value: str) -> str:
    parts = urlsplit(value)
    try:
        _ = parts.port  # a malformed port raises
        well_formed = parts.username is None and not parts.fragment
    except ValueError:
        well_formed = False
    local = parts.scheme in ("http", "https") and parts.hostname in LOCAL_HOSTS
    if not well_formed or not (_URL.match(value) or local):
        raise invalid(
            f"must be an https:// URL (http:// only for {' or '.join(LOCAL_HOSTS)}), got {value!r}"
        )
    return value


def _filled(items: tuple) -> tuple:
    if not items:
        raise invalid("must not be empty")
    return items


@dataclasses.dataclass(frozen=True)
class _FilledCheck(AfterValidator):
    """The check that a list has an entry, and the form's minimum of one."""

    def __get_pydantic_json_schema__(self, core_schema, handler):
        return {**handler(core_schema), "minItems": 1}


def _photo_file(value: str) -> str:
    # The CMS stores the file's name alone (salong-2.jpg), as the site reads it.
    if "/" in value or "\\" in value or value.startswith("."):
        raise invalid(f"must be the name of a file in images/source/, got {value!r}")
    return value


@dataclasses.dataclass(frozen=True)
class PhotoField:
    """Marks a field as a photo in `slot`; `focus` names the entry's field
    that says which part of it the crop keeps."""

    slot: Slot
    focus: str = "focus"


# The largest photo the CMS uploads (`maxBytes`: its media library refuses a
# larger one, in Swedish). A phone's full-size photo is 2-12 MB, and every
# upload is committed to the site's repository.
UPLOAD_MAX_BYTES = 20_000_000


def photo(slot: Slot, focus: str = "focus") -> Any:
    """The type of a field holding a photo for `slot`: a file in images/source/,
    chosen or uploaded in the CMS, cropped to the slot's shape."""
    return Annotated[
        Text,
        AfterValidator(_photo_file),
        form(widget="image", maxBytes=UPLOAD_MAX_BYTES),
        PhotoField(slot, focus),
    ]


def photo_fields(model: type[BaseModel]) -> dict[str, PhotoField]:
    """The photo fields of an entry's model, by name."""
    return {
        name: marker
        for name, info in model.model_fields.items()
        for marker in info.metadata
        if isinstance(marker, PhotoField)
    }


# https://, or http(s):// on this machine (_form_endpoint), for the form.
_FORM_ENDPOINT = (
    r"^(https://[^\s/]+\.[^\s/]+(/\S*)?"
    r"|https?://(127\.0\.0\.1|localhost)(:\d+)?([/?#]\S*)?)$"
)


class Foreign(str):
    """Text in another language than the page it is on: the Swedish an
    English page shows where its English is missing, a customer's words as
    written. Pages mark it with its `lang` (WCAG 3.1.2)."""

    lang: str

    def __new__(cls, text: str, lang: str) -> Foreign:
        value = super().__new__(cls, text)
        value.lang = lang
        return value


def _keep_language(value: Any, handler: Callable[[Any], str]) -> str:
    # pydantic returns a plain str for a str subclass: the language would be lost.
    text = handler(value)
    return Foreign(text, value.lang) if isinstance(value, Foreign) else text


Text = Annotated[str, WrapValidator(_keep_language), Strict(), AfterValidator(_not_blank)]
# Text a visitor reads, written in each of the site's languages: the CMS
# shows it once per language, side by side, and an English page falls back
# to the Swedish where the English is missing (salon/content_model/translation.py).
# Every other kind of value, and Text that names something (a street, a
# person, the salon), is written once for all languages.
TRANSLATED = "translate"
Words = Annotated[Text, form(**{TRANSLATED: True})]
Time = Annotated[
    Text,
    AfterValidator(_matching(_TIME, "must be HH:MM, got {value!r}")),
    form(pattern=_TIME.pattern),
]
Key = Annotated[
    Text,
    AfterValidator(
        _matching(_KEY, "must be lower-case letters a-z, digits and single hyphens, got {value!r}")
    ),
    form(pattern=_KEY.pattern),
]
Url = Annotated[
    Text,
    AfterValidator(_matching(_URL, "must be an https:// URL, got {value!r}")),
    form(pattern=_URL.pattern),
]
SiteUrl = Annotated[
    Text, AfterValidator(_site_url), form(pattern=r"^https://[^\s/]+\.[^\s/]+(/\S*[^\s/])?$")
]
Email = Annotated[
    Text,
    AfterValidator(_matching(_EMAIL, "not an e-mail address: {value!r}")),
    form(pattern=_EMAIL.pattern),
]
Phone = Annotated[
    Text,
    AfterValidator(_matching(_PHONE, "not a phone number: {value!r}")),
    form(pattern=_PHONE.pattern),
]
Date = Annotated[
    Text, AfterValidator(_iso_date("must be a date YYYY-MM-DD, got {value!r}")), form(format="date")
]
Note = Annotated[Words, AfterValidator(_note), form(maxLength=NOTE_MAX)]
# Which part of a photo its slot's crop keeps (slots.FOCUS); none: the middle.
Focus = Annotated[
    Literal[tuple(FOCUS)] | None,  # type: ignore[valid-type]
    BeforeValidator(_unset_if_blank),
]
# A colour as the CMS's colour picker writes it.
Colour = Annotated[
    Text,
    AfterValidator(_matching(_COLOUR, "must be a colour #RRGGBB, got {value!r}")),
    form(pattern=_COLOUR.pattern, widget="color"),
]
# One of the fonts the site can use (salon/brand/fonts.py).
FontChoice = Annotated[
    Literal[tuple(CHOICES)],  # type: ignore[valid-type]
    form(optionLabels=lambda: {key: choice.label for key, choice in CHOICES.items()}),
]
Price = Annotated[int, Strict(), AfterValidator(_price), form(minimum=1)]
Rating = Annotated[int, Strict(), AfterValidator(_rating), form(minimum=1, maximum=5)]
Whole = Annotated[int, Strict()]
Days = Annotated[int, Strict(), AfterValidator(_days), form(minimum=1)]
Number = Annotated[float, Strict()]
Flag = Annotated[bool, Strict()]
FormEndpoint = Annotated[
    Annotated[Text, form(pattern=_FORM_ENDPOINT)] | None,
    BeforeValidator(_unset_if_blank),
    AfterValidator(lambda v: v if v is None else _form_endpoint(v)),
]
# A logo: a file in images/source/ as a photo is, or none. Not a photo
# field: it is shown whole, never cropped to a slot (salon/images/logo.py).
LogoFile = Annotated[
    Annotated[Text, AfterValidator(_photo_file), form(widget="image", maxBytes=UPLOAD_MAX_BYTES)]
    | None,
    BeforeValidator(_unset_if_blank),
]
# A list the page needs at least one entry of.
Filled = _FilledCheck(_filled)
# A list that may be empty, also when the key is left with nothing after it.
MayBeEmpty = BeforeValidator(lambda value: () if value is None else value)


# How a list item is named, by the first of these fields it has. Two orders
# of one set, for two readers: an error line names the item by what stays
# put and is unique ("categories[klippning].services[damklippning]"), the
# CMS shows each collapsed item by the owner's own words ("Damklippning",
# the question, the day); `key` only where nothing else names it.
ITEM_ID_FIELDS = ("key", "day", "holiday", "name", "label", "title", "image", "start")
ITEM_TITLE_FIELDS = (
    "name",
    "day",
    "holiday",
    "title",
    "question",
    "label",
    "start",
    "image",
    "key",
)
