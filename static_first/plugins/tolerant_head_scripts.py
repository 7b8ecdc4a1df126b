"""Build plugin: the inline scripts React renders in <head> tolerate a node
injected before them.

React 19 hydrates the whole page, <html> down. In <head> it skips nodes whose tag it
does not expect, but it claims the first <script> it meets for each <script>
it rendered: a browser extension's or a host's script inserted before ours
is taken for our first one, their texts differ, and React
throws error #418 and renders the whole page again on the client. That
re-render clears every attribute of <html> the head script had set
(`data-js`, `data-cookies`): the banner would vanish and consent could not
be given. React accepts a differing text where the element says
`suppressHydrationWarning`; the scripts have already run, and React never
rewrites their text, so nothing is lost by accepting it. Reflex renders the
head scripts itself (reflex/compiler/utils.py, create_document_root),
so the attribute is added to the compiled document root.
"""

from dataclasses import dataclass
from typing import Unpack

from reflex.plugins import Plugin

from static_first.generated.document_root import BODY_OPEN, HEAD_OPEN
from static_first.generated.document_root import FILE as DOCUMENT
from static_first.generated.document_root import SCRIPT_OPEN as _SCRIPT
from static_first.generated.hook_context import PreCompileContext
from static_first.order import Ordered

_TOLERANT_SCRIPT = 'jsx("script",{suppressHydrationWarning:true,'


@dataclass(kw_only=True, frozen=True)
class TolerantHeadScriptsPlugin(Ordered, Plugin):
    """Marks every <script> of the document root suppressHydrationWarning."""

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        context["add_modify_task"](DOCUMENT, tolerant_head_scripts)


def tolerant_head_scripts(source: str) -> str:
    head = source.find(HEAD_OPEN)
    body = source.find(BODY_OPEN)
    if head < 0 or body < head:
        raise RuntimeError(f"{DOCUMENT} changed shape: no <head> before its <body>")
    # A head without scripts has nothing to mark; one whose scripts this
    # cannot find has changed shape.
    if _SCRIPT not in source[head:body] and '"script"' in source[head:body]:
        raise RuntimeError(f"{DOCUMENT} changed shape: its <head> scripts are not {_SCRIPT}")
    return source[:head] + source[head:body].replace(_SCRIPT, _TOLERANT_SCRIPT) + source[body:]
