"""Publishing on the own server: after a save, the site is built again from
the repository's HEAD and switched live at once (docs/decisions/
own-server-publishing.md).

What the rest of the backend uses: `publisher()`, the backend's one
Publisher, whose `request()` asks for a build after a commit and whose
`state()` is what /admin/ shows; `publish_forever`, the backend's lifespan
task that runs it. `python -m salon.publishing` runs the whole stack
(./scripts/serve.sh, the Docker image) and publishes by hand.
"""

from __future__ import annotations

import functools

from salon.publishing.builder import Publisher, log, server_backend
from salon.publishing.state import PublishState
from salon.server_log import log_to_stdout

__all__ = ["PublishState", "Publisher", "publish_forever", "publisher"]


@functools.cache
def publisher() -> Publisher:
    """The backend's one publisher, over the checkout it runs from."""
    return Publisher()


async def publish_forever() -> None:
    """app.register_lifespan_task(…): builds and publishes after each save
    while the backend runs, when content/cms.yml names the own server as
    the CMS's backend; with any other backend there is nothing to publish."""
    if not server_backend():
        return
    log_to_stdout(log)
    await publisher().run_forever()
