"""postcss.config.js, which Reflex writes into .web/ once: its plugin list."""

from static_first.generated.reflex_private import Dirs

FILE = Dirs.POSTCSS_JS
# The line that opens its plugins (as Reflex's Tailwind plugins find it).
PLUGINS = "  plugins: {\n"
_PLUGINS_END = "\n  },"


def add_plugin(config: str, module: str) -> str:
    """`config` with the PostCSS plugin `module` last in its list (once: a
    later compile of the same web folder finds it added)."""
    if f'"{module}"' in config:
        return config
    if config.count(PLUGINS) != 1:
        raise RuntimeError(f"{FILE} changed shape: cannot add {module}")
    start = config.index(PLUGINS) + len(PLUGINS)
    end = config.index(_PLUGINS_END, start)
    return config[:end] + f'\n    "{module}": {{}},' + config[end:]
