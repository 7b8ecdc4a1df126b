"""nginx for the own server: deploy/nginx/salon.conf as a run on this machine
serves it, and the nginx process.

salon.conf is shipped for a server with a certificate (ports 80 and 443) and
a static export at a fixed root. A run here changes only what it must, each
by rewriting one line or block the file has exactly once, so an edit that
moves such a line fails here with one line instead of serving something
else: the listen ports (plain HTTP on one port for ./scripts/serve.sh, the
tests' own ports and certificate), the root (the live release's, from its
include) and the backend's port. The main nginx.conf around it, with the
pid, logs and temp folders under one prefix, is made here too
(`write_prefix`).
"""

from __future__ import annotations

import os
import pwd
import re
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from salon import paths
from salon.cms.admin import FOLDER as ADMIN_FOLDER
from salon.plugins import receiver_down
from static_first.plugins import security_headers

SHIPPED = paths.ROOT / "deploy" / "nginx" / "salon.conf"
# salon.conf includes these as salon/<name>, against nginx's config folder:
# each is a file every export writes, for nginx, with the export's own
# policy hashes, so a site's pages and its headers come from one export.
INCLUDE_FOLDER = "salon"
INCLUDES = {
    "security-headers.conf": security_headers.NGINX_FILE,
    "admin-headers.conf": security_headers.nginx_subtree_file(ADMIN_FOLDER),
    "receiver-down.conf": receiver_down.FILE,
}
# A release's fourth include, which the served config has where salon.conf
# has its fixed root (`with_release_root`).
ROOT_INCLUDE = "root.conf"

_SHIPPED_ROOT = "root /usr/share/nginx/html;"
_SHIPPED_BACKEND = "server 127.0.0.1:8000;"
_SHIPPED_HTTPS = "listen 443 ssl http2;"
_REDIRECT_SERVER = re.compile(r"\n# Plain HTTP only sends visitors to HTTPS.*?\n}\n", re.S)
_TLS_LINES = re.compile(r"^\s*ssl_\w+ [^\n]*;\n", re.M)
START_TIMEOUT_S = 10


# What a release's includes may hold: nginx reads them as root (in the Docker
# image), and the build that wrote them runs as the backend's user, so only
# these shapes pass (`check_includes`), never a directive that opens a file.
_COMMENT = re.compile(r"^\s*(?:#.*)?$")
_STRING = r'"(?:[^"\\$\n]|\\[^$\n])*"'
_ADD_HEADER = re.compile(rf"^add_header [A-Za-z][A-Za-z0-9-]* {_STRING} always;$")
_MAP_OPEN = "map $http_referer $salon_receiver_down {"
_MAP_ENTRY = re.compile(rf"^\s+(?:default|~[^\s\"';{{}}]+)\s+{_STRING};$")


class NginxError(Exception):
    """nginx cannot run this configuration: its own line."""


def check_includes(folder: Path, site: Path) -> str | None:
    """None if a release's includes (`folder`) hold only what an export
    writes and its root is its own `site`; else one line saying what not."""
    for name in INCLUDES:
        path = folder / name
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as error:
            return f"{path}: cannot read: {error}"
        if name == "receiver-down.conf":
            body = [line for line in lines if not _COMMENT.match(line)]
            ok = len(body) >= 3 and body[0] == _MAP_OPEN and body[-1] == "}"
            ok = ok and all(_MAP_ENTRY.match(line) for line in body[1:-1])
        else:
            ok = all(_COMMENT.match(line) or _ADD_HEADER.match(line) for line in lines)
        if not ok:
            return f"{path}: not the headers an export writes"
    root = folder / ROOT_INCLUDE
    try:
        if root.read_text(encoding="utf-8") != f"root {quoted(site)};\n":
            return f"{root}: not this release's own root"
    except (OSError, NginxError) as error:
        return f"{root}: {error}"
    return None


def replace_once(text: str, old: str, new: str) -> str:
    if text.count(old) != 1:
        raise NginxError(f"{SHIPPED.name}: expected exactly one {old!r} to rewrite")
    return text.replace(old, new)


def with_root(text: str, root: Path) -> str:
    """The site served from `root`, an export folder."""
    return replace_once(text, _SHIPPED_ROOT, f"root {quoted(root)};")


