"""vite.config.js, which Reflex writes into .web/: its anchors, and the edits made at them.

The layer's JavaScript (static_first/js/) is written into .web/static_first/
(`LAYER_DIR`), where the config reaches it by a relative path and the
compiled app under Reflex's "$" alias for the web folder.
"""

from static_first.generated.reflex_private import Dirs

FILE = "vite.config.js"
# The line that opens Vite's alias list, the import a plugin's import
# follows, and the line that opens the plugin list.
ALIAS_LIST = "    alias: [\n"
DEFINE_CONFIG_IMPORT = 'import { defineConfig } from "vite";\n'
PLUGIN_LIST = "  plugins: [\n"
# Where the bundle's code-splitting groups start (elements_chunk.js adds one).
CHUNK_GROUPS = ("codeSplitting: {", "groups: [")

# The web folder's own name for itself in compiled code (Reflex's alias).
WEB_ALIAS = "$"
# The layer's JavaScript, inside the web folder.
LAYER_DIR = "static_first"
# assets/ as Reflex copies it into the web folder.
PUBLIC = Dirs.PUBLIC


def layer_module(name: str) -> str:
    """static_first/js/`name` as the compiled app imports it."""
    return f"{WEB_ALIAS}/{LAYER_DIR}/{name}"


def config_path(module: str) -> str:
    """A module in the web folder (`.web/static_first/<name>.js`) as vite.config.js names it."""
    return f"./{module}"


def add_vite_plugin(config: str, *, name: str, module: str, call: str, purpose: str) -> str:
    """`config` importing `name` from `module` (a path in the web folder) and
    calling `call` first in its plugin list; stops the build, naming
    `purpose`, when the file has changed shape."""
    if config.count(DEFINE_CONFIG_IMPORT) != 1 or config.count(PLUGIN_LIST) != 1:
        raise RuntimeError(f"{FILE} changed shape: cannot {purpose}")
    config = config.replace(
        DEFINE_CONFIG_IMPORT,
        DEFINE_CONFIG_IMPORT + f'import {name} from "{config_path(module)}";\n',
    )
    return config.replace(PLUGIN_LIST, PLUGIN_LIST + f"    {call},\n")


def add_aliases(config: str, aliases: dict[str, str], *, purpose: str) -> str:
    """`config` with `aliases` (a regular expression of an import -> a module
    in the web folder) first in its alias list."""
    if config.count(ALIAS_LIST) != 1:
        raise RuntimeError(f"{FILE} changed shape: cannot {purpose}")
    lines = "".join(
        f"      {{ find: /{pattern}/, replacement: "
        f'fileURLToPath(new URL("{config_path(module)}", import.meta.url)) }},\n'
        for pattern, module in aliases.items()
    )
    return config.replace(ALIAS_LIST, ALIAS_LIST + lines, 1)


def file_url(module: str) -> str:
    """A module in the web folder as an absolute path, in vite.config.js's own JavaScript."""
    return f'fileURLToPath(new URL("{config_path(module)}", import.meta.url))'
