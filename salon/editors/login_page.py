"""The log-in page of /admin/ on the own server: server-made HTML in Swedish,
or English when the browser prefers it, with no script and no inline style
(its policy, POLICY, allows its stylesheet and the salon's logo from the
export's /admin/ folder and nothing else). Name and password fields as
password managers expect them, on a phone and a computer.
"""

from __future__ import annotations

from html import escape

from salon.cms import admin
from salon.cms.cms_settings import LOGIN_PATH
from salon.theme import FAVICON

STYLESHEET = f"/{admin.FOLDER}/{admin.SERVER_STYLESHEET}"
LOGO = f"/{admin.FOLDER}/{admin.LOGO}"  # the salon's logo over its name, as on Decap's log-in
ICON = f"/{FAVICON}"
POLICY = (
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
    "base-uri 'none'; frame-ancestors 'none'"
)
NAME, PASSWORD = "name", "password"  # the form's fields

TEXTS = {
    "sv": {
        "title": "Logga in",
        "heading": "Logga in för att redigera webbplatsen",
        "name": "Namn",
        "password": "Lösenord",
        "submit": "Logga in",
        "wrong": "Fel namn eller lösenord.",
        "locked": "För många misslyckade försök. Försök igen {time}.",
        "foreign": "Inloggningen måste skickas från webbplatsens egen sida. Ladda om sidan.",
        "unreadable": "Formuläret kunde inte läsas. Ladda om sidan och försök igen.",
    },
    "en": {
        "title": "Log in",
        "heading": "Log in to edit the website",
        "name": "Name",
        "password": "Password",
        "submit": "Log in",
        "wrong": "Wrong name or password.",
        "locked": "Too many failed attempts. Try again {time}.",
        "foreign": "The log-in must be sent from the website's own page. Reload the page.",
        "unreadable": "The form could not be read. Reload the page and try again.",
    },
}
DEFAULT = "sv"


def language(accept_language: str | None) -> str:
    """English if the browser ranks it above Swedish (or asks for English and
    not Swedish), else Swedish."""
    ranks: dict[str, float] = {}
    for part in (accept_language or "").split(","):
        tag, _, parameters = part.strip().partition(";")
        code = tag.strip().lower().split("-")[0]
        weight = 1.0
        for parameter in parameters.split(";"):
            key, _, value = parameter.strip().partition("=")
            if key.strip() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if code in TEXTS and weight > 0:
            ranks[code] = max(ranks.get(code, 0.0), weight)
    if ranks.get("en", 0.0) > ranks.get("sv", 0.0):
        return "en"
    return DEFAULT


def page(lang: str, salon_name: str, problem: str | None = None, name: str = "") -> str:
    texts = TEXTS[lang]
    title = f"{texts['title']} – {salon_name}" if salon_name else texts["title"]
    alert = f'<p class="problem" role="alert">{escape(problem)}</p>\n' if problem else ""
    # Back after a failure: the name stays, and the password field has the focus.
    focus_name, focus_password = ("", " autofocus") if name else (" autofocus", "")
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>{escape(title)}</title>
<link rel="icon" href="{ICON}" type="image/svg+xml">
<link rel="stylesheet" href="{STYLESHEET}">
</head>
<body class="salon-login">
<main>
<img src="{LOGO}" alt="{escape(salon_name)}" width="300" height="170">
<h1>{escape(texts["heading"])}</h1>
{alert}<form method="post" action="{LOGIN_PATH}">
<label for="{NAME}">{escape(texts["name"])}</label>
<input id="{NAME}" name="{NAME}" value="{escape(name)}" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="100"{focus_name}>
<label for="{PASSWORD}">{escape(texts["password"])}</label>
<input id="{PASSWORD}" name="{PASSWORD}" type="password" autocomplete="current-password" required maxlength="1024"{focus_password}>
<button type="submit">{escape(texts["submit"])}</button>
</form>
</main>
</body>
</html>
"""
