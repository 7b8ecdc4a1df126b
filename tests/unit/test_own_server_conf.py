"""deploy/nginx/salon.conf's numbers for the editor: the body limit admits
the largest photo the schema takes, as Decap sends it (base64 in JSON), and
the line nginx answers a larger one with names the schema's limit."""

from __future__ import annotations

import json
import re

from salon.content_model.fields import UPLOAD_MAX_BYTES
from salon.publishing.nginx import SHIPPED
from tests.hosting import editor_body_limit

# Decap's persistMedia: the photo in base64, in a JSON body with its path and options.
JSON_ROOM = 64 * 1024


def test_the_largest_photo_passes_nginx_to_the_editor():
    as_base64 = -(-UPLOAD_MAX_BYTES // 3) * 4
    assert editor_body_limit() >= as_base64 + JSON_ROOM
    # And not much more: the editor answers a photo over the limit itself.
    assert editor_body_limit() <= 2 * UPLOAD_MAX_BYTES


def test_nginxs_answer_to_a_larger_body_names_the_schemas_limit():
    conf = SHIPPED.read_text(encoding="utf-8")
    (answer,) = re.findall(r"return 413 '([^']*)';", conf)
    (line,) = json.loads(answer).values()
    assert f"{UPLOAD_MAX_BYTES // 1_000_000} MB" in line


def test_the_editor_sees_the_scheme_and_host_the_browser_used():
    conf = SHIPPED.read_text(encoding="utf-8")
    for path in ("/api/editor", "/admin/login", "/admin/logout"):
        block = re.search(rf"location = {path} \{{(.*?)\n    \}}", conf, re.S).group(1)
        assert "proxy_pass http://salon_backend;" in block, path
        # $http_host keeps the port, which the Origin the browser sends has.
        for header in ("Host $http_host", "X-Real-IP $remote_addr", "X-Forwarded-Proto $scheme"):
            assert f"proxy_set_header {header};" in block, (path, header)
