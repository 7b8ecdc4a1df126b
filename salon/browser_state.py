"""State that lives in the visitor's browser, declared from Python.

The static export has no backend, so every piece of interactive state is a
React `useState` created by Reflex's experimental `ClientStateVar`. This is
the only module that touches that experimental API: if it changes, only this
file changes. Values are shared across components and survive client-side
navigation (a global ref), and reset on a full reload - which is exactly the
"for this visit" lifetime the spec asks for.
"""

from __future__ import annotations

import json
from typing import Any

import reflex as rx
from reflex.experimental.client_state import ClientStateVar
from reflex_base.event import EventChain
from reflex_base.utils.imports import ImportVar
from reflex_base.vars import VarData
from reflex_base.vars.function import FunctionVar

_REFS = VarData(imports={"$/utils/state": [ImportVar(tag="refs")]})
_EFFECT = VarData(imports={"react": [ImportVar(tag="useEffect")]})


class BrowserState:
    """One named piece of client state with Python and JS accessors."""

    def __init__(self, name: str, default: Any):
        self._var = ClientStateVar.create(name, default)
        self.name = name

    @property
    def value(self) -> rx.Var:
        """The current value, for rendering (`rx.cond`, props, text)."""
        return self._var.value

    def set(self, value: Any) -> rx.Var:
        """An event handler (e.g. `on_click`) that sets the value."""
        return self._var.set_value(value)

    @property
    def js_get(self) -> str:
        """A JS expression reading the current value inside hooks or handlers."""
        return f"refs[{json.dumps('_client_state_' + self.name)}]"

    def js_set(self, js_value: str) -> str:
        """A JS statement setting the value inside hooks or handlers."""
        setter = json.dumps("_client_state_" + self._var._setter_name)
        return f"refs[{setter}]?.({js_value})"

    @property
    def getter(self) -> str:
        """The local React variable holding the value, for effect dependencies."""
        return self._var._getter_name

    @property
    def var_data(self) -> VarData | None:
        return self._var._get_all_var_data()


def js_handler(body: str, *states: BrowserState, arg: str = "event") -> rx.Var:
    """An event handler (on_click, on_submit, ...) written as a JS function body.

    The states it touches are passed so their hooks are declared in the
    component that owns the handler.
    """
    return rx.Var(
        _js_expr=f"(({arg}) => {{ {body} }})",
        _var_data=VarData.merge(_REFS, *(s.var_data for s in states)),
    ).to(FunctionVar, EventChain)


def effect(
    body: str,
    *states: BrowserState,
    deps: str = "[]",
    imports: dict[str, list[str]] | None = None,
) -> rx.Component:
    """A renderless child that runs `body` as a React effect.

    Timers, storage and key listeners live here: `body` may return a cleanup
    function, exactly like a `useEffect` callback. `imports` maps a JS module
    to the names `body` uses from it.
    """
    hook = f"useEffect(() => {{ {body} }}, {deps});"
    marker = rx.Var(
        _js_expr="null",
        _var_data=VarData.merge(
            _REFS,
            _EFFECT,
            *(s.var_data for s in states),
            VarData(hooks={hook: None}, imports=imports or {}),
        ),
    )
    return rx.fragment(marker)


# Every piece of interactive state on the site, in one list.
menu_open = BrowserState("menuOpen", False)
# "unknown" until the browser has read storage, so the prerendered HTML never
# flashes a banner the visitor already accepted.
consent = BrowserState("cookieConsent", "unknown")
map_revealed = BrowserState("mapRevealed", False)
floating_visible = BrowserState("floatingBook", False)
loyalty_ready = BrowserState("loyaltyReady", False)
loyalty_open = BrowserState("loyaltyOpen", False)
faq_open = BrowserState("faqOpen", -2)
treatment_filter = BrowserState("treatmentFilter", "alla")
toasts = BrowserState("toasts", [])
today_index = BrowserState("todayIndex", -1)
open_status = BrowserState("openStatus", "")
