"""The export on the static hosts' own engines, offline: Cloudflare Pages
(`wrangler pages dev`, which serves it with workerd) and Netlify (its header
engine, npm `@netlify/headers` with `@netlify/headers-parser`, and its
redirect engine, `@netlify/redirects`, with `@netlify/static`), all pinned
in scripts/setup.sh.

Each language's unknown paths must get its own 404 page, and every page
both its addresses (with and without the slash) without a redirect: Cloudflare
Pages finds the nearest 404.html by itself; Netlify follows the export's
`_redirects` (static_first/plugins/not_found_rules.py), whose rules Cloudflare skips.

Both hosts read the export's `_headers`, and both apply every rule whose path
matches a request; where two set the same header, Netlify keeps the later
value and Cloudflare Pages sends both, joined by a comma: the browser then
enforces two policies (static_first/plugins/security_headers.py, `netlify_headers`).
Each host must send /admin/ the CMS's headers and every public address the
site's, once each: the values the build's own step computes (`hosted`,
tests/hosting.py). Decap must start under what Cloudflare Pages sends.

wrangler starts once for the module (2-3 s, 10 s on a busy machine),
serving the export's copy on 127.0.0.1 and reaching nothing else: no
metrics or error reports, no banner (whose update check asks npm), no
download of `Request.cf`'s data, and npm's registry, for any other update
check, a closed local port. Its files go to the test's folder, not $HOME.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

from salon.cms import admin
from salon.site import describe
from static_first.plugins import not_found_rules, security_headers
from static_first.plugins.prerendered_404 import not_found_pages
from tests.hosting import (
    ADMIN,
    ADMIN_PATHS,
    ROUTES,
    both_slashes,
    fetch,
    open_cms_by_name,
    page_file,
    parse_headers_file,
    public_paths,
    unknown_paths,
)
from tests.site import UNKNOWN
from tools.ports import free_port
from tools.process_group import stop_group

pytestmark = pytest.mark.xdist_group("static_hosts")

ROOT = Path(__file__).resolve().parents[2]
WRANGLER_MODULES = ROOT / ".tools" / "wrangler" / "node_modules"
WRANGLER = WRANGLER_MODULES / "wrangler" / "bin" / "wrangler.js"
NETLIFY_MODULES = ROOT / ".tools" / "netlify" / "node_modules"
NETLIFY_TOML = ROOT / "netlify.toml"
START_TIMEOUT = 120  # s for wrangler to answer; 2-3 s, 10 s on a busy machine
OFFLINE = {
    "WRANGLER_SEND_METRICS": "false",
    "WRANGLER_SEND_ERROR_REPORTS": "false",
    "WRANGLER_HIDE_BANNER": "true",
    "CLOUDFLARE_CF_FETCH_ENABLED": "false",
    "npm_registry": "http://127.0.0.1:9/",
}
POLICY = "Content-Security-Policy"


def node_or_skip(modules: Path) -> str:
    node = shutil.which("node")
    if node is None or not modules.is_dir():
        pytest.skip(
            f"no node or no {modules.relative_to(ROOT)}: run SETUP_BROWSER=1 scripts/setup.sh"
        )
    return node


def compatibility_date() -> str:
    """The pinned workerd's own date (its version is 1.YYYYMMDD.N): without
    one, wrangler asks for today's, which an older workerd refuses."""
    version = json.loads((WRANGLER_MODULES / "workerd" / "package.json").read_text())["version"]
    day = version.split(".")[1]
    return f"{day[:4]}-{day[4:6]}-{day[6:]}"


def expected_headers(hosted, path: str) -> dict[str, str]:
    return hosted.admin_headers if path.startswith(ADMIN) else hosted.headers


# --- Cloudflare Pages -------------------------------------------------------------


@dataclass
class Wrangler:
    url: str
    port: int
    output: Path  # what wrangler printed


