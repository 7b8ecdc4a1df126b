"""Content made for a test the way an owner makes it: the content's data (all
its files, as the build reads them) with a few values changed, checked as
the build checks it.

A change names a value of the Swedish (the default language's) by its
location, as in the error lines:
`{("hours", 5, "closes"): "25:00"}` is Lördag's closing time. `DELETE`
removes a key; an index one past a list's end appends to it.
"""

from __future__ import annotations

import copy
import dataclasses
import datetime
from typing import Any

from salon.content_model import Content, Document, read_content, validate, validate_languages
from salon.content_model.document import shown

DOCUMENT = read_content()
DELETE = object()
# A fixed build date, so exceptions and holidays do not move with the calendar.
BUILD = datetime.date(2026, 11, 23)


def _changed(data: Any, changes: dict[tuple, Any]) -> Any:
    data = copy.deepcopy(data)
    for (*parents, last), value in changes.items():
        node = data
        for part in parents:
            node = node[part]
        if value is DELETE:
            del node[last]
        elif isinstance(node, list) and last == len(node):
            node.append(value)
        else:
            node[last] = value
    return data


def edited(changes: dict[tuple, Any], translations: dict[str, dict] | None = None) -> Document:
    """The content with `changes` made to a copy of its data, and each
    language's `translations[code]` changes made to a copy of its block."""
    others = {
        code: document.replace(_changed(document.data, (translations or {}).get(code, {})))
        for code, document in DOCUMENT.translations.items()
    }
    return dataclasses.replace(
        DOCUMENT.replace(_changed(DOCUMENT.data, changes)), translations=others
    )


def entry(key: str) -> tuple:
    """The location of the price list's service or category `key`."""
    for i, category in enumerate(DOCUMENT.data["categories"]):
        if category["key"] == key:
            return ("categories", i)
        for j, service in enumerate(category["services"]):
            if service["key"] == key:
                return ("categories", i, "services", j)
    raise KeyError(key)


def content_with(changes: dict[tuple, Any], today: datetime.date = BUILD) -> Content:
    """`edited(changes)` checked: the Content, or ContentError."""
    return validate(edited(changes), today)


def contents_with(changes: dict[tuple, Any], today: datetime.date = BUILD) -> dict[str, Content]:
    """`edited(changes)` checked in every language the site is built in,
    by language code (the English laid over the changed Swedish)."""
    return validate_languages(edited(changes), today)


def where(loc: tuple) -> str:
    """`content/hours.yml:18`: the file and line an error about `loc` starts with."""
    return f"{shown(DOCUMENT.file(loc))}:{DOCUMENT.line(loc)}"


def with_value(source: str, loc: tuple, value: str) -> str:
    """The text of `loc`'s content file with the value at `loc` (on a line of
    its own, `key: value`) set to `value` (as YAML), as an owner edits it."""
    lines = source.splitlines(keepends=True)
    number = DOCUMENT.line(loc) - 1
    key = f"{loc[-1]}:"
    assert lines[number].strip().startswith(key), f"line {number + 1}: {lines[number]!r}"
    lines[number] = lines[number][: lines[number].index(key) + len(key)] + f" {value}\n"
    return "".join(lines)
