"""Every page through the validators others judge sites with: the W3C Nu HTML
Checker (vnu-jar) and html-validate, prerendered as exported AND as the DOM
after hydration; and the landmarks and language of parts in both.

The hydrated DOM is serialised in Chromium once React has hydrated
(`html[data-hydrated]`). All pages go through one vnu run (one JVM start) and
one html-validate run. html-validate's configuration, with the reason for every
rule that is off: tests/validators/htmlvalidate.config.mjs.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from salon.cms import admin
from tests.browser import HYDRATED
from tests.content import CONTENT, CONTENTS
from tests.site import ROUTES_AND_404, UNKNOWNS, content_of

# The hydrated documents are read once, on one worker (scripts/test.sh: --dist loadgroup).
pytestmark = pytest.mark.xdist_group("validators")

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ROOT / ".tools" / "node_modules"
VNU_JAR = TOOLS / "vnu-jar" / "build" / "dist" / "vnu.jar"
HTML_VALIDATE = TOOLS / ".bin" / "html-validate"
HTML_VALIDATE_CONFIG = ROOT / "tests" / "validators" / "htmlvalidate.config.mjs"
T = CONTENT.texts
ADMIN_ROUTE = f"/{admin.FOLDER}/"

# The landmarks of a page, with the accessible name each gets from
# aria-label or aria-labelledby (what a screen reader's landmark list shows).
LANDMARKS = """() => {
  const named = (el) => el.getAttribute('aria-label')
    || (el.getAttribute('aria-labelledby') || '').split(/\\s+/).filter(Boolean)
         .map((id) => document.getElementById(id)?.textContent.trim() || '').join(' ');
  const role = (el) => el.getAttribute('role') || {
    NAV: 'navigation', ASIDE: 'complementary', MAIN: 'main', FORM: 'form', SECTION: 'region',
    HEADER: 'banner', FOOTER: 'contentinfo',
  }[el.tagName];
  return [...document.querySelectorAll('nav, aside, main, form, section, [role]')]
    .filter((el) => !el.closest('[hidden], [aria-hidden="true"]'))
    .map((el) => [role(el), named(el)])
    .filter(([r, name]) => ['navigation', 'complementary', 'main', 'form', 'region', 'search'].includes(r)
      && (r !== 'region' && r !== 'form' || name));
}"""

# Where each of the spec's English texts is, and the language it is read in.
ENGLISH_TEXT_LANGS = """(texts) => [...document.querySelectorAll('body *')]
  .filter((el) => el.children.length === 0 && texts.includes(el.textContent.trim()))
  .map((el) => [el.textContent.trim(), el.closest('[lang]').getAttribute('lang')])"""


def page_name(route: str) -> str:
    return "index" if route == "/" else route.strip("/").replace("/", "_")


def exported_file(site_dir, route: str):
    """The file the export serves `route` from: a language's 404.html for an unknown path."""
    if route in UNKNOWNS:
        return site_dir / UNKNOWNS[route].prefix.lstrip("/") / "404.html"
    return site_dir / f"{route.strip('/') or 'index'}.html"


@pytest.fixture(scope="module")
def documents(site_dir, base_url, browser, tmp_path_factory) -> dict:
    """{'prerendered': {route: path}, 'hydrated': {route: path}, 'landmarks': ..., 'english': ...}"""
    out = tmp_path_factory.mktemp("validate")
    prerendered, hydrated, landmarks, english = {}, {}, {}, {}
    for route in ROUTES_AND_404:
        prerendered[route] = out / f"prerendered-{page_name(route)}.html"
        shutil.copyfile(exported_file(site_dir, route), prerendered[route])
    # The CMS's page at /admin/, as exported (Decap CMS builds its own DOM).
    prerendered[ADMIN_ROUTE] = out / "prerendered-admin.html"
    shutil.copyfile(site_dir / admin.FOLDER / admin.PAGE, prerendered[ADMIN_ROUTE])
    context = browser.new_context()
    try:
        page = context.new_page()
        for route in ROUTES_AND_404:
            page.goto(base_url + route)
            page.wait_for_selector(HYDRATED, state="attached")
            hydrated[route] = out / f"hydrated-{page_name(route)}.html"
            hydrated[route].write_text(
                "<!DOCTYPE html>\n" + page.evaluate("document.documentElement.outerHTML"),
                encoding="utf-8",
            )
            landmarks[route] = [tuple(item) for item in page.evaluate(LANDMARKS)]
            english[route] = [
                tuple(item)
                for item in page.evaluate(
                    ENGLISH_TEXT_LANGS,
                    [
                        text
                        for content in CONTENTS.values()
                        for text in (
                            content.texts.not_found_title,
                            content.texts.not_found_home,
                            content.texts.error_title,
                        )
                    ],
                )
            ]
    finally:
        context.close()
    return {
        "prerendered": prerendered,
        "hydrated": hydrated,
        "landmarks": landmarks,
        "english": english,
        "dir": out,
    }


