// Opening-hours answers for the browser, in the salon's own time zone, so a
// visitor abroad sees the same "today" as the salon. Pure functions (no React,
// no DOM) so Node's test runner can import them.
//
// `schedule` comes from the build (salon/schedule.py browser_schedule):
//   { from, until, weekly: [{day, opens, closes, label}] Monday first,
//     deviations: [{first, last, opens, closes, name, date, short, hours}] }
// Dates are ISO "YYYY-MM-DD" strings, so comparing them as strings is
// comparing them as dates.

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
  const weekday = schedule.weekly[weekdayOf(opening.date)].day.toLowerCase();
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

// Deviations touching the `days` days from `fromIso`; `beyond` says the window
// leaves the build's range, where deviations are unknown.
export function upcomingDeviations(schedule, fromIso, days) {
  const last = addDays(fromIso, days - 1);
  return {
    items: schedule.deviations.filter((d) => d.last >= fromIso && d.first <= last),
    beyond: fromIso < schedule.from || last > schedule.until,
  };
}
