"""The CORS middleware Reflex wraps its backend in (`App._add_cors`).

Every route of the backend, an api_transformer's too, answers a request
from another origin by the config's `cors_allowed_origins`, which Reflex
reads when it puts the backend together, after the app's api_transformer
has run. Its default, "*" with credentials, lets every origin read every
answer.
"""

from collections.abc import Sequence

from reflex.config import get_config


def allow_only(origins: Sequence[str]) -> None:
    """Only `origins` may read the backend's answers from another origin.
    In time from the app's api_transformer, or anything that runs before it."""
    get_config().cors_allowed_origins = origins
