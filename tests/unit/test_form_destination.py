"""Where the contact form's messages go (salon/form_destination.py), read from
the content's form_endpoint: the ways and the privacy text (the endpoint's
check: tests/unit/test_content_errors.py)."""

from __future__ import annotations

import pytest

from salon.form_destination import OWN_RECEIVER_PATH, Way, delivery, privacy_text
from tests.content import CONTENT


def with_endpoint(url: str | None):
    return CONTENT.model_copy(update={"form_endpoint": url})


def test_without_an_endpoint_the_mail_app_delivers_and_nothing_is_allowed():
    found = delivery(with_endpoint(None))
    assert (found.way, found.endpoint, found.origin) == (Way.MAIL_APP, None, None)
    assert privacy_text(with_endpoint(None)) == CONTENT.privacy.form_mail_app


@pytest.mark.parametrize(
    "url,name",
    [
        ("https://formspree.io/f/xyzabcde", "Formspree"),
        ("https://usebasin.com/f/0123456789ab", "Basin"),
        ("https://getform.io/f/abcdefgh", "Getform"),
        ("https://www.getform.io/f/abcdefgh", "Getform"),
        ("https://forms.example.net/salong", "forms.example.net"),
    ],
)
def test_a_form_service_is_named_by_its_host(url, name):
    content = with_endpoint(url)
    found = delivery(content)
    assert (found.way, found.service) == (Way.SERVICE, name)
    assert found.origin == url[: url.index("/", len("https://"))]
    text = privacy_text(content)
    assert name in text and "{service}" not in text
    assert text == CONTENT.privacy.form_service.replace("{service}", name)


def test_the_own_receiver_is_the_sites_own_origin_and_path():
    url = CONTENT.site_url + OWN_RECEIVER_PATH
    found = delivery(with_endpoint(url))
    assert (found.way, found.origin) == (Way.OWN_SERVER, CONTENT.site_url)
    text = privacy_text(with_endpoint(url))
    assert f"{CONTENT.message_retention_days} dagar" in text and "{days}" not in text
