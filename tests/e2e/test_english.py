"""The English pages read English: no Swedish word in their visible text or in
the attributes a visitor or a screen reader meets (titles, descriptions, alt
texts, labels), with JavaScript on and off. Swedish that stays Swedish on
purpose (a customer's words as written, the switch's "Svenska") is marked
`lang="sv"`, and that is the only place a Swedish word may stand.

The Swedish words are the content's own: every word of the Swedish texts
(the content's translated fields, the calendar's day, month and holiday
names) that no English text uses. A salon's own names (its name, street,
a customer's name) are in both, so they never count.
"""

from __future__ import annotations

import datetime
import re

import pytest

from salon import calendar
from salon.content_model import Content
from salon.content_model.fields import TRANSLATED
from salon.content_model.translation import has_texts
from salon.locales import DEFAULT, ENGLISH, LOCALES
from tests.content import CONTENTS
from tests.site import ROUTES_AND_404, language_of

ENGLISH_ROUTES = [path for path in ROUTES_AND_404 if language_of(path) == ENGLISH]
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")

# Everything on the page a visitor reads or hears, but what is marked as
# another language: text, the title, and the attributes that carry words.
READ = """() => {
  const foreign = (el) => { const own = el.closest('[lang]'); return own && own.lang !== 'en'; };
  const out = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || el.closest('script, style, noscript') || foreign(el)) continue;
    out.push(node.textContent);
  }
  const attributes = ['alt', 'title', 'aria-label', 'aria-description', 'placeholder'];
  for (const el of document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))) {
    if (foreign(el)) continue;
    for (const a of attributes) if (el.hasAttribute(a)) out.push(el.getAttribute(a));
  }
  const worded = ['description', 'og:title', 'og:description', 'og:image:alt', 'twitter:image:alt'];
  for (const meta of document.querySelectorAll('meta[content]')) {
    const name = meta.getAttribute('name') || meta.getAttribute('property') || '';
    if (worded.includes(name)) out.push(meta.content);
  }
  return out;
}"""


def words(text: str) -> set[str]:
    """Its words of two letters or more (a lone "e" of "e-post" is no word to look for)."""
    return {word.lower() for word in _WORD.findall(text) if len(word) > 1}


def _translated_texts(content: Content) -> list[str]:
    """Every string of `content`'s translated fields (the schema's Words)."""
    schema = Content.model_json_schema()
    defs = schema["$defs"]

    def resolve(node: dict) -> dict:
        if "$ref" in node:
            return resolve(defs[node["$ref"].split("/")[-1]])
        options = [n for n in node.get("anyOf", ()) if n.get("type") != "null"]
        return resolve(options[0]) if len(options) == 1 else node

    def texts(node: dict, value) -> list[str]:
        if not has_texts(node):
            return []
        node = resolve(node)
        if node.get(TRANSLATED):
            return [value] if isinstance(value, str) else []
        if isinstance(value, (list, tuple)):
            return [text for item in value for text in texts(node.get("items", {}), item)]
        if isinstance(value, dict):
            fields = node.get("properties", {})
            return [
                text for key, item in value.items() for text in texts(fields.get(key, {}), item)
            ]
        return []

    return texts(schema, content.model_dump())


def _names(content: Content) -> list[str]:
    """What the salon writes once for every language and is no word of
    either: its name, its address, its customers' and its maker's names,
    its social networks."""
    address = content.contact.address
    return [
        content.salon_name,
        address.street,
        address.city,
        content.credit.maker,
        *(link.label for link in content.social),
        *(testimonial.name for testimonial in content.testimonials),
    ]


def swedish_words() -> set[str]:
    swedish = " ".join(
        [
            *_translated_texts(CONTENTS[DEFAULT.code]),
            *DEFAULT.weekdays,
            *DEFAULT.months,
            *calendar.holiday_names(datetime.date.today().year),
        ]
    )
    english = " ".join(
        [
            *_translated_texts(CONTENTS[ENGLISH.code]),
            *_names(CONTENTS[ENGLISH.code]),
            *ENGLISH.weekdays,
            *ENGLISH.months,
        ]
    )
    return words(swedish) - words(english)


SWEDISH = swedish_words()


def swedish_in(texts: list[str]) -> dict[str, str]:
    """Each Swedish word found, with the text it stands in."""
    return {word: text[:80] for text in texts for word in words(text) & SWEDISH}


def test_the_swedish_words_are_the_contents_and_would_be_found():
    """Control: the list is not empty, names both languages share are not
    in it, and a Swedish text on an English page would be caught."""
    assert {"och", "öppettider", "boka"} <= SWEDISH
    assert not words(CONTENTS[ENGLISH.code].salon_name) & SWEDISH
    assert swedish_in([CONTENTS[DEFAULT.code].texts.cookie_text])
    assert [locale for locale in LOCALES if locale != DEFAULT] == [ENGLISH]


@pytest.mark.parametrize("route", ENGLISH_ROUTES)
def test_an_english_page_reads_english_with_javascript(read_only_page, route):
    page = read_only_page(route)
    assert page.evaluate("document.documentElement.lang") == "en"
    assert swedish_in(page.evaluate(READ)) == {}


@pytest.mark.parametrize("route", ENGLISH_ROUTES)
def test_an_english_page_reads_english_without_javascript(new_page, route):
    page = new_page(java_script_enabled=False)
    page.goto(route)
    assert page.evaluate("document.documentElement.lang") == "en"
    assert swedish_in(page.evaluate(READ)) == {}
