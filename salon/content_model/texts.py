"""The site's words that are not prices or hours: the fixed labels and
headings, each page's title and description, the privacy policy and the
accessibility statement."""

from __future__ import annotations

from typing import Annotated

from salon.content_model.fields import Date, Filled, Model, Words, field


class Texts(Model):
    """Every fixed label and heading a visitor reads, typed once."""

    menu: Words = field("Menyknappen")
    main_nav: Words = field("Huvudmenyns namn", "Läses upp av skärmläsare.")
    book_short: Words = field("Boka-knappen i sidhuvudet")
    book_online: Words = field("Boka-knappen på startsidan")
    book_now: Words = field("Boka-knappen i uppmaningen längst ner")
    book_item: Words = field("Boka-knappen på puffarna")
    skip_link: Words = field("Länken förbi menyn", "Syns för den som använder tangentbordet.")
    footer_contact: Words = field("Sidfotens rubrik för kontakt")
    footer_hours: Words = field("Sidfotens rubrik för öppettider")
    footer_map: Words = field("Sidfotens rubrik för kartan")
    privacy_link: Words = field("Länken till integritetspolicyn")
    cookie_settings: Words = field("Knappen för cookie-inställningar")
    map_consent_text: Words = field(
        "Text i stället för kartan",
        "Innan besökaren godkänt cookies eller valt att visa kartan.",
        widget="text",
    )
    map_load_hint: Words = field(
        "Hur kartan visas",
        "Efter texten i stället för kartan, där knappen finns: inte utan JavaScript.",
    )
    map_show: Words = field("Knappen som visar kartan")
    map_open: Words = field("Länken som öppnar kartan i ny flik")
    cookie_title: Words = field("Cookie-rutans rubrik")
    cookie_text: Words = field("Cookie-rutans text", widget="text")
    read_more: Words = field("Läs mer-länken i cookie-rutan")
    read_more_topic: Words = field(
        "Vad läs mer-länken handlar om", "Läses upp av skärmläsare efter länktexten."
    )
    accept: Words = field("Knappen som godkänner cookies")
    close: Words = field("Stäng-knappen")
    not_found_title: Words = field("Rubrik när en sida saknas")
    not_found_text: Words = field("Text när en sida saknas")
    not_found_home: Words = field("Länken till startsidan när en sida saknas")
    error_title: Words = field("Rubrik vid fel")
    error_text: Words = field("Text vid fel")
    carousel_role: Words = field(
        "Vad ett bildspel kallas",
        'Läses upp av skärmläsare i stället för "region", t.ex. "karusell".',
    )
    carousel_pause: Words = field("Knappen som pausar bildspelet")
    carousel_dot: Words = field(
        "Knapparna som visar en bild i bildspelet", "Läses upp med bildens nummer."
    )
    hero_label: Words = field("Bildspelets namn", "Läses upp av skärmläsare.")
    teasers_label: Words = field("Puffarnas namn", "Läses upp av skärmläsare.")
    popular_title: Words = field("Rubrik för populära behandlingar")
    popular_intro: Words = field("Ingress för populära behandlingar")
    testimonials_title: Words = field("Rubrik för kundomdömen")
    testimonials_label: Words = field("Kundomdömenas namn", "Läses upp av skärmläsare.")
    rating_label: Words = field("Efter betyget", 'T.ex. "av 5 stjärnor".')
    age_suffix: Words = field("Efter åldern", 'T.ex. "år".')
    salon_title: Words = field("Rubrik för bilderna från salongen")
    salon_label: Words = field("Bildspelet från salongen", "Läses upp av skärmläsare.")
    services_title: Words = field("Rubrik för tjänsterna på startsidan")
    services_link: Words = field("Länken till prislistan")
    hours_title: Words = field("Rubrik för öppettider och bokning")
    booking_info_title: Words = field("Rubrik för bra att veta om bokning")
    instagram_title: Words = field("Rubrik för Instagram")
    instagram_cta: Words = field("Länken till Instagram")
    faq_title: Words = field("Rubrik för vanliga frågor")
    cta_title: Words = field("Rubrik i uppmaningen längst ner")
    cta_text: Words = field("Text i uppmaningen längst ner")
    floating_book: Words = field("Den svävande boka-knappen")
    loyalty_button: Words = field("Knappen som öppnar stamkundserbjudandet")
    loyalty_close: Words = field("Knappen som stänger stamkundserbjudandet")
    loyalty_qr_title: Words = field("QR-kodens namn", "Läses upp av skärmläsare.")
    treatments_title: Words = field("Rubrik på behandlingssidan")
    treatments_intro: Words = field("Ingress på behandlingssidan")
    filter_label: Words = field("Prislistans filter")
    filter_all: Words = field("Filtervalet för alla kategorier")
    rules_title: Words = field("Rubrik för bokningsreglerna")
    about_title: Words = field("Rubrik på Om oss")
    values_title: Words = field("Rubrik för värderingarna")
    contact_title: Words = field("Rubrik på kontaktsidan")
    contact_intro: Words = field("Ingress på kontaktsidan")
    form_title: Words = field("Formulärets rubrik")
    form_name: Words = field("Fältet för namn")
    form_email: Words = field("Fältet för e-post")
    form_message: Words = field("Fältet för meddelandet")
    form_submit: Words = field("Skicka-knappen")
    form_no_script: Words = field(
        "Text i stället för formuläret",
        "När JavaScript är avstängt och formuläret inte kan fungera.",
        widget="text",
    )
    form_honeypot: Words = field(
        "Etikett för fältet som ska lämnas tomt",
        "Syns inte för besökare (inte heller för skärmläsare); en robot "
        "som fyller i det får svar men meddelandet kastas.",
    )
    form_sending: Words = field("Text medan meddelandet skickas")
    form_failed: Words = field(
        "Text när meddelandet inte kunde skickas",
        "E-postadressen och telefonnumret följer som länkar.",
        widget="text",
    )
    form_mail_app: Words = field(
        "Text när e-postprogrammet öppnas",
        "Utan form_endpoint skickas meddelandet från besökarens eget "
        "e-postprogram. Länken som öppnar det igen, e-post och telefon "
        "följer.",
        widget="text",
    )
    form_mail_app_link: Words = field("Länken som öppnar meddelandet i e-postprogrammet")
    form_mail_subject: Words = field(
        "Ämnesraden i e-postprogrammet", "{namn} blir namnet besökaren skrev."
    )
    # What the salon's own server (salon/receiver/) answers when it does not
    # take a message: as the form's errors, and as a page where JavaScript is off.
    form_name_missing: Words = field(
        "Svar: namnet saknas",
        "Svaren visas när salongens egen server inte tar emot ett meddelande.",
    )
    form_name_too_long: Words = field(
        "Svar: namnet är för långt", "{limit} blir hur många tecken ett namn får ha."
    )
    form_email_missing: Words = field("Svar: e-postadressen saknas")
    form_email_invalid: Words = field("Svar: e-postadressen går inte att använda")
    form_message_missing: Words = field("Svar: meddelandet saknas")
    form_message_too_long: Words = field(
        "Svar: meddelandet är för långt",
        "{limit} blir hur många tecken ett meddelande får ha, {length} hur många det hade.",
    )
    form_rate_limited: Words = field(
        "Svar: för många meddelanden på kort tid",
        "{email} blir salongens e-postadress.",
        widget="text",
    )
    form_not_stored: Words = field(
        "Svar: meddelandet kunde inte sparas",
        "När servern inte kan spara det, eller inte svarar alls. "
        "{email} blir salongens e-postadress.",
        widget="text",
    )
    form_foreign_origin: Words = field("Svar: formuläret skickades från en annan webbplats")
    form_unreadable: Words = field("Svar: formuläret gick inte att läsa")
    form_too_large: Words = field("Svar: formuläret var för stort")
    form_not_sent_title: Words = field(
        "Rubrik när meddelandet inte skickades",
        "På sidan som visas i stället för formuläret när JavaScript är avstängt.",
    )
    form_not_sent_lead: Words = field("Text när meddelandet inte skickades")
    form_not_sent_retry: Words = field("Före formuläret när meddelandet inte skickades")
    form_not_sent_back: Words = field("Länken tillbaka till kontaktsidan")
    toast_title: Words = field("Rubrik när meddelandet skickats")
    toast_text: Words = field("Text när meddelandet skickats")
    toast_close: Words = field("Knappen som stänger beskedet")
    hours_page_title: Words = field("Rubrik på öppettidssidan")
    hours_caption: Words = field("Tabellens namn för veckans tider")
    hours_day: Words = field("Tabellens kolumn för dag")
    hours_time: Words = field("Tabellens kolumn för tider")
    today: Words = field("Märkningen av dagens rad")
    open_now: Words = field("Öppet nu")
    closed_now: Words = field("Stängt nu")
    closes_at: Words = field("Före stängningstiden", 'T.ex. "stänger kl.".')
    opens_at: Words = field("Före öppningstiden", 'T.ex. "öppnar".')
    today_word: Words = field("Ordet idag", "Mitt i en mening.")
    tomorrow_word: Words = field("Ordet i morgon", "Mitt i en mening.")
    clock_word: Words = field("Ordet före en tid", 'T.ex. "kl.".')
    closed_today: Words = field("Stängt idag")
    closed_label: Words = field("Stängt", "I tabeller och listor.")
    other_hours_today: Words = field("Avvikande tider idag")
    deviations_title: Words = field("Rubrik för avvikande öppettider")
    deviations_none: Words = field("Text när inga tider avviker")
    upcoming_notice_title: Words = field("Rubrik för kommande avvikelser på startsidan")
    card_book_title: Words = field("Kontaktkortets rubrik för bokning")
    card_book_text: Words = field("Kontaktkortets text för bokning")
    card_phone_title: Words = field("Kontaktkortets rubrik för telefon")
    card_visit_title: Words = field("Kontaktkortets rubrik för besök")
    directions: Words = field("Länken till vägbeskrivningen")
    book_service: Words = field(
        "Boka-länken i prislistan",
        'Skärmläsare läser behandlingens namn efter, t.ex. "Boka Damklippning".',
    )
    accessibility_link: Words = field("Länken till tillgänglighetsredogörelsen")
    price: Words = field("Ett pris", '{amount} blir beloppet, t.ex. "{amount} kr".')
    from_price: Words = field("Ett från-pris", '{price} blir priset, t.ex. "från {price}".')
    language_name: Words = field(
        "Språkets namn",
        "På språket självt: Svenska, English. Länken till den här språkversionen visar det.",
    )


