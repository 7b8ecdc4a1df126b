"""The site's words that are not prices or hours: the fixed labels and
headings, each page's title and description, the privacy policy and the
accessibility statement."""

from __future__ import annotations

from typing import Annotated

from salon.content_model.fields import Date, Filled, Model, Text, field


class Texts(Model):
    """Every fixed label and heading a visitor reads, typed once."""

    menu: Text = field("Menyknappen")
    main_nav: Text = field("Huvudmenyns namn", "Läses upp av skärmläsare.")
    book_short: Text = field("Boka-knappen i sidhuvudet")
    book_online: Text = field("Boka-knappen på startsidan")
    book_now: Text = field("Boka-knappen i uppmaningen längst ner")
    book_item: Text = field("Boka-knappen på puffarna")
    skip_link: Text = field("Länken förbi menyn", "Syns för den som använder tangentbordet.")
    footer_contact: Text = field("Sidfotens rubrik för kontakt")
    footer_hours: Text = field("Sidfotens rubrik för öppettider")
    footer_map: Text = field("Sidfotens rubrik för kartan")
    privacy_link: Text = field("Länken till integritetspolicyn")
    cookie_settings: Text = field("Knappen för cookie-inställningar")
    map_consent_text: Text = field(
        "Text i stället för kartan",
        "Innan besökaren godkänt cookies eller valt att visa kartan.",
        widget="text",
    )
    map_show: Text = field("Knappen som visar kartan")
    map_open: Text = field("Länken som öppnar kartan i ny flik")
    cookie_title: Text = field("Cookie-rutans rubrik")
    cookie_text: Text = field("Cookie-rutans text", widget="text")
    read_more: Text = field("Läs mer-länken i cookie-rutan")
    read_more_topic: Text = field(
        "Vad läs mer-länken handlar om", "Läses upp av skärmläsare efter länktexten."
    )
    accept: Text = field("Knappen som godkänner cookies")
    close: Text = field("Stäng-knappen")
    not_found_title: Text = field("Rubrik när en sida saknas")
    not_found_text: Text = field("Text när en sida saknas")
    not_found_home: Text = field("Länken till startsidan när en sida saknas")
    error_title: Text = field("Rubrik vid fel")
    error_text: Text = field("Text vid fel")
    carousel_pause: Text = field("Knappen som pausar bildspelet")
    carousel_dot: Text = field(
        "Knapparna som visar en bild i bildspelet", "Läses upp med bildens nummer."
    )
    hero_label: Text = field("Bildspelets namn", "Läses upp av skärmläsare.")
    teasers_label: Text = field("Puffarnas namn", "Läses upp av skärmläsare.")
    popular_title: Text = field("Rubrik för populära behandlingar")
    popular_intro: Text = field("Ingress för populära behandlingar")
    testimonials_title: Text = field("Rubrik för kundomdömen")
    testimonials_label: Text = field("Kundomdömenas namn", "Läses upp av skärmläsare.")
    rating_label: Text = field("Efter betyget", 'T.ex. "av 5 stjärnor".')
    age_suffix: Text = field("Efter åldern", 'T.ex. "år".')
    salon_title: Text = field("Rubrik för bilderna från salongen")
    salon_label: Text = field("Bildspelet från salongen", "Läses upp av skärmläsare.")
    services_title: Text = field("Rubrik för tjänsterna på startsidan")
    services_link: Text = field("Länken till prislistan")
    hours_title: Text = field("Rubrik för öppettider och bokning")
    booking_info_title: Text = field("Rubrik för bra att veta om bokning")
    instagram_title: Text = field("Rubrik för Instagram")
    instagram_cta: Text = field("Länken till Instagram")
    faq_title: Text = field("Rubrik för vanliga frågor")
    cta_title: Text = field("Rubrik i uppmaningen längst ner")
    cta_text: Text = field("Text i uppmaningen längst ner")
    floating_book: Text = field("Den svävande boka-knappen")
    loyalty_button: Text = field("Knappen som öppnar stamkundserbjudandet")
    loyalty_close: Text = field("Knappen som stänger stamkundserbjudandet")
    loyalty_qr_title: Text = field("QR-kodens namn", "Läses upp av skärmläsare.")
    treatments_title: Text = field("Rubrik på behandlingssidan")
    treatments_intro: Text = field("Ingress på behandlingssidan")
    filter_label: Text = field("Prislistans filter")
    filter_all: Text = field("Filtervalet för alla kategorier")
    rules_title: Text = field("Rubrik för bokningsreglerna")
    about_title: Text = field("Rubrik på Om oss")
    values_title: Text = field("Rubrik för värderingarna")
    contact_title: Text = field("Rubrik på kontaktsidan")
    contact_intro: Text = field("Ingress på kontaktsidan")
    form_title: Text = field("Formulärets rubrik")
    form_name: Text = field("Fältet för namn")
    form_email: Text = field("Fältet för e-post")
    form_message: Text = field("Fältet för meddelandet")
    form_submit: Text = field("Skicka-knappen")
    form_no_script: Text = field(
        "Text i stället för formuläret",
        "När JavaScript är avstängt och formuläret inte kan fungera.",
        widget="text",
    )
    form_honeypot: Text = field(
        "Etikett för fältet som ska lämnas tomt",
        "Syns inte för besökare (inte heller för skärmläsare); en robot "
        "som fyller i det får svar men meddelandet kastas.",
    )
    form_sending: Text = field("Text medan meddelandet skickas")
    form_failed: Text = field(
        "Text när meddelandet inte kunde skickas",
        "E-postadressen och telefonnumret följer som länkar.",
        widget="text",
    )
    form_mail_app: Text = field(
        "Text när e-postprogrammet öppnas",
        "Utan form_endpoint skickas meddelandet från besökarens eget "
        "e-postprogram. Länken som öppnar det igen, e-post och telefon "
        "följer.",
        widget="text",
    )
    form_mail_app_link: Text = field("Länken som öppnar meddelandet i e-postprogrammet")
    form_mail_subject: Text = field(
        "Ämnesraden i e-postprogrammet", "{namn} blir namnet besökaren skrev."
    )
    toast_title: Text = field("Rubrik när meddelandet skickats")
    toast_text: Text = field("Text när meddelandet skickats")
    toast_close: Text = field("Knappen som stänger beskedet")
    hours_page_title: Text = field("Rubrik på öppettidssidan")
    hours_caption: Text = field("Tabellens namn för veckans tider")
    hours_day: Text = field("Tabellens kolumn för dag")
    hours_time: Text = field("Tabellens kolumn för tider")
    today: Text = field("Märkningen av dagens rad")
    open_now: Text = field("Öppet nu")
    closed_now: Text = field("Stängt nu")
    closes_at: Text = field("Före stängningstiden", 'T.ex. "stänger kl.".')
    opens_at: Text = field("Före öppningstiden", 'T.ex. "öppnar".')
    today_word: Text = field("Ordet idag", "Mitt i en mening.")
    tomorrow_word: Text = field("Ordet i morgon", "Mitt i en mening.")
    clock_word: Text = field("Ordet före en tid", 'T.ex. "kl.".')
    closed_today: Text = field("Stängt idag")
    closed_label: Text = field("Stängt", "I tabeller och listor.")
    other_hours_today: Text = field("Avvikande tider idag")
    deviations_title: Text = field("Rubrik för avvikande öppettider")
    deviations_none: Text = field("Text när inga tider avviker")
    upcoming_notice_title: Text = field("Rubrik för kommande avvikelser på startsidan")
    card_book_title: Text = field("Kontaktkortets rubrik för bokning")
    card_book_text: Text = field("Kontaktkortets text för bokning")
    card_phone_title: Text = field("Kontaktkortets rubrik för telefon")
    card_visit_title: Text = field("Kontaktkortets rubrik för besök")
    directions: Text = field("Länken till vägbeskrivningen")
    book_service: Text = field(
        "Boka-länken i prislistan",
        'Skärmläsare läser behandlingens namn efter, t.ex. "Boka Damklippning".',
    )
    accessibility_link: Text = field("Länken till tillgänglighetsredogörelsen")


