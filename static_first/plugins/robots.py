"""Build plugin: robots.txt, pointing crawlers to the sitemap."""

from dataclasses import dataclass
from typing import Unpack

from static_first.generated.hook_context import PreCompileContext
from static_first.plugins.base import SitePlugin


@dataclass(kw_only=True, frozen=True)
class RobotsPlugin(SitePlugin):
    """Writes robots.txt next to sitemap.xml."""

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        text = f"User-agent: *\nAllow: /\n\nSitemap: {self.described().url}/sitemap.xml\n"
        context["add_save_task"](lambda: ("public/robots.txt", text))
