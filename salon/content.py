"""Everything the site says, as `CONTENT`: read from the files in content/ (the
owner's, docs/owner.md) and checked against its schema
(salon/content_model/). A bad value stops the build with one line per
problem, naming the file, the line and the field."""

from salon.content_model import load_or_exit

CONTENT = load_or_exit()
