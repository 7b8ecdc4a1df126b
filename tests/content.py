"""The content the tests hold the site to: what the app loads
(salon/content.py, `load()`), by language code, and the default language's."""

from salon.content import load

CONTENTS = load()
CONTENT = CONTENTS.default
