"""The plugin that leaves Reflex's colour-mode script out (the site is light only)."""

import pytest

from static_first.plugins.light_only import drop_color_mode_script
from static_first.plugins.tolerant_head_scripts import tolerant_head_scripts


def _document_root(head_components=()):
    from reflex.compiler.compiler import compile_document_root

    _, code = compile_document_root(
        list(head_components), html_lang="sv", html_custom_attrs={}, default_color_mode="light"
    )
    return code


def test_reflexs_document_root_loses_the_colour_mode_script_and_nothing_else():
    import reflex as rx

    code = _document_root([rx.el.script("window.ours = 1")])
    out = drop_color_mode_script(code)
    assert "localStorage" in code and "colorScheme" in code
    assert "localStorage" not in out and "colorScheme" not in out
    assert 'jsx("script",{},"window.ours = 1")' in out
    # What is left is still what the head-scripts plugin, which runs next, expects.
    assert (
        'jsx("script",{suppressHydrationWarning:true,},"window.ours = 1")'
        in tolerant_head_scripts(out)
    )
    assert len(code) - len(out) > 900


def test_a_document_root_without_it_stops_the_build():
    out = drop_color_mode_script(_document_root())
    with pytest.raises(RuntimeError, match="changed shape"):
        drop_color_mode_script(out)


def test_the_app_is_configured_light():
    import rxconfig

    assert rxconfig.config.default_color_mode == "light"
