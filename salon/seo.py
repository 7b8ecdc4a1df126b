"""Per-page head tags and the salon's structured data, from the content, in
the page's language: title, description, canonical URL, the page in the
site's other languages (hreflang), Open Graph tags and JSON-LD."""

import datetime
import json

import reflex as rx

from salon.calendar import SCHEMA_DAYS, build_date
from salon.content_model import Content, Service
from salon.images import publish
from salon.locales import DEFAULT
from salon.opening_hours import schedule
from salon.routes import Route


def share_image(content: Content) -> str:
    """The sharing picture's full address (Open Graph and JSON-LD want one)."""
    return content.site_url + publish.largest_url(content.photo("share_image"), "jpeg")


def page_url(route: Route) -> str:
    """The page's absolute URL; a 404 page's is its language's home page."""
    home = route.link("home")
    return route.content.site_url + (home if route.is_not_found else route.path)


def alternates(route: Route) -> list[tuple[str, str]]:
    """(hreflang, URL) of this page in every language the site is built in,
    this one included, and x-default (the default language's): search
    engines want each language to name all of them."""
    urls = [(other.locale.code, page_url(other)) for other in route.counterparts]
    if len(urls) < 2:
        return []
    return [*urls, ("x-default", dict(urls)[DEFAULT.code])]


def page_args(route: Route) -> dict:
    """Keyword arguments for `app.add_page`: title, description and head tags.

    A page left out of the sitemap tells search engines so (`noindex`), which
    keeps them from listing it."""
    c = route.content
    meta = c.page(route.key)
    image = share_image(c)
    tags = [
        {"property": "og:title", "content": meta.title},
        {"property": "og:description", "content": meta.description},
        {"property": "og:type", "content": "website"},
        {"property": "og:locale", "content": route.locale.og_locale},
        *(
            {"property": "og:locale:alternate", "content": other.locale.og_locale}
            for other in route.counterparts
            if other.locale != route.locale
        ),
        {"property": "og:site_name", "content": c.salon_name},
        {"property": "og:image:alt", "content": c.share_image_alt},
        {"name": "twitter:card", "content": "summary_large_image"},
        {"name": "twitter:image:alt", "content": c.share_image_alt},
    ]
    if not route.in_sitemap and not route.is_not_found:
        tags.append({"name": "robots", "content": "noindex"})
    if not route.is_not_found:
        tags += [
            {"property": "og:url", "content": page_url(route)},
            rx.el.link(rel="canonical", href=page_url(route)),
            *(
                rx.el.link(rel="alternate", href_lang=code, href=url)
                for code, url in alternates(route)
            ),
        ]
    tags.append(json_ld_script(route))
    return {"title": meta.title, "description": meta.description, "image": image, "meta": tags}


def special_hours(content: Content, today: datetime.date) -> list[dict]:
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
    """'50–1350 kr', as the content writes a price in its language."""
    low, high = (content.locale.amount(price) for price in content.price_range)
    return content.texts.price.format(amount=f"{low}–{high}")


def _offer(service: Service) -> dict:
    """A price-list row as a schema.org Offer. A 'från' price is a minimum,
    not the price, so it goes in a PriceSpecification's minPrice."""
    offer = {
        "@type": "Offer",
        "itemOffered": {"@type": "Service", "name": str(service.name)},
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


def salon_json_ld(content: Content, today: datetime.date | None = None) -> dict:
    """schema.org HairSalon in `content`'s language, with address, opening
    hours and the deviations of the coming year (from `today`, default the
    build date), and the languages it answers in."""
    address = content.contact.address
    return {
        "@type": "HairSalon",
        "@id": content.site_url + "/#salon",
        "name": content.salon_name,
        "url": content.site_url + content.locale.prefix + "/",
        "telephone": content.contact.phone_href.removeprefix("tel:"),
        "email": content.contact.email,
        "image": share_image(content),
        "priceRange": price_range(content),
        "address": {
            "@type": "PostalAddress",
            "streetAddress": address.street,
            "postalCode": address.postal_code,
            "addressLocality": address.city,
            "addressCountry": address.country_code,
        },
        "geo": {
            "@type": "GeoCoordinates",
            "latitude": address.latitude,
            "longitude": address.longitude,
        },
        "contactPoint": {
            "@type": "ContactPoint",
            "contactType": "customer service",
            "telephone": content.contact.phone_href.removeprefix("tel:"),
            "email": content.contact.email,
            "availableLanguage": [locale.code for locale in content.languages],
        },
        "openingHoursSpecification": [
            {
                "@type": "OpeningHoursSpecification",
                "dayOfWeek": f"https://schema.org/{SCHEMA_DAYS[index]}",
                "opens": day.opens,
                "closes": day.closes,
            }
            for index, day in enumerate(content.hours)
        ],
        "specialOpeningHoursSpecification": special_hours(content, today or build_date()),
        "sameAs": [s.url for s in content.social],
        "hasOfferCatalog": offer_catalog(content),
    }


def page_json_ld(route: Route, today: datetime.date | None = None) -> dict:
    """The page's structured data: the salon, and (but on a 404 page) the
    page itself, in its language."""
    c = route.content
    salon = salon_json_ld(c, today)
    if route.is_not_found:
        return {"@context": "https://schema.org", **salon}
    webpage = {
        "@type": "WebPage",
        "@id": page_url(route),
        "url": page_url(route),
        "name": c.page(route.key).title,
        "inLanguage": route.locale.code,
        "about": {"@id": salon["@id"]},
    }
    return {"@context": "https://schema.org", "@graph": [webpage, salon]}


def json_ld_script(route: Route) -> rx.Component:
    # "</" is escaped so the JSON can never close the script element; compact
    # separators: every page carries it.
    text = json.dumps(page_json_ld(route), ensure_ascii=False, separators=(",", ":"))
    text = text.replace("</", "<\\/")
    return rx.el.script(text, type="application/ld+json")
