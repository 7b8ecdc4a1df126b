"""The content's files in, a checked `Content` per language out; or every
problem at once, one line each: `content/hours.yml:18: hours[Lördag].closes:
must be HH:MM, got '25:00'`."""

from __future__ import annotations

import datetime
import difflib
import functools
import sys
import warnings
from pathlib import Path
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel, TypeAdapter, ValidationError

from salon.calendar import build_date
from salon.content_model.checks import CHECKS, photos_in
from salon.content_model.document import Document, read_content, shown
from salon.content_model.models import Content
from salon.content_model.report import ContentError, ContentWarning, Loc, Report
from salon.content_model.translation import translate
from salon.locales import BY_CODE, DEFAULT, Locale
from salon.paths import CONTENT_DIR

# pydantic's type errors, by the type they expected.
_EXPECTED = {
    "string_type": "str",
    "int_type": "int",
    "float_type": "float",
    "bool_type": "bool",
    "tuple_type": "list",
    "list_type": "list",
    "model_type": "dict",
    "dict_type": "dict",
    "model_attributes_type": "dict",
}
_BRIEF_MAX = 60


def validate(source: Document, today: datetime.date | None = None) -> Content:
    """The `Content` in `source`, or one ContentError listing every problem,
    one line each, in the order of the file.

    `today` (default: the build date in Stockholm) decides which exceptions
    lie in the past; those only warn. A translation (`source.language`) warns
    of nothing its default language has warned of already.
    """
    translated = bool(source.language)
    report, today = Report(source, warn=not translated), today or build_date()
    if not isinstance(source.data, dict):
        report.require(
            False,
            (),
            f"must be a mapping of fields (name: value), got {type(source.data).__name__}",
        )
        raise ContentError(report.errors)
    try:
        content = Content.model_validate(source.data)
    except ValidationError as error:
        problems = error.errors()
        for problem in problems:
            report.require(False, tuple(problem["loc"]), _message(problem))
        content = _valid_part(source.data, {p["loc"][0] for p in problems if p["loc"]})
    for fields, check in CHECKS:
        if fields <= content.__dict__.keys():
            check(content, today, report)
    if report.errors:
        raise ContentError(report.errors)
    content._locale = BY_CODE[source.language or DEFAULT.code]
    return content


def validate_languages(source: Document, today: datetime.date | None = None) -> dict[str, Content]:
    """The content in each language the site is built in (the default
    language's `english` setting), by language code, the default first; or
    ContentError. A text missing in a translation only warns."""
    default = validate(source, today)
    contents = {DEFAULT.code: default}
    if missing := _missing_blocks(source, default.languages[1:]):
        raise ContentError(missing)
    for locale in default.languages[1:]:
        contents[locale.code] = validate(translate(source, locale.code, Report(source)), today)
    return contents


def _missing_blocks(source: Document, others: tuple[Locale, ...]) -> list[str]:
    """A line for each file without a block of each other language the site
    is built in. /admin/ saves a file only when it holds one for every
    language (decap-cms 3.16.3's save throws on a missing one, without a
    word), and a file with nothing to translate holds an empty one (`en: {}`)."""
    return [
        f"{shown(path)}:{line}: {locale.code}: missing: /admin/ saves a file only when it "
        f"holds a block for each language; add `{locale.code}: {{}}` at its end"
        for path, (line, codes) in source.file_languages.items()
        for locale in others
        if locale.code not in codes
    ]


def load(folder: Path = CONTENT_DIR, today: datetime.date | None = None) -> Content:
    """The default language's `Content` of the content files in `folder`, or ContentError."""
    return validate(read_content(folder), today)


def load_languages(
    folder: Path = CONTENT_DIR, today: datetime.date | None = None, photos: Path | None = None
) -> dict[str, Content]:
    """Every language's `Content` of the content files in `folder`, or
    ContentError; the photos it names are in `photos` (default: images/source/)."""
    with photos_in(photos):
        return validate_languages(read_content(folder), today)


def error_lines(error: ContentError, folder: Path = CONTENT_DIR) -> list[str]:
    """What the build prints for `error`: a count, then one line per problem."""
    return [f"{len(error.errors)} error(s) in {shown(folder)}/:", *error.errors]


def load_for_build(folder: Path = CONTENT_DIR) -> dict[str, Content]:
    """`load_languages` as the build reads it: each warning on stderr, one
    line each. On a bad value, the ContentError shows the count, one line
    per problem, and then the warnings."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ContentWarning)
        try:
            loaded, failed = load_languages(folder), None
        except ContentError as error:
            loaded, failed = {}, error
    told = []
    for warning in caught:
        if issubclass(warning.category, ContentWarning):
            told.append(f"warning: {warning.message}")
        else:
            warnings.warn_explicit(
                warning.message, warning.category, warning.filename, warning.lineno
            )
    if failed is not None:
        raise ContentError(failed.errors, [*error_lines(failed, folder), *told]) from None
    for line in told:
        print(line, file=sys.stderr)
    return loaded


def _valid_part(data: dict, failed: set) -> Content:
    """The top-level fields that are valid, as an unchecked Content, for the
    checks that only read those."""
    values = {}
    for name, info in Content.model_fields.items():
        if name in failed:
            continue
        if name in data:
            values[name] = _adapter(name).validate_python(data[name])
        elif not info.is_required():
            values[name] = info.get_default(call_default_factory=True)
    return Content.model_construct(**values)


@functools.cache
def _adapter(name: str) -> TypeAdapter:
    info = Content.model_fields[name]
    return TypeAdapter(
        Annotated[info.annotation, *info.metadata] if info.metadata else info.annotation
    )


def _message(problem: dict) -> str:
    kind, value = problem["type"], problem.get("input")
    if kind == "content":
        return problem["ctx"]["message"]
    if kind in ("tuple_type", "list_type") and value is None:
        return "must not be empty"  # `faq:` with nothing after it
    if kind in _EXPECTED:
        return f"expected {_EXPECTED[kind]}, got {type(value).__name__} {_brief(value)}"
    if kind == "missing":
        return "missing (this entry needs it)"
    if kind == "extra_forbidden":
        name = str(problem["loc"][-1])
        near = difflib.get_close_matches(name, _known_fields(tuple(problem["loc"][:-1])), n=1)
        return "unknown field" + (f"; did you mean {near[0]}?" if near else "")
    if kind == "literal_error":
        return f"must be one of {problem['ctx']['expected']}, got {_brief(value)}"
    return problem["msg"]


def _brief(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= _BRIEF_MAX else text[: _BRIEF_MAX - 1] + "…"


def _known_fields(loc: Loc) -> list[str]:
    """The field names of the entry at `loc` (to point out a typo)."""
    kind: Any = Content
    for part in loc:
        if isinstance(part, str):
            kind = _field_type(_entry_type(kind), part)
    kind = _entry_type(kind)
    return (
        sorted(kind.model_fields) if isinstance(kind, type) and issubclass(kind, BaseModel) else []
    )


def _field_type(kind: Any, name: str) -> Any:
    if isinstance(kind, type) and issubclass(kind, BaseModel) and name in kind.model_fields:
        return kind.model_fields[name].annotation
    return None


def _entry_type(kind: Any) -> Any:
    """A type without its Annotated, None and tuple wrappers: the entry's model."""
    while get_origin(kind) in (Annotated, Union, UnionType, tuple):
        kind = next(arg for arg in get_args(kind) if arg not in (type(None), Ellipsis))
    return kind
