"""Every path the tree names exists: a comment, docstring, doc, config or
README that names `salon/...`, `tests/...`, `rxconfig.py` or any other path
from the repository's root names a real file or folder.

A mention is a top-level folder of the repository followed by a path, in any
quoting (`backticks`, "quotes", bare), with or without `./`, a `:line` or
trailing punctuation, or one of the conventional root files (`rxconfig.py`,
`netlify.toml`, `requirements-dev.txt`...) named bare. A glob (`content/*.yml`)
or a `<placeholder>` (`salon/pages/<name>.py`) must match at least one path.
Not mentions: absolute paths (`/etc/nginx/salon/`), paths inside another
(`.web/salon/`, `my_app/site.py`), a path in a past commit
(`b2c6ba0:tools/make_art.py`), and git-ignored outputs (`assets/external/`).
In tests/' Python only comments and docstrings count: their strings are
test data, some of it wrong on purpose."""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
import time
from collections.abc import Iterable, Iterator
from fnmatch import fnmatchcase
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = {".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif", ".ico", ".woff2", ".heic"}

# (mention, files it may stand in, why it names no file of the repository).
EXCEPTIONS = (
    (
        "salon/*.conf",
        "*",
        "nginx's include paths, relative to nginx's configuration directory, "
        "where the Dockerfile copies the export's headers files",
    ),
)

# Root files named bare: a mention is one of these names, wherever it stands.
ROOT_FILE_NAMES = (
    r"rxconfig\.py|setup\.py|setup\.cfg|pyproject\.toml|netlify\.toml|wrangler\.toml"
    r"|pytest\.ini|tox\.ini|requirements[\w-]*\.txt|Dockerfile|Makefile|Procfile"
    r"|docker-compose\.ya?ml"
)
# Before a mention: not a path character (so not inside another path, nor an
# absolute path, nor `<commit>:path`), or a `./` of its own.
BEFORE = r"(?:(?<![\w@~$./\\:-])|(?<=(?<![\w./])\./))"
# A path: name characters, slashes, globs and `<placeholder>`s.
BODY = r"(?:[\w.*-]|<[\w -]+>|/)*"


def project_files() -> list[str]:
    """The tracked files, and new ones not ignored, that are on disk."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: the tracked files are unknown")
    out = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout
    names = dict.fromkeys(out.decode("utf-8").split("\0"))
    return [name for name in names if name and (ROOT / name).is_file()]


def folders_of(files: Iterable[str]) -> set[str]:
    found = set()
    for name in files:
        parts = name.split("/")[:-1]
        for n in range(len(parts)):
            found |= {"/".join(parts[: n + 1]), "/".join(parts[: n + 1]) + "/"}
    return found


def mention_pattern(files: Iterable[str]) -> re.Pattern[str]:
    """Mentions of the repository's paths: its top-level folders followed by
    a path, and the conventional root files."""
    folders = sorted({name.split("/")[0] for name in files if "/" in name}, reverse=True)
    rooted = "|".join(re.escape(folder) + "/" for folder in folders)
    return re.compile(rf"{BEFORE}(?:(?:{rooted}){BODY}|(?:{ROOT_FILE_NAMES})(?![\w.-]))")


# A Python module's comments and string literals, in order: a lexer for the
# two alone, several times quicker than the tokenize module.
PYTHON_LEXEMES = re.compile(
    r"(?P<comment>#[^\n]*)"
    r"|[rRbBuUfF]{0,2}(?P<quote>\"\"\"|'''|\"|')"
    r"(?:(?<=\"\"\")[\s\S]*?\"\"\"|(?<=''')[\s\S]*?'''"
    r"|(?<=\")(?:\\.|[^\"\\\n])*\"|(?<=')(?:\\.|[^'\\\n])*')"
)
# What ends the code before a string that is data, not a docstring: an open
# bracket, a comma, an operator or another string.
DATA_AFTER = set("([{,=+-*/%<>|&\\") | {"string"}


def python_prose(source: str) -> str:
    """A Python module's comments and docstrings (a string that starts its
    line and a statement), everything else blanked, so line numbers hold."""
    lines = [""] * (source.count("\n") + 1)
    before, end = "", 0
    for match in PYTHON_LEXEMES.finditer(source):
        code = source[end : match.start()].rstrip()
        before = code[-1] if code else before
        end = match.end()
        if match.group("comment") is None:
            line_start = source.rfind("\n", 0, match.start()) + 1
            docstring = (
                len(match.group("quote")) == 3
                and not source[line_start : match.start()].strip()
                and before not in DATA_AFTER
            )
            before = "string"
            if not docstring:
                continue
        first = source.count("\n", 0, match.start())
        for n, piece in enumerate(match.group().split("\n")):
            lines[first + n] += " " + piece
    return "\n".join(lines)


def mentions(text: str, pattern: re.Pattern[str]) -> Iterator[tuple[int, str]]:
    """(line, path) for each mention in `text`; a regex's `\\.` reads as a dot."""
    for number, line in enumerate(text.replace("\\.", ".").splitlines(), 1):
        for match in pattern.finditer(line):
            yield number, match.group().rstrip(".")


