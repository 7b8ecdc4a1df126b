"""What a visitor reads when a message was not accepted, in the language of
the page the form was on: the messages, and the page a form posted without
JavaScript gets.

Every text is the content's (`texts.form_*`, salon/content_model/texts.py),
in the language the form's LANGUAGE field names; a language the site is not
built in, or none, is the default one. The content is read when an answer
is made (`content.load()`), never when this module is imported
(salon/receiver/settings.py).

The page lists what was wrong and repeats the form with what the visitor
typed, so nothing is lost and nothing typed goes into a URL. It is plain
HTML: no script, no style, nothing nginx's Content-Security-Policy would
have to allow.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from html import escape

from salon import content, routes
from salon.contact_form import EMAIL, ENDPOINT, HONEYPOT, LANGUAGE, MESSAGE, NAME
from salon.content_model.fields import Foreign
from salon.locales import BY_CODE

# What went wrong: the name of its text in the content's `texts`.
NAME_MISSING = "form_name_missing"
NAME_TOO_LONG = "form_name_too_long"
EMAIL_MISSING = "form_email_missing"
EMAIL_INVALID = "form_email_invalid"
MESSAGE_MISSING = "form_message_missing"
MESSAGE_TOO_LONG = "form_message_too_long"
# They name the salon's public address (the content's), never where the
# receiver forwards to (SALON_RECEIVER_TO may be private).
RATE_LIMITED = "form_rate_limited"
NOT_STORED = "form_not_stored"
FOREIGN_ORIGIN = "form_foreign_origin"
UNREADABLE = "form_unreadable"
TOO_LARGE = "form_too_large"
# Keys of an error answer that are about the whole form, not one field.
FORM = "form"


@dataclasses.dataclass(frozen=True)
class Problem:
    """What is wrong: its text's name, and the numbers the text may name
    (salon.contact_form.REPLY_PLACEHOLDERS)."""

    text: str
    values: Mapping[str, int] = dataclasses.field(default_factory=dict)


def language(fields: Mapping[str, str] | None) -> str:
    """The code of the language to answer in: the form's LANGUAGE, if the
    site is built in it, else the default language's."""
    contents = content.load()
    code = (fields or {}).get(LANGUAGE, "").strip()
    return code if code in contents else contents.default.locale.code


def say(problem: Problem, code: str) -> str:
    """The problem's text in language `code`, its placeholders filled in.
    A text with no translation is the default language's (a `Foreign` str)."""
    c = content.load()[code]
    words = getattr(c.texts, problem.text)
    text = str(words)
    for name, value in {"email": c.contact.email, **problem.values}.items():
        text = text.replace(f"{{{name}}}", str(value))
    return Foreign(text, words.lang) if isinstance(words, Foreign) else text


def texts(errors: Mapping[str, Problem], code: str) -> dict[str, str]:
    """An error answer's texts, by field (or FORM)."""
    return {key: str(say(problem, code)) for key, problem in errors.items()}


def _html(text: str, code: str) -> str:
    """`text` escaped, marked with its language where it is not the page's
    (a text the content has no translation of, WCAG 3.1.2)."""
    lang = text.lang if isinstance(text, Foreign) else code
    return escape(text) if lang == code else f'<span lang="{lang}">{escape(text)}</span>'


def not_sent_page(errors: Mapping[str, Problem], typed: Mapping[str, str] | None, code: str) -> str:
    """The page for a plain form post, in language `code`: what was wrong,
    and the form again holding `typed` (None when it should not be offered
    again), with the language it came in."""
    c = content.load()[code]
    t = c.texts
    labels = {NAME: t.form_name, EMAIL: t.form_email, MESSAGE: t.form_message}
    problems = "".join(
        f"<li>{_html(labels[key], code) + ': ' if key in labels else ''}"
        f"{_html(say(problem, code), code)}</li>"
        for key, problem in errors.items()
    )
    form = ""
    if typed is not None:

        def value(name: str) -> str:
            return escape(typed.get(name, ""), quote=True)

        form = (
            f"<p>{_html(t.form_not_sent_retry, code)}</p>"
            f'<form method="post" action="{ENDPOINT}">'
            f'<p><label for="{NAME}">{_html(labels[NAME], code)}</label><br>'
            f'<input id="{NAME}" name="{NAME}" type="text" autocomplete="name" required value="{value(NAME)}"></p>'
            f'<p><label for="{EMAIL}">{_html(labels[EMAIL], code)}</label><br>'
            f'<input id="{EMAIL}" name="{EMAIL}" type="email" autocomplete="email" required value="{value(EMAIL)}"></p>'
            f'<p><label for="{MESSAGE}">{_html(labels[MESSAGE], code)}</label><br>'
            f'<textarea id="{MESSAGE}" name="{MESSAGE}" rows="8" cols="40" required>{value(MESSAGE)}</textarea></p>'
            f'<p hidden><label for="{HONEYPOT}">{_html(t.form_honeypot, code)}</label>'
            f'<input id="{HONEYPOT}" name="{HONEYPOT}" type="text" autocomplete="off" tabindex="-1"></p>'
            f'<input type="hidden" name="{LANGUAGE}" value="{escape(code, quote=True)}">'
            f'<p><button type="submit">{_html(t.form_submit, code)}</button></p>'
            "</form>"
        )
    contact = routes.path("contact", BY_CODE[code])
    # The title is no element: a text without its translation cannot be marked there.
    return (
        f'<!DOCTYPE html><html lang="{escape(code, quote=True)}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="robots" content="noindex">'
        f"<title>{escape(t.form_not_sent_title)} – {escape(c.salon_name)}</title></head>"
        f"<body><main><h1>{_html(t.form_not_sent_title, code)}</h1>"
        f"<p>{_html(t.form_not_sent_lead, code)}</p><ul>{problems}</ul>{form}"
        f'<p><a href="{contact}">{_html(t.form_not_sent_back, code)}</a></p></main></body></html>'
    )


def pages_while_down() -> tuple[dict[str, str], dict[str, str], str]:
    """The page nginx answers a form post with while the receiver is down,
    by language code; each language's path prefix; the default language."""
    contents = content.load()
    problem = {FORM: Problem(NOT_STORED)}
    pages = {code: not_sent_page(problem, None, code) for code in contents}
    prefixes = {code: BY_CODE[code].prefix for code in contents}
    return pages, prefixes, contents.default.locale.code
