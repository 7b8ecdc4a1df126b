// The list of deviations from the weekly hours, on /oppettider and (compact)
// on the home page. A module of its own so the home page loads only this.
import { useEffect, useState } from "react";
import { nextDeviations, salonNow, upcomingDeviations } from "../logic/salon_dates.js";

const REFRESH_MS = 30_000;

// null until the browser has read its clock; then re-read so the page turns
// at opening, closing and midnight.
export function useSalonNow() {
  const [now, setNow] = useState(null);
  useEffect(() => {
    const update = () => setNow(salonNow());
    update();
    const timer = setInterval(update, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

// The deviations of the next `days` days, or (with `count`) the next `count`
// deviations whenever they fall. `reserve` is the longest list any day in the
// build's range can show (computed by the build), so a list that grows after
// hydration never pushes the page down. `compact`: one line each.
export function Deviations({ schedule, texts, buildDate, days, count, reserve, compact, title }) {
  const now = useSalonNow();
  const from = now ? now.date : buildDate;
  const { items, beyond } = count
    ? nextDeviations(schedule, from, count)
    : upcomingDeviations(schedule, from, days);
  const rows = items.map((item) => (
    <li key={item.first} className="deviation">
      <span className="deviation-date">{compact ? item.short : item.date}</span>
      <span className="deviation-name">{item.name}</span>
      <span className="deviation-hours">{item.hours}</span>
    </li>
  ));
  if (beyond) rows.push(<li key="note" className="deviation-note">{texts.holidayNote}</li>);
  const empty = rows.length === 0;
  return (
    <div
      className={`deviations${compact ? " deviations-compact" : ""}`}
      style={{ "--deviation-rows": reserve }}
    >
      {title && !empty ? <p className="deviations-title">{title}</p> : null}
      {empty && texts.none ? <p className="deviations-none">{texts.none}</p> : null}
      {empty ? null : <ul>{rows}</ul>}
    </div>
  );
}
