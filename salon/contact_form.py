"""The contact form's contract: where it posts, its fields' names and the
placeholders of the replies that name a value. The contact page
(salon/pages/contact.py) sends it, the receiver (salon/receiver/) answers it
and the content's checks (salon/content_model/checks.py) hold the texts to
it, so it stands below all three and imports nothing."""

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