class PageMeta(Model):
    title: Words = field("Titel", "Visas i fliken och i sökresultat.")
    description: Words = field(
        "Beskrivning", "Visas i sökresultat, helst under 160 tecken.", widget="text"
    )
    nav_label: Words | None = field("Namn i menyn", "Tom: sidan står inte i menyn.", default=None)


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
    title: Words = field("Rubrik")
    paragraphs: Annotated[tuple[Words, ...], Filled] = field(
        "Stycken", "Ett stycke per rad i listan.", widget="text", singular="stycke"
    )


class Policy(Model):
    """The privacy notice. Its last section says where a contact-form message
    goes: one of the `form_*` texts, picked by the content's form_endpoint."""

    title: Words = field("Rubrik")
    intro: Words = field("Ingress", widget="text")
    sections: Annotated[tuple[PolicySection, ...], Filled] = field("Avsnitt", singular="avsnitt")
    form_title: Words = field("Rubrik för kontaktformuläret")
    form_mail_app: Words = field(
        "Kontaktformuläret utan form_endpoint",
        "Besökarens eget e-postprogram skickar meddelandet.",
        widget="text",
    )
    form_service: Words = field(
        "Kontaktformuläret via en formulärtjänst",
        "{service} blir tjänstens namn (Formspree, Basin, Getform, annars adressens värdnamn).",
        widget="text",
    )
    form_own_server: Words = field(
        "Kontaktformuläret via salongens egen server",
        "{days} blir hur många dagar servern sparar ett meddelande.",
        widget="text",
    )


class Statement(Model):
    """The accessibility statement (/tillganglighet)."""

    title: Words = field("Rubrik")
    intro: Words = field("Ingress", widget="text")
    sections: Annotated[tuple[PolicySection, ...], Filled] = field("Avsnitt", singular="avsnitt")
    report_title: Words = field("Rubrik för att rapportera problem")
    report_text: Words = field("Text om att rapportera problem", widget="text")
    email_label: Words = field("Före e-postadressen")
    phone_label: Words = field("Före telefonnumret")
    reviewed_label: Words = field("Före granskningsdatumet")
    last_review: Date = field(
        "Senast granskad", "Datum, ÅÅÅÅ-MM-DD. Uppdatera vid varje granskning.", widget="date"
    )
