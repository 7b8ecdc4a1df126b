"""The contact form's own receiver, for owners who run a server.

`POST /api/kontakt` on the Reflex app's backend (`reflex run --env prod
--backend-only`, hooked in by `salon/salon.py`): it checks the form, stores
every message in SQLite before it answers, and forwards it to the salon's
e-mail by SMTP, retrying until the mail server takes it. deploy/README.md
("The contact form's receiver") describes running it; docs/decisions/receiver.md why
it lives in the Reflex backend.

Modules: `settings` (environment variables), `validation` (the fields),
`store` (SQLite), `mailer` (the e-mail and SMTP), `delivery` (sending what is
due), `replies` (what a visitor sees), `api` (the endpoint, the hooks and
the log), `__main__` (the operator's commands: `python -m salon.receiver`).

This module holds only constants, so pages can import them without
starting anything.
"""

# Where the form posts. nginx proxies exactly this path to the backend.
ENDPOINT = "/api/kontakt"
# Where a plain (no-JavaScript) form post lands after its message was stored:
# the thank-you page (salon/pages/thanks.py), in the language of the page
# the form was on (salon/locales.py codes).
THANKS_PATHS = {"sv": "/tack", "en": "/en/thank-you"}

# The form's field names (the contact page's inputs carry the same names).
NAME = "namn"
EMAIL = "email"
MESSAGE = "meddelande"
# The honeypot: a visually hidden text input people leave empty. A message
# with it filled is answered like any other and then dropped.
HONEYPOT = "webbplats"
# A hidden field: the language of the page the form was sent from, so the
# receiver answers in it and the mail to the salon says which it was.
LANGUAGE = "sprak"
# The receiver's answers that name a value (the content's texts,
# salon/content_model/texts.py), and the placeholders each may hold.
REPLY_PLACEHOLDERS = {
    "form_name_too_long": ("{limit}",),
    "form_message_too_long": ("{limit}", "{length}"),
    "form_rate_limited": ("{email}",),
    "form_not_stored": ("{email}",),
}
