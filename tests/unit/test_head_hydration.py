"""The plugin that lets React hydrate past a node injected into <head>."""

import pytest

from static_first.plugins.tolerant_head_scripts import tolerant_head_scripts

DOCUMENT = (
    'jsx("html",{lang:"sv"},jsx("head",{},jsx("script",{},"a"),jsx("script",{type:"x"},"b"),'
    'jsx("meta",{})),jsx("body",{},jsx("script",{},"c")))'
)


def test_every_head_script_and_only_those_accept_a_differing_text():
    out = tolerant_head_scripts(DOCUMENT)
    head, body = out.split('jsx("body",')
    assert head.count('jsx("script",{suppressHydrationWarning:true,') == 2
    assert "suppressHydrationWarning" not in body


def test_a_document_root_whose_head_scripts_changed_shape_stops_the_build():
    with pytest.raises(RuntimeError, match="changed shape"):
        tolerant_head_scripts('jsx("html",{},jsx("head",{},jsx("script",null)),jsx("body",{}))')
    with pytest.raises(RuntimeError, match="changed shape"):
        tolerant_head_scripts('jsx("html",{},jsx("body",{}))')


def test_a_document_root_without_head_scripts_is_left_as_it_is():
    source = 'jsx("html",{},jsx("head",{}),jsx("body",{}))'
    assert tolerant_head_scripts(source) == source


def test_the_compiled_document_root_is_what_the_plugin_expects():
    """Reflex's own document root, compiled as the export does."""
    from reflex.compiler.compiler import compile_document_root

    _, code = compile_document_root(
        [], html_lang="sv", html_custom_attrs={}, default_color_mode="light"
    )
    assert "suppressHydrationWarning:true" in tolerant_head_scripts(code).split('jsx("body",')[0]
