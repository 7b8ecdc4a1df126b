"""The strings the build plugins copy from Reflex's output still match what Reflex writes.

Every anchor lives in static_first/generated/ (one module per generated
file, and reflex_private for the imports beyond Reflex's public API); each is
checked here against the installed Reflex. A Reflex upgrade that renames one
of them fails here, by name, instead of in the middle of an export (or, worse,
silently).
"""

import dataclasses
import inspect
import os
import re
from pathlib import Path

import pytest
import reflex.reflex as reflex_cli
from reflex.utils import frontend_skeleton
from reflex_base.compiler import templates
from reflex_base.config import get_config

from salon.plugins import build_errors
from salon.plugins.admin import serve_admin_index
from salon.site import describe
from static_first.generated import (
    backend_cors,
    bun,
    compiled_app,
    document_root,
    hook_context,
    hot_reload,
    postcss_config,
    prerendered_page,
    react_router_config,
    reflex_private,
    reset_css,
    routes_js,
    run_environment,
    vite_config,
)
from static_first.plugins import prerendered_404

ROOT = Path(__file__).resolve().parents[2]
# Reflex's web template, which it copies into .web/.
WEB_TEMPLATE = reflex_private.Templates.Dirs.WEB_TEMPLATE


def test_error_boundary_key_is_reflexs_own():
    import reflex as rx

    defaults = {f.name: f for f in dataclasses.fields(rx.App)}["app_wraps"].default_factory()
    assert reflex_private.ERROR_BOUNDARY_KEY in defaults


def test_the_hooks_contexts_are_the_ones_reflex_types_its_hooks_with():
    """Each hook of Reflex's Plugin takes `**context: Unpack[...]` of the
    type the seam hands out, with the keys the plugins read."""
    from typing import get_args

    from reflex.plugins import Plugin

    for hook, context in [
        ("pre_compile", hook_context.PreCompileContext),
        ("post_build", hook_context.PostBuildContext),
        ("get_stylesheet_paths", hook_context.CommonContext),
    ]:
        annotation = inspect.signature(getattr(Plugin, hook)).parameters["context"].annotation
        assert get_args(annotation) == (context,), hook
    assert {
        "add_save_task",
        "add_modify_task",
    } <= hook_context.PreCompileContext.__annotations__.keys()
    assert hook_context.PostBuildContext.__annotations__["static_dir"] is Path


def test_the_reloader_reads_the_ignore_patterns_when_the_dev_server_starts():
    """The list the seam edits is the one `reflex run` hands its server, read
    then (not bound when Reflex is imported), and it skips `*.yml`."""
    exec_source = inspect.getsource(reflex_private.reflex_exec.run_granian_backend)
    assert "reload_ignore_patterns=HOTRELOAD_IGNORE_PATTERNS" in exec_source
    assert hot_reload.ignored() == reflex_private.reflex_exec.HOTRELOAD_IGNORE_PATTERNS
    # Reflex's own list, before rxconfig.py takes the content's files off it.
    assert "yml" in reflex_private.reflex_exec.HOTRELOAD_IGNORE_EXTENSIONS


def test_watching_a_name_drops_only_the_patterns_that_match_it(monkeypatch):
    monkeypatch.setattr(
        reflex_private.reflex_exec, "HOTRELOAD_IGNORE_PATTERNS", (r"^.*\.yml$", r"^.*\.log$")
    )
    hot_reload.watch(["hours.yml"])
    assert hot_reload.ignored() == (r"^.*\.log$",)


def test_the_backends_cors_is_the_configs_read_after_the_api_transformer(monkeypatch):
    """Reflex reads the allowed origins when it wraps the backend, after the
    app's api_transformer ran (which sets them through the seam)."""
    from reflex.app import App
    from starlette.applications import Starlette
    from starlette.middleware.cors import CORSMiddleware

    monkeypatch.setattr(get_config(), "cors_allowed_origins", get_config().cors_allowed_origins)
    backend_cors.allow_only(("https://salon.example",))
    api = Starlette()
    App._add_cors(api)
    (cors,) = [middleware for middleware in api.user_middleware if middleware.cls is CORSMiddleware]
    assert cors.kwargs["allow_origins"] == ("https://salon.example",)
    assembly = inspect.getsource(App.__call__)
    assert assembly.index("api_transformer(asgi_app)") < assembly.index(
        "App._add_cors(top_asgi_app)"
    )


