"""The receiver as deployed: `reflex run --env prod --backend-only`, run from
the project folder as a child process on a free port."""

from __future__ import annotations

import contextlib
import dataclasses
import os
import signal
import subprocess
import time
import urllib.request
from collections.abc import Iterator, Mapping
from pathlib import Path

from salon.publishing.stack import backend_command

ROOT = Path(__file__).resolve().parents[1]
START_TIMEOUT_S = 90


@dataclasses.dataclass(frozen=True)
class Backend:
    url: str
    # Everything the backend wrote, standard output and error.
    log: Path
    process: subprocess.Popen

    def kill(self) -> None:
        """End it as a power cut or the OOM killer would: SIGKILL to the
        whole process group, no clean-up. Returns once none of them runs
        (zombies aside: their parents died too)."""
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        deadline = time.monotonic() + 10
        while any(fields[0] not in ("Z", "X") for fields in group_processes(self.process.pid)):
            assert time.monotonic() < deadline, "the backend's processes outlived SIGKILL"
            time.sleep(0.02)


def group_processes(group: int) -> list[list[str]]:
    """The status fields, from field 3 (the state) on, of every process in
    a process group (none without /proc)."""
    found = []
    try:
        entries = [entry for entry in Path("/proc").iterdir() if entry.name.isdigit()]
    except OSError:
        return []
    for entry in entries:
        try:
            fields = (entry / "stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue  # gone meanwhile
        # Field 5, the process group.
        if int(fields[2]) == group:
            found.append(fields)
    return found


@contextlib.contextmanager
def reflex_backend(port: int, env: Mapping[str, str], workdir: Path) -> Iterator[Backend]:
    """Run the backend until the block ends (or it is killed). Reflex's own
    files go to `workdir`, not the project's .web/."""
    workdir.mkdir(parents=True, exist_ok=True)
    log = workdir / f"backend-{port}-{time.monotonic_ns()}.log"
    environment = {
        **os.environ,
        "REFLEX_WEB_WORKDIR": str(workdir / "web"),
        "REFLEX_CHECK_LATEST_VERSION": "false",
        "REFLEX_TELEMETRY_ENABLED": "false",
        **env,
    }
    with log.open("wb") as output:
        # Its own process group: Reflex starts the server's workers as children.
        process = subprocess.Popen(
            backend_command(port),
            cwd=ROOT,
            env=environment,
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            if process.poll() is not None:
                raise AssertionError(
                    f"the backend exited ({process.returncode}):\n{log.read_text()}"
                )
            try:
                with urllib.request.urlopen(url + "/ping", timeout=1):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise AssertionError(
                        f"the backend did not answer within {START_TIMEOUT_S} s:\n{log.read_text()}"
                    ) from None
                time.sleep(0.1)
        yield Backend(url, log, process)
    finally:
        process.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=15)
        # Whatever of the group is still there (a worker that hangs).
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()
