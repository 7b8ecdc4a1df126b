"""The receiver's configuration, read from environment variables.

deploy/README.md's table lists every variable, its default and its meaning
(a test holds it to this file). The salon's address and e-mail come from
the content (`salon.content.load()`), read when the settings are made (the
receiver makes them again as the content changes), never when this module is
imported: rxconfig.py's process must not load the content
(docs/architecture.md, "reflex run").
"""

from __future__ import annotations

import dataclasses
import ipaddress
import os
import re
from collections.abc import Mapping
from pathlib import Path

from salon import content, paths
from salon.client_address import DEFAULT_TRUSTED_PROXIES, trusted_proxies
from salon.receiver.validation import is_email
from salon.web_origin import origin

SECURITY_MODES = ("none", "starttls", "ssl")
DEFAULT_PORTS = {"none": 25, "starttls": 587, "ssl": 465}

_ORIGIN = re.compile(r"https?://[^/\s]+")


class SettingsError(ValueError):
    """One or more variables are malformed; the message has one line each."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Smtp:
    host: str = "localhost"
    port: int = DEFAULT_PORTS["none"]
    security: str = "none"
    user: str | None = None
    password: str | None = dataclasses.field(default=None, repr=False)
    sender: str
    recipient: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class Settings:
    db_path: Path
    smtp: Smtp
    # Origins whose pages may post to the receiver (scheme://host[:port]).
    origins: tuple[str, ...]
    # The content's message_retention_days, which the privacy notice states.
    retention_days: int = 30
    rate_limit: int = 5
    rate_window_s: int = 3600
    trusted_proxies: tuple[str, ...] = DEFAULT_TRUSTED_PROXIES


def from_env(environ: Mapping[str, str] = os.environ) -> Settings:
    """The settings the environment asks for; SettingsError names every bad variable."""
    c = content.load().default
    errors: list[str] = []

    def text(name: str, default: str | None = None) -> str | None:
        value = environ.get(name, "").strip()
        return value or default

    def number(name: str, default: int, low: int = 1, high: int = 10**6) -> int:
        raw = text(name)
        if raw is None:
            return default
        if not raw.isdigit() or not low <= int(raw) <= high:
            errors.append(f"{name}: expected a whole number from {low} to {high}, got {raw!r}")
            return default
        return int(raw)

    def items(name: str) -> tuple[str, ...]:
        return tuple(item.strip() for item in (text(name) or "").split(",") if item.strip())

    security = text("SALON_SMTP_SECURITY", "none").lower()
    host = text("SALON_SMTP_HOST", "localhost")
    password = text("SALON_SMTP_PASSWORD")
    if security not in SECURITY_MODES:
        errors.append(
            f"SALON_SMTP_SECURITY: expected one of {', '.join(SECURITY_MODES)}, got {security!r}"
        )
        security = "starttls"
    elif password and security == "none" and not _is_loopback(host):
        errors.append(
            "SALON_SMTP_PASSWORD: refusing to send it unencrypted to "
            f"{host}; set SALON_SMTP_SECURITY to starttls or ssl"
        )
    recipient = text("SALON_RECEIVER_TO", c.contact.email)
    sender = text("SALON_SMTP_FROM", recipient)
    for name in ("SALON_RECEIVER_TO", "SALON_SMTP_FROM"):
        address = text(name)
        if address is not None and not is_email(address):
            errors.append(f"{name}: not an e-mail address: {address!r}")

    extra = items("SALON_RECEIVER_ORIGINS")
    for item in extra:
        if not _ORIGIN.fullmatch(item):
            errors.append(
                f"SALON_RECEIVER_ORIGINS: {item!r} is not an origin like https://example.se"
            )
    proxies, proxy_errors = trusted_proxies(environ)
    errors += proxy_errors

    settings = Settings(
        db_path=db_path(environ),
        smtp=Smtp(
            host=host,
            port=number("SALON_SMTP_PORT", DEFAULT_PORTS[security], high=65535),
            security=security,
            user=text("SALON_SMTP_USER"),
            password=password,
            sender=sender,
            recipient=recipient,
        ),
        origins=tuple(dict.fromkeys([origin(c.site_url), *extra])),
        retention_days=c.message_retention_days,
        rate_limit=number("SALON_RECEIVER_RATE_LIMIT", 5),
        trusted_proxies=proxies,
    )
    if errors:
        raise SettingsError("\n".join(errors))
    return settings


def db_path(environ: Mapping[str, str] = os.environ) -> Path:
    """The SQLite file: the one variable the operator's commands need too."""
    return paths.receiver_db(environ)


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
