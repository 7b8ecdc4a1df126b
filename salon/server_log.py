"""The own server's lines on standard output, where docker and systemd's
journal keep them, each with its time and level: the receiver's, the
editor's and the publisher's alike. Nothing else in the backend configures
logging: without this, INFO lines are dropped and warnings come bare."""

import logging
import sys

FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
DATE_FORMAT = "%Y-%m-%dT%H:%M:%S%z"


def log_to_stdout(logger: logging.Logger) -> None:
    """`logger`'s INFO lines and above on standard output, once each,
    whatever handlers the root logger gets from others."""
    if logger.handlers:
        return
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(logging.Formatter(FORMAT, DATE_FORMAT))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.propagate = False