def test_the_bun_handed_out_is_the_one_reflex_installs_and_runs(monkeypatch):
    from reflex.config import Config
    from reflex.utils import js_runtimes, path_ops

    assert bun.version() == reflex_private.Bun.VERSION
    # Reflex installs that version, and uses its own copy where it finds one.
    assert "constants.Bun.VERSION" in inspect.getsource(js_runtimes.install_bun)
    assert {f.name: f for f in dataclasses.fields(Config)}["bun_path"].default == bun.path()
    assert "get_config().bun_path" in inspect.getsource(path_ops.get_bun_path)
    monkeypatch.setenv("REFLEX_USE_SYSTEM_BUN", "1")
    assert bun.uses_system_bun() is path_ops.use_system_bun() is True
    monkeypatch.setenv("REFLEX_USE_SYSTEM_BUN", "0")
    assert bun.uses_system_bun() is path_ops.use_system_bun() is False


# What `reflex run` sets only for `--env preview`, a choice an export started
# from it may keep (unminified bundles, no autoprefixer).
PREVIEW_CHOICES = {"VITE_MINIFY", "REFLEX_NO_AUTOPREFIXER"}


def test_every_variable_reflex_run_sets_for_itself_is_kept_from_a_build():
    set_by_run, persisted = set(), set()
    for module in (reflex_cli, reflex_private.reflex_exec):
        source = inspect.getsource(module)
        set_by_run |= set(re.findall(r"environment\.(\w+)\.set\(", source))
        for keys in re.findall(r"_set_persistent\(([^)]*)\)", source):
            persisted |= {f"REFLEX_{key.upper()}" for key in re.findall(r"(\w+)=", keys)}
    assert set_by_run - PREVIEW_CHOICES == set(run_environment.RUN_ONLY)
    assert persisted <= set(run_environment.PERSISTED)
    assert 'os.environ["PORT"]' in inspect.getsource(reflex_private.reflex_exec)


def test_a_build_started_by_the_prod_backend_compiles(monkeypatch):
    """`reflex run --backend-only` tells its own processes to skip the
    compile, under the name Reflex gives it (`__REFLEX_SKIP_COMPILE`): a
    build it starts must not."""
    name = reflex_private.environment.REFLEX_SKIP_COMPILE.name
    monkeypatch.delenv(name, raising=False)
    reflex_cli._skip_compile()
    assert name in os.environ
    build = run_environment.for_a_build({**os.environ, "REFLEX_TELEMETRY_ENABLED": "false"})
    assert name not in build and build["REFLEX_TELEMETRY_ENABLED"] == "false"
    monkeypatch.delenv(name)


def test_the_private_imports_are_what_they_stand_for():
    """reflex_private's imports resolve (importing it above) and are the
    pieces the layer means."""
    import reflex as rx

    assert reflex_private.Dirs.PUBLIC == rx.constants.Dirs.PUBLIC
    assert callable(reflex_private.get_web_dir) and callable(reflex_private.is_prod_mode)
    assert callable(reflex_private.should_prerender_routes)
    assert reflex_private.PlainLink.create().tag == "a"
    assert issubclass(reflex_private.ErrorBoundary, rx.Component)
    assert issubclass(reflex_private.Bare, rx.Component)
    assert reflex_private.reflex_exec.is_prod_mode is reflex_private.is_prod_mode
    assert hasattr(reflex_private.environment, "REFLEX_ENV_MODE")
    imports = reflex_private.component_imports(rx.el.div(rx.el.a("x", href="/")))
    assert all(isinstance(library, str) for library in imports)


def test_vite_config_still_opens_its_alias_list_the_same_way():
    assert vite_config.ALIAS_LIST.strip() in inspect.getsource(templates)
    config = frontend_skeleton._compile_vite_config(get_config())
    assert config.count(vite_config.ALIAS_LIST) == 1