def with_release_root(text: str) -> str:
    """The root from the live release's include (`Releases`): it changes
    with the headers, at one reload, never ahead of them."""
    return replace_once(text, _SHIPPED_ROOT, f"include {INCLUDE_FOLDER}/{ROOT_INCLUDE};")


def with_backend_port(text: str, port: int) -> str:
    """The Reflex backend (the receiver and the editor) on `port`."""
    return replace_once(text, _SHIPPED_BACKEND, f"server 127.0.0.1:{port};")


def plain_http(text: str, port: int, address: str | None = None) -> str:
    """The site over plain HTTP on `port` (all addresses unless `address`),
    for a run on this machine: no certificate, no redirect to HTTPS."""
    text, redirects = _REDIRECT_SERVER.subn("\n", text)
    if redirects != 1:
        raise NginxError(f"{SHIPPED.name}: expected exactly one server that redirects to HTTPS")
    text = replace_once(text, _SHIPPED_HTTPS, f"listen {_address(address, port)};")
    text, tls = _TLS_LINES.subn("", text)
    if tls == 0:
        raise NginxError(f"{SHIPPED.name}: expected the server's ssl_ lines")
    return text


def with_tls(
    text: str, http_port: int, https_port: int, certificate: Path, key: Path, address: str
) -> str:
    """The shipped pair of servers on other ports, with another certificate."""
    text = replace_once(text, "listen 80;", f"listen {_address(address, http_port)};")
    text = replace_once(text, _SHIPPED_HTTPS, f"listen {_address(address, https_port)} ssl http2;")
    # The redirect names the HTTPS port when it is not the default one.
    text = replace_once(
        text, "https://$host$request_uri", f"https://$host:{https_port}$request_uri"
    )
    text = replace_once(
        text,
        "ssl_certificate /etc/nginx/tls/fullchain.pem;",
        f"ssl_certificate {quoted(certificate)};",
    )
    return replace_once(
        text,
        "ssl_certificate_key /etc/nginx/tls/privkey.pem;",
        f"ssl_certificate_key {quoted(key)};",
    )


def _address(address: str | None, port: int) -> str:
    return f"{address}:{port}" if address else str(port)


def quoted(path: Path) -> str:
    """A path as an nginx string. nginx would read `$` as a variable and has
    no escape for it, so such a folder is refused."""
    text = str(path)
    if any(c in text for c in '$"\\;\n{}'):
        raise NginxError(f"{text}: nginx cannot name this folder (it holds $, a quote or ;)")
    return f'"{text}"'


def binary() -> str | None:
    """Debian's nginx: on the PATH, or where Debian puts it (outside a root PATH)."""
    found = shutil.which("nginx")
    if found:
        return found
    return "/usr/sbin/nginx" if Path("/usr/sbin/nginx").is_file() else None


def workers_user(releases: Path) -> str | None:
    """For an nginx started by root: the owner of the releases' folder, for
    its workers (nginx's own default, nobody, may not reach the folder);
    None when not root, where the workers run as the master's user."""
    if os.geteuid() != 0:
        return None
    return pwd.getpwuid(releases.stat().st_uid).pw_name


def main_conf(
    nginx: str,
    prefix: Path,
    *,
    master: bool = True,
    log_to_console: bool = False,
    workers_as: str | None = None,
) -> str:
    """nginx.conf for a run under `prefix`: pid, logs and temp folders there
    (or the logs on the console, as a container keeps them), salon.conf in
    its http {} context. Started by root, nginx runs its workers as
    `workers_as` (the user whose releases they serve; nginx's default,
    nobody, may not reach them)."""
    compiled = subprocess.run([nginx, "-V"], capture_output=True, text=True).stderr
    temp = [f"client_body_temp_path {quoted(prefix / 'temp' / 'body')};"]
    for module in ("proxy", "fastcgi", "uwsgi", "scgi"):
        if f"--without-http_{module}_module" not in compiled:
            temp.append(f"{module}_temp_path {quoted(prefix / 'temp' / module)};")
    mime = Path("/etc/nginx/mime.types")
    types = (
        f"include {mime};"
        if mime.is_file()
        else "types { text/html html; text/css css; application/javascript js; "
        "image/svg+xml svg; image/webp webp; image/avif avif; image/jpeg jpg; "
        "image/png png; text/plain txt; application/xml xml; }"
    )
    error_log = "stderr" if log_to_console else quoted(prefix / "logs" / "error.log")
    access_log = "/dev/stdout" if log_to_console else quoted(prefix / "logs" / "access.log")
    user = f"user {workers_as};\n" if workers_as else ""
    return f"""# Written by salon/publishing/nginx.py at each start; edit deploy/nginx/salon.conf.
{user}daemon off;
master_process {"on" if master else "off"};
pid {quoted(prefix / "nginx.pid")};
error_log {error_log} warn;
events {{ worker_connections 256; }}
http {{
    {types}
    default_type application/octet-stream;
    access_log {access_log};
    {" ".join(temp)}
    include salon.conf;
}}
"""


