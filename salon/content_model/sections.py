"""Which file of content/ holds which entries: the content is one schema
(`Content`) kept in several files, one per part of the site an owner thinks
of, so /admin/ opens "Behandlingar & priser" alone instead of one form of
everything. The CMS shows each section as an entry of its own, under its
`label`; the build reads them all into one `Content`.

Every top-level field of `Content` is in exactly one section (checked when
this module is imported), in the order the file and the form show them.
"""

from __future__ import annotations

import dataclasses

from salon.content_model.models import Content


@dataclasses.dataclass(frozen=True)
class Section:
    name: str  # the CMS's name for the entry (its address in /admin/)
    label: str  # what the owner reads
    file: str  # in the content folder
    fields: tuple[str, ...]  # the top-level fields of Content it holds


SECTIONS = (
    Section(
        "salon",
        "Salongen & kontakt",
        "salon.yml",
        (
            "salon_name",
            "tagline",
            "contact",
            "booking_url",
            "loyalty_url",
            "social",
            "instagram_url",
            "map",
        ),
    ),
    Section(
        "hours",
        "Öppettider & stängda dagar",
        "hours.yml",
        ("hours", "hours_note", "holiday_policy", "hours_exceptions"),
    ),
    Section(
        "treatments", "Behandlingar & priser", "treatments.yml", ("categories", "booking_rules")
    ),
    Section(
        "home",
        "Startsidan",
        "home.yml",
        (
            "hero_headline",
            "hero_text",
            "hero_slides",
            "hero_teasers",
            "popular",
            "grid_service_keys",
            "testimonials",
            "loyalty_title",
            "loyalty_text",
        ),
    ),
    Section("about", "Om oss", "about.yml", ("about_story", "values", "quote", "quote_author")),
    Section("faq", "Vanliga frågor", "faq.yml", ("faq",)),
    Section(
        "pictures",
        "Bilder",
        "pictures.yml",
        (
            "salon_pictures",
            "instagram_pictures",
            "share_image",
            "share_image_alt",
            "share_image_focus",
        ),
    ),
    Section("brand", "Varumärke", "brand.yml", ("colors", "fonts", "logo")),
    Section("texts", "Texter på sidorna", "texts.yml", ("texts", "pages")),
    Section(
        "policies",
        "Integritetspolicy & tillgänglighet",
        "policies.yml",
        ("privacy", "accessibility"),
    ),
    Section(
        "settings",
        "Inställningar",
        "settings.yml",
        ("site_url", "english", "form_endpoint", "message_retention_days", "credit"),
    ),
)

# The section of each top-level field.
SECTION_OF = {name: section for section in SECTIONS for name in section.fields}


def _check_partition() -> None:
    """Every field of Content in exactly one section: a field added to the
    model without a file would be missing from every file and every form."""
    listed = [name for section in SECTIONS for name in section.fields]
    twice = sorted({name for name in listed if listed.count(name) > 1})
    missing = sorted(set(Content.model_fields) - set(listed))
    unknown = sorted(set(listed) - set(Content.model_fields))
    if twice or missing or unknown:
        raise RuntimeError(
            f"content sections: twice {twice}, in no section {missing}, not in Content {unknown}"
        )


_check_partition()
