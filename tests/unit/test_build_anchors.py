"""The strings the build plugins copy from Reflex's output still match what Reflex writes.

A Reflex upgrade that renames one of them fails here, by name, instead of in
the middle of an export (or, worse, silently).
"""

import dataclasses
import inspect

import pytest
from reflex.utils import frontend_skeleton
from reflex_base.compiler import templates
from reflex_base.config import get_config

from salon.plugins import admin, build_errors, not_found_page, reflex_output


def test_error_boundary_key_is_reflexs_own():
    import reflex as rx

    defaults = {f.name: f for f in dataclasses.fields(rx.App)}["app_wraps"].default_factory()
    assert reflex_output.ERROR_BOUNDARY_KEY in defaults


def test_vite_config_still_opens_its_alias_list_the_same_way():
    assert reflex_output.VITE_ALIAS_LIST.strip() in inspect.getsource(templates)


def test_vite_config_still_takes_the_development_admin_route():
    """The /admin/ plugin's two anchors: the defineConfig import and the plugin list."""
    config = frontend_skeleton._compile_vite_config(get_config())
    assert config.count(reflex_output.VITE_DEFINE_CONFIG_IMPORT) == 1
    assert config.count(reflex_output.VITE_PLUGIN_LIST) == 1
    served = admin.serve_admin_index(config)
    assert 'import adminIndex from "./public/js/reflex/admin_index.js";' in served
    assert served.index("adminIndex(),") > served.index(reflex_output.VITE_PLUGIN_LIST)
    with pytest.raises(RuntimeError, match=r"vite\.config\.js changed shape"):
        admin.serve_admin_index(config.replace(reflex_output.VITE_PLUGIN_LIST, "  plugins: [ "))
    shows = build_errors.add_build_errors(served)
    assert 'import buildErrors from "./public/js/reflex/build_errors.js";' in shows
    assert shows.index("buildErrors(),") > shows.index(reflex_output.VITE_PLUGIN_LIST)


def test_an_export_still_prerenders_every_route_the_same_way():
    config = frontend_skeleton._update_react_router_config(get_config(), prerender_routes=True)
    assert reflex_output.PRERENDER_ALL in config
    edited = not_found_page.prerender_404_paths(config, not_found_page.not_found_pages())
    assert '"/__404", "/en/__404"]' in edited


def test_the_404_edit_fails_loudly_without_its_anchor():
    config = frontend_skeleton._update_react_router_config(get_config(), prerender_routes=False)
    with pytest.raises(RuntimeError, match=r"react-router\.config\.js changed shape"):
        not_found_page.prerender_404_paths(config, not_found_page.not_found_pages())


def test_each_languages_404_page_is_still_its_prefixs_catch_all():
    """Reflex's route list keeps the anchors the 404 plugin adds each other
    language's catch-all at, and the file it names is Reflex's for the page."""
    from reflex.compiler.utils import get_page_path

    pages = not_found_page.not_found_pages()
    listed = not_found_page.route_list(reflex_output.reflex_route_list(), pages)
    english = next(page for page in pages if page.prefix == "/en")
    assert english.route == "en/404"
    file = get_page_path(english.route).rsplit("/", 1)[-1]
    assert f'route("en/*", "routes/{file}"),' in listed
    assert listed.index('route("en/*"') < listed.index('route("*"')
    with pytest.raises(RuntimeError, match=r"app/routes\.js changed shape"):
        not_found_page.route_list("export default [];", pages)


def test_the_wrappers_and_the_plugins_import_local_modules_the_same_way():
    """salon_components/ imports nothing of salon/, so it derives the prefix itself."""
    from salon_components.js_module import PUBLIC_JS

    assert PUBLIC_JS == reflex_output.PUBLIC_JS
    # Reflex's own asset helper imports a public file under the same prefix.
    assert f'"$/{reflex_output.Dirs.PUBLIC}' in inspect.getsource(
        __import__("reflex.assets").assets
    )


def test_custom_elements_are_rendered_by_tag_name_as_reflexs_own_elements_are():
    """salon_components/elements.py sets the flag Reflex's HTML elements set."""
    import reflex as rx

    from salon_components.elements import CustomElement

    assert rx.el.div.__self__._is_tag_in_global_scope is True
    assert CustomElement._is_tag_in_global_scope is True


def test_the_bundle_still_takes_chunk_groups():
    """assets/js/reflex/elements_chunk.js adds the elements' group to them."""
    config = frontend_skeleton._compile_vite_config(get_config())
    assert "codeSplitting: {" in config and "groups: [" in config
