// What the own server's bar under Decap says (bar.js, beside this file):
// the publishing state and each of the last changes, in Swedish, from the
// endpoint's `status` and `history` (salon/editors/actions.py). Plain data
// in, text out, so Node's test runner checks it.

const pad = (number) => String(number).padStart(2, "0");

/** A moment (epoch seconds) as the owner reads it: "12:04" today, else "3/12 12:04". */
export function clock(seconds, now = new Date()) {
  const moment = new Date(seconds * 1000);
  const time = `${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
  const today = moment.toDateString() === now.toDateString();
  return today ? time : `${moment.getDate()}/${moment.getMonth() + 1} ${time}`;
}

/** Whether a build is running or due: the bar asks again until it is done. */
export function pending(status) {
  if (!status) return false;
  if (status.state === "publishing") return true;
  return status.state === "published" && status.commit !== status.head;
}

/** "Publicerad 12:04", "Publiceras…", or the failed build's line. */
export function stateText(status, now = new Date()) {
  if (!status) return "Publiceringens läge är okänt.";
  if (pending(status)) return "Publiceras…";
  if (status.state === "failed") {
    return `Publiceringen misslyckades: ${status.error ?? "okänt fel"}`;
  }
  if (status.published_at == null) return "Inte publicerad än";
  return `Publicerad ${clock(status.published_at, now)}`;
}

// A change of more parts than this is summed up: "Om oss, Bilder och 9 till".
const SHOWN_PARTS = 3;

/** What a change touched, in a few words. */
export function partsText(sections) {
  if (sections.length <= SHOWN_PARTS) return sections.join(", ");
  return `${sections.slice(0, SHOWN_PARTS - 1).join(", ")} och ${sections.length - SHOWN_PARTS + 1} till`;
}

/** One line per change: who, when, which sections. */
export function changeText(change, now = new Date()) {
  const parts = change.sections.length ? partsText(change.sections) : change.message;
  return `${change.author}, ${clock(change.at, now)}: ${parts}`;
}

/** The question before an undo. */
export function undoQuestion(change, now = new Date()) {
  return `Ångra ändringen som ${change.author} gjorde ${clock(change.at, now)} i ` +
    `${partsText(change.sections)}? Ångrandet sparas som en ny ändring och publiceras.`;
}

// While a build runs, the bar asks for the state this often.
export const POLL_MS = 2000;
