"""A free port on this machine, for the servers the tests start."""

import socket


def free_port() -> int:
    """A port nothing listens on now. Another process may take it before the
    caller binds it; the callers that could race retry (nginx in test_hosting.py)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
