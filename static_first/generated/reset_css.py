"""Reflex's copy of Tailwind's preflight (styles/__reflex_style_reset.css)."""

import re

from static_first.generated.reflex_private import Dirs, ResetStylesheet

FILE = f"{Dirs.STYLES}/{ResetStylesheet.FILENAME}"
# The preflight without its --theme() calls leaves `font-family:
# --default-font-family, ui-sans-serif, …` and two font-*-settings like it,
# for the page and for code: invalid CSS that every browser drops.
DEAD_RULE = re.compile(
    r"\n[ \t]*font-(?:family|feature-settings|variation-settings):\s*--default-[^;]*;[^\n]*"
)
DEAD_RULES = 6