def test_vite_config_still_takes_the_development_admin_route():
    """The /admin/ plugin's two anchors: the defineConfig import and the plugin list."""
    config = frontend_skeleton._compile_vite_config(get_config())
    assert config.count(vite_config.DEFINE_CONFIG_IMPORT) == 1
    assert config.count(vite_config.PLUGIN_LIST) == 1
    served = serve_admin_index(config)
    assert 'import adminIndex from "./public/js/vite/admin_index.js";' in served
    assert (ROOT / "assets" / "js" / "vite" / "admin_index.js").is_file()
    assert served.index("adminIndex(),") > served.index(vite_config.PLUGIN_LIST)
    with pytest.raises(RuntimeError, match=r"vite\.config\.js changed shape"):
        serve_admin_index(config.replace(vite_config.PLUGIN_LIST, "  plugins: [ "))
    shows = build_errors.add_build_errors(served)
    assert 'import buildErrors from "./public/js/vite/build_errors.js";' in shows
    assert (ROOT / "assets" / "js" / "vite" / "build_errors.js").is_file()
    assert shows.index("buildErrors(),") > shows.index(vite_config.PLUGIN_LIST)


def test_vite_config_is_reflexs_file_in_the_web_folder_that_names_it_by_its_alias():
    config = frontend_skeleton._compile_vite_config(get_config())
    # Reflex's "$" alias for the web folder, which the compiled app imports the layer's JS under.
    assert f'find: "{vite_config.WEB_ALIAS}"' in config
    assert vite_config.layer_module("x.js") == "$/static_first/x.js"
    assert vite_config.FILE in inspect.getsource(frontend_skeleton)
    # Reflex copies assets/ into the web folder's public/.
    assert vite_config.PUBLIC == "public"


def test_an_export_still_prerenders_every_route_the_same_way():
    config = frontend_skeleton._update_react_router_config(get_config(), prerender_routes=True)
    assert react_router_config.PRERENDER_ALL in config
    assert (WEB_TEMPLATE / react_router_config.FILE).is_file()
    edited = prerendered_404.prerender_404_paths(
        config, prerendered_404.not_found_pages(describe())
    )
    assert '"/__404", "/en/__404"]' in edited


def test_the_404_edit_fails_loudly_without_its_anchor():
    config = frontend_skeleton._update_react_router_config(get_config(), prerender_routes=False)
    with pytest.raises(RuntimeError, match=r"react-router\.config\.js changed shape"):
        prerendered_404.prerender_404_paths(config, prerendered_404.not_found_pages(describe()))


def test_each_languages_404_page_is_still_its_prefixs_catch_all():
    """Reflex's route list keeps the anchors the 404 plugin adds each other
    language's catch-all at, and the file it names is Reflex's for the page."""
    from reflex.compiler.utils import get_page_path

    template = routes_js.template()
    assert template.count(routes_js.IGNORED) == 1
    assert template.count(routes_js.CATCH_ALL) == 1
    assert (WEB_TEMPLATE / routes_js.FILE).is_file()
    pages = prerendered_404.not_found_pages(describe())
    listed = prerendered_404.route_list(template, pages)
    english = next(page for page in pages if page.prefix == "/en")
    assert english.route == "en/404"
    file = get_page_path(english.route).rsplit("/", 1)[-1]
    assert routes_js.page_route_file(english.route) == file
    assert f'route("en/*", "routes/{file}"),' in listed
    assert listed.index('route("en/*"') < listed.index('route("*"')
    with pytest.raises(RuntimeError, match=r"app/routes\.js changed shape"):
        prerendered_404.route_list("export default [];", pages)


def test_the_wrappers_and_the_plugins_import_local_modules_the_same_way():
    """salon_components/ imports nothing of salon/, so it derives the prefix itself."""
    from salon_components.js_module import PUBLIC_JS

    assert f"{vite_config.WEB_ALIAS}/{vite_config.PUBLIC}/js" == PUBLIC_JS
    # Reflex's own asset helper imports a public file under the same prefix.
    assert f'"$/{reflex_private.Dirs.PUBLIC}' in inspect.getsource(
        __import__("reflex.assets").assets
    )


