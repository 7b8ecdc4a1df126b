"""The CMS's configuration, /admin/config.yml, made from the content's schema
on every build: never written by hand.

Every field of the content model (its JSON Schema, `Content.model_json_schema()`)
becomes one form field, in the model's order, with the model's Swedish title
as its label and its description as its hint:

    text               string (`widget: text` in the schema: a paragraph box)
    text with pattern  string with `pattern`, so the form refuses e.g. 25:00
    date               datetime without a time, stored as YYYY-MM-DD
    whole number       number, `value_type: int`, `min`/`max` from the schema
    decimal number     number, `value_type: float`
    yes/no             boolean
    one of a few       select (weekdays, holidays)
    entry              object, with its own fields
    list               list: of entries (`fields`) or of texts (`field`)
    photo              image, into the image pipeline's source folder, at most
                       `maxBytes` large (the media library's max_file_size)

A field the model may leave out is `required: false`; a list is required
when the schema says it needs at least one item (`minItems`), names one item
by the schema's `singular` ("Lägg till behandling") and shows each item
collapsed by its own words (`summary`).

In more than one language (`locales`), the collection is Decap's i18n for
file collections, `structure: single_file`: each file holds a block per
language (`sv:`, `en:`), the default language's with everything and the
others' with their texts only, and the editor shows the languages side by
side. A field whose schema says `translate: true` (a text a visitor reads)
is `i18n: true`, and so is an entry or list holding one, so the other
language's pane shows it; every other field is `i18n: false`, which that
pane hides (in a list's items too, since admin.js passes the pane on:
assets/js/admin/translation_pane.js): prices, times and links are typed
once. Never `duplicate`,
which Decap refuses on a list (decap-cms #7332) and which would copy the
Swedish values into the other block. In one language there is no i18n, and
each file's fields stand in one entry named after the default language
(`sv`), so the form edits that block and leaves the others in the file as
they are, for the day the language is turned on again.

The fields are grouped into entries, one per content file (`Entry`; which
file holds which fields is the caller's: salon/cms/admin.py passes the
content model's sections), each in one collection. This module knows nothing
of the salon. Where the CMS saves on the live site is content/cms.yml's
(salon/cms/cms_settings.py).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ruamel.yaml import YAML

from salon import paths
from salon.cms.cms_settings import CmsConfigError, CmsSettings, backend
from salon.content_model.fields import ITEM_TITLE_FIELDS, TRANSLATED

# The image pipeline's source folder (salon/images/); a photo
# chosen in the form is saved there, and its file name is the field's value.
MEDIA_FOLDER = paths.IMAGE_SOURCES.relative_to(paths.ROOT).as_posix()
# Decap's local backend (decap-server, started by scripts/run.sh): used only
# when /admin/ itself is opened from localhost or 127.0.0.1, and never with
# the own server's backend.
LOCAL_BACKEND_URL = "http://localhost:8081/api/v1"
LOCALE = "sv"

# The item field a list shows as each item's title when collapsed: the
# first it has of the content model's ITEM_TITLE_FIELDS.
_SUMMARY_MAX = 60  # characters of a collapsed item's title
_DATE_FORMAT = "YYYY-MM-DD"  # Day.js tokens, which both CMSs use
_WIDGETS = {"string", "text", "date", "image", "color"}  # what the schema's `widget` may ask for


# --- the form, from the JSON Schema -------------------------------------------------


def fields(schema: dict[str, Any], *, i18n: bool = False) -> list[dict[str, Any]]:
    """The form fields of an object schema (the root of a JSON Schema, or any
    object in it), one per property, in order; with `i18n`, each says
    whether the other languages' panes show it (`i18n: true` or `false`)."""
    return _object_fields(schema, _Schema(schema.get("$defs", {}), i18n), ())


@dataclass(frozen=True)
class _Schema:
    defs: dict
    i18n: bool  # whether each field says whether it is translated


