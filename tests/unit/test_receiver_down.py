"""nginx's answer to a form post while the receiver is down
(salon/plugins/receiver_down.py). nginx serving it: tests/e2e/test_hosting.py."""

from __future__ import annotations

import re
from html import unescape

from salon.locales import BY_CODE
from salon.plugins import receiver_down
from salon.receiver.replies import FORM, NOT_STORED, Problem, not_sent_page
from tests.content import CONTENT, CONTENTS

# nginx's reading of a double-quoted string (ngx_conf_read_token): these
# escapes, every other backslash kept as written.
_ESCAPES = {'"': '"', "'": "'", "\\": "\\", "t": "\t", "r": "\r", "n": "\n"}


def nginx_reads(quoted: str) -> str:
    assert quoted[0] == quoted[-1] == '"'
    body, out, i = quoted[1:-1], [], 0
    while i < len(body):
        if body[i] == "\\" and i + 1 < len(body) and body[i + 1] in _ESCAPES:
            out.append(_ESCAPES[body[i + 1]])
            i += 2
            continue
        assert body[i] != '"', "an unescaped quote ends the string early"
        out.append(body[i])
        i += 1
    return "".join(out)


def test_any_text_survives_nginx_quoting_and_names_no_variable():
    text = 'Ring "oss" på 08-123 45\\67 – kostar $0\nNästa rad'
    quoted = receiver_down.nginx_string(text)
    read = nginx_reads(quoted)
    assert "$" not in read, "nginx would read a variable"
    assert unescape(read) == text


def map_entries(text: str) -> list[tuple[str, str]]:
    return re.findall(r'^    (\S+)  ("(?:[^"\\]|\\.)*");$', text, re.M)


def test_each_prefixed_language_by_its_referer_and_the_default_for_the_rest():
    pages = {"sv": "<p>Svenska</p>", "en": "<p>English</p>"}
    text = receiver_down.nginx_map(pages, {"sv": "", "en": "/en"}, "sv")
    entries = map_entries(text)
    assert [key for key, _ in entries] == [r"~^https?://[^/]+/en(/|$)", "default"]
    assert [nginx_reads(value) for _, value in entries] == [pages["en"], pages["sv"]]
    english = re.compile(entries[0][0][1:])
    assert english.match("https://salong.se/en/contact")
    assert english.match("https://salong.se/en")
    assert not english.match("https://salong.se/kontakt")
    assert not english.match("https://salong.se/engelska")


def test_one_language_gets_the_default_alone():
    text = receiver_down.nginx_map({"sv": "<p>Svenska</p>"}, {"sv": ""}, "sv")
    assert [key for key, _ in map_entries(text)] == ["default"]


def test_the_page_is_the_receivers_own_for_a_message_it_could_not_store():
    entries = dict(map_entries(receiver_down.receiver_down_map()))
    page = {code: not_sent_page({FORM: Problem(NOT_STORED)}, None, code) for code in CONTENTS}
    assert unescape(nginx_reads(entries["default"])) == unescape(page[CONTENT.locale.code])
    for code in CONTENTS:
        if BY_CODE[code].prefix:
            key = f"~^https?://[^/]+{re.escape(BY_CODE[code].prefix)}(/|$)"
            assert unescape(nginx_reads(entries[key])) == unescape(page[code])
