"""The salon's own build plugins: /admin/ (Decap CMS), the photos, the
fonts, the favicon, the receiver's answer page for nginx and the content's
errors in the dev server. The static-site layer's plugins are static_first's.

rxconfig.py imports `PLUGINS` and nothing else from the app: these modules
reach the app's modules (the content, the CMS's files, the photos) only when
a hook runs (hooks.py; docs/architecture.md, "reflex run").
"""

from salon.plugins.admin import AdminPlugin
from salon.plugins.build_errors import BuildErrorsPlugin
from salon.plugins.favicon import FaviconPlugin
from salon.plugins.fonts import FontsPlugin
from salon.plugins.images import ImagesPlugin
from salon.plugins.receiver_down import ReceiverDownPlugin

PLUGINS = [
    FaviconPlugin(),
    ImagesPlugin(),
    FontsPlugin(),
    AdminPlugin(),
    BuildErrorsPlugin(),
    ReceiverDownPlugin(),
]