def _object_fields(node: dict, schema: _Schema, path: tuple[str, ...]) -> list[dict[str, Any]]:
    required = set(node.get("required", ()))
    properties = node.get("properties")
    if not properties:
        raise CmsConfigError(f"{'.'.join(path) or 'the schema'}: an entry without fields")
    return [
        _field(name, spec, name in required, schema, (*path, name))
        for name, spec in properties.items()
    ]


def translated(node: dict, defs: dict) -> bool:
    """Whether a value of the schema's `node` is, or holds, a translated text."""
    node = _resolve(node, defs)
    if node.get(TRANSLATED):
        return True
    children = [
        node.get("items"),
        *node.get("properties", {}).values(),
        *node.get("anyOf", ()),
        *node.get("allOf", ()),
    ]
    return any(translated(child, defs) for child in children if isinstance(child, dict))


def _resolve(node: dict, defs: dict) -> dict:
    """`node` with its $ref (or one-item allOf) replaced by the definition; the
    definition's own title and description (a class name, a docstring) are
    dropped: a field's label and hint are the field's."""
    target = None
    if "$ref" in node:
        target = node["$ref"]
    elif len(node.get("allOf", ())) == 1 and "$ref" in node["allOf"][0]:
        target = node["allOf"][0]["$ref"]
    if target is None:
        return node
    definition = {
        key: value
        for key, value in defs[target.rsplit("/", 1)[1]].items()
        if key not in ("title", "description")
    }
    own = {key: value for key, value in node.items() if key not in ("$ref", "allOf")}
    return {**definition, **own}


def _without_null(node: dict, defs: dict) -> tuple[dict, bool]:
    """(the node's non-null variant, whether null is allowed)."""
    variants = node.get("anyOf")
    if not variants:
        return node, False
    kept = [variant for variant in variants if variant.get("type") != "null"]
    if len(kept) != 1:
        raise CmsConfigError(f"a choice between {len(kept)} kinds of value has no form field")
    own = {key: value for key, value in node.items() if key != "anyOf"}
    return {**_resolve(kept[0], defs), **own}, len(kept) < len(variants)


def _field(name: str, node: dict, required: bool, schema: _Schema, path: tuple[str, ...]) -> dict:
    defs = schema.defs
    node, nullable = _without_null(_resolve(node, defs), defs)
    node = _resolve(node, defs)
    where = ".".join(path)
    field: dict[str, Any] = {"name": name, "label": node.get("title") or name}
    if node.get("description"):
        field["hint"] = node["description"]
    kind, widget = node.get("type"), node.get("widget")
    if widget is not None and widget not in _WIDGETS:
        raise CmsConfigError(
            f"{where}: unknown widget {widget!r} (known: {', '.join(sorted(_WIDGETS))})"
        )

    if kind == "array":
        field.update(_list(node, schema, path, label=field["label"]))
        required = node.get("minItems", 0) >= 1
    elif "enum" in node:
        labels = node.get("optionLabels")
        options = (
            [{"label": labels[v], "value": v} for v in node["enum"]] if labels else node["enum"]
        )
        field.update(widget="select", options=list(options))
    elif kind == "object":
        field.update(widget="object", collapsed=True, fields=_object_fields(node, schema, path))
    else:
        field.update(_scalar(node, where))
    if not required or nullable:
        field["required"] = False
    if schema.i18n:
        field["i18n"] = translated(node, defs)
    return field


