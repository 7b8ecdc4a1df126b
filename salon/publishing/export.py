"""The build: plain `reflex export --frontend-only --no-zip` in the work tree,
as a child process (the backend's event loop goes on answering), and the
one line that says why it failed."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from static_first.generated import run_environment

COMMAND = (
    sys.executable,
    "-m",
    "reflex",
    "export",
    "--frontend-only",
    "--no-zip",
    "--loglevel",
    "warning",
)
TIMEOUT_S = 15 * 60
_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
# The build's own error lines name the file (and line): content/hours.yml:22: …
_LOCATED = re.compile(r"^[\w.-]+(?:/[\w.-]+)+(?::\d+)?: \S")
# Lines that say nothing about a failure: progress bars, rules, Reflex's and
# Node's notices.
_NOISE = re.compile(
    r"^(?:[━─═│\s]*$|.*━━|Compiling|Creating Production Build|Warning: Your version"
    r"|higher\.$|Initializing|Installing|.*Node\.js is out of date)"
)


@dataclass(frozen=True)
class Outcome:
    ok: bool
    output: str  # standard output and error together, for the log
    error: str | None  # one line, when not ok


def environment(base: Mapping[str, str] = os.environ) -> dict[str, str]:
    """The backend's environment without what `reflex run` set for itself."""
    return run_environment.for_a_build(base)


async def run(
    folder: Path, command: Sequence[str] = COMMAND, timeout_s: float = TIMEOUT_S
) -> Outcome:
    """Run the export in `folder`; stopped (and its process killed) if the
    task is cancelled or it takes longer than `timeout_s`."""
    process = await asyncio.create_subprocess_exec(
        *command,
        cwd=folder,
        env=environment(),
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    try:
        raw, _ = await asyncio.wait_for(process.communicate(), timeout_s)
    except TimeoutError:
        await _stop(process)
        return Outcome(False, "", f"the build took longer than {timeout_s / 60:.0f} min: stopped")
    except asyncio.CancelledError:
        await _stop(process)
        raise
    output = _ANSI.sub("", raw.decode("utf-8", errors="replace"))
    if process.returncode == 0:
        return Outcome(True, output, None)
    return Outcome(False, output, error_line(output, process.returncode))


async def _stop(process: asyncio.subprocess.Process) -> None:
    with contextlib.suppress(ProcessLookupError):
        process.terminate()
    try:
        await asyncio.wait_for(process.wait(), 10)
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            process.kill()
        await process.wait()


def error_line(output: str, returncode: int | None = None) -> str:
    """The build's own line for a failure: its first line naming a file (a
    content error, `content/hours.yml:22: hours[Lördag].closes: …`), else
    its last line that says anything."""
    lines = [line.strip() for line in output.replace("\r", "\n").splitlines()]
    meaningful = [line for line in lines if line and not _NOISE.match(line)]
    for line in meaningful:
        if _LOCATED.match(line):
            return line
    if meaningful:
        return meaningful[-1]
    return f"the build failed (exit status {returncode}) without a word"
