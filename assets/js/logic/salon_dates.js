// Dates in the salon's own time zone, so a visitor abroad sees the same
// "today" as the salon, and the dated list of deviations. Pure functions (no
// React, no DOM) so Node's test runner can import them. Kept apart from
// opening_hours.js because the home page needs only this.
//
// Dates are ISO "YYYY-MM-DD" strings, so comparing them as strings is
// comparing them as dates. `schedule` is described in opening_hours.js.

// Sweden keeps the EU's clock rule (since 1996): UTC+1, and UTC+2 from 01:00
// UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
// October. Computed by hand because the first Intl.DateTimeFormat with a
// time zone is a long task on a slow phone, inside hydration;
// tests/js/opening_hours.test.mjs holds this to Intl's Europe/Stockholm.
const HOUR_MS = 3_600_000;

function lastSundayAtOneUtc(year, monthIndex) {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  lastDay.setUTCDate(lastDay.getUTCDate() - lastDay.getUTCDay());
  return lastDay.getTime();
}

function stockholmOffsetHours(time) {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return summer ? 2 : 1;
}

export function salonNow(date = new Date()) {
  const time = date.getTime();
  const local = new Date(time + stockholmOffsetHours(time) * HOUR_MS);
  const iso = local.toISOString();
  return { date: iso.slice(0, 10), day: (local.getUTCDay() + 6) % 7, time: iso.slice(11, 16) };
}

// Calendar arithmetic on dates only: UTC noon never meets a DST change.
function toUtc(iso) {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

export function addDays(iso, days) {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function weekdayOf(iso) {
  return (toUtc(iso).getUTCDay() + 6) % 7;
}

// The first `count` deviations from `fromIso` on (the home page's notice:
// always as many rows as it keeps room for). `beyond` says the list may miss
// some: the build's range ended before `count`, or `fromIso` lies past it.
export function nextDeviations(schedule, fromIso, count) {
  const items = schedule.deviations.filter((d) => d.last >= fromIso).slice(0, count);
  return { items, beyond: items.length < count || fromIso > schedule.until };
}

// Deviations touching the `days` days from `fromIso`; `beyond` says the window
// leaves the build's range, where deviations are unknown.
export function upcomingDeviations(schedule, fromIso, days) {
  const last = addDays(fromIso, days - 1);
  return {
    items: schedule.deviations.filter((d) => d.last >= fromIso && d.first <= last),
    beyond: fromIso < schedule.from || last > schedule.until,
  };
}
