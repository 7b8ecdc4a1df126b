// The browser's opening-hours logic (assets/js/logic/opening_hours.js and
// salon_dates.js), with a
// schedule shaped like salon/opening_hours/schedule.py browser_schedule's output.
import assert from "node:assert/strict";
import { test } from "node:test";

import { hoursOn, nextOpening, openingStatus } from "../../assets/js/logic/opening_hours.js";
import { addDays, nextDeviations, salonNow, upcomingDeviations, weekdayOf } from "../../assets/js/logic/salon_dates.js";

const DAYS = ["Måndag", "Tisdag", "Onsdag", "Torsdag", "Fredag", "Lördag", "Söndag"];
const CLOSES = ["19:00", "19:00", "19:00", "19:00", "19:00", "17:00", "16:00"];
const closed = (first, name, last = first) => ({
  first, last, opens: null, closes: null, name, date: first, short: first, hours: "Stängt",
});

const SCHEDULE = {
  from: "2026-11-23",
  until: "2028-01-26",
  weekly: DAYS.map((day, i) => ({ day, inSentence: day.toLowerCase(), opens: "10:00", closes: CLOSES[i], label: `10:00–${CLOSES[i]}` })),
  deviations: [
    closed("2026-12-24", "Julafton"),
    closed("2026-12-25", "Juldagen"),
    closed("2026-12-26", "Annandag jul"),
    { first: "2026-12-31", last: "2026-12-31", opens: "10:00", closes: "14:00", name: "Nyårsafton",
      date: "", short: "", hours: "10:00–14:00" },
    closed("2027-01-01", "Nyårsdagen"),
    closed("2027-07-12", "Semesterstängt", "2027-07-25"),
  ],
};

const TEXTS = {
  openNow: "Öppet nu",
  closedNow: "Stängt nu",
  closesAt: "stänger kl.",
  opensAt: "öppnar",
  today: "idag",
  tomorrow: "i morgon",
  clock: "kl.",
  closedToday: "Stängt idag",
  otherHoursToday: "avvikande öppettider idag",
  holidayNote: "Helgdagar och röda dagar kan ha avvikande öppettider.",
};

const at = (date, time) => ({ date, time, day: weekdayOf(date) });
const status = (date, time) => openingStatus(SCHEDULE, TEXTS, at(date, time));

test("Stockholm's date and time, whatever the visitor's zone (winter and summer)", () => {
  // 23:30 UTC on 31 Dec is already New Year's Day, 00:30, in Stockholm (UTC+1).
  assert.deepEqual(salonNow(new Date("2026-12-31T23:30:00Z")), { date: "2027-01-01", day: 4, time: "00:30" });
  // Summer time (UTC+2): 22:15 UTC on a Saturday is Sunday 00:15.
  assert.deepEqual(salonNow(new Date("2027-06-26T22:15:00Z")), { date: "2027-06-27", day: 6, time: "00:15" });
  // DST switch night, 2027-03-28: 01:30 UTC is 03:30 CEST.
  assert.equal(salonNow(new Date("2027-03-28T01:30:00Z")).time, "03:30");
});

test("Stockholm time matches Intl's Europe/Stockholm every half hour around each clock change, 1996-2040", () => {
  const intl = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Stockholm", year: "numeric", month: "2-digit", day: "2-digit",
    weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
  });
  const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  const HALF_HOUR = 1_800_000;
  for (let year = 1996; year <= 2040; year++) {
    // A week either side of late March and late October, and a summer and a winter day.
    for (const [month, day, days] of [[3, 22, 14], [10, 22, 14], [7, 1, 1], [1, 1, 1]]) {
      const start = Date.UTC(year, month - 1, day);
      for (let time = start; time < start + days * 86_400_000; time += HALF_HOUR) {
        const p = Object.fromEntries(intl.formatToParts(new Date(time)).map((x) => [x.type, x.value]));
        const expected = { date: `${p.year}-${p.month}-${p.day}`, day: WEEKDAYS.indexOf(p.weekday), time: `${p.hour}:${p.minute}` };
        assert.deepEqual(salonNow(new Date(time)), expected, new Date(time).toISOString());
      }
    }
  }
});

test("date arithmetic crosses months, years and DST changes", () => {
  assert.equal(addDays("2026-12-31", 1), "2027-01-01");
  assert.equal(addDays("2027-03-27", 2), "2027-03-29");
  assert.equal(addDays("2028-02-28", 1), "2028-02-29");
  assert.equal(weekdayOf("2026-12-24"), 3); // Thursday
  assert.equal(weekdayOf("2027-06-27"), 6); // Sunday
});

test("open now: closing time of an ordinary weekday", () => {
  const s = status("2026-12-02", "12:00");
  assert.equal(s.kind, "open");
  assert.equal(s.text, "Öppet nu – stänger kl. 19:00");
  assert.equal(status("2026-12-02", "18:59").kind, "open");
});

