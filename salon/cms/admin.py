"""The CMS at /admin/: the files the admin plugin (salon/plugins/admin.py)
writes into Reflex's public folder (`.web/public/admin/`) before each compile:

- `index.html`: the page, with no inline code: `noindex`, and not in the
  sitemap (which lists the app's routes only);
- `admin.js` and its modules (assets/js/admin/): load Decap, complete its
  Swedish, register the previews, start it;
- `decap-cms.js`: Decap CMS's own browser bundle from npm, pinned and
  integrity-checked, which the build fetches the first time
  (salon/cms/decap_bundle.py) and edits once (salon/cms/decap_internals.py),
  served from the site's origin: no CDN;
- `config.yml`: the CMS's configuration, generated from the content's schema,
  its sections and content/cms.yml (salon/cms/cms_config.py);
- `site.json`: what the editor's script needs from the build: the previews
  and the site's words they use, in each language;
- `admin.css` (assets/css/admin.css): the editor's layout on a phone;
  `preview.css`: the site's stylesheet, for the previews; `logo.svg`: the
  salon's mark and name, on the log-in page;
- with the own server's backend (`backend: server`), `server/*.js`
  (assets/js/admin/server/): the bar admin.js adds under Decap (log-out,
  the publishing state, the history with undo), and `server.css`
  (assets/css/admin_server.css): the bar's and the server's log-in page's
  (salon/editors/) look; site.json names the server's addresses, which
  tells admin.js to log in first.

The page's Content-Security-Policy is its own (`admin_policy`), the only
one with 'unsafe-eval'; salon/site.py hands it to the static-site layer as
a subtree of its own, whose security-headers plugin puts it in the page and
in the headers files for /admin/, and keeps the site's policy for every
other page (docs/decisions/admin-csp.md).
"""

from __future__ import annotations

import base64
import json
from html import escape

from reflex.config import get_config

from salon import paths
from salon.brand import contrast
from salon.cms import cms_config, cms_settings, decap_bundle, decap_internals
from salon.content import Contents
from salon.content_model import SECTIONS, Content, Texts
from salon.images import logo, publish
from salon.theme import FAVICON, colours, favicon_svg, stylesheet

FOLDER = "admin"
PAGE = "index.html"
CONFIG = "config.yml"
BUNDLE = "decap-cms.js"
SCRIPT = "admin.js"  # the page's one script; it loads BUNDLE
STYLESHEET = "admin.css"
PREVIEW_STYLESHEET = "preview.css"
SITE_DATA = "site.json"
LOGO = "logo.svg"
SERVER_STYLESHEET = "server.css"
SERVER_FOLDER = "server"  # the own server's modules, in assets/js/admin/server/
# The site's stylesheets, in the order the site links them (salon/salon.py).
SITE_STYLESHEETS = (paths.ASSETS / "css" / "theme.css", paths.ASSETS / "css" / "salon.css")
ADMIN_STYLESHEET = paths.ASSETS / "css" / "admin.css"
ADMIN_SERVER_STYLESHEET = paths.ASSETS / "css" / "admin_server.css"
# The sections whose entry shows a preview beside the form, and which of the
# templates in assets/js/admin/preview.js draws it.
PREVIEWS = {"treatments": "priceList", "hours": "week", "brand": "brand"}
# The address crawlers must not index; X-Robots-Tag says the same in headers.
ROBOTS = "noindex, nofollow"