def as_regex(mention: str) -> re.Pattern[str]:
    """A mention with globs or placeholders as a pattern over paths."""
    parts = re.split(r"(\*\*|\*|<[^>]*>)", mention)
    wild = {"**": ".*", "*": "[^/]*"}
    return re.compile(
        "".join(wild.get(p, "[^/]+" if p.startswith("<") else re.escape(p)) for p in parts)
    )


def exists(mention: str, paths: set[str]) -> bool:
    if not re.search(r"[*<]", mention):
        return mention in paths
    pattern = as_regex(mention)
    return any(pattern.fullmatch(p) for p in paths)


def excepted(mention: str, where: str) -> bool:
    return any(fnmatchcase(mention, m) and fnmatchcase(where, f) for m, f, _why in EXCEPTIONS)


def text_to_scan(name: str) -> str | None:
    if Path(name).suffix.lower() in BINARY:
        return None
    try:
        text = (ROOT / name).read_text("utf-8")
    except UnicodeDecodeError:
        return None
    if name.startswith("tests/") and name.endswith(".py"):
        return python_prose(text)
    return text


def missing_mentions(texts: dict[str, str], files: list[str]) -> list[str]:
    """`file:line: path` for each mention in `texts` that names no path of
    `files` (or their folders), the exceptions and ignored paths aside."""
    paths = set(files) | folders_of(files)
    pattern = mention_pattern(files)
    found = [
        (f"{name}:{number}", path)
        for name, text in texts.items()
        for number, path in mentions(text, pattern)
        if not exists(path, paths) and not excepted(path, name)
    ]
    ignored = git_ignored({path for _where, path in found})
    return [f"{where}: {path}" for where, path in found if path not in ignored]


def git_ignored(paths: set[str]) -> set[str]:
    if not paths:
        return set()
    out = subprocess.run(
        ["git", "check-ignore", "--no-index", "--stdin"],
        cwd=ROOT,
        input="\n".join(sorted(paths)),
        capture_output=True,
        text=True,
    ).stdout
    return set(out.splitlines())


@functools.cache
def tree() -> tuple[list[str], dict[str, str]]:
    """The project's files, and the text to scan of each text file."""
    files = project_files()
    return files, {name: text for name in files if (text := text_to_scan(name)) is not None}


def test_every_path_named_in_the_tree_exists():
    # CPU time, not wall time: a busy machine (the export building beside the
    # unit tests) does not make the scan itself slower.
    start = time.process_time()
    files, texts = tree()
    assert len(texts) > 300, "the scan reads the tree's text files"
    assert missing_mentions(texts, files) == []
    assert time.process_time() - start < 2, "the scan stays quick"


def test_a_made_up_path_is_caught_in_every_form():
    files = project_files()
    text = "\n".join(
        [
            "See `salon/no_such_module.py:12`, or ./static_first/gone/.",
            "# tests/unit/test_nothing.py, content/*.nothing and salon/pages/<name>.js",
            'href="docs/missing.md"; assets/js/widgets/gone.jsx)',
            "Makefile",
        ]
    )
    assert missing_mentions({"notes.md": text}, files) == [
        "notes.md:1: salon/no_such_module.py",
        "notes.md:1: static_first/gone/",
        "notes.md:2: tests/unit/test_nothing.py",
        "notes.md:2: content/*.nothing",
        "notes.md:2: salon/pages/<name>.js",
        "notes.md:3: docs/missing.md",
        "notes.md:3: assets/js/widgets/gone.jsx",
        "notes.md:4: Makefile",
    ]


def test_real_paths_absolute_paths_and_other_trees_pass():
    files = project_files()
    text = "\n".join(
        [
            '`salon/routes.py:41`, "content/*.yml", salon/pages/<name>.py, ./scripts/test.sh.',
            "(rxconfig.py), netlify.toml: tests/unit/, docs/decisions/*.md; content/hours\\.yml",
            "/etc/nginx/salon/x.conf .web/salon/x.py my_salon/x.py https://example.org/tests/x",
            "b2c6ba0:tools/make_art.py assets/external/x.js $HOME/docs/x.md",
        ]
    )
    assert missing_mentions({"notes.md": text}, files) == []


def test_tests_count_only_their_comments_and_docstrings():
    source = (
        '"""Reads tools/gone.py."""\n'
        "# and tests/gone.py\n"
        'DATA = "salon/data_that_is_wrong.py"\n'
        "def f():\n"
        '    """static_first/gone.py"""\n'
        '    return ("salon/x.py",\n'
        '            "salon/y.py")\n'
    )
    prose = python_prose(source)
    assert len(prose.splitlines()) == len(source.splitlines())
    pattern = mention_pattern(project_files())
    assert list(mentions(prose, pattern)) == [
        (1, "tools/gone.py"),
        (2, "tests/gone.py"),
        (5, "static_first/gone.py"),
    ]


def test_each_exception_still_excuses_something():
    """An exception nothing needs any more goes."""
    files, texts = tree()
    pattern = mention_pattern(files)
    used = {
        (m, f)
        for name, text in texts.items()
        for _n, path in mentions(text, pattern)
        for m, f, _why in EXCEPTIONS
        if fnmatchcase(path, m) and fnmatchcase(name, f)
    }
    assert used == {(m, f) for m, f, _why in EXCEPTIONS}
