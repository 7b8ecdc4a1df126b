"""The shape of the salon's content: every entry, its type and its one-line
check, and the owner's guidance for it (`title` and `description`, in Swedish:
the CMS shows them as the field's label and hint).

The values live in content/ (one file per section, `sections.py`);
`salon.content_model.loader` reads them into `Content`. Checks that span several entries are in `checks.py`.
"""

from __future__ import annotations

import itertools
import re
from typing import Annotated

from pydantic import PrivateAttr

from salon.content_model.fields import (
    Colour,
    Days,
    Email,
    Filled,
    Flag,
    Focus,
    FontChoice,
    FormEndpoint,
    Key,
    LogoFile,
    MayBeEmpty,
    Model,
    Number,
    Phone,
    Price,
    SiteUrl,
    Text,
    Url,
    Words,
    field,
    photo,
)
from salon.content_model.hours import DayHours, HolidayRule, HoursException
from salon.content_model.pictures import (
    FOCUS_HINT,
    FOCUS_TITLE,
    HeroSlide,
    InstagramPicture,
    Picture,
    Testimonial,
    photo_hint,
)
from salon.content_model.report import ContentError
from salon.content_model.texts import PageMeta, Pages, Policy, Statement, Texts
from salon.images.slots import CARD, SHARE
from salon.locales import DEFAULT, ENGLISH, Locale


class Address(Model):
    street: Text = field("Gatuadress")
    postal_code: Text = field("Postnummer")
    city: Text = field("Ort", "Fylls i där sidtitlarna skriver {city}.")
    country_code: Text = field("Landskod", "Två bokstäver, t.ex. SE.")
    latitude: Number = field(
        "Latitud", "Salongens läge, med minst fem decimaler (ungefär en meter)."
    )
    longitude: Number = field("Longitud", "Salongens läge, med minst fem decimaler.")

    @property
    def one_line(self) -> str:
        return f"{self.street}, {self.postal_code} {self.city}"


class Contact(Model):
    phone: Phone = field("Telefon", "Som besökarna ska läsa det, t.ex. 070-174 06 00.")
    email: Email = field("E-post")
    address: Address = field("Adress")

    @property
    def phone_href(self) -> str:
        digits = re.sub(r"[^0-9+]", "", self.phone)
        return "tel:+46" + digits[1:] if digits.startswith("0") else "tel:" + digits


class Link(Model):
    label: Text = field("Text")
    url: Url = field("Adress", "Börjar med https://.")


class Colors(Model):
    """The salon's colours by role; every other colour of the site follows from them."""

    accent: Colour = field("Accentfärg", "Knappar, länkar och priser. Texten på knapparna är vit.")
    background: Colour = field("Bakgrund", "Sidans bakgrund. Ljus: sidan är ljus.")
    surface: Colour = field("Kort", "Korten och rutorna på sidan.")
    text: Colour = field("Text", "Brödtexten, och den mörka sidfoten och banden.")


class Fonts(Model):
    headings: FontChoice = field("Rubriker", "Typsnittet i rubrikerna och salongens namn.")
    body: FontChoice = field("Brödtext", "Typsnittet i all annan text.")


class Credit(Model):
    """Who made the website: an outbound link to the maker's own site."""

    label: Words = field("Rubrik", "Står före namnet i sidfoten, t.ex. Webbplats.")
    maker: Text = field("Namn", "Den som gjort webbplatsen.")
    url: Url = field("Adress", "Webbplatsmakarens egen webbplats, inte en sida på salongens.")

    @property
    def text(self) -> str:
        return f"{self.label}: {self.maker}"


class Map(Model):
    embed_url: Url = field(
        "Kartans adress för inbäddning",
        "OpenStreetMaps adress under Dela > HTML. Ändra den, öppna "
        "kartan och koordinaterna tillsammans.",
    )
    open_url: Url = field("Länk som öppnar kartan", "Öppnas i en ny flik.")
    # /kontakt shows the footer's map and its own; screen readers list frames by title.
    footer_title: Words = field("Kartans namn i sidfoten", "Läses upp av skärmläsare.")
    contact_title: Words = field(
        "Kartans namn på kontaktsidan", "Läses upp av skärmläsare; annat än sidfotens."
    )


