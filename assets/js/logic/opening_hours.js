// Opening-hours answers for the browser: the hours of a date, the next
// opening and the status line. Pure functions (no React, no DOM) so Node's
// test runner can import them.
//
// `schedule` comes from the build (salon/opening_hours/schedule.py browser_schedule):
//   { from, until, weekly: [{day, inSentence, opens, closes, label}] Monday first,
//     deviations: [{first, last, opens, closes, name, date, short, hours}] }
// (each widget gets only the fields it reads).
// Dates are ISO "YYYY-MM-DD" strings, so comparing them as strings is
// comparing them as dates.
import { addDays, weekdayOf } from "./salon_dates.js";

// The hours of one date. Outside the build's range only the weekly hours are
// known: `fallback` tells the page to add the holiday note.
export function hoursOn(schedule, iso) {
  const weekly = schedule.weekly[weekdayOf(iso)];
  const fallback = iso < schedule.from || iso > schedule.until;
  const deviation = fallback ? null : schedule.deviations.find((d) => d.first <= iso && iso <= d.last);
  if (deviation) {
    return { opens: deviation.opens, closes: deviation.closes, name: deviation.name, hours: deviation.hours, fallback };
  }
  return { opens: weekly.opens, closes: weekly.closes, name: null, hours: weekly.label, fallback };
}

// The first opening at or after `now`: {date, opens, ahead (days)}.
export function nextOpening(schedule, now, maxDays = 800) {
  for (let ahead = 0; ahead <= maxDays; ahead += 1) {
    const date = addDays(now.date, ahead);
    const hours = hoursOn(schedule, date);
    if (hours.opens && (ahead > 0 || now.time < hours.opens)) return { date, opens: hours.opens, ahead };
  }
  return null;
}

function whenText(schedule, texts, opening) {
  if (opening.ahead === 0) return texts.today;
  if (opening.ahead === 1) return texts.tomorrow;
  const weekday = schedule.weekly[weekdayOf(opening.date)].inSentence;
  if (opening.ahead < 7) return weekday;
  // A week or more away (a holiday closure): the weekday alone is ambiguous.
  const [, month, day] = opening.date.split("-").map(Number);
  return `${weekday} ${day}/${month}`;
}

function opensText(schedule, texts, now) {
  const opening = nextOpening(schedule, now);
  if (!opening) return "";
  return `${texts.opensAt} ${whenText(schedule, texts, opening)} ${texts.clock} ${opening.opens}`;
}

const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// The status line. kind: "open" | "closed" | "closedToday" | "otherHours";
// `note` (the holiday note) is set when today lies outside the build's range.
export function openingStatus(schedule, texts, now) {
  const today = hoursOn(schedule, now.date);
  const note = today.fallback ? texts.holidayNote : "";
  if (!today.opens) {
    const reason = today.name ? `${texts.closedToday} – ${today.name}` : texts.closedToday;
    return { kind: "closedToday", open: false, text: `${reason}. ${capitalize(opensText(schedule, texts, now))}`, note };
  }
  const open = now.time >= today.opens && now.time < today.closes;
  const base = open
    ? `${texts.openNow} – ${texts.closesAt} ${today.closes}`
    : `${texts.closedNow} – ${opensText(schedule, texts, now)}`;
  if (today.name) {
    const other = `${today.name}: ${texts.otherHoursToday} ${today.opens}–${today.closes}`;
    return { kind: "otherHours", open, text: `${base} (${other})`, note };
  }
  return { kind: open ? "open" : "closed", open, text: base, note };
}
