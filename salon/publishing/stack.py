"""The own server on one machine, in the foreground: nginx serving the live
release (deploy/nginx/salon.conf) in front of the Reflex backend (the
contact form's receiver, the editor and the publisher). ./scripts/serve.sh
runs it over plain HTTP on one port; the Docker image over HTTPS.

It builds the site first if nothing has been published yet, then starts
the backend (`reflex run --env prod --backend-only`) and nginx, each in a
process group of its own, and watches the live pointer to reload nginx when
the publisher switches (reload.py). Ctrl-C or SIGTERM stops both and whatever
they started; if either stops by itself, so does the rest, with its status.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from salon import paths
from salon.publishing import builder, nginx, reload
from salon.publishing.releases import Releases

BACKEND_START_S = 120
STOP_S = 15


def backend_command(port: int) -> list[str]:
    """Reflex's backend as it runs in production, on this machine only, for
    the nginx in front of it: the receiver, the editor and the publisher."""
    return [
        str(Path(sys.executable).with_name("reflex")),
        *("run", "--env", "prod", "--backend-only"),
        *("--backend-host", "127.0.0.1", "--backend-port", str(port)),
    ]


@dataclass(frozen=True)
class Options:
    port: int = 8080  # plain HTTP, all addresses (ignored with https)
    https: bool = False  # salon.conf's own ports and certificate (the image)
    backend_port: int | None = None  # None: a free one
    user: str | None = None  # run the backend and the builds as this user (from root)
    # The site's repository, which the backend runs from and the builds
    # build, if not this checkout: the image runs the stack (as root) from
    # its own files, never from the files the backend's user can write.
    site: Path | None = None


class StackError(Exception):
    """The stack cannot start or has stopped: one line."""


def say(line: str) -> None:
    print(line, flush=True)


class Stack:
    def __init__(self, options: Options):
        self.options = options
        self.site = (options.site or paths.ROOT).resolve()
        self.data = paths.data_dir().resolve()
        self.publish = builder.folder(self.data)
        self.prefix = self.data / "nginx"
        self.backend_port = options.backend_port or _free_port()
        self.children: list[subprocess.Popen] = []
        self.stopping = False
        self.nginx: nginx.Nginx | None = None
        self.web: subprocess.Popen | None = None
        self.watcher: reload.Watcher | None = None

    # --- the processes ------------------------------------------------------------

    def _as_user(self) -> dict:
        """Popen's arguments that run a child as the stack's user, or the
        one asked for (from root), with that user's home."""
        if self.options.user is None:
            return {"env": self._environment()}
        account = pwd.getpwnam(self.options.user)
        env = {**self._environment(), "HOME": account.pw_dir, "USER": account.pw_name}
        return {"user": account.pw_uid, "group": account.pw_gid, "extra_groups": [], "env": env}

    def _environment(self) -> dict[str, str]:
        env = {
            **os.environ,
            # The same folder whatever the child's working folder.
            "SALON_RECEIVER_DB": str(self.data / paths.receiver_db().name),
            "REFLEX_CHECK_LATEST_VERSION": "false",
            "REFLEX_TELEMETRY_ENABLED": "false",
            "PYTHONUNBUFFERED": "1",
        }
        if not self.options.https:
            # The contact form posts from this machine's own addresses.
            own = [f"http://{host}:{self.options.port}" for host in _hosts()]
            given = env.get("SALON_RECEIVER_ORIGINS", "")
            env["SALON_RECEIVER_ORIGINS"] = ",".join(filter(None, [given, *own]))
        return env

    def _start(self, command: list[str], **popen) -> subprocess.Popen:
        # A process group of its own: the backend's workers and builds, and
        # nginx's workers, stop with it; Ctrl-C reaches the stack alone.
        # Each child holds the stack's lock too: what is left of a stack
        # killed with -9 (nginx, the backend) keeps a second one from
        # starting beside it and claiming a port it does not serve.
        held = self.watcher.lock_fd if self.watcher else None
        process = subprocess.Popen(
            command,
            cwd=self.site,
            process_group=0,
            pass_fds=() if held is None else (held,),
            **popen,
        )
        self.children.append(process)
        return process

    def first_build(self) -> None:
        """Build HEAD and make it live, before anything is served."""
        say("Building the site for the first time (a first build takes a minute or two)…")
        process = self._start(
            [sys.executable, "-m", "salon.publishing", "publish"], **self._as_user()
        )
        while process.poll() is None:
            self._check_pointer()
            if self.stopping:
                raise StackError("stopped")
            time.sleep(reload.POLL_S)
        self.children.remove(process)
        if process.returncode != 0 or Releases(self.publish).live() is None:
            raise StackError("the first build failed (above); nothing to serve")

    def start_backend(self) -> subprocess.Popen:
        return self._start(
            backend_command(self.backend_port), stdin=subprocess.DEVNULL, **self._as_user()
        )

    def wait_backend(self, process: subprocess.Popen) -> None:
        url = f"http://127.0.0.1:{self.backend_port}/ping"
        deadline = time.monotonic() + BACKEND_START_S
        while True:
            if process.poll() is not None:
                raise StackError(f"the backend stopped ({process.returncode}) while starting")
            try:
                with urllib.request.urlopen(url, timeout=1):
                    return
            except OSError:
                if time.monotonic() > deadline or self.stopping:
                    raise StackError(
                        f"the backend did not answer within {BACKEND_START_S} s"
                    ) from None
                time.sleep(0.2)

    def configure_nginx(self) -> nginx.Nginx:
        binary = nginx.binary()
        if binary is None:
            raise StackError("no nginx: install Debian's nginx (./scripts/serve.sh does)")
        text = nginx.SHIPPED.read_text(encoding="utf-8")
        if not self.options.https:
            text = nginx.plain_http(text, self.options.port)
        text = nginx.with_backend_port(nginx.with_release_root(text), self.backend_port)
        conf = nginx.write_prefix(
            self.prefix,
            text,
            Releases(self.publish).pointer / "nginx",
            nginx=binary,
            log_to_console=self.options.https,
            workers_as=self.options.user or nginx.workers_user(self.publish),
        )
        return nginx.Nginx(binary, self.prefix, conf)

    def start_nginx(self) -> subprocess.Popen:
        assert self.nginx is not None and self.watcher is not None
        error = self.nginx.test()
        if error is not None:
            raise nginx.NginxError(error)
        self.web = self._start(self.nginx.command(), stdout=subprocess.DEVNULL)
        port = 443 if self.options.https else self.options.port
        nginx.wait_listening(self.web, port, lambda: self.nginx.error_log()[-2000:])
        self.watcher.started()
        return self.web

    def _check_pointer(self) -> None:
        assert self.watcher is not None
        self.watcher.check()

    # --- the whole ------------------------------------------------------------------

    def run(self) -> int:
        self.publish.mkdir(parents=True, exist_ok=True)
        if self.options.user is not None:
            account = pwd.getpwnam(self.options.user)
            os.chown(self.publish, account.pw_uid, account.pw_gid)
        self.nginx = self.configure_nginx()
        self.watcher = reload.Watcher(self.publish, self.nginx)
        try:
            self.watcher.hold()
        except RuntimeError as error:
            raise StackError(str(error)) from None
        try:
            if Releases(self.publish).live() is None:
                self.first_build()
            backend = self.start_backend()
            web = self.start_nginx()
            self.wait_backend(backend)
            self.greet()
            while not self.stopping:
                for name, process in (("the backend", backend), ("nginx", web)):
                    if process.poll() is not None:
                        raise StackError(
                            f"{name} stopped ({process.returncode}): stopping the rest"
                        )
                self._check_pointer()
                time.sleep(reload.POLL_S)
            return 0
        finally:
            self.stop()
            self.watcher.release()

    def stop(self) -> None:
        """Every child's process group: SIGTERM (nginx: SIGQUIT, finish
        what it serves), then SIGKILL for whatever is left."""
        for process in self.children:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGQUIT if process is self.web else signal.SIGTERM)
        deadline = time.monotonic() + STOP_S
        for process in self.children:
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=max(0.1, deadline - time.monotonic()))
        for process in self.children:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        self.children.clear()

    def greet(self) -> None:
        if self.options.https:
            say("The site is served on ports 80 and 443 (HTTPS).")
        else:
            say(f"The site is served on http://localhost:{self.options.port}/")
            for host in _hosts():
                if host not in ("localhost", "127.0.0.1"):
                    say(f"  and on this network at http://{host}:{self.options.port}/")
        if builder.server_backend(self.site / paths.CMS_SETTINGS.relative_to(paths.ROOT)):
            say(
                "Editors log in at /admin/. Add one with `python -m salon.editors add NAME` "
                "from this folder (in the Docker image: `docker exec -it -u salon salon "
                "python -m salon.editors add NAME`)."
            )
        else:
            say(
                "content/cms.yml names another backend: /admin/ saves there. Set "
                "`backend: server` to edit on this server (docs/owner.md)."
            )
        say("Ctrl-C stops it.")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _hosts() -> list[str]:
    """This machine's names for a browser: its own, and its address on the
    local network (for a phone), if it has one."""
    hosts = ["localhost", "127.0.0.1"]
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        # No packet is sent: connecting a UDP socket only picks the route.
        probe.connect(("192.0.2.1", 9))
        address = probe.getsockname()[0]
        if not address.startswith("127."):
            hosts.append(address)
    return hosts


def serve(options: Options) -> int:
    stack = Stack(options)

    def stop(signum, frame) -> None:
        stack.stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        return stack.run()
    except StackError as error:
        if stack.stopping:
            return 0
        print(f"serve: {error}", file=sys.stderr)
        return 1
    except nginx.NginxError as error:
        print(f"serve: nginx: {error}", file=sys.stderr)
        return 1
