"""The editor's configuration: where its database and lock live (the data
folder, salon.paths.data_dir()), the repository it saves in (the checkout
the backend runs from), which peers are the nginx in front (the receiver's
SALON_RECEIVER_TRUSTED_PROXIES), the password hash's cost and the clock;
the last two are the tests' to change.
"""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Callable, Mapping
from pathlib import Path

from salon import paths
from salon.client_address import DEFAULT_TRUSTED_PROXIES, trusted_proxies
from salon.editors.passwords import DEFAULT, Scrypt


class SettingsError(ValueError):
    """A malformed variable; one line each."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Settings:
    data_dir: Path
    root: Path = paths.ROOT
    trusted_proxies: tuple[str, ...] = DEFAULT_TRUSTED_PROXIES
    cost: Scrypt = DEFAULT
    clock: Callable[[], float] = time.time


def from_env(environ: Mapping[str, str] = os.environ) -> Settings:
    proxies, errors = trusted_proxies(environ)
    if errors:
        raise SettingsError("\n".join(errors))
    return Settings(data_dir=paths.data_dir(environ), trusted_proxies=proxies)
