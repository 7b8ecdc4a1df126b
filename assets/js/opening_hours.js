// Opening-hours arithmetic in the salon's own time zone, so a visitor abroad
// sees the same "today" as the salon and the prerendered page.
const WEEKDAY_INDEX = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

export function salonNow(date = new Date(), timeZone = "Europe/Stockholm") {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return { day: WEEKDAY_INDEX[parts.weekday], time: `${parts.hour}:${parts.minute}` };
}

// hours: [{day, opens, closes}] Monday first; texts: the visitor-facing words.
export function openingStatus(hours, texts, now = salonNow()) {
  const today = hours[now.day];
  if (now.time >= today.opens && now.time < today.closes) {
    return { open: true, text: `${texts.openNow} – ${texts.closesAt} ${today.closes}` };
  }
  for (let ahead = 0; ahead < 8; ahead += 1) {
    const index = (now.day + ahead) % 7;
    const day = hours[index];
    if (ahead === 0 && now.time >= day.opens) continue;
    const when = ahead === 0 ? texts.today : ahead === 1 ? texts.tomorrow : day.day.toLowerCase();
    return { open: false, text: `${texts.closedNow} – ${texts.opensAt} ${when} ${texts.clock} ${day.opens}` };
  }
  return { open: false, text: texts.closedNow };
}
