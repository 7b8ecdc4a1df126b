"""Another language's content: the default language's, each text a visitor
reads replaced by its translation.

A content file holds the Swedish under `sv:` and the English texts under
`en:` (as `read_content` reads them): numbers, times, links, addresses
and photos are written once, in the Swedish block, and only the schema's
`Words` (fields.TRANSLATED in its JSON Schema) are written per language, as
the CMS shows them side by side. A list's translations follow the Swedish
list item by item, as the CMS keeps them; a translated list longer than the
Swedish is out of step, and none of it is used.

A text without a translation does not stop the build: the page shows the
Swedish, marked as Swedish (`Foreign`, so the page can say so with `lang`),
and the build warns once per missing text, naming its file, line and field.
A value written under `en:` that is not translated is ignored, with a
warning if it differs from the Swedish (the Swedish one counts).
"""

from __future__ import annotations

import functools
from typing import Any

from salon.content_model.document import Document
from salon.content_model.fields import TRANSLATED, Foreign
from salon.content_model.models import Content
from salon.content_model.report import Loc, Report
from salon.locales import BY_CODE, DEFAULT, Locale

_MISSING = object()


def translate(base: Document, code: str, report: Report) -> Document:
    """The content in language `code`: `base` (the default language's, valid)
    with the translations of `base.translations[code]` laid over it. What is
    missing or ignored is warned about on `report`; the result's lines are
    the translation's where it gave the value, else the default's."""
    translation = base.translations.get(code) or Document({}, language=code)
    merge = _Merge(BY_CODE[code])
    merged = Document(
        merge.value(_schema(), base.data, translation.data, ()),
        None,
        {**base.lines, **translation.lines},
        {**base.files, **translation.files},
        language=code,
    )
    # Told once the whole is merged, so a list item is named by its key.
    for loc, message in merge.notes:
        report.warn(loc, message, merged)
    return merged


@functools.cache
def _schema() -> dict:
    return Content.model_json_schema()


class _Merge:
    def __init__(self, language: Locale) -> None:
        self.language = language
        self.defs = _schema().get("$defs", {})
        self.notes: list[tuple[Loc, str]] = []

    def value(self, node: dict, base: Any, translated: Any, loc: Loc) -> Any:
        if not has_texts(node):
            if translated is not _MISSING and translated is not None and translated != base:
                self.notes.append(
                    (loc, f"not translated: the {_name(DEFAULT)} value is used (write it there)")
                )
            return base
        node = self._resolve(node)
        if node.get(TRANSLATED):
            if isinstance(translated, str) and translated.strip():
                return translated
            if (
                translated is not _MISSING
                and translated is not None
                and not isinstance(translated, str)
            ):
                return translated  # the model says what is wrong with it, at its line
            if isinstance(base, str):
                self.notes.append(
                    (loc, f"no {_name(self.language)} text: its pages show the {_name(DEFAULT)}")
                )
                return Foreign(base, DEFAULT.code)
            return base
        if node.get("type") == "array" and isinstance(base, list):
            items = translated if isinstance(translated, list) else []
            if len(items) > len(base):
                return self._out_of_step(node, base, len(items), loc)
            return [
                self.value(
                    node.get("items", {}),
                    item,
                    items[index] if index < len(items) else _MISSING,
                    (*loc, index),
                )
                for index, item in enumerate(base)
            ]
        if isinstance(base, dict):
            fields = node.get("properties", {})
            given = translated if isinstance(translated, dict) else {}
            merged = {
                key: self.value(fields.get(key, {}), value, given.get(key, _MISSING), (*loc, key))
                for key, value in base.items()
            }
            for key, value in given.items():
                if key in merged:
                    continue
                if key not in fields or has_texts(fields[key]):
                    # An unknown field (the model names it at its line), or a
                    # text the default language leaves out (an optional one).
                    merged[key] = value
                else:
                    self.notes.append(
                        (
                            (*loc, key),
                            f"not translated: the {_name(DEFAULT)} content has none, "
                            "so it is ignored",
                        )
                    )
            return merged
        return base

    def _out_of_step(self, node: dict, base: list, count: int, loc: Loc) -> list:
        """A translated list longer than the default's: an item was removed
        there and not here, so from that item on each translation would sit
        on the next item (an English name beside another treatment's price),
        and where is not known. The list shows the default's texts, marked,
        with one warning for the list instead of one per text (those the
        merge of the list without translations finds stay untold)."""
        shown = _Merge(self.language).value(node, base, [], loc)
        self.notes.append(
            (
                loc,
                f"{count} items, the {_name(DEFAULT)} list {len(base)}: out of step (a translation "
                f"follows the list item by item), so its pages show the {_name(DEFAULT)} "
                "until the lists match",
            )
        )
        return shown

    def _resolve(self, node: dict) -> dict:
        """`node` with its reference followed and an optional's None left out."""
        while True:
            if "$ref" in node:
                node = {**self.defs[node["$ref"].split("/")[-1]], **_without(node, "$ref")}
            elif "anyOf" in node:
                options = [n for n in node["anyOf"] if n.get("type") != "null"]
                if len(options) != 1:
                    return node
                node = {**options[0], **_without(node, "anyOf")}
            elif "allOf" in node and len(node["allOf"]) == 1:
                node = {**node["allOf"][0], **_without(node, "allOf")}
            else:
                return node


def has_texts(node: dict) -> bool:
    """Whether a value of the schema's `node` holds a translated text."""
    if node.get(TRANSLATED):
        return True
    ref = node.get("$ref")
    if ref is not None:
        return _def_has_texts(ref.split("/")[-1])
    children = [node.get("items"), *node.get("properties", {}).values(), *node.get("anyOf", ())]
    return any(has_texts(child) for child in children if child)


@functools.cache
def _def_has_texts(name: str) -> bool:
    return has_texts(_schema()["$defs"][name])


def _without(node: dict, key: str) -> dict:
    return {k: v for k, v in node.items() if k != key}


def _name(locale) -> str:
    return locale.english_name
