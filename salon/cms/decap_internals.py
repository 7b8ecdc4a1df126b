"""The one seam to Decap CMS: everything /admin/ relies on in the pinned
bundle (salon/cms/decap_bundle.py) beyond Decap's public API. Public, and not
listed here: the config file (salon/cms/cms_config.py), CMS_MANUAL_INIT,
`CMS.init`, `registerLocale`/`getLocale`, `registerWidget`/`getWidget`,
`registerPreviewTemplate`/`registerPreviewStyle`, and the `h` and
`createClass` Decap puts on `window`.

The build edits the bundle through `with_heic_images`. The admin's own
files use the rest as literals; tests/unit/test_decap_internals.py holds
each literal to this module and to the pinned bundle, and fails naming what
changed. After a Decap upgrade: pin it in decap_bundle.py, run that test and
tests/e2e/test_admin.py (which sees what no string can, such as the
behaviours noted below), and fix what they name.
"""

from __future__ import annotations

from salon.build_stop import BuildError
from salon.cms import decap_bundle

# --- the build's one edit of the bundle (salon/cms/admin.py) ------------------------
# Decap's media library lists, for an image field, only files of these types
# (IMAGE_EXTENSIONS beside IMAGE_EXTENSIONS_VIEWABLE in decap-cms-core's
# MediaLibrary.js, as the pinned bundle's minifier names them): an iPhone's
# HEIC, which a desktop browser uploads as it is and the build reads, would be
# saved and then not offered. HEIC and HEIF join the list of images, not of
# those a browser can show (the library shows its name, no thumbnail).
IMAGE_TYPES = 'Lx=["jpg","jpeg","webp","gif","png","bmp","tiff","svg","avif"],Ix=[...Lx]'
SITE_IMAGE_TYPES = IMAGE_TYPES.replace("Ix=[...Lx]", 'Ix=[...Lx,"heic","heif"]')

# --- assets/js/admin/admin.js ----------------------------------------------------------
# Where Decap keeps the owner's last choice of what shows beside the form
# (EditorInterface, in localStorage), and its panes, the preview among them:
# admin.js opens an owner's first visit on the preview.
RIGHT_PANE_KEY = "cms.right-pane"
PANES = ("i18n", "notes", "preview")
PREVIEW_PANE = "preview"

# The bundle makes ids with crypto.randomUUID(), which browsers give only to
# secure pages (HTTPS, localhost): on the own server over a local network
# admin.js provides it first (assets/js/admin/random_uuid.js).
RANDOM_UUID = "crypto.randomUUID()"

# --- assets/css/admin.css --------------------------------------------------------------
# Decap styles itself with Emotion, whose class names end in each styled
# component's label (css-1x2y3z-EditorContainer): the labels admin.css
# selects by. LocaleRowWrapper's second child is the language copy menu.
STYLED_COMPONENTS = (
    "AppHeaderSiteLink",
    "BackCollection",
    "BackStatus",
    "EditorContainer",
    "EditorToggle",
    "LocaleRowWrapper",
    "ToolbarContainer",
    "ToolbarSectionMeta",
)
# react-split-pane's own classes, inside the bundle: the form and the pane beside it.
SPLIT_PANE_CLASSES = ("Pane1", "Pane2", "Resizer", "SplitPane")
# The scroll-sync button, which admin.css finds by its title: Decap's
# Swedish for this phrase (locale_sv.js leaves it as Decap has it).
SCROLL_SYNC_TITLE = "editor.editorInterface.toggleScrollSync"

# --- assets/js/admin/translation_pane.js ------------------------------------------------
# Decap's list control (ListControl.renderItem) does not hand the pane's
# isFieldHidden to its items' fields; the wrapper passes these props of
# Decap's editor control on itself, and Decap's Widget reaches the list
# through the wrapper's getWrappedInstance (Widget.processInnerControlRef).
PANE_PROPS = ("isFieldDuplicate", "isFieldHidden")
WRAPPED_INSTANCE = "getWrappedInstance"

# --- assets/js/admin/locale_sv.js -------------------------------------------------------
# Every phrase it sets is one of Decap's English locale's keys.

# --- assets/js/admin/brand_preview.js (a behaviour; tests/e2e/test_admin.py) ------------
# Decap floats its pane buttons over the preview's right edge: the brand's
# preview keeps clear of them.


class DecapChanged(BuildError):
    """The pinned bundle is not in the shape the build edits."""

    subject = "admin"


def with_heic_images(bundle: str) -> str:
    """Decap's bundle whose media library offers HEIC and HEIF photos."""
    if bundle.count(IMAGE_TYPES) != 1:
        raise DecapChanged(
            f"{decap_bundle.bundle_path()}: its media library's image types changed shape"
        )
    return bundle.replace(IMAGE_TYPES, SITE_IMAGE_TYPES)
