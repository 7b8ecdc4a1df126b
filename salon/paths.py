"""Where the project's files are: one place for every module and script that reads them."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
JS = ASSETS / "js"
# Scripts the build inlines into pages (salon/plugins/inline_js.py).
INLINE_JS = JS / "inline"
IMAGES = ASSETS / "img"
# The original pictures tools/build_images.py makes IMAGES from.
IMAGE_SOURCES = ROOT / "images" / "source"
# tools/build_images.py writes it; salon/components/image.py and the content
# checks (salon/content_model/checks.py) read it.
IMAGE_MANIFEST = IMAGES / "manifest.json"
# The content every page reads, which the owner edits (docs/owner.md).
CONTENT_FILE = ROOT / "content" / "salon.yml"
# Where /admin/ saves on the live site (docs/owner.md, "Editing on the live site").
CMS_SETTINGS = ROOT / "content" / "cms.yml"
# Decap CMS's browser bundle, fetched from npm by scripts/setup.sh; the export
# ships it as /admin/decap-cms.js (salon/plugins/admin.py).
DECAP_BUNDLE = ROOT / ".tools" / "cms" / "decap-cms" / "decap-cms.js"
# Decap's local backend, started by scripts/run.sh.
DECAP_SERVER = ROOT / ".tools" / "cms" / "node_modules" / ".bin" / "decap-server"
