// /admin/'s previews (assets/js/admin/preview.js): the price list and the
// week's hours made from an entry's data, and drawn with a stand-in for
// React's createElement, in the language the form's left pane writes.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  datesLabel,
  entryData,
  exceptionLine,
  hoursLabel,
  priceLabel,
  priceListTemplate,
  priceListView,
  TEMPLATES,
  weekTemplate,
  weekView,
  wordsIn,
} from "../../assets/js/admin/preview.js";
import { entry, find, h, text } from "./fakes.mjs";

const WORDS = {
  price: "{amount} kr", fromPrice: "från {price}", treatmentsTitle: "Priser", rulesTitle: "Bra att veta",
  hoursTitle: "Öppettider", hoursCaption: "Veckans tider", hoursDay: "Dag", hoursTime: "Tid",
  closed: "Stängt", deviationsTitle: "Avvikande", deviationsNone: "Inga avvikelser",
};
const ENGLISH_WORDS = {
  ...WORDS, price: "SEK {amount}", fromPrice: "from {price}", treatmentsTitle: "Treatments & prices",
  hoursTitle: "Opening hours", closed: "Closed", deviationsTitle: "Changes",
};
// site.json's words: by language, the default's first.
const LANGUAGES = { sv: WORDS, en: ENGLISH_WORDS };
const TREATMENTS = {
  categories: [
    { key: "klippning", title: "Klippning", intro: "Alla längder.",
      services: [{ key: "dam", name: "Damklippning", price: 350 },
                 { key: "farg", name: "Färgning", price: 930, from_price: true }] },
    { key: "ovrigt", title: "Övrigt", intro: "", services: [] },
  ],
  booking_rules: ["Avboka senast dagen före.", ""],
};
const HOURS = {
  hours: [{ day: "Fredag", opens: "10:00", closes: "19:00" }, { day: "Söndag" }],
  hours_note: "Helgdagar kan avvika.",
  hours_exceptions: [
    { start: "2027-07-12", end: "2027-07-25", note: "Semester" },
    { start: "2027-03-05", note: "Utbildning", opens: "10:00", closes: "15:00" },
  ],
};

// What Decap gives an English preview: the English block, texts only.
const ENGLISH_TREATMENTS = {
  categories: [{ title: "Haircuts", intro: "All lengths.", services: [{ name: "Women's cut" }, { name: "Colour" }] }],
  booking_rules: ["Cancel by the day before."],
};
const ENGLISH_HOURS = { hours_note: "Holidays may differ.", hours_exceptions: [{ note: "Summer holidays" }] };


test("a price reads as the price list writes it", () => {
  assert.equal(priceLabel({ price: 350 }, WORDS), "350 kr");
  assert.equal(priceLabel({ price: 930, from_price: true }, WORDS), "från 930 kr");
});

test("a service without a price (another language's block, a cleared field) shows none", () => {
  assert.equal(priceLabel({ name: "Colour" }, ENGLISH_WORDS), "");
  assert.equal(priceLabel({ price: "", from_price: true }, WORDS), "");
});

test("the words are the preview's language's, or the default language's", () => {
  assert.equal(wordsIn(LANGUAGES, "en"), ENGLISH_WORDS);
  assert.equal(wordsIn(LANGUAGES, "sv"), WORDS);
  assert.equal(wordsIn(LANGUAGES, undefined), WORDS);
});

test("the price list view keeps every category and row in order, and drops empty rules", () => {
  const view = priceListView(TREATMENTS);
  assert.deepEqual(view.categories.map((c) => c.title), ["Klippning", "Övrigt"]);
  assert.deepEqual(view.categories[0].rows.map((r) => r.name), ["Damklippning", "Färgning"]);
  assert.deepEqual(view.rules, ["Avboka senast dagen före."]);
});

test("a half-filled new category or service draws without failing", () => {
  const view = priceListView({ categories: [{ services: [{}] }] });
  assert.deepEqual(view.categories[0].rows, [{ name: "", price: {} }]);
  assert.deepEqual(priceListView({}), { categories: [], rules: [] });
});

test("hours read as a range, or closed when a time is missing", () => {
  assert.equal(hoursLabel({ opens: "10:00", closes: "19:00" }, WORDS), "10:00–19:00");
  assert.equal(hoursLabel({ opens: "10:00" }, WORDS), "Stängt");
  assert.equal(hoursLabel({}, WORDS), "Stängt");
});

