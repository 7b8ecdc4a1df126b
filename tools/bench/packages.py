"""JavaScript by package: which library each byte of a chunk comes from, read
from the build's source maps.

A chunk's gzip size is shared out among its sources in proportion to the
characters each one's mappings cover in the minified file (gzip compresses
alike throughout a minified chunk, so the proportion is close); what no
mapping covers (Rolldown's chunk glue, a file without a map) is "chunk glue".
The groups are the ones the bench's printed report shows.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

# Path fragment of a source (as its map names it) -> its group, first match wins.
GROUPS = [
    ("node_modules/react-dom/", "react-dom (+ scheduler)"),
    ("node_modules/scheduler/", "react-dom (+ scheduler)"),
    ("node_modules/react-router/", "React Router"),
    ("node_modules/@react-router/", "React Router"),
    ("node_modules/cookie/", "React Router"),
    ("node_modules/set-cookie-parser/", "React Router"),
    ("node_modules/turbo-stream/", "React Router"),
    ("node_modules/react-slick/", "react-slick (+ classnames, json2mq, lodash.debounce)"),
    ("node_modules/classnames/", "react-slick (+ classnames, json2mq, lodash.debounce)"),
    ("node_modules/json2mq/", "react-slick (+ classnames, json2mq, lodash.debounce)"),
    ("node_modules/string-convert/", "react-slick (+ classnames, json2mq, lodash.debounce)"),
    ("node_modules/lodash.debounce/", "react-slick (+ classnames, json2mq, lodash.debounce)"),
    ("node_modules/enquire.js/", "react-slick (+ classnames, json2mq, lodash.debounce)"),
    ("node_modules/qrcode.react/", "qrcode.react"),
    ("node_modules/react-error-boundary/", "react-error-boundary"),
    ("node_modules/react/", "react"),
    ("node_modules/@emotion/", "emotion"),
    ("static_first/", "stand-ins (static_first/js/)"),
    ("public/js/", "site modules (assets/js/)"),
    ("app/", "Reflex's generated app code (root, routes, context)"),
    ("utils/", "Reflex's generated app code (root, routes, context)"),
    ("components/", "Reflex's generated app code (root, routes, context)"),
    ("node_modules/", "other libraries"),
]
GLUE = "chunk glue (unmapped)"

_B64 = {
    c: i for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
}


def group_of(source: str) -> str:
    for fragment, group in GROUPS:
        if fragment in source:
            return group
    return "other"


def _vlq(segment: str) -> list[int]:
    values, shift, value = [], 0, 0
    for char in segment:
        digit = _B64[char]
        value += (digit & 31) << shift
        if digit & 32:
            shift += 5
            continue
        values.append(-(value >> 1) if value & 1 else value >> 1)
        shift, value = 0, 0
    return values


def characters_by_source(code: str, source_map: dict) -> dict[str, int]:
    """Characters of `code` each source's mappings cover; the rest under GLUE."""
    sources = source_map["sources"]
    lines = code.split("\n")
    counts: dict[str, int] = defaultdict(int)
    source = 0
    for line, mappings in zip(lines, source_map["mappings"].split(";"), strict=False):
        column = 0
        spans = []  # (start column, source index or None)
        for segment in filter(None, mappings.split(",")):
            fields = _vlq(segment)
            column += fields[0]
            if len(fields) >= 4:
                source += fields[1]
                spans.append((column, source))
            else:
                spans.append((column, None))
        counts[GLUE] += spans[0][0] if spans else len(line)
        ends = [start for start, _ in spans[1:]] + [len(line)] * bool(spans)
        for (start, index), end in zip(spans, ends, strict=True):
            counts[GLUE if index is None else sources[index]] += max(0, end - start)
    counts[GLUE] += max(0, len(lines) - 1)  # the line breaks
    return dict(counts)


def _map_for(chunk: Path, maps: Path | None) -> dict | None:
    for folder in filter(None, [maps, chunk.parent]):
        candidate = folder / (chunk.name + ".map")
        if candidate.is_file():
            return json.loads(candidate.read_text(encoding="utf-8"))
    return None


def chunk_groups(chunk: Path, gzip_bytes: int, maps: Path | None = None) -> dict[str, float]:
    """{group: gzip bytes} of one chunk: its `gzip_bytes` shared out by its map."""
    code = chunk.read_text(encoding="utf-8", errors="replace")
    source_map = _map_for(chunk, maps)
    if source_map is None:
        return {GLUE: float(gzip_bytes)}
    chars = characters_by_source(code, source_map)
    total = sum(chars.values()) or 1
    out: dict[str, float] = defaultdict(float)
    for source, count in chars.items():
        out[GLUE if source == GLUE else group_of(source)] += gzip_bytes * count / total
    return dict(out)


def by_package(files: dict[Path, int], maps: Path | None = None) -> dict[str, float]:
    """{group: gzip bytes} over `files` ({chunk path: gzip bytes})."""
    out: dict[str, float] = defaultdict(float)
    for chunk, size in files.items():
        for group, share in chunk_groups(chunk, size, maps).items():
            out[group] += share
    return dict(sorted(out.items(), key=lambda item: -item[1]))
