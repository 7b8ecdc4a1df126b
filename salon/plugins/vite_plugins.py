"""Adding a Vite plugin from assets/js/reflex/ to Reflex's vite.config.js."""

from salon.plugins.reflex_output import VITE_DEFINE_CONFIG_IMPORT, VITE_PLUGIN_LIST, VITE_PUBLIC_JS


def add_vite_plugin(config: str, *, name: str, module: str, call: str, purpose: str) -> str:
    """`config` importing `name` from assets/js/reflex/`module` and calling
    `call` first in its plugin list; stops the build, naming `purpose`, when
    the file has changed shape."""
    if config.count(VITE_DEFINE_CONFIG_IMPORT) != 1 or config.count(VITE_PLUGIN_LIST) != 1:
        raise RuntimeError(f"vite.config.js changed shape: cannot {purpose}")
    config = config.replace(
        VITE_DEFINE_CONFIG_IMPORT,
        VITE_DEFINE_CONFIG_IMPORT + f'import {name} from "{VITE_PUBLIC_JS}/reflex/{module}";\n',
    )
    return config.replace(VITE_PLUGIN_LIST, VITE_PLUGIN_LIST + f"    {call},\n")