def admin_policy(settings: cms_settings.CmsSettings) -> dict[str, list[str]]:
    """The admin page's Content-Security-Policy, directive -> sources.

    Each source beyond 'self' is there because Decap CMS cannot work without
    it (checked in Chromium by tests/e2e/test_admin.py, which fails on any
    violation; docs/decisions/admin-csp.md lists why each is needed).
    """
    return {
        "default-src": ["'self'"],
        # Decap validates its configuration with AJV, which compiles the
        # schema into functions with `new Function` (decaporg/decap-cms#2138).
        "script-src": ["'self'", "'unsafe-eval'"],
        # Decap styles itself with Emotion, which writes <style> elements
        # with generated rules at run time: no hash can be known in advance.
        "style-src": ["'self'", "'unsafe-inline'"],
        # blob: the previews of photos, which Decap reads through the backend
        # and shows from memory; data: the checkerboard behind the colour
        # widget's swatch; the logged-in user's avatar.
        "img-src": ["'self'", "blob:", "data:", *settings.avatar_origins],
        "font-src": ["'self'"],
        # The backend's API (the own server's is on the site's origin:
        # 'self' alone); blob: a photo chosen for upload, which Decap
        # reads back from memory to send it. Not Decap's local server
        # (local_backend), which only `reflex run` uses: its pages carry no policy.
        "connect-src": ["'self'", "blob:", *settings.api_origins],
        # The preview pane is a frame Decap writes itself (srcdoc, no
        # address), which frame-src does not govern: nothing is loaded into a frame.
        "frame-src": ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }


def admin_page(title: str, base: str = "/", *, preload: bool = True) -> str:
    """The page that loads the CMS. Its paths are absolute (under the site's
    `base`, Reflex's frontend_path), whichever URL shows it. Without
    `preload` the bundle is fetched only once the script asks for it (on the
    own server, once an editor is logged in)."""
    folder = f"{base.rstrip('/')}/{FOLDER}"
    bundle = f'<link rel="preload" href="{folder}/{BUNDLE}" as="script">\n' if preload else ""
    return f"""<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="{ROBOTS}">
<title>{escape(title)}</title>
<link rel="cms-config-url" type="text/yaml" href="{folder}/{CONFIG}">
<link rel="icon" href="{base.rstrip("/")}/{FAVICON}" type="image/svg+xml">
<link rel="stylesheet" href="{folder}/{STYLESHEET}">
{bundle}<script type="module" src="{folder}/{SCRIPT}"></script>
</head>
<body>
<noscript>Redigeringsläget behöver JavaScript. Slå på JavaScript i webbläsaren och ladda om sidan.</noscript>
</body>
</html>
"""


def bundle() -> str:
    """Decap's pinned bundle, as /admin/ ships it."""
    return decap_internals.with_heic_images(decap_bundle.bundle())


# Where the salon's own logo goes in the log-in picture: centred in its 300 x 170.
LOGIN_BOX = (10, 10, 280, 150)


def login_logo(content: Content) -> str:
    """The log-in page's picture: the salon's logo when it has one, else the
    site's mark (its favicon) over the salon's name, in the theme's colours."""
    if content.logo is not None:
        return _with_logo(publish.logo_job(content.logo).logo)
    name = content.salon_name
    mark = favicon_svg(content).replace("<svg ", '<svg x="102" y="16" width="96" height="96" ', 1)
    # Wide enough for the name in the system's sans-serif at this size.
    size = min(32, int(560 / max(len(name), 1)))
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 170" width="300" height="170">'
        f"{mark}"
        f'<text x="150" y="154" text-anchor="middle" font-family="system-ui, sans-serif" '
        f'font-size="{size}" font-weight="600" fill="{colours(content)["text"]}">{escape(name)}</text>'
        "</svg>\n"
    )


def _with_logo(found: logo.Logo) -> str:
    # Inside the picture as data: an SVG shown as an image loads no other file.
    x, y, width, height = LOGIN_BOX
    data = base64.b64encode(logo.shipped(found, 2 * height)).decode("ascii")
    kind = "image/svg+xml" if found.kind == "svg" else "image/png"
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 170" width="300" height="170">'
        f'<image x="{x}" y="{y}" width="{width}" height="{height}" '
        f'href="data:{kind};base64,{data}"/>'
        "</svg>\n"
    )


