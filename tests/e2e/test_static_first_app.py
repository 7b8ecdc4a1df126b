"""static_first stands alone: a throwaway two-page Reflex app, which imports
nothing of the salon, exported with the layer's plugins alone, is a
prerendered, router-free static site with its headers, 404 page and sitemap."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.project_copy import ROOT

pytestmark = pytest.mark.xdist_group("static_first_app")

RXCONFIG = """
import reflex as rx

import static_first

config = rx.Config(
    app_name="twopages",
    telemetry_enabled=False,
    show_built_with_reflex=False,
    plugins=static_first.ordered(static_first.plugins("twopages.site:describe")),
    disable_plugins=[rx.plugins.SitemapPlugin],
)
"""
APP = """
import reflex as rx


def home():
    return rx.el.main(rx.el.h1("Two pages"), rx.el.a("About us", href="/about"))


def about():
    return rx.el.main(rx.el.h1("About us"), rx.el.a("Home", href="/"))


def missing():
    return rx.el.main(rx.el.h1("Not here"))


app = rx.App(enable_state=False, toaster=None)
app.add_page(home, route="/", title="Two pages")
app.add_page(about, route="/about", title="About us")
app.add_page(missing, route="404", title="Not here")
"""
SITE = """
from static_first import Language, Route, StaticSite

from twopages.twopages import about, home, missing

URL = "https://two.example"
EN = Language("en")


def _page(path, render):
    return Route(path, EN, url=URL + path, alternates=(("en", URL + path),), render=render)


def describe():
    return StaticSite(
        url=URL,
        languages=(EN,),
        # The app's own React modules would be here; its pages have none.
        react_prefix="$/public/js/",
        routes=(
            _page("/", home),
            _page("/about", about),
            Route("404", EN, in_sitemap=False, not_found=True, render=missing),
        ),
    )
"""


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    app = tmp_path_factory.mktemp("twopages")
    (app / "rxconfig.py").write_text(textwrap.dedent(RXCONFIG), encoding="utf-8")
    package = app / "twopages"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "twopages.py").write_text(textwrap.dedent(APP), encoding="utf-8")
    (package / "site.py").write_text(textwrap.dedent(SITE), encoding="utf-8")
    # The layer from this checkout; nothing else of it.
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("SALON_TEST_BUILDS", None)
    reflex = Path(sys.executable).with_name("reflex")
    run = subprocess.run(
        [str(reflex), "export", "--frontend-only", "--no-zip", "--loglevel", "warning"],
        cwd=app,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    return app / ".web" / "build" / "client"


def test_the_app_imports_nothing_of_the_salon(site):
    assert not (site.parent.parent.parent / "salon").exists()
    app = site.parent.parent.parent / "twopages"
    for module in app.glob("*.py"):
        assert "salon" not in module.read_text(encoding="utf-8")


def test_each_page_is_prerendered_and_loads_no_framework(site):
    for page, heading in (("index.html", "Two pages"), ("about/index.html", "About us")):
        html = (site / page).read_text(encoding="utf-8")
        assert f"<h1>{heading}</h1>" in html
        # No widget: no React, no router, no script module at all.
        assert '<script type="module"' not in html
        assert 'rel="modulepreload"' not in html
        assert "data-discover" not in html
        # Links are plain links the browser follows.
        assert re.search(r'<a href="/(about)?"', html)
        assert '<script type="speculationrules">' in html


def test_the_policy_is_in_every_page_and_in_the_hosts_headers(site):
    html = (site / "index.html").read_text(encoding="utf-8")
    assert '<meta http-equiv="Content-Security-Policy"' in html
    headers = (site / "_headers").read_text(encoding="utf-8")
    assert "Content-Security-Policy: default-src 'self'" in headers
    assert "Strict-Transport-Security" in headers
    assert (site / "_headers.nginx.conf").is_file()


def test_the_404_page_is_prerendered_and_the_sitemap_lists_the_pages(site):
    assert "<h1>Not here</h1>" in (site / "404.html").read_text(encoding="utf-8")
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    assert sitemap.count("<url>") == 2
    assert "<loc>https://two.example/about</loc>" in sitemap
    robots = (site / "robots.txt").read_text(encoding="utf-8")
    assert "Sitemap: https://two.example/sitemap.xml" in robots