BOOKING_URL_HINT = (
    "Behandlingens egen sida hos bokningstjänsten: öppna den där och kopiera "
    "adressen (hos Bokadirekt ser den ut som https://www.bokadirekt.se/"
    "boka-tjanst/salong-12345/behandling-678). Tom: kategorins länk, annars "
    "salongens."
)


class Service(Model):
    """One bookable service; `from_price` marks a starting price ('från')."""

    key: Key = field(
        "Nyckel",
        "Kort namn i små bokstäver utan mellanslag, unikt på hela "
        "webbplatsen; puffarna på startsidan pekar ut behandlingen med det.",
    )
    name: Words = field("Namn")
    price: Price = field("Pris", "Hela kronor.")
    from_price: Flag = field("Från-pris", 'Visar "från" före priset.', default=False)
    description: Words | None = field("Beskrivning", default=None)
    booking_url: Url | None = field("Bokningslänk", BOOKING_URL_HINT, default=None)


class Category(Model):
    """A price-list group."""

    key: Key = field(
        "Nyckel",
        "Kort namn i små bokstäver utan mellanslag, unikt på hela "
        "webbplatsen; syns i adressen när besökaren filtrerar prislistan.",
    )
    title: Words = field("Rubrik")
    intro: Words = field("Ingress", widget="text")
    services: Annotated[tuple[Service, ...], Filled] = field("Behandlingar", singular="behandling")
    booking_url: Url | None = field(
        "Bokningslänk", "Kategorins sida hos bokningstjänsten. Tom: salongens.", default=None
    )


class Teaser(Model):
    """A service or category highlighted on the home page; its name, price and
    booking page come from the price list entry `key`."""

    key: Key = field(
        "Behandling",
        "Nyckeln till en behandling eller kategori i prislistan; "
        "namn, pris och bokningslänk hämtas därifrån (en kategori visar sitt "
        "lägsta pris).",
    )
    image: photo(CARD) = field("Bild", photo_hint(CARD))
    image_alt: Words = field("Bildbeskrivning", "Vad bilden visar, för den som inte ser den.")
    focus: Focus = field(FOCUS_TITLE, FOCUS_HINT, default=None)


class FaqItem(Model):
    question: Words = field("Fråga")
    answer: Words = field("Svar", widget="text")


class Value(Model):
    title: Words = field("Rubrik")
    text: Words = field("Text", widget="text")


FROM_PRICE_LIST = "Namn och pris hämtas ur prislistan."


def _list(item, title: str, singular: str, description: str | None = None):
    return Annotated[tuple[item, ...], Filled, field(title, description, singular=singular)]


