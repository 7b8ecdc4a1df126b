"""Everything the site says, in one place.

Salon owners: change texts, prices, hours and contact details here and
nowhere else; every page reads from `CONTENT`. The name, address, phone
number and e-mail below are fictional examples (the phone number is from the
range Sweden's telecom regulator reserves for fiction) - replace them with the
real ones. The build checks everything here and stops with one line per
problem, naming the field, if anything is missing or malformed.
"""

from salon.content_schema import (
    Address,
    Category,
    Contact,
    Content,
    Credit,
    DayHours,
    FaqItem,
    HolidayRule,
    HoursException,
    Link,
    Map,
    PageMeta,
    Policy,
    PolicySection,
    Picture,
    Service,
    Statement,
    Teaser,
    Testimonial,
    Texts,
    Value,
    validate_or_exit,
)

CONTENT = validate_or_exit(
    Content(
        salon_name="Salong Exempel",
        tagline="Hår och skönhet mitt i stan",
        site_url="https://salong-exempel.example",
        share_image_alt="Tecknad kvinna med långt hår i profil mot en terrakottafärgad bakgrund",
        contact=Contact(
            phone="070-174 06 50",
            email="hej@salong-exempel.example",
            address=Address(
                street="Exempelgatan 12",
                postal_code="123 45",
                city="Exempelstad",
                country_code="SE",
                latitude=59.85862,
                longitude=17.63894,
            ),
        ),
        booking_url="https://boka.salong-exempel.example/",
        loyalty_url="https://salong-exempel.example/stamkund",
        # Where the contact form sends a message (docs/owner.md, "Ta emot
        # meddelanden"). None: the visitor's own mail app opens with the
        # message filled in, to the e-mail address above. Or a form
        # service's endpoint, e.g. "https://formspree.io/f/abcdwxyz", or the
        # salon's own receiver, site_url + "/api/kontakt".
        form_endpoint=None,
        social=(
            Link(label="Instagram", url="https://www.instagram.com/salong.exempel/"),
            Link(label="Facebook", url="https://www.facebook.com/salong.exempel/"),
        ),
        instagram_url="https://www.instagram.com/salong.exempel/",
        map=Map(
            embed_url=(
                "https://www.openstreetmap.org/export/embed.html"
                "?bbox=17.6289%2C59.8536%2C17.6489%2C59.8636&layer=mapnik"
                "&marker=59.85862%2C17.63894"
            ),
            open_url="https://www.openstreetmap.org/?mlat=59.85862&mlon=17.63894#map=17/59.85862/17.63894",
            footer_title="Karta som visar var salongen ligger",
            contact_title="Karta med vägen till salongen",
        ),
        hours=(
            DayHours(day="Måndag", opens="10:00", closes="19:00"),
            DayHours(day="Tisdag", opens="10:00", closes="19:00"),
            DayHours(day="Onsdag", opens="10:00", closes="19:00"),
            DayHours(day="Torsdag", opens="10:00", closes="19:00"),
            DayHours(day="Fredag", opens="10:00", closes="19:00"),
            DayHours(day="Lördag", opens="10:00", closes="17:00"),
            DayHours(day="Söndag", opens="10:00", closes="16:00"),
        ),
        hours_note="Helgdagar och röda dagar kan ha avvikande öppettider.",
        # Holidays and eves, named as the Swedish calendar names them. No
        # times: closed all day; opens/closes: other hours. A holiday that is
        # not listed keeps the weekly hours.
        holiday_policy=(
            *(HolidayRule(holiday=name) for name in (
                "Nyårsdagen", "Trettondedag jul", "Långfredagen", "Påskdagen",
                "Annandag påsk", "Första maj", "Kristi himmelsfärdsdag", "Pingstdagen",
                "Nationaldagen", "Midsommardagen", "Alla helgons dag", "Juldagen",
                "Annandag jul", "Julafton", "Nyårsafton", "Midsommarafton",
            )),
        ),
        # Dated closures or other hours; they win over the weekly hours and
        # the holiday policy. One day: start only; a range: start and end.
        hours_exceptions=(
            HoursException(start="2027-07-12", end="2027-07-25", note="Semesterstängt"),
        ),
        booking_rules=(
            "Sista bokning tas emot en timme före stängning.",
            "Avbokning kan göras kostnadsfritt fram till 24 timmar före din tid.",
            "Vi rekommenderar att du bokar 1–2 veckor i förväg.",
            "Studenter och pensionärer får rabatt – visa giltig legitimation.",
        ),
        # booking_url: the service's own page at the booking platform (copy it
        # from the address bar there; Bokadirekt's look like
        # https://www.bokadirekt.se/boka-tjanst/{salon}-{id}/{service}-{id}).
        # Leave it out and the button opens the category's booking_url, or
        # else the salon's.
        categories=(
            Category(
                key="klippning",
                title="Klippning",
                intro="Klippning för alla – dam, herr och barn, skägg och fade.",
                # The spec's "Klippning från 120" in the home services grid.
                grid_price_override=120,
                services=(
                    Service(key="damklippning", name="Damklippning", price=350,
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/damklippning-1001"),
                    Service(key="herrklippning", name="Herrklippning", price=330,
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/herrklippning-1002"),
                    Service(key="barnklippning", name="Barnklippning", price=250,
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/barnklippning-1003"),
                    Service(key="skin-fade", name="Skin fade", price=330,
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/skin-fade-1004"),
                    Service(key="skaggtrimning", name="Skäggtrimning", price=130,
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/skaggtrimning-1005"),
                    Service(key="klippning-skagg", name="Klippning & skägg", price=450,
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/klippning-skagg-1006"),
                    Service(key="pensionar-dam", name="Pensionär dam", price=220,
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/pensionar-dam-1007"),
                    Service(key="pensionar-herr", name="Pensionär herr", price=220,
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/pensionar-herr-1008"),
                ),
            ),
            Category(
                key="ovrigt",
                title="Övrigt",
                intro="Färg, slingor, bryn och fransar – och en skön hårtvätt.",
                services=(
                    Service(key="hartvatt", name="Hårtvätt", price=50,
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/hartvatt-1009"),
                    Service(key="fargning", name="Färgning", price=930, from_price=True,
                            description="Helfärg med behandling och styling.",
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/fargning-1010"),
                    Service(key="slingor", name="Slingor", price=1350, from_price=True,
                            description="Folieslingor eller balayage.",
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/slingor-1011"),
                    Service(key="nyansering", name="Nyansering", price=400, from_price=True,
                            description="Fräschar upp och ger glans åt färgen.",
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/nyansering-1012"),
                    Service(key="ogonbryn", name="Ögonbryn", price=50, from_price=True,
                            description="Plockning, formning och färg.",
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/ogonbryn-1013"),
                    Service(key="ogonfransar", name="Ögonfransar", price=350, from_price=True,
                            description="Färgning och lashlift.",
                            booking_url="https://boka.salong-exempel.example/boka-tjanst/salong-exempel-40123/ogonfransar-1014"),
                ),
            ),
        ),
        hero_headline="Välkommen till din salong för hår och skönhet",
        hero_text="Klippning, färg och fransar av erfarna frisörer – boka enkelt online.",
        hero_slides=(
            Picture(image="hero-1", alt="Varmt ljus över salongens arbetsplatser"),
            Picture(image="hero-2", alt="Ljus och lugn salongsmiljö en morgon"),
        ),
        # Prices come from the price list above; a category has none of its
        # own, so its teaser gives the spec's from-price as an override.
        hero_teasers=(
            Teaser(key="klippning", from_price_override=350, image="behandling-klippning",
                   image_alt="Sax och kam"),
            Teaser(key="fargning", image="behandling-fargning",
                   image_alt="Hårfärg i varma toner"),
            Teaser(key="ogonfransar", image="behandling-ogonfransar",
                   image_alt="Ögonfransar i närbild"),
        ),
        popular=(
            Teaser(key="klippning", from_price_override=250, image="behandling-klippning",
                   image_alt="Sax och kam"),
            Teaser(key="fargning", image="behandling-fargning",
                   image_alt="Hårfärg i varma toner"),
            Teaser(key="ogonfransar", image="behandling-ogonfransar",
                   image_alt="Ögonfransar i närbild"),
        ),
        grid_service_keys=(
            "klippning", "fargning", "slingor", "nyansering", "ogonbryn", "ogonfransar",
        ),
        testimonials=(
            Testimonial(name="Anna", age=34, rating=5, image="kund-1",
                        text="Bästa klippningen jag har haft! Lyhörd frisör och en "
                             "avslappnad stämning från första stund."),
            Testimonial(name="Erik", age=41, rating=5, image="kund-2",
                        text="Snabb skin fade, precis som jag ville ha den. "
                             "Bokar alltid här numera."),
            Testimonial(name="Sara", age=27, rating=5, image="kund-3",
                        text="Fick drömslingorna till sommaren. Färgen håller "
                             "fortfarande och känns helt naturlig."),
            Testimonial(name="Maria", age=68, rating=5, image="kund-4",
                        text="Trevligt bemötande och bra pensionärspris. "
                             "Jag känner mig alltid välkommen."),
            Testimonial(name="Johan", age=52, rating=5, image="kund-5",
                        text="Klippning och skägg på en halvtimme – proffsigt "
                             "och noggrant. Rekommenderas!"),
            Testimonial(name="Leila", age=30, rating=5, image="kund-6",
                        text="Lashlift och bryn som gjorde hela skillnaden. "
                             "Superfint resultat och skönt bemötande."),
        ),
        salon_pictures=tuple(
            Picture(image=f"salong-{n}", alt=alt)
            for n, alt in enumerate(
                (
                    "Salongens arbetsplatser med speglar i valv",
                    "Frisörstol framför en stor spegel",
                    "Hyllor med hårvårdsprodukter",
                    "Gröna växter i fönsterljuset",
                    "Tvättplatsen med bekväm stol",
                    "Receptionen där du möts när du kommer",
                ),
                start=1,
            )
        ),
        instagram_pictures=tuple(
            Picture(image=f"instagram-{n}", alt=alt)
            for n, alt in enumerate(
                (
                    "Mjuka vågor i närbild",
                    "Färgprover i varma toner",
                    "Flätat hår i mönster",
                    "Ögonfransar efter lashlift",
                    "Hårvårdsprodukter på rad",
                    "Nyklippt hår med glans",
                ),
                start=1,
            )
        ),
        faq=(
            FaqItem(question="Hur bokar jag en tid?",
                    answer="Enklast bokar du online via knappen Boka tid – där ser du "
                           "alla lediga tider. Du kan också ringa oss."),
            FaqItem(question="Hur avbokar jag?",
                    answer="Du kan avboka kostnadsfritt fram till 24 timmar före din "
                           "tid, via bokningsbekräftelsen eller per telefon."),
            FaqItem(question="Hur långt i förväg bör jag boka?",
                    answer="Vi rekommenderar 1–2 veckor i förväg, särskilt inför "
                           "helger och högtider."),
            FaqItem(question="Har ni rabatt för studenter och pensionärer?",
                    answer="Ja, studenter och pensionärer får rabatt. Visa giltig "
                           "legitimation vid besöket."),
            FaqItem(question="Vilka betalsätt tar ni emot?",
                    answer="Kort, Swish och kontanter."),
            FaqItem(question="När tar ni emot sista bokningen?",
                    answer="Sista bokning tas emot en timme före stängning."),
        ),
        about_story=(
            "Salong Exempel startade som en liten frisörstol i ett hörn av stan "
            "och har vuxit till en salong där hår och skönhet får ta tid. Vi tror "
            "på hantverk, ärliga råd och att alla ska känna sig välkomna – oavsett "
            "om du kommer för en snabb skäggtrimning eller en ny färg.",
            "Hos oss arbetar erfarna frisörer och skönhetsterapeuter som "
            "fortbildar sig varje år. Vi väljer produkter som är snälla mot både "
            "hår och miljö, och vi tar oss tid att lyssna innan vi börjar.",
        ),
        values=(
            Value(title="Hantverk", text="Noggranna tekniker och ett öga för detaljer i varje klippning."),
            Value(title="Omtanke", text="Vi lyssnar först och ger ärliga råd om vad som passar dig."),
            Value(title="Hållbarhet", text="Skonsamma produkter och så lite avfall som möjligt."),
            Value(title="Välkomnande", text="En avslappnad salong där alla åldrar och stilar hör hemma."),
        ),
        quote="Ett bra hårbesök handlar lika mycket om hur du känner dig som om hur du ser ut.",
        quote_author="Grundaren av Salong Exempel",
        loyalty_title="Stamkundserbjudande",
        loyalty_text="Var tionde klippning bjuder vi på! Skanna QR-koden och bli "
                     "stamkund – visa koden i kassan vid nästa besök.",
        # Who made the site, linked to their own site (placeholder: set yours).
        credit=Credit(label="Webbplats", maker="Webbyrå Exempel", url="https://webbyra-exempel.example/"),
        texts=Texts(
            menu='Meny',
            main_nav='Huvudmeny',
            book_short='Boka tid',
            book_online='Boka tid online',
            book_now='Boka tid nu',
            book_item='Boka nu',
            skip_link='Hoppa till innehåll',
            footer_contact='Kontakt',
            footer_hours='Öppettider',
            footer_map='Hitta hit',
            privacy_link='Integritetspolicy',
            cookie_settings='Cookie-inställningar',
            map_consent_text='Kartan visas från OpenStreetMap, som kan spara cookies. Den laddas när du godkänner cookies eller klickar på Visa karta.',
            map_show='Visa karta',
            map_open='Öppna kartan i ny flik',
            cookie_title='Vi använder lokal lagring',
            cookie_text='Vi sparar ditt val i webbläsaren och visar en karta från en extern tjänst som kan sätta cookies.',
            read_more='Läs mer',
            read_more_topic='om lagring och kartan',
            accept='Acceptera',
            close='Stäng',
            not_found_title='Oops! Page not found',
            not_found_text='Sidan du letar efter finns inte eller har flyttats.',
            not_found_home='Return to Home',
            error_title='Unexpected Application Error!',
            error_text='Något gick fel när sidan visades. Ladda om sidan eller gå till startsidan.',
            carousel_pause='Pausa bildspelet',
            carousel_dot='Visa bild',
            hero_label='Stämningsbilder',
            teasers_label='Utvalda behandlingar',
            popular_title='Populära behandlingar',
            popular_intro='Våra mest bokade behandlingar – boka direkt online.',
            testimonials_title='Vad våra kunder säger',
            testimonials_label='Kundomdömen',
            rating_label='av 5 stjärnor',
            age_suffix='år',
            salon_title='Välkommen in i salongen',
            salon_label='Bilder från salongen',
            services_title='Våra tjänster',
            services_link='Se alla priser',
            hours_title='Öppettider & bokning',
            booking_info_title='Bra att veta om bokning',
            instagram_title='Följ oss på Instagram',
            instagram_cta='Se mer på Instagram',
            faq_title='Vanliga frågor',
            cta_title='Dags för något nytt?',
            cta_text='Boka din tid online på under en minut – vi ser fram emot ditt besök.',
            floating_book='Boka tid',
            loyalty_button='Stamkundserbjudande',
            loyalty_close='Stäng erbjudandet',
            loyalty_qr_title='QR-kod till stamkundserbjudandet',
            treatments_title='Behandlingar & Priser',
            treatments_intro='Alla priser i svenska kronor. Studenter och pensionärer får rabatt.',
            filter_label='Visa kategori',
            filter_all='Alla',
            rules_title='Bra att veta',
            about_title='Om Oss',
            values_title='Våra värderingar',
            contact_title='Kontakt',
            contact_intro='Ring, mejla eller skicka ett meddelande – vi svarar så snart vi kan.',
            form_title='Skicka ett meddelande',
            form_name='Namn',
            form_email='E-post',
            form_message='Meddelande',
            form_submit='Skicka',
            form_no_script='Formuläret behöver JavaScript, som är avstängt i din webbläsare. Mejla eller ring oss i stället – vi svarar så snart vi kan.',
            form_honeypot='Lämna det här fältet tomt',
            form_sending='Skickar meddelandet …',
            form_failed='Meddelandet kunde inte skickas. Det du skrev finns kvar, så du kan försöka igen om en stund – eller mejla eller ring oss:',
            form_mail_app='Ditt e-postprogram öppnas med meddelandet ifyllt. Det når oss när du skickar det därifrån. Öppnades inget? Mejla eller ring oss – det du skrev finns kvar här.',
            form_mail_app_link='Öppna meddelandet i e-postprogrammet',
            form_mail_subject='Meddelande från {namn}',
            toast_title='Meddelande skickat!',
            toast_text='Tack för ditt meddelande. Vi återkommer till dig så snart som möjligt.',
            toast_close='Stäng meddelandet',
            hours_page_title='Öppettider',
            hours_caption='Veckans öppettider',
            hours_day='Dag',
            hours_time='Öppet',
            today='Idag',
            open_now='Öppet nu',
            closed_now='Stängt nu',
            closes_at='stänger kl.',
            opens_at='öppnar',
            today_word='idag',
            tomorrow_word='i morgon',
            clock_word='kl.',
            closed_today='Stängt idag',
            closed_label='Stängt',
            other_hours_today='avvikande öppettider idag',
            deviations_title='Avvikande öppettider',
            deviations_none='Inga avvikande öppettider de närmaste 60 dagarna.',
            upcoming_notice_title='Kommande avvikande öppettider',
            card_book_title='Boka online',
            card_book_text='Se lediga tider och boka direkt.',
            card_phone_title='Ring oss',
            card_visit_title='Besök oss',
            directions='Vägbeskrivning',
            book_service='Boka',
            accessibility_link='Tillgänglighet',
        ),
        privacy=Policy(
            title="Integritetspolicy",
            intro="Den här webbplatsen använder inga analys- eller reklamverktyg och "
                  "samlar inte in några personuppgifter utöver det du själv skriver i "
                  "kontaktformuläret. Här beskriver vi det lilla som sparas, vad som "
                  "händer när du tittar på kartan och vart ett meddelande tar vägen.",
            sections=(
                PolicySection(
                    title="Vad som sparas i din webbläsare",
                    paragraphs=(
                        "När du klickar på Acceptera i cookie-rutan sparar vi värdet "
                        "cookiesAccepted=true i webbläsarens lokala lagring "
                        "(localStorage). Det används bara för att komma ihåg ditt val, "
                        "så att rutan inte visas igen, och skickas aldrig till oss.",
                        "Stänger du rutan utan att acceptera sparas ingenting; rutan "
                        "visas då igen nästa gång du öppnar webbplatsen.",
                    ),
                ),
                PolicySection(
                    title="Kartan",
                    paragraphs=(
                        "Kartan visas från OpenStreetMap. När kartan laddas skickar din "
                        "webbläsare en förfrågan till deras servrar, som då ser din "
                        "IP-adress och kan sätta egna cookies. Därför laddas kartan "
                        "först när du har accepterat cookies eller själv klickar på "
                        "Visa karta.",
                    ),
                ),
                PolicySection(
                    title="Bokning",
                    paragraphs=(
                        "Bokning sker hos en extern bokningstjänst som öppnas i en ny "
                        "flik och har sin egen integritetspolicy.",
                    ),
                ),
                PolicySection(
                    title="Ändra eller återkalla ditt samtycke",
                    paragraphs=(
                        "Klicka på Cookie-inställningar längst ner på varje sida. Då "
                        "raderas det sparade valet och cookie-rutan visas igen. Du kan "
                        "också rensa webbplatsdata i din webbläsares inställningar.",
                        "Frågor? Kontakta oss på e-postadressen i sidfoten.",
                    ),
                ),
            ),
            # Where a message from the contact form goes: the text for the
            # way form_endpoint sets (docs/owner.md, "Ta emot meddelanden").
            form_title="Kontaktformuläret",
            form_mail_app="När du skickar ett meddelande med kontaktformuläret öppnas ditt "
                          "eget e-postprogram med meddelandet ifyllt. Webbplatsen sparar "
                          "och skickar ingenting: meddelandet når oss först när du själv "
                          "skickar mejlet, och vi sparar det som vanlig e-post.",
            form_service="Meddelanden från kontaktformuläret (namn, e-postadress och "
                         "meddelande) skickas till formulärtjänsten {service}, som lagrar "
                         "dem och vidarebefordrar dem till oss via e-post. {service} har "
                         "sin egen integritetspolicy.",
            form_own_server="Meddelanden från kontaktformuläret (namn, e-postadress och "
                            "meddelande) skickas till salongens egen server, som "
                            "vidarebefordrar dem till oss via e-post. Där sparas de i "
                            "{days} dagar efter att de har vidarebefordrats och raderas "
                            "sedan.",
        ),
        accessibility=Statement(
            title="Tillgänglighetsredogörelse",
            intro="Salong Exempel vill att alla ska kunna läsa om våra behandlingar, "
                  "se priser och öppettider och boka tid, oavsett hur du använder "
                  "webbplatsen. Här berättar vi hur tillgänglig den är och hur du "
                  "når oss om något inte fungerar.",
            sections=(
                PolicySection(
                    title="Vilken standard vi följer",
                    paragraphs=(
                        "Webbplatsen är byggd för att uppfylla WCAG 2.2 på nivå AA, "
                        "den internationella standarden för tillgängliga webbplatser. "
                        "Med de undantag som beskrivs under Kända begränsningar "
                        "uppfyller den kraven.",
                    ),
                ),
                PolicySection(
                    title="Så testar vi webbplatsen",
                    paragraphs=(
                        "Varje sida granskas automatiskt med verktyget axe i alla "
                        "lägen: med cookie-rutan öppen och stängd, med mobilmenyn "
                        "öppen och med stamkundserbjudandet öppet, i mobil- och "
                        "datorbredd.",
                        "Vi testar webbplatsen med enbart tangentbord: allt går att "
                        "nå i en logisk ordning, fokus syns alltid och döljs aldrig "
                        "bakom sidhuvudet eller cookie-rutan.",
                        "Vi läser sidorna med JavaScript avstängt: texter, priser, "
                        "öppettider, kontaktuppgifter och bokningslänkar finns kvar.",
                    ),
                ),
                PolicySection(
                    title="Kända begränsningar",
                    paragraphs=(
                        "Kartan kommer från OpenStreetMap, en extern tjänst som vi "
                        "inte kan göra tillgänglig själva. Adressen står alltid som "
                        "text bredvid kartan, och kartan kan öppnas i en ny flik.",
                        "Bokningen sker hos en extern bokningstjänst med sin egen "
                        "tillgänglighet. Du kan alltid boka genom att ringa oss.",
                        "När vi byter till egna foton behöver varje bild en "
                        "textbeskrivning (alt-text). Saknas en beskrivning, säg gärna "
                        "till så lägger vi till den.",
                    ),
                ),
            ),
            report_title="Rapportera ett problem",
            report_text="Upptäcker du något på webbplatsen som du inte kan använda, "
                        "eller behöver du innehållet i ett annat format? Hör av dig så "
                        "svarar vi så snart vi kan.",
            email_label="E-post",
            phone_label="Telefon",
            reviewed_label="Redogörelsen granskades senast",
            last_review="2026-11-23",
        ),
        # Each page's title, description and main-menu label (the pages and
        # their order: salon/routes.py). {salon}, {city} and {hours} are
        # filled in from the entries above, so the name, the town and the
        # hours are typed once.
        pages={
            "home": PageMeta(
                nav_label="Hem",
                title="{salon} – frisör och skönhet i {city}",
                description="Klippning, färgning, slingor, bryn och fransar. Se priser "
                            "och öppettider och boka tid online hos {salon}.",
            ),
            "treatments": PageMeta(
                nav_label="Behandlingar & Priser",
                title="Behandlingar & priser – {salon}",
                description="Prislista för klippning, skägg, färgning, slingor, bryn "
                            "och fransar. Rabatt för studenter och pensionärer.",
            ),
            "about": PageMeta(
                nav_label="Om Oss",
                title="Om oss – {salon}",
                description="Lär känna salongen, våra värderingar och teamet bakom "
                            "klippningarna.",
            ),
            "contact": PageMeta(
                nav_label="Kontakt",
                title="Kontakt – {salon}",
                description="Adress, telefon och e-post till {salon}. Skicka "
                            "ett meddelande eller hitta hit på kartan.",
            ),
            "hours": PageMeta(
                nav_label="Öppettider",
                title="Öppettider – {salon}",
                description="Öppettider: {hours}. Se om vi har öppet just nu.",
            ),
            "privacy": PageMeta(
                title="Integritetspolicy – {salon}",
                description="Vad webbplatsen sparar i din webbläsare, hur kartan "
                            "fungerar och hur du ändrar ditt samtycke.",
            ),
            "accessibility": PageMeta(
                title="Tillgänglighetsredogörelse – {salon}",
                description="Hur tillgänglig webbplatsen är, hur vi testar den, kända "
                            "begränsningar och hur du rapporterar ett problem.",
            ),
            "thanks": PageMeta(
                title="Tack för ditt meddelande – {salon}",
                description="Ditt meddelande till {salon} har kommit fram. Vi svarar "
                            "så snart vi kan.",
            ),
            "not_found": PageMeta(
                title="Sidan finns inte – {salon}",
                description="Sidan du söker finns inte. Gå tillbaka till startsidan.",
            ),
        },
    )
)
