"""Build plugin: `_receiver_down.nginx.conf`, what nginx answers a form post
while the contact form's receiver is down.

nginx passes `/api/kontakt` to the receiver (deploy/nginx/salon.conf). While
the receiver is down or restarting, nginx answers the post itself
(`@receiver_down`, status 503), and a visitor without JavaScript reads that
answer as a page. It is the page the receiver gives when it cannot store a
message (salon/receiver/replies.py, `texts.form_not_stored`): the content's
words and the salon's address, in the language of the page the form was
sent from, written on every export so an edit in /admin/ reaches it.

nginx cannot read the form's language field. It picks the page by the
`Referer`, which the site's Referrer-Policy (strict-origin-when-cross-origin)
sends in full to its own origin: a page under a language's prefix gets that
language, anything else (no Referer too) the default language.

The file is an nginx include for the `http` context: salon.conf includes it
as `salon/receiver-down.conf`, and the Dockerfile copies it there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Unpack

from reflex.plugins import Plugin

from salon.build_stop import stop_build
from salon.plugins.hooks import at_hook
from static_first.generated.hook_context import PostBuildContext

FILE = "_receiver_down.nginx.conf"
VARIABLE = "$salon_receiver_down"


def nginx_string(text: str) -> str:
    """`text` as an nginx double-quoted string. In nginx a `$` starts a
    variable in any string and cannot be escaped: the page writes it as its
    HTML character reference instead."""
    text = text.replace("$", "&#36;").replace("\\", "\\\\").replace('"', '\\"')
    return '"' + text.replace("\n", "\\n") + '"'


def nginx_map(pages: dict[str, str], prefixes: dict[str, str], default: str) -> str:
    """The include's text: a `map` from the Referer to `pages[code]`, by each
    language's path prefix (`prefixes[code]`, "" for the default language)."""
    lines = [
        "# Written by salon/plugins/receiver_down.py on every export - do not edit.",
        "# The page nginx answers a form post with while the receiver is down, in",
        "# the language of the page the form was sent from (deploy/README.md).",
        f"map $http_referer {VARIABLE} {{",
    ]
    for code, page in pages.items():
        if code != default and prefixes[code]:
            # The Referer is an absolute URL: scheme, host, then the path.
            pattern = f"~^https?://[^/]+{re.escape(prefixes[code])}(/|$)"
            lines.append(f"    {pattern}  {nginx_string(page)};")
    lines.append(f"    default  {nginx_string(pages[default])};")
    lines.append("}")
    return "\n".join(lines) + "\n"


def receiver_down_map() -> str:
    return nginx_map(*at_hook("salon.receiver.replies").pages_while_down())


@dataclass(kw_only=True, frozen=True)
class ReceiverDownPlugin(Plugin):
    """Writes nginx's answer for a form post while the receiver is down."""

    def post_build(self, **context: Unpack[PostBuildContext]) -> None:
        target = context["static_dir"] / FILE
        with stop_build():
            text = receiver_down_map()
        if not target.is_file() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
