"""Where the project's files are: one place for every module and script that reads them."""

import os
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
JS = ASSETS / "js"
# Scripts the build inlines into pages (static_first/inline_js.py).
INLINE_JS = JS / "inline"
# The owner's photos, as uploaded (the CMS saves them here); the build makes
# the files the site serves from them (salon/images/).
IMAGE_SOURCES = ROOT / "images" / "source"
# What the build made of them, by content hash, so a build encodes only new
# or changed photos: generated, never committed. A hidden folder at the top,
# which `reflex run`'s reloader does not watch (docs/architecture.md).
IMAGE_CACHE = ROOT / ".cache" / "images"
# The shipped fonts' files, as fetched from npm the first time (salon/brand/font_files.py).
FONT_CACHE = ROOT / ".cache" / "fonts"
# The content every page reads, which the owner edits (docs/owner.md): one
# file per section (salon/content_model/sections.py).
CONTENT_DIR = ROOT / "content"
# Where /admin/ saves on the live site (docs/owner.md, "Editing on the live site").
CMS_SETTINGS = CONTENT_DIR / "cms.yml"
# The CMS's tools: Decap CMS's bundle, which the build fetches the first time
# (salon/cms/decap_bundle.py) and ships as /admin/decap-cms.js, and
# decap-server, which scripts/setup.sh installs.
CMS_TOOLS = ROOT / ".tools" / "cms"
# Decap's local backend, started by scripts/run.sh.
DECAP_SERVER = CMS_TOOLS / "node_modules" / ".bin" / "decap-server"
# The admin page's own JavaScript (salon/cms/admin.py ships it as /admin/*.js).
ADMIN_JS = JS / "admin"


def receiver_db(environ: Mapping[str, str] = os.environ) -> Path:
    """The contact form's receiver's SQLite file (SALON_RECEIVER_DB)."""
    return Path(environ.get("SALON_RECEIVER_DB", "").strip() or "data/messages.db")


def data_dir(environ: Mapping[str, str] = os.environ) -> Path:
    """The own server's state: the receiver's messages, the editors' accounts
    and sessions, the published releases. The folder of the receiver's
    database: data/ in a checkout (git ignores it), the volume in the image.
    Absolute, as nginx's includes name the releases in it."""
    return receiver_db(environ).parent.absolute()