def write_prefix(prefix: Path, site_conf: str, includes: Path, *, nginx: str, **main: bool) -> Path:
    """nginx's folder for a run: conf/nginx.conf, conf/salon.conf (the
    rewritten `site_conf`), conf/salon (a link to `includes`, the folder of
    salon.conf's includes: the live release's), logs/ and temp/. Returns
    nginx.conf's path."""
    conf = prefix / "conf"
    conf.mkdir(parents=True, exist_ok=True)
    (prefix / "logs").mkdir(exist_ok=True)
    (prefix / "temp").mkdir(exist_ok=True)
    (conf / "salon.conf").write_text(site_conf, encoding="utf-8")
    link = conf / INCLUDE_FOLDER
    if link.is_symlink():
        link.unlink()
    link.symlink_to(includes, target_is_directory=True)
    main_path = conf / "nginx.conf"
    main_path.write_text(main_conf(nginx, prefix, **main), encoding="utf-8")
    return main_path


@dataclass(frozen=True)
class Nginx:
    """One nginx, run with its own prefix and nginx.conf."""

    binary: str
    prefix: Path
    conf: Path

    def command(self, *args: str) -> list[str]:
        error_log = self.prefix / "logs" / "error.log"
        return [
            self.binary,
            "-p",
            str(self.prefix),
            "-c",
            str(self.conf),
            "-e",
            str(error_log),
            *args,
        ]

    def test(self) -> str | None:
        """None if nginx accepts the configuration as it is on disk now,
        else nginx's own line saying why."""
        result = subprocess.run(self.command("-t"), capture_output=True, text=True)
        if result.returncode == 0:
            return None
        lines = [line for line in result.stderr.splitlines() if "[emerg]" in line]
        return (lines or result.stderr.strip().splitlines() or ["nginx -t failed"])[0]

    def start(self, **popen) -> subprocess.Popen:
        error = self.test()
        if error is not None:
            raise NginxError(error)
        return subprocess.Popen(self.command(), stdout=subprocess.DEVNULL, **popen)

    def reload(self) -> None:
        """Graceful: the master reads the configuration again and starts new
        workers; the old ones finish what they serve with the old one."""
        subprocess.run(self.command("-s", "reload"), check=True, capture_output=True)

    def error_log(self) -> str:
        try:
            return (self.prefix / "logs" / "error.log").read_text(errors="replace")
        except OSError:
            return ""


def stop(process: subprocess.Popen, timeout_s: float = 10) -> None:
    """Quit gracefully (SIGQUIT), and kill what does not."""
    if process.poll() is None:
        process.send_signal(signal.SIGQUIT)
        try:
            process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def wait_listening(process: subprocess.Popen, port: int, why: Callable[[], str]) -> None:
    """Until `process` (nginx) accepts connections on `port`; NginxError
    with `why()` (its log) if it exits or does not within START_TIMEOUT_S."""
    deadline = time.monotonic() + START_TIMEOUT_S
    while True:
        if process.poll() is not None:
            raise NginxError(f"nginx exited ({process.returncode}): {why()}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            if time.monotonic() > deadline:
                process.kill()
                process.wait()
                raise NginxError(
                    f"nginx did not listen on {port} within {START_TIMEOUT_S} s: {why()}"
                ) from None
            time.sleep(0.05)
