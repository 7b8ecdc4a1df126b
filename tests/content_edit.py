"""Content made for a test the way an owner makes it: the content's data (all
its files, as the build reads them) with a few values changed, checked as
the build checks it.

A change names a value by its location, as in the error lines:
`{("hours", 5, "closes"): "25:00"}` is Lördag's closing time. `DELETE`
removes a key; an index one past a list's end appends to it.
"""

from __future__ import annotations

import copy
import datetime
from typing import Any

from salon.content_model import Content, Document, read_content, validate
from salon.content_model.document import shown

DOCUMENT = read_content()
DELETE = object()
# A fixed build date, so exceptions and holidays do not move with the calendar.
BUILD = datetime.date(2026, 11, 23)


def edited(changes: dict[tuple, Any]) -> Document:
    """The content with `changes` made to a copy of its data."""
    data = copy.deepcopy(DOCUMENT.data)
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
    return DOCUMENT.replace(data)


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


def where(loc: tuple) -> str:
    """`content/hours.yml:18`: the file and line an error about `loc` starts with."""
    return f"{shown(DOCUMENT.file(loc))}:{DOCUMENT.line(loc)}"
