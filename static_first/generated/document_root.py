"""The compiled document root (`Layout`) every page renders.

Reflex compiles it to `jsx(...)` calls; these are the pieces the layer edits.
"""

import re

from static_first.generated.reflex_private import Dirs, PageNames

FILE = f"{Dirs.PAGES}/{PageNames.DOCUMENT_ROOT}"
# The stylesheet tags, as Reflex compiles them.
STYLESHEET_PRELOAD = 'jsx("link",{as:"style",href:reflexGlobalStyles,rel:"preload"},),'
STYLESHEET_LINK = 'jsx("link",{href:reflexGlobalStyles,rel:"stylesheet",type:"text/css"},)'
HEAD_OPEN = 'jsx("head",'
BODY_OPEN = 'jsx("body",'
SCRIPT_OPEN = 'jsx("script",{'
# Reflex's colour-mode script (reflex/utils/misc.py, preload_color_theme): a
# string child that starts with its own comment.
COLOR_MODE_SCRIPT = re.compile(
    r'jsx\("script",\{(?:suppressHydrationWarning:true,)?\},'
    r'"\\n// Only run in browser environment, not during SSR\\n(?:[^"\\]|\\.)*"\),'
)