def _list(node: dict, schema: _Schema, path: tuple[str, ...], label: str) -> dict[str, Any]:
    defs = schema.defs
    items = node.get("items")
    if not isinstance(items, dict):
        raise CmsConfigError(f"{'.'.join(path)}: a list without one kind of item")
    items = _resolve(items, defs)
    spec: dict[str, Any] = {"widget": "list"}
    # The CMS writes "Lägg till <singular>" on the add button and "1 <singular>"
    # over a list of one; without it, the list's label ("Lägg till prislista").
    if node.get("singular"):
        spec["label_singular"] = node["singular"]
    if items.get("type") == "object":
        item_fields = _object_fields(items, schema, path)
        spec["collapsed"] = True
        names = [item["name"] for item in item_fields]
        summary = next((name for name in ITEM_TITLE_FIELDS if name in names), None)
        if summary:
            spec["summary"] = _summary(summary)
        spec["fields"] = item_fields
    else:
        # A list of plain values: one form field per item. A `widget` on the
        # list (e.g. text, for paragraphs) is the items' widget.
        item = {**items, **({"widget": node["widget"]} if "widget" in node else {})}
        single = {"name": path[-1], "label": label, **_scalar(item, ".".join(path))}
        if schema.i18n:
            single["i18n"] = translated(item, defs)
        spec["field"] = single
        # Each item collapsed shows its own words, not the list's label.
        spec["summary"] = _summary(path[-1])
    if node.get("minItems"):
        spec["min"] = node["minItems"]
    if node.get("maxItems") is not None:
        spec["max"] = node["maxItems"]
    return spec


def _summary(name: str) -> str:
    """The template of a collapsed item's title: the value of field `name`,
    cut to one line (a paragraph would fill the screen)."""
    return f"{{{{fields.{name} | truncate({_SUMMARY_MAX}, '…')}}}}"


def _scalar(node: dict, where: str) -> dict[str, Any]:
    kind, widget = node.get("type"), node.get("widget")
    if kind == "boolean":
        return {"widget": "boolean"}
    if kind in ("integer", "number"):
        spec: dict[str, Any] = {
            "widget": "number",
            "value_type": "int" if kind == "integer" else "float",
        }
        if kind == "integer":
            spec["step"] = 1
        low = _bound(node, "minimum", "exclusiveMinimum", +1, kind)
        high = _bound(node, "maximum", "exclusiveMaximum", -1, kind)
        if low is not None:
            spec["min"] = low
        if high is not None:
            spec["max"] = high
        return spec
    if kind != "string":
        raise CmsConfigError(f"{where}: no form field for a value of type {kind!r}")
    if widget == "image":
        spec = {"widget": "image", "choose_url": False}
        if node.get("maxBytes"):
            # Decap's own media library refuses a larger upload with its
            # `fileTooLarge` phrase (Swedish: assets/js/admin/locale_sv.js).
            spec["media_library"] = {"config": {"max_file_size": node["maxBytes"]}}
        return spec
    if widget == "color":
        # The picker, and the code typed or pasted beside it.
        return {"widget": "color", "allowInput": True}
    if widget == "date" or node.get("format") == "date":
        return {
            "widget": "datetime",
            "format": _DATE_FORMAT,
            "date_format": _DATE_FORMAT,
            "time_format": False,
        }
    spec = {"widget": widget or "string"}
    # Both CMSs show "<label> does not match the pattern: <message>." (in Swedish).
    message = (node.get("description") or "värdet har fel form").rstrip(".")
    if node.get("pattern"):
        spec["pattern"] = [node["pattern"], message]
    elif node.get("maxLength") is not None:
        spec["pattern"] = [
            f"^[\\s\\S]{{0,{node['maxLength']}}}$",
            f"högst {node['maxLength']} tecken",
        ]
    return spec


def _bound(node: dict, inclusive: str, exclusive: str, step: int, kind: str) -> int | float | None:
    if inclusive in node:
        return node[inclusive]
    if exclusive in node:
        # A whole number above 0 is at least 1; a decimal has no such neighbour.
        return node[exclusive] + step if kind == "integer" else node[exclusive]
    return None


