"""Everything the site says, in each of its languages: read from the files in
content/ (the owner's, docs/owner.md) and checked against its schema
(salon/content_model/). A bad value stops the build with one line per
problem, naming the file, the line and the field.

`CONTENTS` holds the content by language code (salon/locales.py), one per
language the site is built in; a page reads its own language's through its
route (`route.content`). `CONTENT` is the default language's, for what is
the same in every language (prices, hours, links, settings)."""

from salon.content_model import load_or_exit
from salon.dev_reload import clear_build_errors, show_build_errors
from salon.locales import DEFAULT

# Under `reflex run` the errors show in the open page too (salon/dev_reload.py).
CONTENTS = load_or_exit(on_error=show_build_errors)
clear_build_errors()
CONTENT = CONTENTS[DEFAULT.code]