test("an exception reads as its day or its range", () => {
  assert.equal(datesLabel({ start: "2027-03-05" }), "2027-03-05");
  assert.equal(datesLabel({ start: "2027-03-05", end: "2027-03-05" }), "2027-03-05");
  assert.equal(datesLabel({ start: "2027-07-12", end: "2027-07-25" }), "2027-07-12–2027-07-25");
});

test("the week view lists the days as given and the exceptions by date", () => {
  const view = weekView(HOURS, WORDS);
  assert.deepEqual(view.days, [{ day: "Fredag", hours: "10:00–19:00" }, { day: "Söndag", hours: "Stängt" }]);
  assert.deepEqual(view.exceptions.map((e) => e.dates), ["2027-03-05", "2027-07-12–2027-07-25"]);
  assert.deepEqual(view.exceptions[0], { dates: "2027-03-05", note: "Utbildning", hours: "10:00–15:00" });
  assert.equal(view.exceptions[1].hours, "Stängt");
  assert.equal(exceptionLine(view.exceptions[1]), "2027-07-12–2027-07-25 Semester: Stängt");
});

test("an exception without dates (another language's block) is its note alone", () => {
  const view = weekView(ENGLISH_HOURS, ENGLISH_WORDS);
  assert.deepEqual(view.days, []);
  assert.deepEqual(view.exceptions, [{ dates: "", note: "Summer holidays", hours: "" }]);
  assert.equal(exceptionLine(view.exceptions[0]), "Summer holidays");
});

test("the entry's data is read from Decap's Immutable Map, or taken as it is", () => {
  assert.deepEqual(entryData(entry(HOURS)), HOURS);
  assert.deepEqual(entryData({ getIn: () => ({ a: 1 }) }), { a: 1 });
  assert.deepEqual(entryData({ getIn: () => undefined }), {});
});

test("in one language the data is the file's block of it, which the form edits as one field", () => {
  const file = { sv: HOURS, en: ENGLISH_HOURS };
  assert.deepEqual(entryData(entry(file), "sv"), HOURS);
  assert.deepEqual(entryData(entry({}), "sv"), {});
  const tree = weekTemplate(h, { sv: WORDS }, "sv")({ entry: entry(file) });
  assert.match(text(find(tree, "hours-table")[0]), /Fredag 10:00–19:00/);
});

test("the price list template draws the site's price rows with their prices", () => {
  const tree = priceListTemplate(h, LANGUAGES)({ entry: entry(TREATMENTS), locale: "sv" });
  const rows = find(tree, "price-row");
  assert.equal(rows.length, 2);
  assert.equal(text(find(rows[1], "price")[0]), "från 930 kr");
  assert.equal(text(find(rows[0], "price-name")[0]), "Damklippning");
  assert.equal(find(tree, "price-card").length, 2);
  assert.match(text(tree), /Avboka senast dagen före\./);
});

test("the week template draws the hours table and the exceptions", () => {
  const tree = weekTemplate(h, LANGUAGES)({ entry: entry(HOURS) });
  const table = find(tree, "hours-table")[0];
  assert.match(text(table), /Fredag 10:00–19:00/);
  assert.match(text(table), /Söndag Stängt/);
  assert.match(text(tree), /2027-07-12–2027-07-25 Semester: Stängt/);
  const empty = weekTemplate(h, LANGUAGES)({ entry: entry({ hours: [] }) });
  assert.match(text(empty), /Inga avvikelser/);
});

test("the English previews draw the English block in English words, without a lone currency or closed", () => {
  const prices = priceListTemplate(h, LANGUAGES)({ entry: entry(ENGLISH_TREATMENTS), locale: "en" });
  assert.match(text(prices), /^Treatments & prices Haircuts All lengths\. Women's cut/);
  assert.deepEqual(find(prices, "price").map(text), ["", ""]);
  assert.doesNotMatch(text(prices), /SEK|kr/);
  const week = weekTemplate(h, LANGUAGES)({ entry: entry(ENGLISH_HOURS), locale: "en" });
  assert.equal(find(week, "hours-table").length, 0);
  assert.match(text(week), /^Opening hours Holidays may differ\. Changes Summer holidays$/);
  assert.doesNotMatch(text(week), /Closed|Stängt/);
});

test("the build's preview kinds name these templates", () => {
  assert.equal(TEMPLATES.priceList, priceListTemplate);
  assert.equal(TEMPLATES.week, weekTemplate);
});