class Content(Model):
    salon_name: Text = field(
        "Salongens namn",
        "Fylls i där sidtitlarna skriver {salon}. Exemplets namn är påhittat: byt till salongens.",
    )
    tagline: Words = field("Slogan")
    site_url: SiteUrl = field("Webbplatsens adress", "Börjar med https://, utan / på slutet.")
    english: Flag = field(
        "Engelska sidor",
        "Varje sida även på engelska, under /en/. Av: webbplatsen är bara på svenska.",
        default=True,
    )
    share_image: photo(SHARE, focus="share_image_focus") = field(
        "Delningsbild",
        "Bilden som sociala medier visar när någon delar en länk. " + photo_hint(SHARE),
    )
    share_image_alt: Words = field(
        "Delningsbildens beskrivning",
        "Vad delningsbilden visar, för den som inte ser den. Ändra den när du byter bild.",
    )
    share_image_focus: Focus = field(FOCUS_TITLE, FOCUS_HINT, default=None)
    contact: Contact = field(
        "Kontaktuppgifter",
        "Exemplets adress, telefonnummer och e-post är påhittade: byt till salongens.",
    )
    booking_url: Url = field(
        "Bokningslänk", "Salongens sida hos bokningstjänsten; alla Boka tid-knappar öppnar den."
    )
    loyalty_url: Url = field("Stamkundslänk", "QR-koden i stamkundserbjudandet leder hit.")
    form_endpoint: FormEndpoint = field(
        "Kontaktformulärets mottagare",
        "Adressen som kontaktformuläret skickar "
        "meddelanden till (https://). Tom: formuläret öppnar besökarens e-postprogram "
        "med meddelandet i stället.",
        default=None,
    )
    message_retention_days: Days = field(
        "Dagar ett meddelande sparas",
        "Med salongens egen server som mottagare: så "
        "många dagar efter att ett meddelande vidarebefordrats raderas det. "
        "Integritetspolicyn säger detsamma.",
    )
    social: _list(Link, "Sociala medier", "länk")
    instagram_url: Url = field("Instagram")
    map: Map = field("Karta")
    hours: _list(
        DayHours, "Öppettider per veckodag", "veckodag", "Måndag till söndag, i den ordningen."
    )
    hours_note: Words = field("Notis om öppettider")
    holiday_policy: Annotated[tuple[HolidayRule, ...], MayBeEmpty] = field(
        "Helgdagar",
        singular="helgdag",
        description="Helgdagar och aftnar med almanackans namn. Utan tider: stängt hela "
        "dagen; med tider: de tiderna. En helgdag som inte står här har vanliga öppettider.",
    )
    hours_exceptions: Annotated[tuple[HoursException, ...], MayBeEmpty] = field(
        "Avvikande öppettider",
        singular="stängd eller ändrad dag",
        description="Datum med stängt eller andra tider; går före veckans tider "
        "och helgdagarna. En dag: bara från och med; en period: från och med och till och med.",
    )
    booking_rules: _list(Words, "Bokningsregler", "bokningsregel", "Under Bra att veta om bokning.")
    categories: _list(Category, "Kategorier i prislistan", "kategori", "En kategori i taget.")
    hero_headline: Words = field("Rubrik överst på startsidan")
    hero_text: Words = field("Text överst på startsidan", widget="text")
    hero_slides: _list(HeroSlide, "Bilder i bildspelet överst på startsidan", "bild")
    hero_teasers: _list(Teaser, "Puffar överst på startsidan", "puff", FROM_PRICE_LIST)
    popular: _list(Teaser, "Populära behandlingar", "populär behandling", FROM_PRICE_LIST)
    grid_service_keys: _list(
        Key,
        "Tjänster på startsidan",
        "tjänst",
        "Nycklar till behandlingar eller kategorier i prislistan; en "
        "kategori behöver ett från-pris i tjänsterutan.",
    )
    testimonials: _list(Testimonial, "Kundomdömen", "kundomdöme")
    salon_pictures: _list(Picture, "Bilder från salongen", "bild")
    instagram_pictures: _list(InstagramPicture, "Instagrambilder", "bild")
    faq: _list(FaqItem, "Vanliga frågor", "fråga")
    about_story: _list(Words, "Stycken om salongen", "stycke", "Texten på Om oss.")
    values: _list(Value, "Våra värderingar", "värdering")
    quote: Words = field("Citat")
    quote_author: Words = field("Citatets upphovsperson")
    loyalty_title: Words = field("Stamkundserbjudandets rubrik")
    loyalty_text: Words = field("Stamkundserbjudandets text", widget="text")
    credit: Credit = field(
        "Webbplatsen gjord av",
        "Visas i sidfoten med en länk. Exemplets "
        "webbyrå är påhittad: ange den som gjort er webbplats.",
    )
    colors: Colors = field(
        "Färger",
        "Bygget räknar ut nyanserna och kontrollerar att all text går att läsa; "
        "en färg som inte klarar det stoppar bygget med ett närmaste förslag.",
    )
    fonts: Fonts = field("Typsnitt", "Webbplatsen levererar typsnitten själv.")
    logo: LogoFile = field(
        "Logotyp",
        "SVG eller PNG, visas överst på varje sida i stället för namnet. "
        "Tom: salongens namn i rubrikernas typsnitt.",
        default=None,
    )
    texts: Texts = field("Texter på knappar och rubriker")
    privacy: Policy = field("Integritetspolicy")
    accessibility: Statement = field("Tillgänglighetsredogörelse")
    pages: Pages = field(
        "Sidornas titlar och beskrivningar",
        "Visas i sökresultat och flikar. {salon}, {city} och {hours} fylls i "
        "med salongens namn, ort och öppettider; skriv {{ }} för en klammer.",
    )

    # The language this content is in; the loader sets it (translation.py).
    _locale: Locale = PrivateAttr(default=DEFAULT)

    @property
    def locale(self) -> Locale:
        return self._locale

    @property
    def languages(self) -> tuple[Locale, ...]:
        """The languages the site is built in: Swedish, and English unless turned off."""
        return (DEFAULT, ENGLISH) if self.english else (DEFAULT,)

    def price_label(self, service: Service) -> str:
        """How a price reads in this language: '350 kr', 'från 930 kr'."""
        amount = self.texts.price.format(amount=self.locale.amount(service.price))
        return self.texts.from_price.format(price=amount) if service.from_price else amount

    def grouped_hours(self, in_sentence: bool = False) -> list[tuple[str, str]]:
        """Consecutive days with equal hours folded together: ('Måndag–Fredag',
        '10:00–19:00'); `in_sentence`: as the days read inside a sentence."""
        name = self.locale.weekday_in_sentence if in_sentence else self.locale.weekday
        groups = []
        for label, days in itertools.groupby(enumerate(self.hours), key=lambda d: d[1].label):
            first, *rest = [name(index) for index, _day in days]
            groups.append((f"{first}–{rest[-1]}" if rest else first, label))
        return groups

    def page(self, key: str) -> PageMeta:
        """The page's title and description (`key`: salon/routes.py) with their
        placeholders filled in, so the salon's name, town and hours are typed once."""
        meta, fields = self.pages[key], self.page_fields()
        return meta.model_copy(
            update={
                "title": meta.title.format_map(fields),
                "description": meta.description.format_map(fields),
            }
        )

    def page_fields(self) -> dict[str, str]:
        """What the page titles' placeholders stand for."""
        return {
            "salon": self.salon_name,
            "city": self.contact.address.city,
            "hours": ", ".join(f"{days} {hours}" for days, hours in self.grouped_hours(True)),
        }

    def category(self, key: str) -> Category:
        return next(cat for cat in self.categories if cat.key == key)

    @property
    def services(self) -> tuple[Service, ...]:
        """Every service of the price list, in list order."""
        return tuple(service for category in self.categories for service in category.services)

    def _entry(self, key: str) -> tuple[Category, Service | None]:
        """The price-list entry `key`: a service and its category, or a
        category alone."""
        for category in self.categories:
            if category.key == key:
                return category, None
            for service in category.services:
                if service.key == key:
                    return category, service
        raise ContentError(f"unknown service or category {key!r}")

    def priced_entry(self, key: str) -> Service:
        """A service of the price list as it stands, or a whole category from
        its lowest price ('Klippning från 130 kr')."""
        category, service = self._entry(key)
        return service or _whole(category)

    def teaser_entry(self, teaser: Teaser) -> Service:
        """What a home-page teaser shows: its service, or its whole category."""
        return self.priced_entry(teaser.key)

    def booking_url_for(self, key: str) -> str:
        """The booking page for a service or category key: its own URL, else
        its category's, else the salon's."""
        category, service = self._entry(key)
        return (service and service.booking_url) or category.booking_url or self.booking_url

    @property
    def price_range(self) -> tuple[int, int]:
        """The lowest and highest price in the list."""
        prices = [service.price for service in self.services]
        return min(prices), max(prices)

    @property
    def grid_services(self) -> tuple[Service, ...]:
        return tuple(self.priced_entry(key) for key in self.grid_service_keys)


def _whole(category: Category) -> Service:
    """A whole category as one priced entry: its lowest price, 'från' unless
    every treatment in it costs just that."""
    prices = [service.price for service in category.services]
    return Service(
        key=category.key,
        name=category.title,
        price=min(prices),
        from_price=len(set(prices)) > 1 or any(s.from_price for s in category.services),
    )
