"""The developer's tools beside the site: the static host, Chromium's launch,
the bench (tools/bench/), the screenshots, the receiver's load run and the
local SMTP server it and the tests use.

The tests import these too; nothing here imports the tests
(tests/unit/test_repository.py checks it).
"""
