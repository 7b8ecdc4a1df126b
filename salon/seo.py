"""Per-page head tags and the salon's structured data, from the content."""

import datetime
import json

import reflex as rx

from salon.components.image import share_image_url
from salon.content import CONTENT
from salon.content_model import Content, Service
from salon.opening_hours import schedule
from salon.opening_hours.calendar import SCHEMA_DAYS, build_date
from salon.routes import Route

A = CONTENT.contact.address


def share_image() -> str:
    """The sharing picture's full address (Open Graph and JSON-LD want one)."""
    return CONTENT.site_url + share_image_url(CONTENT.photo("share_image"))


def page_url(route: Route) -> str:
    return CONTENT.site_url + ("/" if route.path == "/" or route.is_not_found else route.path)


def page_args(route: Route) -> dict:
    """Keyword arguments for `app.add_page`: title, description and head tags.

    A page left out of the sitemap tells search engines so (`noindex`), which
    keeps them from listing it."""
    meta = CONTENT.page(route.key)
    image = share_image()
    tags = [
        {"property": "og:title", "content": meta.title},
        {"property": "og:description", "content": meta.description},
        {"property": "og:type", "content": "website"},
        {"property": "og:locale", "content": "sv_SE"},
        {"property": "og:site_name", "content": CONTENT.salon_name},
        {"property": "og:image:alt", "content": CONTENT.share_image_alt},
        {"name": "twitter:card", "content": "summary_large_image"},
        {"name": "twitter:image:alt", "content": CONTENT.share_image_alt},
    ]
    if not route.in_sitemap and not route.is_not_found:
        tags.append({"name": "robots", "content": "noindex"})
    if not route.is_not_found:
        tags += [
            {"property": "og:url", "content": page_url(route)},
            rx.el.link(rel="canonical", href=page_url(route)),
        ]
    return {"title": meta.title, "description": meta.description, "image": image, "meta": tags}


def special_hours(today: datetime.date, content: Content = CONTENT) -> list[dict]:
    """Every deviation in the 12 months from `today`. A closed day opens and
    closes at "00:00", Google's documented convention."""
    last = today + datetime.timedelta(days=schedule.JSON_LD_DAYS - 1)
    return [
        {
            "@type": "OpeningHoursSpecification",
            "validFrom": dev.first.isoformat(),
            "validThrough": dev.last.isoformat(),
            "opens": dev.opens or "00:00",
            "closes": dev.closes or "00:00",
        }
        for dev in schedule.deviations(content, today, last)
    ]


def price_range(content: Content) -> str:
    low, high = content.price_range
    return f"{low}–{high} kr"


def _offer(service: Service) -> dict:
    """A price-list row as a schema.org Offer. A 'från' price is a minimum,
    not the price, so it goes in a PriceSpecification's minPrice."""
    offer = {
        "@type": "Offer",
        "itemOffered": {"@type": "Service", "name": service.name},
        "priceCurrency": "SEK",
    }
    if service.from_price:
        offer["priceSpecification"] = {
            "@type": "PriceSpecification",
            "minPrice": service.price,
            "priceCurrency": "SEK",
        }
    else:
        offer["price"] = service.price
    return offer


def offer_catalog(content: Content) -> dict:
    """The price list as an OfferCatalog: one nested catalog per category,
    schema.org's documented shape for a provider's grouped services."""
    return {
        "@type": "OfferCatalog",
        "name": content.texts.treatments_title,
        "itemListElement": [
            {
                "@type": "OfferCatalog",
                "name": category.title,
                "itemListElement": [_offer(service) for service in category.services],
            }
            for category in content.categories
        ],
    }


def salon_json_ld(today: datetime.date | None = None) -> dict:
    """schema.org HairSalon with address, opening hours and the deviations of
    the coming year (from `today`, default the build date)."""
    return {
        "@context": "https://schema.org",
        "@type": "HairSalon",
        "name": CONTENT.salon_name,
        "url": CONTENT.site_url + "/",
        "telephone": CONTENT.contact.phone_href.removeprefix("tel:"),
        "email": CONTENT.contact.email,
        "image": share_image(),
        "priceRange": price_range(CONTENT),
        "address": {
            "@type": "PostalAddress",
            "streetAddress": A.street,
            "postalCode": A.postal_code,
            "addressLocality": A.city,
            "addressCountry": A.country_code,
        },
        "geo": {"@type": "GeoCoordinates", "latitude": A.latitude, "longitude": A.longitude},
        "openingHoursSpecification": [
            {
                "@type": "OpeningHoursSpecification",
                "dayOfWeek": f"https://schema.org/{SCHEMA_DAYS[index]}",
                "opens": day.opens,
                "closes": day.closes,
            }
            for index, day in enumerate(CONTENT.hours)
        ],
        "specialOpeningHoursSpecification": special_hours(today or build_date()),
        "sameAs": [s.url for s in CONTENT.social],
        "hasOfferCatalog": offer_catalog(CONTENT),
    }


def json_ld_script() -> rx.Component:
    # "</" is escaped so the JSON can never close the script element; compact
    # separators: every page carries it in its head.
    text = json.dumps(salon_json_ld(), ensure_ascii=False, separators=(",", ":"))
    text = text.replace("</", "<\\/")
    return rx.el.script(text, type="application/ld+json")