class PageMeta(Model):
    title: Text = field("Titel", "Visas i fliken och i sökresultat.")
    description: Text = field(
        "Beskrivning", "Visas i sökresultat, helst under 160 tecken.", widget="text"
    )
    nav_label: Text | None = field("Namn i menyn", "Tom: sidan står inte i menyn.", default=None)


class Pages(Model):
    """One title and description per page, by the page's key in the route
    registry (salon/routes.py; a unit test holds the two to the same keys)."""

    home: PageMeta = field("Startsidan")
    treatments: PageMeta = field("Behandlingar och priser")
    about: PageMeta = field("Om oss")
    contact: PageMeta = field("Kontakt")
    hours: PageMeta = field("Öppettider")
    privacy: PageMeta = field("Integritetspolicy")
    accessibility: PageMeta = field("Tillgänglighetsredogörelse")
    thanks: PageMeta = field("Tack-sidan efter ett skickat meddelande")
    not_found: PageMeta = field("Sidan som visas när en sida saknas")

    def __getitem__(self, key: str) -> PageMeta:
        return getattr(self, key)


class PolicySection(Model):
    title: Text = field("Rubrik")
    paragraphs: Annotated[tuple[Text, ...], Filled] = field(
        "Stycken", "Ett stycke per rad i listan.", widget="text", singular="stycke"
    )


class Policy(Model):
    """The privacy notice. Its last section says where a contact-form message
    goes: one of the `form_*` texts, picked by the content's form_endpoint."""

    title: Text = field("Rubrik")
    intro: Text = field("Ingress", widget="text")
    sections: Annotated[tuple[PolicySection, ...], Filled] = field("Avsnitt", singular="avsnitt")
    form_title: Text = field("Rubrik för kontaktformuläret")
    form_mail_app: Text = field(
        "Kontaktformuläret utan form_endpoint",
        "Besökarens eget e-postprogram skickar meddelandet.",
        widget="text",
    )
    form_service: Text = field(
        "Kontaktformuläret via en formulärtjänst",
        "{service} blir tjänstens namn (Formspree, Basin, Getform, annars adressens värdnamn).",
        widget="text",
    )
    form_own_server: Text = field(
        "Kontaktformuläret via salongens egen server",
        "{days} blir hur många dagar servern sparar ett meddelande.",
        widget="text",
    )


class Statement(Model):
    """The accessibility statement (/tillganglighet)."""

    title: Text = field("Rubrik")
    intro: Text = field("Ingress", widget="text")
    sections: Annotated[tuple[PolicySection, ...], Filled] = field("Avsnitt", singular="avsnitt")
    report_title: Text = field("Rubrik för att rapportera problem")
    report_text: Text = field("Text om att rapportera problem", widget="text")
    email_label: Text = field("Före e-postadressen")
    phone_label: Text = field("Före telefonnumret")
    reviewed_label: Text = field("Före granskningsdatumet")
    last_review: Date = field(
        "Senast granskad", "Datum, ÅÅÅÅ-MM-DD. Uppdatera vid varje granskning.", widget="date"
    )
