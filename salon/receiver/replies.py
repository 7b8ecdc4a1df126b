"""What a visitor reads when a message was not accepted: the Swedish
messages, and the page a form posted without JavaScript gets.

The page lists what was wrong and repeats the form with what the visitor
typed, so nothing is lost and nothing typed goes into a URL. It is plain
HTML: no script, no style, nothing nginx's Content-Security-Policy would
have to allow.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from salon.receiver import EMAIL, ENDPOINT, HONEYPOT, MESSAGE, NAME

NAME_MISSING = "Skriv ditt namn."
NAME_TOO_LONG = "Namnet får vara högst {limit} tecken."
EMAIL_MISSING = "Skriv din e-postadress."
EMAIL_INVALID = "Kontrollera e-postadressen. Den ska se ut som namn@exempel.se."
MESSAGE_MISSING = "Skriv ett meddelande."
MESSAGE_TOO_LONG = "Meddelandet får vara högst {limit} tecken, ditt har {length}."
# {email} is the salon's public address (the content's), never where the
# receiver forwards to (SALON_RECEIVER_TO may be private): see with_email.
RATE_LIMITED = (
    "Du har skickat flera meddelanden på kort tid. Vänta en stund och försök igen, "
    "eller mejla oss på {email}."
)
NOT_STORED = (
    "Meddelandet kunde inte sparas just nu. Försök igen om en stund, eller mejla oss på {email}."
)
FOREIGN_ORIGIN = "Formuläret skickades från en annan webbplats än vår, så vi tog inte emot det."
UNREADABLE = "Formuläret kunde inte läsas. Skicka det från kontaktsidan."
TOO_LARGE = "Formuläret var för stort för att tas emot."

TITLE = "Meddelandet skickades inte"
LEAD = "Ditt meddelande har inte skickats."
RETRY = "Rätta det som står ovan och skicka igen:"
BACK = "Tillbaka till kontaktsidan"
# Keys of an error answer that are about the whole form, not one field.
FORM = "form"


def with_email(text: str) -> str:
    from salon.content import CONTENT

    return text.format(email=CONTENT.contact.email)


def not_sent_page(errors: Mapping[str, str], typed: Mapping[str, str] | None) -> str:
    """The page for a plain form post: what was wrong, and the form again
    holding `typed` (None when it should not be offered again)."""
    from salon import routes
    from salon.content import CONTENT

    texts = CONTENT.texts
    labels = {NAME: texts.form_name, EMAIL: texts.form_email, MESSAGE: texts.form_message}
    problems = "".join(
        f"<li>{escape(labels[key] + ': ' if key in labels else '')}{escape(text)}</li>"
        for key, text in errors.items()
    )
    form = ""
    if typed is not None:

        def value(name: str) -> str:
            return escape(typed.get(name, ""), quote=True)

        form = (
            f"<p>{escape(RETRY)}</p>"
            f'<form method="post" action="{ENDPOINT}">'
            f'<p><label for="{NAME}">{escape(labels[NAME])}</label><br>'
            f'<input id="{NAME}" name="{NAME}" type="text" autocomplete="name" required value="{value(NAME)}"></p>'
            f'<p><label for="{EMAIL}">{escape(labels[EMAIL])}</label><br>'
            f'<input id="{EMAIL}" name="{EMAIL}" type="email" autocomplete="email" required value="{value(EMAIL)}"></p>'
            f'<p><label for="{MESSAGE}">{escape(labels[MESSAGE])}</label><br>'
            f'<textarea id="{MESSAGE}" name="{MESSAGE}" rows="8" cols="40" required>{value(MESSAGE)}</textarea></p>'
            f'<p hidden><label for="{HONEYPOT}">{escape(texts.form_honeypot)}</label>'
            f'<input id="{HONEYPOT}" name="{HONEYPOT}" type="text" autocomplete="off" tabindex="-1"></p>'
            f'<p><button type="submit">{escape(texts.form_submit)}</button></p>'
            "</form>"
        )
    return (
        '<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="robots" content="noindex">'
        f"<title>{escape(TITLE)} – {escape(CONTENT.salon_name)}</title></head>"
        f"<body><main><h1>{escape(TITLE)}</h1><p>{escape(LEAD)}</p><ul>{problems}</ul>{form}"
        f'<p><a href="{routes.get("contact").path}">{escape(BACK)}</a></p></main></body></html>'
    )
