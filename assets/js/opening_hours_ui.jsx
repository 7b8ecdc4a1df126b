// The opening-hours widgets. Each renders the build's answer first (no
// "today": the prerendered HTML and the first client render must match) and
// adds today's status after hydration, in room reserved beforehand.
import { useEffect, useState } from "react";
import { hoursOn, openingStatus, salonNow, upcomingDeviations } from "./opening_hours.js";

const REFRESH_MS = 30_000;

// null until the browser has read its clock; then re-read so the page turns
// at opening, closing and midnight.
function useSalonNow() {
  const [now, setNow] = useState(null);
  useEffect(() => {
    const update = () => setNow(salonNow());
    update();
    const timer = setInterval(update, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function OpeningStatus({ schedule, texts }) {
  const now = useSalonNow();
  const status = now ? openingStatus(schedule, texts, now) : null;
  return (
    <div className="open-status-line">
      <p className={`open-status${status ? ` status-${status.kind}` : ""}`} aria-live="polite">
        {status ? status.text : ""}
      </p>
      {status?.note ? <p className="open-status-note">{status.note}</p> : null}
    </div>
  );
}

export function WeekTable({ schedule, texts }) {
  const now = useSalonNow();
  const today = now ? hoursOn(schedule, now.date) : null;
  return (
    <table className="hours-table">
      <caption className="visually-hidden">{texts.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.day}</th>
          <th scope="col">{texts.time}</th>
        </tr>
      </thead>
      <tbody>
        {schedule.weekly.map((day, index) => {
          const isToday = now !== null && now.day === index;
          const special = isToday && today.name;
          return (
            <tr key={day.day} className={isToday ? "today" : ""}>
              <th scope="row">
                {day.day}
                {isToday ? <span className="badge">{texts.today}</span> : null}
              </th>
              <td className={special ? "deviating" : ""}>
                {special ? (
                  <>
                    <span className="day-hours">{today.hours}</span>
                    <span className="day-name">{today.name}</span>
                  </>
                ) : (
                  day.label
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

// The deviations of the next `days` days. `reserve` is the longest list any
// day in the build's range can show (computed by the build), so a list that
// grows after hydration never pushes the page down. `compact`: one line each.
export function Deviations({ schedule, texts, buildDate, days, reserve, compact, title }) {
  const now = useSalonNow();
  const { items, beyond } = upcomingDeviations(schedule, now ? now.date : buildDate, days);
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