def test_custom_elements_are_rendered_by_tag_name_as_reflexs_own_elements_are():
    """salon_components/elements.py sets the flag Reflex's HTML elements set."""
    import reflex as rx

    from salon_components.elements import CustomElement

    assert rx.el.div.__self__._is_tag_in_global_scope is True
    assert CustomElement._is_tag_in_global_scope is True


def test_the_bundle_still_takes_chunk_groups():
    """static_first/js/elements_chunk.js adds the elements' group to them."""
    config = frontend_skeleton._compile_vite_config(get_config())
    assert "codeSplitting: {" in config and "groups: [" in config
    for anchor in vite_config.CHUNK_GROUPS:
        assert anchor in config


# --- the document root ---------------------------------------------------------------


def compiled_document_root() -> tuple[str, str]:
    """Reflex's document root, compiled as the export does (colour-mode script included)."""
    from reflex.compiler.compiler import compile_document_root

    return compile_document_root(
        [], html_lang="sv", html_custom_attrs={}, default_color_mode="light"
    )


@pytest.mark.parametrize("mode", ["prod", "dev"])
def test_the_document_root_is_the_file_and_has_the_pieces_the_layer_edits(monkeypatch, mode):
    """An export (prod) preloads the stylesheet; `reflex run` (dev) links it alone."""
    monkeypatch.setenv("REFLEX_ENV_MODE", mode)
    assert reflex_private.is_prod_mode() is (mode == "prod")
    path, code = compiled_document_root()
    assert Path(path).as_posix().endswith(document_root.FILE)
    assert code.count(document_root.STYLESHEET_PRELOAD) == (1 if mode == "prod" else 0)
    assert code.count(document_root.STYLESHEET_LINK) == 1
    head, body = code.index(document_root.HEAD_OPEN), code.index(document_root.BODY_OPEN)
    assert head < body
    assert document_root.SCRIPT_OPEN in code[head:body]
    assert len(document_root.COLOR_MODE_SCRIPT.findall(code)) == 1


# --- Reflex's other generated files ----------------------------------------------------


def test_postcss_config_still_lists_its_plugins_the_same_way():
    config = (WEB_TEMPLATE / postcss_config.FILE).read_text(encoding="utf-8")
    assert config.count(postcss_config.PLUGINS) == 1
    edited = postcss_config.add_plugin(config, "./static_first/x.js")
    assert edited.count('"./static_first/x.js": {},') == 1
    assert postcss_config.add_plugin(edited, "./static_first/x.js") == edited
    with pytest.raises(RuntimeError, match="changed shape"):
        postcss_config.add_plugin("export default {};", "./static_first/x.js")


def test_the_reset_still_has_its_invalid_font_rules():
    reset = (WEB_TEMPLATE / reset_css.FILE).read_text(encoding="utf-8")
    assert len(reset_css.DEAD_RULE.findall(reset)) == reset_css.DEAD_RULES


@pytest.mark.parametrize(
    ("name", "pattern"),
    [
        ("SOCKET_CLIENT", compiled_app.SOCKET_CLIENT),
        ("EMOTION", compiled_app.EMOTION),
        ("STATE", compiled_app.STATE),
        ("COLOR_MODE", compiled_app.COLOR_MODE),
        *(("ROUTER", f"^{re.escape(module)}$") for module in compiled_app.ROUTER),
    ],
)
def test_the_compiled_app_still_imports_each_module_the_layer_replaces(name, pattern):
    """Each import the state-free bundle and the browser stand-ins replace is
    one Reflex writes (its compiler's sources and its web template)."""
    import reflex
    import reflex_base

    sources = [
        *Path(reflex.__file__).parent.rglob("*.py"),
        *Path(reflex_base.__file__).parent.rglob("*.py"),
        *WEB_TEMPLATE.rglob("*.js"),
    ]
    specifiers = {
        literal
        for path in sources
        for literal in re.findall(r"[\"']([$@\w][^\"'\s]*)[\"']", path.read_text("utf-8"))
    }
    assert any(re.search(pattern, specifier) for specifier in specifiers), name


def test_the_spa_fallback_is_reflexs_own():
    from reflex_base.constants import ReactRouter

    assert prerendered_page.SPA_FALLBACK == ReactRouter.SPA_FALLBACK
