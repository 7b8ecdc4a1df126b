"""The stylesheet and bundle-alias plugins edit Reflex's output,
and stop the build when it no longer has the shape they expect."""

import re
from pathlib import Path

import pytest

from static_first.generated.reset_css import FILE as RESET
from static_first.plugins.inline_stylesheet import (
    drop_dead_reset_rules,
    inline_stylesheet,
    stylesheet_as_resource,
)
from static_first.plugins.state_free_bundle import ALIASES, alias_state_free_modules

ROOT = Path(__file__).resolve().parents[2]

DOCUMENT = (
    'import reflexGlobalStyles from "$/styles/__reflex_global_styles.css?url"\n'
    'jsx("head",{},jsx(Meta,{},),'
    'jsx("link",{as:"style",href:reflexGlobalStyles,rel:"preload"},),'
    'jsx("link",{href:reflexGlobalStyles,rel:"stylesheet",type:"text/css"},),jsx(Links,{},))'
)


def test_the_stylesheet_goes_inline_in_place_of_its_links():
    out = inline_stylesheet(DOCUMENT)
    assert out.startswith('import {InlineStylesheet} from "$/static_first/inline_stylesheet.js"\n')
    assert "jsx(Meta,{},),jsx(InlineStylesheet,{},),jsx(Links,{},)" in out


@pytest.mark.parametrize(
    "broken",
    [
        DOCUMENT.replace('rel:"preload"', 'rel:"prefetch"'),
        DOCUMENT.replace('type:"text/css"', 'type:"text/css",precedence:"x"'),
    ],
)
def test_a_document_of_another_shape_stops_the_build(broken):
    with pytest.raises(RuntimeError, match="changed shape"):
        inline_stylesheet(broken)


def test_in_development_the_stylesheet_link_is_a_react_resource():
    out = stylesheet_as_resource(DOCUMENT)
    assert (
        'jsx("link",{href:reflexGlobalStyles,precedence:"default",rel:"stylesheet",'
        'type:"text/css"},)'
    ) in out
    assert out.replace('precedence:"default",', "", 1) == DOCUMENT


def test_a_development_document_of_another_shape_stops_the_build():
    with pytest.raises(RuntimeError, match="changed shape"):
        stylesheet_as_resource(
            DOCUMENT.replace('type:"text/css"', 'type:"text/css",precedence:"x"')
        )


def test_the_aliases_come_before_reflexs_own():
    config = '    alias: [\n      {\n        find: "$",\n      },\n    ],\n'
    out = alias_state_free_modules(config)
    assert out.index("no_state.js") < out.index('find: "$"')
    for pattern, stub in ALIASES.items():
        assert f"find: /{pattern}/" in out and stub in out
        assert (ROOT / "static_first" / "js" / stub).is_file()


@pytest.mark.parametrize(
    "specifier",
    [
        "$/utils/state",
        "$/utils/state.js",
        "@emotion/react",
        "resize-observer-polyfill",
        "$/utils/react-theme",
    ],
)
def test_each_alias_matches_its_import(specifier):
    assert sum(bool(re.search(p.replace("\\/", "/"), specifier)) for p in ALIASES) == 1


@pytest.mark.parametrize(
    "specifier",
    ["$/utils/context", "$/utils/state_extra", "@emotion/styled", "$/utils/react-theme-extra"],
)
def test_other_imports_keep_their_module(specifier):
    assert not any(re.search(p.replace("\\/", "/"), specifier) for p in ALIASES)


def test_no_alias_list_stops_the_build():
    with pytest.raises(RuntimeError, match="changed shape"):
        alias_state_free_modules("export default {}")


def reflex_reset() -> str:
    import reflex_base

    return (Path(reflex_base.__file__).parent / ".templates" / "web" / RESET).read_text()


def test_the_resets_invalid_font_rules_go_and_nothing_else():
    reset = reflex_reset()
    kept = drop_dead_reset_rules(reset)
    assert "--default-" in reset and "--default-" not in kept
    gone = [line for line in reset.splitlines() if line not in kept.splitlines()]
    assert all(re.search(r"font-|--default-|Emoji|Monaco|monospace", line) for line in gone), gone
    assert drop_dead_reset_rules(kept) == kept  # a .web/ an earlier build edited


def test_a_reset_of_another_shape_stops_the_build():
    half = reflex_reset().replace(
        "font-feature-settings: --default", "font-feature-settings: var(--x)"
    )
    with pytest.raises(RuntimeError, match="changed shape"):
        drop_dead_reset_rules(half)
