"""Home-page overlays: the floating book button and the loyalty offer.

Timers come from the spec: the book button appears 10 s after load; the
loyalty button 2 s after cookies are accepted, checked every second and on
storage changes (so accepting in another tab counts too).
"""

import reflex as rx

from salon.browser_state import (
    consent,
    effect,
    floating_visible,
    loyalty_open,
    loyalty_ready,
)
from salon.components.cookie_banner import CONSENT_EVENT, JS_READ_CONSENT
from salon.components.links import booking_button
from salon.content import CONTENT
from salon_components import qr_code

T = CONTENT.texts
FLOATING_DELAY_MS = 10_000
LOYALTY_DELAY_MS = 2_000
CONSENT_POLL_MS = 1_000
PANEL_ID = "stamkund-panel"
OPENER_ID = "stamkund-knapp"

_SHOW_FLOATING = f"""
const timer = window.setTimeout(() => {floating_visible.js_set('true')}, {FLOATING_DELAY_MS});
return () => window.clearTimeout(timer);
"""

_WATCH_CONSENT = f"""
let timer = null;
const check = () => {{
  if (timer !== null || {loyalty_ready.js_get}) return;
  if ({JS_READ_CONSENT} || {consent.js_get} === 'accepted') {{
    timer = window.setTimeout(() => {loyalty_ready.js_set('true')}, {LOYALTY_DELAY_MS});
  }}
}};
check();
const poll = window.setInterval(check, {CONSENT_POLL_MS});
window.addEventListener('storage', check);
window.addEventListener('{CONSENT_EVENT}', check);
return () => {{
  window.clearInterval(poll);
  if (timer !== null) window.clearTimeout(timer);
  window.removeEventListener('storage', check);
  window.removeEventListener('{CONSENT_EVENT}', check);
}};
"""

# While the panel is open: focus moves in, Tab stays inside, Escape closes;
# on close focus returns to the button that opened it.
_DIALOG_FOCUS = f"""
const panel = document.getElementById('{PANEL_ID}');
if (!{loyalty_open.getter} || panel === null) return undefined;
const focusables = () => Array.from(panel.querySelectorAll('button, a[href]'));
focusables()[0]?.focus();
const onKey = (e) => {{
  if (e.key === 'Escape') {{ {loyalty_open.js_set('false')}; return; }}
  if (e.key !== 'Tab') return;
  const items = focusables();
  const first = items[0], last = items[items.length - 1];
  if (e.shiftKey && document.activeElement === first) {{ e.preventDefault(); last.focus(); }}
  else if (!e.shiftKey && document.activeElement === last) {{ e.preventDefault(); first.focus(); }}
}};
document.addEventListener('keydown', onKey);
return () => {{
  document.removeEventListener('keydown', onKey);
  document.getElementById('{OPENER_ID}')?.focus();
}};
"""


def floating_book_button() -> rx.Component:
    return rx.fragment(
        effect(_SHOW_FLOATING, floating_visible),
        rx.cond(
            floating_visible.value,
            rx.el.div(booking_button(T.floating_book), class_name="floating-book"),
        ),
    )


def _loyalty_panel() -> rx.Component:
    close = loyalty_open.set(False)
    return rx.el.div(
        rx.el.div(class_name="backdrop", on_click=close, aria_hidden="true"),
        rx.el.div(
            rx.el.div(
                rx.el.h2(CONTENT.loyalty_title, id="stamkund-titel"),
                rx.el.button(
                    rx.el.span("×", aria_hidden="true"),
                    type="button",
                    class_name="icon-button",
                    aria_label=T.loyalty_close,
                    on_click=close,
                ),
                class_name="panel-head",
            ),
            rx.el.p(CONTENT.loyalty_text),
            rx.el.div(qr_code(CONTENT.loyalty_url, title=T.loyalty_qr_title), class_name="qr"),
            booking_button(T.book_now),
            rx.el.button(T.close, type="button", class_name="button button-secondary", on_click=close),
            id=PANEL_ID,
            role="dialog",
            aria_modal="true",
            aria_labelledby="stamkund-titel",
            class_name="side-panel",
        ),
        class_name="panel-layer",
    )


def loyalty_offer() -> rx.Component:
    return rx.fragment(
        effect(_WATCH_CONSENT, loyalty_ready, consent),
        effect(_DIALOG_FOCUS, loyalty_open, deps=f"[{loyalty_open.getter}]"),
        rx.cond(
            loyalty_ready.value,
            rx.el.button(
                T.loyalty_button,
                id=OPENER_ID,
                type="button",
                class_name="button button-light loyalty-button",
                aria_haspopup="dialog",
                aria_expanded=loyalty_open.value.to_string(),
                aria_controls=PANEL_ID,
                on_click=loyalty_open.set(True),
            ),
        ),
        rx.cond(loyalty_open.value, _loyalty_panel()),
    )