# --- the whole file -------------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    """One entry of the CMS: a file of the content with some of the schema's
    top-level fields, under its own label."""

    name: str
    label: str
    file: str  # relative to the repository root, as the backends write it
    fields: tuple[str, ...]
    # Whether the editor shows a preview pane beside the form: only where a
    # preview template draws one (assets/js/admin/preview.js); elsewhere it
    # would be an empty half of the screen.
    preview: bool = False


# Decap's i18n for a file collection: every language in one file.
I18N_STRUCTURE = "single_file"


def cms_config(
    schema: dict[str, Any],
    settings: CmsSettings,
    *,
    entries: list[Entry],
    locales: Sequence[str],
    site_url: str,
    logo_url: str,
) -> dict[str, Any]:
    """Decap's config.yml as data: the backend, local editing, and one
    collection with an entry per content file, each with its fields of
    `schema`, in the entry's order. `locales` are the content's languages,
    the default first: each file holds a block per language."""
    if not locales:
        raise CmsConfigError("the content needs a language")
    several = len(locales) > 1
    form = {field["name"]: field for field in fields(schema, i18n=several)}
    unknown = sorted({name for entry in entries for name in entry.fields} - form.keys())
    if unknown:
        raise CmsConfigError(f"entries name fields the schema does not have: {', '.join(unknown)}")
    i18n = {"structure": I18N_STRUCTURE, "locales": list(locales), "default_locale": locales[0]}
    files = [
        {
            "name": entry.name,
            "label": entry.label,
            "file": entry.file,
            "editor": {"preview": entry.preview},
            **({"i18n": True} if several else {}),
            "fields": (
                [form[name] for name in entry.fields]
                if several
                else [_block(locales[0], entry.label, [form[name] for name in entry.fields])]
            ),
        }
        for entry in entries
    ]
    return {
        "backend": backend(settings),
        # On the own server, /admin/ saves through it alone, also on localhost.
        **({} if settings.own_server else {"local_backend": {"url": LOCAL_BACKEND_URL}}),
        "locale": LOCALE,
        "site_url": site_url,
        # The log-in page shows it instead of Decap's logo.
        "logo_url": logo_url,
        "media_folder": MEDIA_FOLDER,
        # The value an image field stores is the file name alone, e.g. salong-2.jpg.
        "public_folder": "",
        # An uploaded photo's file name in plain lower-case ASCII (IMG_2034.JPG ->
        # img_2034.jpg, Färg.png -> farg.png), as the image pipeline names pictures.
        "slug": {"encoding": "ascii", "clean_accents": True, "sanitize_replacement": "-"},
        "collections": [
            {
                "name": "innehall",
                "label": "Innehåll",
                "label_singular": "del",
                "description": "Allt som står på webbplatsen: texter, priser, öppettider och bilder.",
                "format": "yml",
                **({"i18n": True} if several else {}),
                "files": files,
            }
        ],
        # Decap reads a collection's and its files' `i18n: true` only under
        # a root `i18n` (normalizeConfig in decap-cms-core's actions/config).
        **({"i18n": i18n} if several else {}),
    }


def block(locales: Sequence[str]) -> str | None:
    """The language block whose fields the form edits, as one field of each
    entry: the one language's, or none (Decap's i18n edits each block)."""
    return locales[0] if len(locales) == 1 else None


def _block(locale: str, label: str, block_fields: list[dict]) -> dict[str, Any]:
    """One language's block of a file (`sv:`) as the one field of its form,
    open: without i18n, Decap edits a file's top level, and the block keeps
    the file as the build reads it."""
    return {
        "name": locale,
        "label": label,
        "widget": "object",
        "collapsed": False,
        "fields": block_fields,
    }


HEADER = (
    "# Written by the build (salon/cms/cms_config.py) from the content's schema - do not edit.\n"
)


def dump(config: dict[str, Any]) -> str:
    writer = YAML(typ="safe", pure=True)
    writer.default_flow_style = False
    writer.sort_base_mapping_type_on_output = False  # the form's order is the model's
    writer.allow_unicode = True
    writer.width = 100
    text = io.StringIO()
    writer.dump(config, text)
    return HEADER + text.getvalue()
