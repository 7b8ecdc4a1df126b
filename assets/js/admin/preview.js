// The editor's previews: what visitors will see of the price list and of the
// week's opening hours, drawn beside the form as the owner types, with the
// site's own stylesheet (admin.js registers it and these templates).
//
// Pure functions: the views are plain data made from an entry's data, and
// the templates build elements with the `h` they are given (Decap's
// React.createElement), so Node's test runner checks both without a DOM.
// `words` are the site's own texts, written by the build into
// /admin/site.json (salon/cms/admin.py): nothing here is typed twice.
//
// The preview shows the language the form's left pane writes in (Decap's
// "Skriver i SV/EN"), in that language's words. Decap gives it that
// language's block only: for English, the texts without the prices, times
// and dates, which are the Swedish block's. So a value the data lacks is
// left out (a row without its price, an exception without its dates), not
// written as "kr" or "Stängt" on its own.

/** The words of the preview's language (Decap's `locale`, none without
 * i18n): `words` holds them by language, the default language's first. */
export function wordsIn(words, locale) {
  return words[locale] ?? Object.values(words)[0];
}

/** "från 930 kr", as the price list writes a price (Content.price_label in
 * salon/content_model/models.py, from the content's `price` and `from_price`). */
export function priceLabel(service, words) {
  if (service.price === undefined || service.price === null || service.price === "") return "";
  const price = words.price.replace("{amount}", `${service.price}`);
  return service.from_price ? words.fromPrice.replace("{price}", price) : price;
}

/** The price list: each category with its title, intro and rows. */
export function priceListView(data) {
  return {
    categories: (data.categories ?? []).map((category) => ({
      key: category.key ?? "",
      title: category.title ?? "",
      intro: category.intro ?? "",
      rows: (category.services ?? []).map((service) => ({
        name: service.name ?? "",
        price: service,
      })),
    })),
    rules: (data.booking_rules ?? []).filter((rule) => rule),
  };
}

/** "10:00–19:00", or the closed label when a time is missing. */
export function hoursLabel({ opens, closes }, words) {
  return opens && closes ? `${opens}–${closes}` : words.closed;
}

/** "2027-07-12–2027-07-25", or the one day. */
export function datesLabel({ start, end }) {
  return end && end !== start ? `${start ?? ""}–${end}` : (start ?? "");
}

/** The week's hours and the owner's dated exceptions, in date order. An
 * exception without a date is another language's note alone. */
export function weekView(data, words) {
  return {
    days: (data.hours ?? []).map((day) => ({ day: day.day ?? "", hours: hoursLabel(day, words) })),
    note: data.hours_note ?? "",
    exceptions: [...(data.hours_exceptions ?? [])]
      .sort((a, b) => String(a.start ?? "").localeCompare(String(b.start ?? "")))
      .map((exception) =>
        exception.start
          ? { dates: datesLabel(exception), note: exception.note ?? "", hours: hoursLabel(exception, words) }
          : { dates: "", note: exception.note ?? "", hours: "" },
      ),
  };
}

/** An exception as the list reads it: "2027-07-12–2027-07-25 Semester: Stängt". */
export function exceptionLine({ dates, note, hours }) {
  return dates ? `${dates} ${note}: ${hours}` : note;
}

/** An entry's data as plain objects (Decap passes an Immutable Map); with
 * `block`, that language's block of it (the site in one language, whose form
 * edits the file's `sv:` as one field). */
export function entryData(entry, block = null) {
  const data = entry.getIn(["data"]);
  const plain = data && typeof data.toJS === "function" ? data.toJS() : (data ?? {});
  return block ? (plain[block] ?? {}) : plain;
}

// The markup copies the site's (salon/pages/treatments.py, the hours table),
// so its classes pick up the site's stylesheet.

/** The preview template of the price list's entry. */
export function priceListTemplate(h, wordsByLanguage, block = null) {
  return function PriceListPreview({ entry, locale }) {
    const words = wordsIn(wordsByLanguage, locale);
    const view = priceListView(entryData(entry, block));
    return h(
      "main",
      { className: "section treatments" },
      h("h1", null, words.treatmentsTitle),
      h(
        "div",
        { className: "price-cards" },
        ...view.categories.map((category) =>
          h(
            "section",
            { key: category.key, className: "card price-card" },
            h("h2", null, category.title),
            h("p", { className: "muted" }, category.intro),
            h(
              "ul",
              { className: "price-list" },
              ...category.rows.map((row, index) =>
                h(
                  "li",
                  { key: index, className: "price-row" },
                  h("span", { className: "price-name" }, row.name),
                  h("span", { className: "leader", "aria-hidden": "true" }),
                  h("span", { className: "price" }, priceLabel(row.price, words)),
                ),
              ),
            ),
          ),
        ),
      ),
      view.rules.length
        ? h(
            "section",
            { className: "card" },
            h("h2", null, words.rulesTitle),
            h("ul", { className: "rules" }, ...view.rules.map((rule, index) => h("li", { key: index }, rule))),
          )
        : null,
    );
  };
}

/** The preview template of the opening hours' entry. */
export function weekTemplate(h, wordsByLanguage, block = null) {
  return function WeekPreview({ entry, locale }) {
    const words = wordsIn(wordsByLanguage, locale);
    const view = weekView(entryData(entry, block), words);
    return h(
      "main",
      { className: "section" },
      h("h1", null, words.hoursTitle),
      view.days.length
        ? h(
            "table",
            { className: "hours-table" },
            h("caption", null, words.hoursCaption),
            h("thead", null, h("tr", null, h("th", { scope: "col" }, words.hoursDay), h("th", { scope: "col" }, words.hoursTime))),
            h(
              "tbody",
              null,
              ...view.days.map((day, index) =>
                h("tr", { key: index }, h("th", { scope: "row" }, day.day), h("td", null, day.hours)),
              ),
            ),
          )
        : null,
      h("p", { className: "muted" }, view.note),
      h(
        "section",
        { className: "card deviations-card" },
        h("h2", null, words.deviationsTitle),
        view.exceptions.length
          ? h(
              "ul",
              { className: "rules" },
              ...view.exceptions.map((exception, index) => h("li", { key: index }, exceptionLine(exception))),
            )
          : h("p", null, words.deviationsNone),
      ),
    );
  };
}

/** The templates by the kind the build names in /admin/site.json's `previews`. */
export const TEMPLATES = { priceList: priceListTemplate, week: weekTemplate };
