"""The developer's tools beside the site: the static host, Chromium's launch,
the bench (tools/bench/) and the screenshots.

The tests import these too; nothing here imports the tests
(tests/unit/test_repository.py checks it).
"""
