"""Stopping a process started in a session of its own together with what it
started (bun and Vite under `reflex run`, workerd under wrangler, the own
server's nginx and backend under serve.sh)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess


def stop_group(process: subprocess.Popen, first: int = signal.SIGTERM, timeout: float = 10) -> None:
    """`first` to the process's group, and its group killed if the process
    has not ended within `timeout` s; the group may outlive a process that
    ended by itself, and may be gone already."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, first)
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()
