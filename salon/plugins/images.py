"""Build plugin: the owner's photos as the files the pages ask for, in
`reflex run` and in every export.

Reflex evaluates the pages before it calls `pre_compile`; each <picture>
has asked the image pipeline for its files by then (salon/images/publish.py).
Here they are made, only those the cache lacks, and put into Reflex's
public folder (`.web/public/img/`), which the development server serves
and the export ships. A photo saved into images/source/ makes `reflex run`
compile again (its reloader watches images/; docs/architecture.md), which
makes its files: no restart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Unpack

from reflex.plugins import Plugin

from salon.build_stop import stop_build
from salon.plugins.hooks import at_hook
from static_first.generated.hook_context import PreCompileContext
from static_first.generated.reflex_private import Dirs, get_web_dir
from static_first.order import Ordered


@dataclass(kw_only=True, frozen=True)
class ImagesPlugin(Ordered, Plugin):
    """Makes the wanted image files and puts them in the public folder."""

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        with stop_build("images", OSError):
            done = at_hook("salon.images.publish").publish(get_web_dir() / Dirs.PUBLIC)
        if done.made:
            print(done.line())
