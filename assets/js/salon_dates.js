// Dates in the salon's own time zone, so a visitor abroad sees the same
// "today" as the salon, and the dated list of deviations. Pure functions (no
// React, no DOM) so Node's test runner can import them. Kept apart from
// opening_hours.js because the home page needs only this.
//
// Dates are ISO "YYYY-MM-DD" strings, so comparing them as strings is
// comparing them as dates. `schedule` is described in opening_hours.js.

export const TIME_ZONE = "Europe/Stockholm";
const WEEKDAY_INDEX = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

export function salonNow(date = new Date(), timeZone = TIME_ZONE) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: WEEKDAY_INDEX[parts.weekday],
    time: `${parts.hour}:${parts.minute}`,
  };
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
