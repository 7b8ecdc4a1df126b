"""A Reflex plugin that writes robots.txt next to sitemap.xml in the export."""

from dataclasses import dataclass

from reflex_base.plugins.base import Plugin


@dataclass(kw_only=True, frozen=True)
class RobotsPlugin(Plugin):
    site_url: str

    def pre_compile(self, **context) -> None:
        text = f"User-agent: *\nAllow: /\n\nSitemap: {self.site_url}/sitemap.xml\n"
        context["add_save_task"](lambda: ("public/robots.txt", text))
