"""The salon's look, from its content: the palette's roles and what follows
from them (`palette`), the pairs the site draws and their contrast
(`contrast`), and the colour arithmetic both use (`colour`)."""