def site_data(base: str, contents: Contents, own_server: bool = False) -> dict:
    """/admin/site.json: the preview stylesheet, which entry gets which
    preview, and the site's words the previews write, in each language the
    site is built in, the default first (assets/js/admin/preview.js); the
    brand's palette rules (assets/js/admin/brand_contrast.js); and on the
    own server, its addresses (assets/js/admin/server/api.js)."""
    editor = {
        "endpoint": cms_settings.EDITOR_ENDPOINT,
        "login": cms_settings.LOGIN_PATH,
        "logout": cms_settings.LOGOUT_PATH,
        "stylesheet": f"{base.rstrip('/')}/{FOLDER}/{SERVER_STYLESHEET}",
    }
    return {
        "stylesheet": f"{base.rstrip('/')}/{FOLDER}/{PREVIEW_STYLESHEET}",
        "previews": PREVIEWS,
        "words": {code: _preview_words(content.texts) for code, content in contents.items()},
        # In one language the form edits the file's block of it as one field
        # (cms_config.block), and the preview reads that block.
        "block": cms_config.block(list(contents)),
        # The palette's shades and the pairs the build checks, for the
        # brand's preview to show each pair's contrast as the owner picks.
        "brand": contrast.editor_data(),
        **({"editor": editor} if own_server else {}),
    }


def _preview_words(texts: Texts) -> dict[str, str]:
    return {
        "price": texts.price,
        "fromPrice": texts.from_price,
        "treatmentsTitle": texts.treatments_title,
        "rulesTitle": texts.rules_title,
        "hoursTitle": texts.hours_page_title,
        "hoursCaption": texts.hours_caption,
        "hoursDay": texts.hours_day,
        "hoursTime": texts.hours_time,
        "closed": texts.closed_label,
        "deviationsTitle": texts.deviations_title,
        "deviationsNone": texts.deviations_none,
    }


def entries() -> list[cms_config.Entry]:
    """The CMS's entries: one per section of the content (its own file)."""
    folder = paths.CONTENT_DIR.relative_to(paths.ROOT).as_posix()
    return [
        cms_config.Entry(
            name=section.name,
            label=section.label,
            file=f"{folder}/{section.file}",
            fields=section.fields,
            preview=section.name in PREVIEWS,
        )
        for section in SECTIONS
    ]


def admin_files(contents: Contents) -> list[tuple[str, str]]:
    """(path in .web/, text) of every file /admin/ needs."""
    content = contents.default
    base = get_config().prepend_frontend_path("/")
    settings = cms_settings.load_settings()
    config = cms_config.cms_config(
        Content.model_json_schema(),
        settings,
        entries=entries(),
        # The languages the site is built in: without English, no English pane.
        locales=[locale.code for locale in contents.languages],
        site_url=content.site_url,
        logo_url=f"{base.rstrip('/')}/{FOLDER}/{LOGO}",
    )
    folder = f"public/{FOLDER}"
    scripts = sorted(paths.ADMIN_JS.glob("*.js"))
    title = f"Redigera {content.salon_name}"
    server = settings.own_server
    return [
        (f"{folder}/{PAGE}", admin_page(title, base, preload=not server)),
        (f"{folder}/{CONFIG}", cms_config.dump(config)),
        (f"{folder}/{BUNDLE}", bundle()),
        *((f"{folder}/{script.name}", script.read_text(encoding="utf-8")) for script in scripts),
        (f"{folder}/{STYLESHEET}", ADMIN_STYLESHEET.read_text(encoding="utf-8")),
        (
            f"{folder}/{PREVIEW_STYLESHEET}",
            stylesheet(content)
            + "\n"
            + "".join(sheet.read_text(encoding="utf-8") for sheet in SITE_STYLESHEETS),
        ),
        (
            f"{folder}/{SITE_DATA}",
            json.dumps(site_data(base, contents, server), ensure_ascii=False, indent=1),
        ),
        (f"{folder}/{LOGO}", login_logo(content)),
        *(_server_files(folder) if server else []),
    ]


def _server_files(folder: str) -> list[tuple[str, str]]:
    """The own server's pieces: the bar's modules and the stylesheet of the
    bar and the log-in page."""
    modules = sorted((paths.ADMIN_JS / SERVER_FOLDER).glob("*.js"))
    return [
        *(
            (f"{folder}/{SERVER_FOLDER}/{module.name}", module.read_text(encoding="utf-8"))
            for module in modules
        ),
        (f"{folder}/{SERVER_STYLESHEET}", ADMIN_SERVER_STYLESHEET.read_text(encoding="utf-8")),
    ]
