"""The content as read: plain data (dicts, lists, str, int, float, bool,
None), and the file and line each key and list item starts on. The content
is one mapping kept in several files (`sections.SECTIONS`); `read_content`
reads them all into one Document, which names the right file in each error.

Each file holds a block per language at its top, as Decap CMS writes a
translated file (`i18n: structure: single_file`): `sv:` with everything,
`en:` with the English texts only (salon/locales.py; the texts a language
has are the schema's `Words`). The Swedish is the Document; each other
language's block is a Document of its own among its `translations`, which
salon/content_model/translation.py lays over the Swedish.

YAML 1.2, as the CMS writes it: `10:00` and `no` stay text. Dates stay text
too (`2027-07-12`), so a date that does not exist is the model's one-line
error rather than the YAML parser's traceback.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.constructor import RoundTripConstructor
from ruamel.yaml.error import MarkedYAMLError

from salon.content_model.fields import ITEM_ID_FIELDS
from salon.content_model.report import ContentError, Loc
from salon.content_model.sections import SECTION_OF, SECTIONS
from salon.locales import CODES, DEFAULT
from salon.paths import CONTENT_DIR, ROOT

# A list item in a path is named by its fields (fields.ITEM_ID_FIELDS):
# "hours[Lördag].closes" reads better than "hours[5].closes".
_NAME_MAX = 40


class _Constructor(RoundTripConstructor):
    """Timestamps as the text they are written as."""


_Constructor.add_constructor("tag:yaml.org,2002:timestamp", RoundTripConstructor.construct_yaml_str)


@dataclasses.dataclass(frozen=True)
class Document:
    """Content data and where each part of it stands: in `path`, or for the
    content of several files, in the file `files` gives for its top-level key
    (no file: data made in code, whose errors have no file and line)."""

    data: Any
    path: Path | None = None
    lines: Mapping[Loc, int] = dataclasses.field(default_factory=dict)
    files: Mapping[str, Path] = dataclasses.field(default_factory=dict)
    # The language of a translation's Document ("en"), which its paths start
    # with; the default language's paths name none.
    language: str = ""
    # Each other language's block of the same files, by its code.
    translations: Mapping[str, Document] = dataclasses.field(default_factory=dict)
    # Each file's languages with a block of fields, and the line its default
    # language's block starts on.
    file_languages: Mapping[Path, tuple[int, frozenset[str]]] = dataclasses.field(
        default_factory=dict
    )

    def file(self, loc: Loc) -> Path | None:
        """The file `loc` is (or belongs) in."""
        return self.files.get(str(loc[0]), self.path) if loc else self.path

    def line(self, loc: Loc) -> int | None:
        """The line of `loc`, or of its nearest parent in the file (a missing
        key is reported at the entry that lacks it)."""
        for end in range(len(loc), -1, -1):
            if loc[:end] in self.lines:
                return self.lines[loc[:end]]
        return None

    def order(self, loc: Loc) -> tuple[int, float]:
        """Where `loc` comes when problems are listed: by file (in the
        sections' order), then by line; what has no line comes last."""
        file = self.file(loc)
        files = list(dict.fromkeys(self.files.values()))
        line = self.line(loc)
        return (
            files.index(file) if file in files else 0,
            line if line is not None else float("inf"),
        )

    def where(self, loc: Loc) -> str:
        """`content/hours.yml:41: hours[Lördag].closes`, less what is unknown."""
        place, file = "", self.file(loc)
        if file is not None:
            line = self.line(loc)
            place = shown(file) + (f":{line}" if line is not None else "")
        return ": ".join(part for part in (place, self.name(loc)) if part)

    def name(self, loc: Loc) -> str:
        """The path of `loc`, list items named by their key, day, name, ...
        where that is short and unique in the list, else by position (from 0)."""
        text, node = self.language, self.data
        for part in loc:
            if isinstance(part, int):
                text += f"[{_item_name(node, part)}]"
            else:
                text += f".{part}" if text else str(part)
            node = _child(node, part)
        return text

    def replace(self, data: Any) -> Document:
        """The same file with other data (tests edit a copy of the data)."""
        return dataclasses.replace(self, data=data)


def _child(node: Any, part: str | int) -> Any:
    try:
        return node[part]
    except (KeyError, IndexError, TypeError):
        return None


def _item_name(items: Any, index: int) -> str:
    if not isinstance(items, list):
        return str(index)
    names = [_name_of(item) for item in items]
    name = names[index] if index < len(names) else None
    return name if name is not None and names.count(name) == 1 else str(index)


def _name_of(item: Any) -> str | None:
    if not isinstance(item, Mapping):
        return None
    for field in ITEM_ID_FIELDS:
        value = item.get(field)
        if isinstance(value, str) and value.strip() and len(value) <= _NAME_MAX:
            return value
    return None


def shown(path: Path) -> str:
    """The file as the owner knows it: relative to the project."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


# What the parser was reading when it failed, for the constructs that open
# on one line and must close later.
_OPENED = re.compile(r"quoted scalar|flow (?:sequence|mapping)")


def read(path: Path) -> Document:
    """The file's data and lines; a file that is not YAML raises ContentError
    with its one line."""
    yaml = YAML()
    yaml.Constructor = _Constructor
    try:
        text = path.read_text(encoding="utf-8")
        tree = yaml.load(text)
    except MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        problem = " ".join(
            " ".join(str(part).split()) for part in (error.context, error.problem) if part
        )
        # A quote or bracket left open: the parser fails lines later (or at
        # the end of the file), but the line to fix is where it opens.
        if error.context_mark and _OPENED.search(error.context or ""):
            at_end = mark.index >= len(text.rstrip())
            if not at_end and mark.line != error.context_mark.line:
                problem += f" (at line {mark.line + 1})"
            mark = error.context_mark
        line = f":{mark.line + 1}" if mark else ""
        raise ContentError(f"{shown(path)}{line}: not valid YAML: {problem}") from None
    except OSError as error:
        raise ContentError(f"{shown(path)}: cannot read: {error.strerror}") from None
    lines: dict[Loc, int] = {}
    return Document(_plain(tree, (), lines), path, lines)


def read_content(folder: Path = CONTENT_DIR) -> Document:
    """Every section's file in `folder`, as one Document of the default
    language with the other languages' blocks as its `translations`. A file
    that cannot be read or is not YAML, a block of no language, and a key
    kept in the wrong file raise ContentError with one line each."""
    blocks: dict[str, tuple[dict[str, Any], dict[Loc, int]]] = {code: ({}, {}) for code in CODES}
    files = {name: folder / section.file for name, section in SECTION_OF.items()}
    file_languages: dict[Path, tuple[int, frozenset[str]]] = {}
    errors = []
    for section in SECTIONS:
        path = folder / section.file
        try:
            part = read(path)
        except ContentError as error:
            errors += error.errors
            continue
        if part.data is None:  # an empty file: its entries are missing
            continue
        if not isinstance(part.data, dict) or DEFAULT.code not in part.data:
            errors.append(f"{shown(path)}: {_LANGUAGES}")
            continue
        held: set[str] = set()
        for code, block in part.data.items():
            line = part.lines[(code,)]
            if code not in CODES:
                errors.append(f"{shown(path)}:{line}: {code}: {_LANGUAGES}")
                continue
            if block is None:  # `en:` with nothing under it (loader.py refuses it)
                continue
            if not isinstance(block, dict):
                kind = type(block).__name__
                errors.append(
                    f"{shown(path)}:{line}: {code}: must be a mapping of fields (name: value), "
                    f"got {kind}"
                )
                continue
            held.add(code)
            data, lines = blocks[code]
            prefix = "" if code == DEFAULT.code else f"{code}."
            for key, value in block.items():
                home = SECTION_OF.get(key)
                if home is not None and home is not section:
                    errors.append(
                        f"{shown(path)}:{part.lines[(code, key)]}: {prefix}{key}: belongs in "
                        f"{shown(folder / home.file)}"
                    )
                    continue
                # A key no section knows stays in its file, where the model
                # refuses it as an unknown field.
                files.setdefault(key, path)
                data[key] = value
                lines.update(
                    (loc[1:], number)
                    for loc, number in part.lines.items()
                    if loc[:2] == (code, key)
                )
        file_languages[path] = (part.lines[(DEFAULT.code,)], frozenset(held))
    if errors:
        raise ContentError(errors)
    data, lines = blocks.pop(DEFAULT.code)
    translations = {
        code: Document(data, None, lines, files, language=code)
        for code, (data, lines) in blocks.items()
    }
    return Document(
        data, None, lines, files, translations=translations, file_languages=file_languages
    )


# What a content file must hold at its top.
_LANGUAGES = (
    f"must hold the content under {DEFAULT.code}: (and each other language's "
    f"texts under {', '.join(f'{code}:' for code in CODES if code != DEFAULT.code)})"
)


def _plain(node: Any, loc: Loc, lines: dict[Loc, int]) -> Any:
    """ruamel's round-trip node as plain data, noting each key's and item's line."""
    if isinstance(node, Mapping):
        for key in node:
            lines[(*loc, str(key))] = node.lc.key(key)[0] + 1
        return {str(key): _plain(value, (*loc, str(key)), lines) for key, value in node.items()}
    if isinstance(node, list):
        for index in range(len(node)):
            lines[(*loc, index)] = node.lc.item(index)[0] + 1
        return [_plain(value, (*loc, index), lines) for index, value in enumerate(node)]
    if isinstance(node, bool) or node is None:
        return node
    for kind in (str, int, float):
        if isinstance(node, kind):
            return kind(node)
    return node
