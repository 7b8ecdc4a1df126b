"""Decap's seam (salon/cms/decap_internals.py) against the pinned bundle and
/admin/'s own files: each internal of Decap the admin relies on is still in
the bundle, and each literal the admin's scripts and stylesheet use for one
is the seam's. A failure names what changed. The bundle is the build's
(fetched from the npm registry the first time, salon/cms/decap_bundle.py)."""

from __future__ import annotations

import functools
import json
import re
import shutil
import subprocess

import pytest

from salon import paths
from salon.cms import decap_bundle
from salon.cms import decap_internals as seam

ADMIN_CSS = paths.ASSETS / "css" / "admin.css"
IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*")


@functools.cache
def bundle() -> str:
    return decap_bundle.bundle()


def admin_file(name: str) -> str:
    return (paths.ADMIN_JS / name).read_text(encoding="utf-8")


# --- Decap's locales, read from the bundle ------------------------------------------


def _object(text: str, at: int) -> tuple[dict, int]:
    """The object literal of strings and objects at text[at] ("{"), and where it ends."""
    found, at = {}, at + 1
    while text[at] != "}":
        if text[at] in "\"'":
            key, at = _string(text, at)
        else:
            key = IDENTIFIER.match(text, at).group()
            at += len(key)
        assert text[at] == ":", f"not a locale's data at {text[at - 40 : at + 40]!r}"
        found[key], at = (_object if text[at + 1] == "{" else _string)(text, at + 1)
        at += text[at] == ","
    return found, at + 1


def _string(text: str, at: int) -> tuple[str, int]:
    quote, end = text[at], at + 1
    while text[end] != quote:
        end += 2 if text[end] == "\\" else 1
    raw = text[at + 1 : end].replace("\\'", "'").replace('"', '\\"')
    return json.loads(f'"{raw}"'), end + 1


def _flat(phrases: dict, prefix: str = "") -> dict[str, str]:
    flat = {}
    for key, value in phrases.items():
        if isinstance(value, dict):
            flat |= _flat(value, f"{prefix}{key}.")
        else:
            flat[f"{prefix}{key}"] = value
    return flat


@functools.cache
def decap_locale(code: str) -> dict[str, str]:
    """Decap's phrases in language `code`, by dotted key: decap-cms-locales'
    export of it names the object that holds them."""
    text = bundle()
    names = re.findall(rf"[,{{]{code}:\(\)=>([\w$]+)[,}}]", text)
    assert len(names) == 1, f"Decap's bundle no longer exports its {code!r} locale as one object"
    return _flat(_object(text, text.index(f"{names[0]}={{") + len(names[0]) + 1)[0])


@functools.cache
def admins_phrases() -> list[str]:
    """The keys of the phrases locale_sv.js sets (its own phraseKeys)."""
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    script = (
        f'import {{ SWEDISH, phraseKeys }} from "{paths.ADMIN_JS / "locale_sv.js"}";'
        "console.log(JSON.stringify(phraseKeys(SWEDISH)));"
    )
    done = subprocess.run(
        ["node", "--input-type=module", "-e", script], capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)


def test_the_locales_are_read_whole():
    english, swedish = decap_locale("en"), decap_locale("sv")
    assert english["auth.login"] == "Login" and swedish["auth.login"] == "Logga in"
    assert len(english) > 200 and set(swedish) <= set(english)


# --- the internals -----------------------------------------------------------------------


def test_the_build_still_finds_the_media_librarys_image_types():
    assert bundle().count(seam.IMAGE_TYPES) == 1, (
        f"Decap's media library's image types are no longer {seam.IMAGE_TYPES}"
    )
    assert seam.SITE_IMAGE_TYPES in seam.with_heic_images(bundle())


def test_decap_keeps_the_pane_beside_the_form_where_admin_js_chooses_it():
    text, admin = bundle(), admin_file("admin.js")
    assert f'"{seam.RIGHT_PANE_KEY}"' in text, f"Decap no longer keeps {seam.RIGHT_PANE_KEY!r}"
    panes = json.dumps(list(seam.PANES), separators=(",", ":"))
    assert panes in text, f"Decap's panes are no longer {panes}"
    assert seam.PREVIEW_PANE in seam.PANES
    assert re.search(r'const RIGHT_PANE = "([^"]*)";', admin)[1] == seam.RIGHT_PANE_KEY
    chosen = re.search(r'localStorage\.setItem\(RIGHT_PANE, "([^"]*)"\)', admin)[1]
    assert chosen == seam.PREVIEW_PANE


def test_admin_js_gives_decap_the_random_uuids_it_makes_ids_with():
    assert seam.RANDOM_UUID in bundle(), "Decap no longer calls crypto.randomUUID()"
    admin = admin_file("admin.js")
    assert admin.index("withRandomUUID(window.crypto)") < admin.index("loadScript(BUNDLE)")


def test_admin_css_selects_decaps_own_components():
    css = ADMIN_CSS.read_text(encoding="utf-8")
    assert set(re.findall(r'\[class\*="-(\w+)"\]', css)) == set(seam.STYLED_COMPONENTS)
    # Capitalised classes are react-split-pane's; the site's own are lower case.
    assert set(re.findall(r"\.([A-Z]\w*)", css)) == set(seam.SPLIT_PANE_CLASSES)
    text = bundle()
    gone = [name for name in seam.STYLED_COMPONENTS if f'label:"{name}"' not in text]
    assert gone == [], f"Decap has no styled component {gone} any more"
    gone = [name for name in seam.SPLIT_PANE_CLASSES if f'"{name}"' not in text]
    assert gone == [], f"the split pane has no class {gone} any more"


def test_admin_css_finds_the_scroll_sync_button_by_decaps_swedish_title():
    titles = re.findall(r'\[title="([^"]*)"\]', ADMIN_CSS.read_text(encoding="utf-8"))
    assert titles == [decap_locale("sv")[seam.SCROLL_SYNC_TITLE]]
    assert seam.SCROLL_SYNC_TITLE not in admins_phrases(), "locale_sv.js renames the button"


def test_every_phrase_locale_sv_sets_is_one_of_decaps():
    unknown = sorted(set(admins_phrases()) - set(decap_locale("en")))
    assert unknown == [], f"Decap has no phrase {unknown}"


def test_the_list_wrapper_passes_decaps_own_props():
    wrapper, text = admin_file("translation_pane.js"), bundle()
    for prop in seam.PANE_PROPS:
        assert prop in wrapper, prop
        assert re.search(rf"\b{prop}:", text), f"Decap's controls take no {prop} any more"
    name = seam.WRAPPED_INSTANCE
    assert f"{name}() {{" in wrapper
    # Widget.processInnerControlRef: the control's own, where it has one.
    assert re.search(rf"\w\.{name}\?\w\.{name}\(\):\w", text), f"Decap no longer asks {name}"
