// The opening-hours widgets of /oppettider. Each renders the build's answer
// first (no "today": the prerendered HTML and the first client render must
// match) and adds today's status after hydration, in room reserved beforehand.
import { useSalonNow } from "./deviations.jsx";
import { hoursOn, openingStatus } from "../logic/opening_hours.js";

export function OpeningStatus({ schedule, texts }) {
  const now = useSalonNow();
  const status = now ? openingStatus(schedule, texts, now) : null;
  return (
    <div className="open-status-line">
      <p className="open-status" aria-live="polite">
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
                <span className="day">{day.day}</span>
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
