"""The static-site layer stands apart from the salon, and its plugins' order is data."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from reflex.plugins import Plugin

import static_first
from static_first import Language, Route, StaticSite
from static_first.order import Ordered, constraints, ordered
from static_first.plugins.lockfile_repair import LockfileRepairPlugin
from static_first.plugins.not_found_rules import NotFoundRulesPlugin
from static_first.plugins.security_headers import SecurityHeadersPlugin

LAYER = Path(static_first.__file__).resolve().parent
APP_PACKAGES = {"salon", "salon_components", "tools", "tests", "rxconfig"}


def _imported(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("module", sorted(LAYER.rglob("*.py")), ids=lambda p: p.name)
def test_the_layer_imports_nothing_of_the_salon(module):
    assert not _imported(module) & APP_PACKAGES


@pytest.mark.parametrize("module", sorted((LAYER / "js").iterdir()), ids=lambda p: p.name)
def test_the_layers_javascript_imports_only_itself_packages_and_reflexs_files(module):
    sources = re.findall(r'^\s*import\b[^"]*?"([^"]+)"', module.read_text(encoding="utf-8"), re.M)
    for source in sources:
        assert not source.startswith(("../", "$/public/")), source
        if source.startswith("./"):
            assert (LAYER / "js" / source).is_file(), source


def test_the_layer_names_no_salon_file_or_text():
    for path in LAYER.rglob("*"):
        if path.suffix in (".py", ".js", ".jsx"):
            text = path.read_text(encoding="utf-8")
            assert not re.search(r"salon|assets/js|content/", text, re.I), path


def test_the_sites_plugins_keep_every_order_they_ask_for():
    import rxconfig

    plugins = rxconfig.config.plugins
    position = {type(plugin): index for index, plugin in enumerate(plugins)}
    pairs = constraints(plugins)
    assert pairs
    for earlier, later in pairs:
        assert position[earlier] < position[later], (earlier, later)
    # First and last, as their modules say.
    assert type(plugins[0]) is LockfileRepairPlugin
    assert type(plugins[-1]) is SecurityHeadersPlugin


# The hooks a plugin of the site may define, and Reflex's own signature of each.
HOOKS = ("pre_compile", "post_build", "get_stylesheet_paths", "post_compile")


def test_the_sites_plugins_type_their_hooks_as_reflex_does():
    """`**context: Unpack[...]` with Reflex's context type (through
    static_first/generated/hook_context.py), read by its typed keys."""
    import typing

    import rxconfig

    for plugin in rxconfig.config.plugins:
        for hook in HOOKS:
            own = getattr(type(plugin), hook)
            if own is getattr(Plugin, hook):
                continue
            # Unpack[X]: typing's or typing_extensions' (Reflex's), the same X.
            theirs = typing.get_args(typing.get_type_hints(getattr(Plugin, hook))["context"])
            ours = typing.get_args(typing.get_type_hints(own).get("context"))
            assert ours == theirs, f"{type(plugin).__name__}.{hook}"


def _plugin(name: str, after=(), before=(), *, bases=(Ordered, Plugin), module=__name__):
    """A plugin class that asks for nothing but its place."""
    attributes = {"after": after, "before": before, "__module__": module}
    return dataclass(kw_only=True, frozen=True)(type(name, bases, attributes))


_A = _plugin("_A")
_C = _plugin("_C", before=(_A,))
_B = _plugin("_B", after=(_C,))
_Last = _plugin("_Last", after=("*",))
_Loop = _plugin("_Loop", after=(_Last,))


def _names(plugins):
    return [type(plugin).__name__ for plugin in plugins]


def test_the_order_moves_a_plugin_only_as_far_as_a_constraint_asks():
    assert _names(ordered([_A(), _B(), _C()])) == ["_C", "_A", "_B"]
    assert _names(ordered([_Last(), _A()])) == ["_A", "_Last"]
    assert _names(ordered([_A()])) == ["_A"]


def test_a_cycle_or_an_unknown_plugin_stops_the_build():
    with pytest.raises(ValueError, match="cycle"):
        ordered([_Last(), _Loop()])
    with pytest.raises(ValueError, match=r"test_static_first\._C"):
        ordered([_B()])


def test_two_plugins_of_one_name_are_told_apart():
    """An order names a plugin by its class, not its name: a package's
    SitemapPlugin is not Reflex's."""
    ours = _plugin("SitemapPlugin", module="my_layer.sitemap")
    theirs = _plugin("SitemapPlugin", module="reflex_base.plugins.sitemap")
    after_ours = _plugin("_AfterOurs", after=(ours,))
    assert [type(p) for p in ordered([after_ours(), theirs(), ours()])] == [
        theirs,
        ours,
        after_ours,
    ]
    with pytest.raises(ValueError, match=r"my_layer\.sitemap\.SitemapPlugin"):
        ordered([after_ours(), theirs()])


def test_a_class_names_every_plugin_of_it():
    base = _plugin("_Base")
    one, two = _plugin("_One", bases=(base,)), _plugin("_Two", bases=(base,))
    first = _plugin("_First", before=(base,))
    assert _names(ordered([one(), two(), first()])) == ["_First", "_One", "_Two"]


def test_every_layer_plugin_has_its_own_name():
    """Of the site's plugins, and of Reflex's own (rx.plugins)."""
    import reflex as rx

    import rxconfig

    names = [type(plugin).__name__ for plugin in rxconfig.config.plugins]
    reflexs = {value.__name__ for value in vars(rx.plugins).values() if isinstance(value, type)}
    assert len(names) == len(set(names))
    assert not set(names) & reflexs


# --- the site, described once per compile ----------------------------------------------

DESCRIBED: list[int] = []


def describe_counted() -> StaticSite:
    """A site of two routes; each call is counted."""
    DESCRIBED.append(len(DESCRIBED))
    english, url = Language("en"), "https://example.org"
    return StaticSite(
        url=url,
        languages=(english,),
        routes=(
            Route("/", english, url=url + "/"),
            Route("404", english, in_sitemap=False, not_found=True),
        ),
    )


def _compile(plugins, static_dir: Path) -> list:
    """The hooks of one compile, as Reflex calls them (reflex/compiler and
    reflex/utils/build.py): what they save, and post_build's of one plugin."""
    saved = []
    context = {
        "add_save_task": lambda task, *args, **kwargs: saved.append(task),
        "add_modify_task": lambda *args: None,
        "radix_themes_plugin": None,
        "unevaluated_pages": [],
    }
    for plugin in plugins:
        plugin.pre_compile(**context)
    for plugin in plugins:
        plugin.get_stylesheet_paths()
    for plugin in plugins:
        if isinstance(plugin, NotFoundRulesPlugin):
            plugin.post_build(static_dir=static_dir)
    return saved


def test_the_site_is_described_once_per_compile_and_again_on_the_next(tmp_path):
    # All of the layer's plugins but the lockfile's, which would look at this project's.
    plugins = [
        plugin
        for plugin in static_first.ordered(static_first.plugins(f"{__name__}:describe_counted"))
        if not isinstance(plugin, LockfileRepairPlugin)
    ]
    DESCRIBED.clear()
    _compile(plugins, tmp_path)
    assert len(DESCRIBED) == 1
    # `reflex run` after an edit: the next compile describes the site again, once.
    _compile(plugins, tmp_path)
    assert len(DESCRIBED) == 2