def all_files(documents) -> list[Path]:
    return [*documents["prerendered"].values(), *documents["hydrated"].values()]


# The checker also runs the W3C CSS validator over the inline stylesheet, and
# nothing is set aside: the build drops the dead declarations of Reflex's
# reset and of slick.css (static_first/plugins/inline_stylesheet.py).
def test_nu_html_checker_finds_no_error(documents):
    java = shutil.which("java")
    if java is None or not VNU_JAR.is_file():
        pytest.skip(
            "the Nu HTML Checker needs java (Debian's default-jre-headless) and npm's "
            "vnu-jar in .tools: run SETUP_BROWSER=1 scripts/setup.sh"
        )
    result = subprocess.run(
        [
            java,
            # One short run: the JIT's quick tier alone takes half the CPU
            # time of its optimising one, which never pays off here; its
            # larger frames need more stack than the checker's 512k.
            "-XX:TieredStopAtLevel=1",
            "-Xss8m",
            "-jar",
            str(VNU_JAR),
            "--errors-only",
            "--format",
            "json",
            *map(str, all_files(documents)),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    report = json.loads(result.stderr or result.stdout)
    errors = [
        f"{Path(m.get('url', '')).name}:{m.get('lastLine')}: {m['message']} [{m.get('extract', '')!r}]"
        for m in report["messages"]
        if m["type"] == "error" or m.get("subType") == "fatal"
    ]
    assert errors == [], "\n".join(errors)


def test_html_validate_finds_nothing(documents):
    if not HTML_VALIDATE.is_file():
        pytest.skip("npm's html-validate is not in .tools: run SETUP_BROWSER=1 scripts/setup.sh")
    report_file = documents["dir"] / "html-validate.json"
    result = subprocess.run(
        [
            str(HTML_VALIDATE),
            "--config",
            str(HTML_VALIDATE_CONFIG),
            "--formatter",
            f"json={report_file}",
            *map(str, all_files(documents)),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    assert report_file.is_file(), result.stderr
    problems = [
        f"{Path(f['filePath']).name}: {m['ruleId']}: {m['message']} ({m.get('selector')})"
        for f in json.loads(report_file.read_text())
        for m in f["messages"]
    ]
    assert problems == [], "\n".join(problems)
    assert result.returncode == 0, result.stderr


def test_html_validate_config_gives_a_reason_for_every_rule_it_relaxes():
    lines = HTML_VALIDATE_CONFIG.read_text(encoding="utf-8").splitlines()
    for index, line in enumerate(lines):
        if line.strip().startswith('"') and ("off" in line or "[" in line):
            assert lines[index - 1].strip().startswith("//"), (
                f"no reason given above: {line.strip()}"
            )


@pytest.mark.parametrize("route", ROUTES_AND_404)
def test_landmarks_have_unique_names(documents, route):
    landmarks = documents["landmarks"][route]
    assert landmarks, route
    assert len(set(landmarks)) == len(landmarks), (
        f"{route}: landmarks sharing a role and name: {landmarks}"
    )


@pytest.mark.parametrize("route", UNKNOWNS)
def test_the_spec_english_texts_are_marked_english(documents, route):
    texts = content_of(route).texts
    found = documents["english"][route]
    assert {text for text, _ in found} == {texts.not_found_title, texts.not_found_home}
    assert all(lang == "en" for _, lang in found), found


def test_the_error_screen_marks_its_english_texts():
    from salon.components.error_screen import error_screen

    rendered = str(error_screen(CONTENTS))
    for text in (T.error_title, T.not_found_home):
        assert text in rendered
    assert rendered.count('lang:"en"') + rendered.count('lang="en"') >= 2, rendered