def wait_answering(process: subprocess.Popen, url: str, output: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while True:
        if process.poll() is not None:
            pytest.fail(f"wrangler exited:\n{output.read_text(errors='replace')}")
        try:
            if fetch(url, "/robots.txt").status == 200:
                return
        except OSError:
            pass
        if time.monotonic() > deadline:
            pytest.fail(f"wrangler did not answer within {START_TIMEOUT} s")
        time.sleep(0.1)


@pytest.fixture(scope="module")
def cloudflare(hosted, tmp_path_factory):
    node = node_or_skip(WRANGLER_MODULES)
    work = tmp_path_factory.mktemp("wrangler")
    port = free_port()
    output = work / "output.txt"
    command = [
        node,
        str(WRANGLER),
        "pages",
        "dev",
        str(hosted.dir),
        "--ip",
        "127.0.0.1",
        "--port",
        str(port),
        "--inspector-port",
        str(free_port()),
        "--compatibility-date",
        compatibility_date(),
        "--persist-to",
        str(work / "state"),
        "--show-interactive-dev-session=false",
    ]
    env = {
        **os.environ,
        **OFFLINE,
        "TMPDIR": str(work),
        "XDG_CONFIG_HOME": str(work / "config"),
        "WRANGLER_LOG_PATH": str(work / "logs"),
    }
    with output.open("wb") as log:
        process = subprocess.Popen(
            command,
            cwd=work,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            # wrangler runs workerd as a child: end them together.
            start_new_session=True,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_answering(process, url, output)
        yield Wrangler(url=url, port=port, output=output)
    finally:
        stop_group(process)


def sent_once(response, expected: dict[str, str], every_name) -> dict[str, list[str]]:
    """The headers of `every_name` not sent exactly once with `expected`'s
    value (nor left out where `expected` has none), as sent. A header that
    Cloudflare joined from two rules comes as one line and differs too."""
    got = {name: response.headers.get_all(name) or [] for name in every_name}
    want = {name: [expected[name]] if name in expected else [] for name in every_name}
    return {name: got[name] for name in every_name if got[name] != want[name]}


def test_cloudflare_takes_every_rule_of_the_headers_file(cloudflare, hosted):
    text = (hosted.dir / security_headers.NETLIFY_FILE).read_text()
    rules = [line for line in text.splitlines() if line.startswith("/")]
    output = cloudflare.output.read_text(errors="replace")
    assert f"Parsed {len(rules)} valid header rules." in output, output
    assert "invalid header rule" not in output, output


def test_cloudflare_sends_the_cms_its_own_headers_once(cloudflare, hosted):
    names = hosted.headers.keys() | hosted.admin_headers.keys()
    for path in ADMIN_PATHS:
        response = fetch(cloudflare.url, path)
        assert response.status == 200, path
        served = hosted.dir / path.lstrip("/")
        if path.endswith("/"):
            served /= admin.PAGE
        assert response.body == served.read_bytes(), path
        assert sent_once(response, hosted.admin_headers, names) == {}, path
    # The page's own name and the folder without its slash lead to /admin/.
    for path in (ADMIN + admin.PAGE, ADMIN.rstrip("/")):
        response = fetch(cloudflare.url, path)
        assert (response.status, response.headers["Location"]) == (308, ADMIN), path


def test_cloudflare_sends_every_public_address_the_sites_headers_once(cloudflare, hosted):
    names = hosted.headers.keys() | hosted.admin_headers.keys()
    unknown = {each.path for each in unknown_paths()}
    wrong = {}
    for path in public_paths(hosted.dir):
        response = fetch(cloudflare.url, path)
        if response.status != (404 if path in unknown else 200):
            wrong[path] = response.status
        elif differing := sent_once(response, hosted.headers, names):
            wrong[path] = differing
    assert wrong == {}


def test_cloudflare_serves_each_page_with_and_without_its_slash(cloudflare, hosted):
    """Without a redirect: `/en/` (the English home's canonical address, in
    hreflang and the sitemap) as much as `/en`."""
    wrong = {}
    for route in ROUTES:
        expected = page_file(hosted.dir, route).read_bytes()
        for path in both_slashes(route):
            response = fetch(cloudflare.url, path)
            if response.status != 200 or response.body != expected:
                wrong[path] = (response.status, response.headers.get("Location"))
    assert wrong == {}


def test_cloudflare_answers_each_languages_unknown_paths_with_its_404_page(cloudflare, hosted):
    """Cloudflare Pages serves the nearest 404.html by itself."""
    wrong = {}
    for unknown in unknown_paths():
        response = fetch(cloudflare.url, unknown.path)
        page = (hosted.dir / unknown.file).read_bytes()
        if response.status != 404 or response.body != page:
            wrong[unknown.path] = response.status
        assert f'<html lang="{unknown.lang}"'.encode() in page, unknown.file
    assert wrong == {}


def redirect_rules(site: Path) -> list[str]:
    """The rules of the export's `_redirects` (none without the file), which
    must be the build's for the languages the content builds."""
    file = site / not_found_rules.FILE
    text = file.read_text() if file.is_file() else None
    assert text == not_found_rules.redirects(not_found_pages(describe()))
    return [line for line in (text or "").splitlines() if line and not line.startswith("#")]


def test_cloudflare_skips_netlifys_404_rules_and_nothing_else(cloudflare, hosted):
    """`_redirects` is Netlify's (static_first/plugins/not_found_rules.py): Cloudflare
    knows no 404 status and skips each of its rules with a warning, and
    none of them hides a page (the test above)."""
    rules = redirect_rules(hosted.dir)
    output = cloudflare.output.read_text(errors="replace")
    if not rules:
        assert "redirect rule" not in output, output
        return
    assert "Parsed 0 valid redirect rules." in output, output
    noun = "rule" if len(rules) == 1 else "rules"
    assert f"Found {len(rules)} invalid redirect {noun}:" in output, output
    for rule in rules:
        assert f"| {rule}" in output, output
    assert output.count("Got 404.") == len(rules), output


def test_the_cms_starts_under_what_cloudflare_sends(browser, cloudflare, hosted):
    headers = open_cms_by_name(browser, "http", cloudflare.port)
    policies = [value for name, value in headers if name.lower() == POLICY.lower()]
    assert policies == [hosted.admin_headers[POLICY]]


# --- Netlify ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def netlify(hosted):
    """What Netlify's engine reads from the export's _headers and netlify.toml,
    and the headers it sends for each address."""
    node = node_or_skip(NETLIFY_MODULES)
    paths = [*public_paths(hosted.dir), *ADMIN_PATHS]
    return netlify_answers(node, "netlify_headers.mjs", hosted.dir, paths)


def test_netlify_reads_every_line_of_the_headers_file_without_an_error(netlify, hosted):
    assert netlify["errors"] == []
    rules = parse_headers_file((hosted.dir / security_headers.NETLIFY_FILE).read_text())
    # The parser skips a line it cannot read without a word: each must be in a rule.
    read = [(path, values) for path, values in netlify["rules"]]
    assert read[: len(rules)] == rules


def test_netlify_sends_each_address_its_own_headers(netlify, hosted):
    # netlify.toml's own headers (the bundles' Cache-Control) come on top.
    config = tomllib.loads(NETLIFY_TOML.read_text())["headers"]
    # A folder's rules only, which a prefix tells apart.
    assert all(rule["for"].endswith("/*") for rule in config)
    wrong = {}
    for path, sent in netlify["headers"].items():
        from_config = {
            name: value
            for rule in config
            if path.startswith(rule["for"].removesuffix("*"))
            for name, value in rule["values"].items()
        }
        if sent != {**expected_headers(hosted, path), **from_config}:
            wrong[path] = sent
    assert wrong == {}
    assert set(netlify["headers"]) >= {ADMIN, "/", UNKNOWN}


@pytest.fixture(scope="module")
def netlify_redirects(hosted):
    """What Netlify's redirect engine reads from the export's `_redirects` and
    netlify.toml, and how it answers each page (with and without its slash)
    and each language's unknown addresses (tests/netlify_redirects.mjs)."""
    node = node_or_skip(NETLIFY_MODULES)
    paths = [
        *(path for route in ROUTES for path in both_slashes(route)),
        *(unknown.path for unknown in unknown_paths()),
    ]
    return netlify_answers(node, "netlify_redirects.mjs", hosted.dir, paths)


def netlify_answers(node: str, script: str, site: Path, paths: list[str]) -> dict:
    """What one of Netlify's engines, run by tests/`script`, answers for
    `paths` of the export in `site`."""
    result = subprocess.run(
        [
            node,
            str(ROOT / "tests" / script),
            str(NETLIFY_MODULES),
            str(site),
            str(NETLIFY_TOML),
            *paths,
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_netlify_reads_each_404_rule_without_an_error(netlify_redirects, hosted):
    assert netlify_redirects["errors"] == []
    read = [
        f"{source}  {target}  {status}"
        for source, target, status, force in netlify_redirects["rules"]
    ]
    assert read == redirect_rules(hosted.dir)
    # Forced (`404!`), a rule would answer its paths whatever file is there.
    assert not any(force for *_, force in netlify_redirects["rules"])


def test_netlify_answers_each_languages_unknown_paths_with_its_404_page(netlify_redirects, hosted):
    answers = netlify_redirects["responses"]
    wrong = {
        unknown.path: answers[unknown.path]
        for unknown in unknown_paths()
        if answers[unknown.path] != {"status": 404, "sha256": sha256(hosted.dir / unknown.file)}
    }
    assert wrong == {}


def test_netlify_serves_each_page_with_and_without_its_slash(netlify_redirects, hosted):
    """The 404 rules hide no page: a file at the path wins over a rule that
    is not forced."""
    answers = netlify_redirects["responses"]
    wrong = {}
    for route in ROUTES:
        expected = {"status": 200, "sha256": sha256(page_file(hosted.dir, route))}
        wrong |= {path: answers[path] for path in both_slashes(route) if answers[path] != expected}
    assert wrong == {}


def test_a_forced_404_rule_would_hide_the_pages_on_netlify(hosted, tmp_path):
    """Control: the same rules forced (`404!`) answer the English pages with
    the 404 page, which the page check above would catch."""
    node = node_or_skip(NETLIFY_MODULES)
    rules = redirect_rules(hosted.dir)
    if not rules:
        pytest.skip("one language: no 404 rule to force")
    # The export by links (a copy takes seconds), with the rules forced.
    site = tmp_path / "site"
    site.mkdir()
    for entry in hosted.dir.iterdir():
        if entry.name != not_found_rules.FILE:
            (site / entry.name).symlink_to(entry)
    (site / not_found_rules.FILE).write_text("".join(f"{rule}!\n" for rule in rules))
    english = next(route for route in ROUTES if route.startswith(rules[0].split("/*")[0] + "/"))
    answers = netlify_answers(node, "netlify_redirects.mjs", site, [english])["responses"]
    assert answers[english]["status"] == 404
