"""Build plugin: `_redirects`, Netlify's rule for each language's 404 page.

Netlify answers a path that no file serves with the top `404.html` only.
Cloudflare Pages looks for the nearest one by itself (`/en/x`: `en/404.html`)
and nginx follows its configuration's map; Netlify needs one rule per
language beyond the default, `/en/*  /en/404.html  404`. Netlify applies a
rule that is not forced (no `!` after the status) only where no file matches
the path, so the rule never hides a real English page: it only answers the
paths that would otherwise get the Swedish 404 page.

The rules go into the export, not netlify.toml, so that the export as it is
carries them to Netlify, uploaded or built there. Cloudflare Pages reads
`_redirects` too, knows no 404 status, and skips these lines with one
warning in its log.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Unpack

from static_first.generated.hook_context import PostBuildContext
from static_first.plugins.base import SitePlugin
from static_first.plugins.prerendered_404 import NotFound, not_found_pages

FILE = "_redirects"  # Netlify (and Cloudflare Pages) read it from the publish directory
NOT_FOUND_STATUS = 404


def redirects(pages: list[NotFound]) -> str | None:
    """The file's text: a rule for each language's 404 page under a prefix;
    None when every language is at the top (English turned off)."""
    rules = [
        f"{page.prefix}/*  /{page.route}.html  {NOT_FOUND_STATUS}" for page in pages if page.prefix
    ]
    if not rules:
        return None
    return (
        "\n".join(
            [
                "# Written by static_first/plugins/not_found_rules.py on every export - do not edit.",
                "# Netlify: a path under a language's prefix that no file serves gets that",
                "# language's 404 page (a file at the path always wins over these rules).",
                *rules,
            ]
        )
        + "\n"
    )


def write(site: Path, pages: list[NotFound]) -> None:
    target = Path(site) / FILE
    text = redirects(pages)
    if text is None:
        target.unlink(missing_ok=True)
    elif not target.is_file() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")


@dataclass(kw_only=True, frozen=True)
class NotFoundRulesPlugin(SitePlugin):
    """Writes Netlify's rule for each language's 404 page into the export."""

    def post_build(self, **context: Unpack[PostBuildContext]) -> None:
        write(context["static_dir"], not_found_pages(self.described()))
