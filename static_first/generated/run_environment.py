"""What `reflex run` writes into its own process's environment for itself
(reflex/reflex.py, reflex/utils/exec.py, the config's `_set_persistent`),
which a `reflex export` it starts must not inherit: the prod backend's
`__REFLEX_SKIP_COMPILE`, for one, would make that export rebuild the bundle
from the last compile's pages without compiling the app again.

Reflex names its internal variables with a `__` prefix
(`environment.REFLEX_SKIP_COMPILE.name == "__REFLEX_SKIP_COMPILE"`): the
names come from Reflex itself.
"""

from collections.abc import Mapping

from static_first.generated.reflex_private import environment

# The variables of Reflex's `environment` that `reflex run` sets.
RUN_ONLY = (
    "REFLEX_ENV_MODE",
    "REFLEX_COMPILE_CONTEXT",
    "REFLEX_BACKEND_ONLY",
    "REFLEX_FRONTEND_ONLY",
    "REFLEX_SKIP_COMPILE",
    "REFLEX_MOUNT_FRONTEND_COMPILED_APP",
    "REFLEX_DEV_BACKEND_RELOAD_ACTIVE",
    "REFLEX_SSR",
)
# The config fields it persists for its subprocesses (REFLEX_<FIELD>), the
# port the dev server reads, and where the build folder is: an export in
# another folder has its own.
PERSISTED = ("REFLEX_FRONTEND_PORT", "REFLEX_BACKEND_PORT", "REFLEX_BACKEND_HOST", "PORT")
WEB_FOLDER = "REFLEX_WEB_WORKDIR"


def run_variables() -> tuple[str, ...]:
    """The names, as Reflex writes them, of what `reflex run` set for itself."""
    return (
        *(getattr(environment, name).name for name in RUN_ONLY),
        *PERSISTED,
        getattr(environment, WEB_FOLDER).name,
    )


def for_a_build(environ: Mapping[str, str]) -> dict[str, str]:
    """`environ` without what `reflex run` set for itself: the environment
    for a `reflex export` started from inside a running backend."""
    dropped = set(run_variables())
    return {name: value for name, value in environ.items() if name not in dropped}
