"""Where a message from the contact form goes, as the content's `form_endpoint` sets it.

Three ways (docs/owner.md, "Receiving messages"):

- no endpoint: the visitor's own mail app, which the form opens with a
  mailto: link filled in from the fields; the site sends nothing;
- the salon's own receiver: `site_url` + OWN_RECEIVER_PATH;
- a hosted form service: any other endpoint, named on /privacy-policy by
  the service's name where it is one of SERVICES, else by its host.

The contact page, the privacy notice and the site's description for the CSP
(salon/site.py) all read it from here.
"""

from __future__ import annotations

import dataclasses
import enum
from urllib.parse import urlsplit

from salon.contact_form import ENDPOINT as OWN_RECEIVER_PATH
from salon.content_model import Content
from salon.web_origin import origin

# Hosted form services by the host of their endpoint, as the privacy notice names them.
SERVICES = {"formspree.io": "Formspree", "usebasin.com": "Basin", "getform.io": "Getform"}


class Way(enum.Enum):
    MAIL_APP = "mail_app"
    OWN_SERVER = "own_server"
    SERVICE = "service"


@dataclasses.dataclass(frozen=True)
class Delivery:
    way: Way
    endpoint: str | None = None
    # The form service's name (Way.SERVICE only).
    service: str | None = None

    @property
    def origin(self) -> str | None:
        """The endpoint's origin, which the CSP must allow; None without one."""
        return None if self.endpoint is None else origin(self.endpoint)


def delivery(content: Content) -> Delivery:
    endpoint = content.form_endpoint
    if endpoint is None:
        return Delivery(Way.MAIL_APP)
    if endpoint.rstrip("/") == content.site_url + OWN_RECEIVER_PATH:
        return Delivery(Way.OWN_SERVER, endpoint)
    host = urlsplit(endpoint).hostname or ""
    name = next(
        (
            name
            for domain, name in SERVICES.items()
            if host == domain or host.endswith("." + domain)
        ),
        host,
    )
    return Delivery(Way.SERVICE, endpoint, name)


def privacy_text(content: Content) -> str:
    """What the privacy notice says about a message from the contact form."""
    found = delivery(content)
    policy = content.privacy
    if found.way is Way.MAIL_APP:
        return policy.form_mail_app
    if found.way is Way.OWN_SERVER:
        return policy.form_own_server.replace("{days}", str(content.message_retention_days))
    return policy.form_service.replace("{service}", found.service)
