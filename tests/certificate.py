"""A throwaway certificate for the servers the tests start over TLS (nginx,
the SMTP server): made by openssl at test time, never committed."""

import shutil
import subprocess
from pathlib import Path

import pytest


def self_signed_certificate(directory: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and localhost, valid for a day."""
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("no openssl binary (install Debian's openssl) to make a test certificate")
    cert, key = directory / "fullchain.pem", directory / "privkey.pem"
    subprocess.run(
        [
            openssl,
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=localhost",
            "-addext",
            "subjectAltName=DNS:localhost,IP:127.0.0.1",
            "-addext",
            "basicConstraints=critical,CA:TRUE",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )
    return cert, key