test("closed now: before opening, after closing, Saturday evening", () => {
  assert.equal(status("2026-12-02", "09:59").text, "Stängt nu – öppnar idag kl. 10:00");
  assert.equal(status("2026-12-02", "19:00").text, "Stängt nu – öppnar i morgon kl. 10:00");
  const saturday = status("2026-11-28", "17:30");
  assert.equal(saturday.kind, "closed");
  assert.equal(saturday.text, "Stängt nu – öppnar i morgon kl. 10:00");
  assert.equal(nextOpening(SCHEDULE, at("2026-11-28", "17:30")).date, "2026-11-29");
});

test("closed today names the day and finds the next opening across closed days", () => {
  const s = status("2026-12-24", "12:00");
  assert.equal(s.kind, "closedToday");
  assert.equal(s.open, false);
  // 24, 25 and 26 December are closed: the next opening is Sunday the 27th.
  assert.equal(s.text, "Stängt idag – Julafton. Öppnar söndag kl. 10:00");
  assert.equal(status("2026-12-25", "08:00").text, "Stängt idag – Juldagen. Öppnar söndag kl. 10:00");
});

test("the day before a closure: after closing, the next opening skips the holidays", () => {
  assert.equal(status("2026-12-23", "20:00").text, "Stängt nu – öppnar söndag kl. 10:00");
});

test("a closure of two weeks gives the date of the next opening", () => {
  const s = status("2027-07-12", "11:00");
  assert.equal(s.kind, "closedToday");
  assert.equal(s.text, "Stängt idag – Semesterstängt. Öppnar måndag 26/7 kl. 10:00");
  assert.equal(hoursOn(SCHEDULE, "2027-07-20").name, "Semesterstängt");
  assert.equal(hoursOn(SCHEDULE, "2027-07-26").name, null);
});

test("open with other hours today: real closing time and the reason", () => {
  const open = status("2026-12-31", "11:00");
  assert.equal(open.kind, "otherHours");
  assert.equal(open.open, true);
  assert.equal(open.text, "Öppet nu – stänger kl. 14:00 (Nyårsafton: avvikande öppettider idag 10:00–14:00)");
  const after = status("2026-12-31", "14:00");
  assert.equal(after.open, false);
  // 1 January is closed too: next opening Saturday the 2nd.
  assert.match(after.text, /^Stängt nu – öppnar lördag kl\. 10:00 \(Nyårsafton/);
});

test("midnight turns the day: Saturday 23:59 then Sunday 00:00", () => {
  assert.equal(status("2026-11-28", "23:59").text, "Stängt nu – öppnar i morgon kl. 10:00");
  assert.equal(status("2026-11-29", "00:00").text, "Stängt nu – öppnar idag kl. 10:00");
  // Into a holiday at midnight.
  assert.equal(status("2026-12-24", "00:00").kind, "closedToday");
});

test("past the covered range: weekly hours, with the holiday note", () => {
  const later = hoursOn(SCHEDULE, "2028-12-25");
  assert.equal(later.fallback, true);
  assert.equal(later.opens, "10:00");
  const s = status("2028-12-25", "12:00");
  assert.equal(s.kind, "open");
  assert.equal(s.note, TEXTS.holidayNote);
  assert.equal(status("2026-12-02", "12:00").note, "");
  // Before the build's first day nothing is known either.
  assert.equal(hoursOn(SCHEDULE, "2026-11-22").fallback, true);
});

test("the next deviations: always `count` of them, however far, with the note past the range", () => {
  assert.deepEqual(nextDeviations(SCHEDULE, "2026-12-01", 3).items.map((d) => d.name),
    ["Julafton", "Juldagen", "Annandag jul"]);
  assert.equal(nextDeviations(SCHEDULE, "2026-12-01", 3).beyond, false);
  // A range already under way is still next.
  assert.equal(nextDeviations(SCHEDULE, "2027-07-20", 1).items[0].name, "Semesterstängt");
  // Fewer left in the range than asked for, or a date past it: the note.
  const last = SCHEDULE.deviations.at(-1);
  assert.deepEqual(nextDeviations(SCHEDULE, last.first, 3).items, [last]);
  assert.equal(nextDeviations(SCHEDULE, last.first, 3).beyond, true);
  assert.equal(nextDeviations(SCHEDULE, "2028-02-01", 3).beyond, true);
});

test("upcoming deviations: a 60-day and a 7-day window", () => {
  const sixty = upcomingDeviations(SCHEDULE, "2026-12-10", 60);
  assert.deepEqual(sixty.items.map((d) => d.name),
    ["Julafton", "Juldagen", "Annandag jul", "Nyårsafton", "Nyårsdagen"]);
  assert.equal(sixty.beyond, false);
  assert.deepEqual(upcomingDeviations(SCHEDULE, "2026-12-18", 7).items.map((d) => d.name), ["Julafton"]);
  assert.deepEqual(upcomingDeviations(SCHEDULE, "2026-12-01", 7).items, []);
  // A range already under way still shows.
  assert.deepEqual(upcomingDeviations(SCHEDULE, "2027-07-20", 7).items.map((d) => d.name), ["Semesterstängt"]);
  // Windows leaving the range say so, so the page adds the holiday note.
  assert.equal(upcomingDeviations(SCHEDULE, "2028-01-01", 60).beyond, true);
});
