"""The cookie banner: shown until the visitor accepts.

Acceptance is stored as localStorage.cookiesAccepted = "true"; closing hides
the banner for this visit only. Storage that is missing, corrupt or blocked
never throws: the banner then simply works for the visit.

The banner is in the prerendered HTML, so it paints with the page instead of
popping up after hydration (a late paint would be the page's LCP). A tiny
head script (`consent_hint_script`) tells the CSS before first paint whether
to show it; visitors who already accepted never see it flash, and without
JavaScript it stays hidden, since its buttons could not work.
"""

import reflex as rx

from salon.browser_state import consent, effect, js_handler
from salon.components.links import external_link
from salon.content import CONTENT

T = CONTENT.texts
CONSENT_KEY = "cookiesAccepted"
CONSENT_EVENT = "salon:consent"

JS_READ_CONSENT = (
    f"(() => {{ try {{ return window.localStorage.getItem('{CONSENT_KEY}') === 'true'; }}"
    " catch (e) { return false; } })()"
)

# Read storage once per visit (the value survives client-side navigation),
# and follow other tabs accepting or withdrawing.
_SYNC_WITH_STORAGE = f"""
if ({consent.js_get} === 'unknown') {{
  {consent.js_set(f"{JS_READ_CONSENT} ? 'accepted' : 'pending'")};
}}
const onStorage = (e) => {{
  if (e.key !== null && e.key !== '{CONSENT_KEY}') return;
  {consent.js_set(f"{JS_READ_CONSENT} ? 'accepted' : 'pending'")};
}};
window.addEventListener('storage', onStorage);
return () => window.removeEventListener('storage', onStorage);
"""

_ACCEPT = f"""
try {{ window.localStorage.setItem('{CONSENT_KEY}', 'true'); }} catch (e) {{}}
{consent.js_set("'accepted'")};
window.dispatchEvent(new Event('{CONSENT_EVENT}'));
"""


CONSENT_HINT_ATTR = "data-cookies"


def consent_hint_script() -> rx.Component:
    """Head script: record on <html> whether consent is stored (see salon.css)."""
    return rx.el.script(
        f"document.documentElement.setAttribute('{CONSENT_HINT_ATTR}',"
        f" {JS_READ_CONSENT} ? 'accepted' : 'pending');"
    )


def cookie_banner() -> rx.Component:
    return rx.fragment(
        effect(_SYNC_WITH_STORAGE, consent),
        rx.cond(
            (consent.value == "unknown") | (consent.value == "pending"),
            rx.el.section(
                rx.el.h2(T.cookie_title, id="cookie-titel", class_name="cookie-title"),
                rx.el.p(
                    T.cookie_text,
                    " ",
                    external_link(
                        T.read_more,
                        rx.el.span(f" {T.read_more_topic}", class_name="visually-hidden"),
                        href="/privacy-policy",
                        class_name="text-link",
                    ),
                ),
                rx.el.div(
                    rx.el.button(
                        T.accept,
                        type="button",
                        class_name="button button-primary",
                        on_click=js_handler(_ACCEPT, consent),
                    ),
                    rx.el.button(
                        T.close,
                        type="button",
                        class_name="button button-secondary",
                        on_click=consent.set("dismissed"),
                    ),
                    class_name="cookie-actions",
                ),
                class_name="cookie-banner",
                aria_labelledby="cookie-titel",
                # The head script's hint only applies until storage is read.
                custom_attrs={"data-consent": consent.value},
            ),
        ),
    )
