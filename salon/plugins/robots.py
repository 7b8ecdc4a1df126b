"""Build plugin: robots.txt, pointing crawlers to the sitemap."""

from dataclasses import dataclass

from reflex.plugins import Plugin


@dataclass(kw_only=True, frozen=True)
class RobotsPlugin(Plugin):
    """Writes robots.txt next to sitemap.xml."""

    def pre_compile(self, **context) -> None:
        # Imported while compiling, not with rxconfig.py: see the note there.
        from salon.content import CONTENT

        text = f"User-agent: *\nAllow: /\n\nSitemap: {CONTENT.site_url}/sitemap.xml\n"
        context["add_save_task"](lambda: ("public/robots.txt", text))
