"""The content model: what the salon's content (the files in content/) may
say, and how it is read.

- `models`, `hours`, `texts`: the entries, their types and the owner's guidance
  (pydantic; the CMS's form can be made from their JSON Schema);
- `fields`: the kinds of value and their one-line checks;
- `checks`: the checks that span entries;
- `sections`: which file holds which entries;
- `translation`: another language's content, its texts laid over the default's;
- `document`, `loader`, `report`: the files read with their line numbers,
  and every problem told at once as `file:line: path: message`.

The modules depend on each other in that order, from the bottom up. The
Swedish calendar the content is checked against (weekdays, holidays) is
salon/calendar.py.
"""

from salon.content_model.checks import GEO_DECIMALS, decimals
from salon.content_model.document import Document, read, read_content
from salon.content_model.fields import Foreign
from salon.content_model.hours import DayHours, HolidayRule, HoursException
from salon.content_model.loader import (
    load,
    load_for_build,
    load_languages,
    validate,
    validate_languages,
)
from salon.content_model.models import (
    Address,
    Category,
    Contact,
    Content,
    Credit,
    FaqItem,
    HeroSlide,
    InstagramPicture,
    Link,
    Map,
    Picture,
    Service,
    Teaser,
    Testimonial,
    Value,
)
from salon.content_model.report import ContentError, ContentWarning
from salon.content_model.sections import SECTIONS, Section
from salon.content_model.texts import PageMeta, Pages, Policy, PolicySection, Statement, Texts

__all__ = [
    "GEO_DECIMALS",
    "SECTIONS",
    "Address",
    "Category",
    "Contact",
    "Content",
    "ContentError",
    "ContentWarning",
    "Credit",
    "DayHours",
    "Document",
    "FaqItem",
    "Foreign",
    "HeroSlide",
    "HolidayRule",
    "HoursException",
    "InstagramPicture",
    "Link",
    "Map",
    "PageMeta",
    "Pages",
    "Picture",
    "Policy",
    "PolicySection",
    "Section",
    "Service",
    "Statement",
    "Teaser",
    "Testimonial",
    "Texts",
    "Value",
    "decimals",
    "load",
    "load_for_build",
    "load_languages",
    "read",
    "read_content",
    "validate",
    "validate_languages",
]
