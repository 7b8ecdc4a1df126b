"""Reflex build plugins: what the static export needs beyond Reflex's defaults."""

from dataclasses import dataclass

from reflex_base.plugins.base import Plugin

# The export has no backend (`enable_state=False`), so Reflex's websocket
# client is never called; aliasing it to a stub keeps ~13 KB gzip of
# socket.io out of every page's first load.
NO_SOCKET_STUB = "public/js/no_socket.js"
_ALIAS_LIST = "    alias: [\n"
_ALIAS = (
    '      { find: /^socket\\.io-client$/, replacement: '
    f'fileURLToPath(new URL("./{NO_SOCKET_STUB}", import.meta.url)) }},\n'
)


@dataclass(kw_only=True, frozen=True)
class RobotsPlugin(Plugin):
    """Writes robots.txt, pointing crawlers to the sitemap, next to sitemap.xml."""

    site_url: str

    def pre_compile(self, **context) -> None:
        text = f"User-agent: *\nAllow: /\n\nSitemap: {self.site_url}/sitemap.xml\n"
        context["add_save_task"](lambda: ("public/robots.txt", text))


@dataclass(kw_only=True, frozen=True)
class NoBackendPlugin(Plugin):
    """Leaves the websocket client out of the bundle."""

    def pre_compile(self, **context) -> None:
        context["add_modify_task"]("vite.config.js", _alias_socket_client)


def _alias_socket_client(config: str) -> str:
    if config.count(_ALIAS_LIST) != 1:
        raise RuntimeError("vite.config.js changed shape: cannot alias socket.io-client")
    return config.replace(_ALIAS_LIST, _ALIAS_LIST + _ALIAS, 1)
