// What becomes of a contact-form submit before the app's JavaScript runs
// (the head script installs this, so it holds from the first paint):
// - a form that only the app can deliver (HOLD_ATTR: without an endpoint
//   the app hands the message to the visitor's mail app) keeps the submit
//   (PENDING_ATTR) for contact_form.jsx to carry out once it runs, instead
//   of losing the click;
// - a form that posts to an endpoint (ONCE_ATTR) is posted by the browser
//   itself until the app takes over; this only makes sure that happens
//   once. A submit nobody stopped is a post on its way (POSTING_ATTR), and
//   every later submit of that form is stopped before the app, were it to
//   arrive meanwhile, could send the message again. A page the visitor
//   comes back to (back/forward cache) can post again.

export const HOLD_ATTR = "data-hold-submit";
export const PENDING_ATTR = "data-pending-submit";
export const ONCE_ATTR = "data-submit-once";
export const POSTING_ATTR = "data-posting";

export function guardFormSubmits(doc, win) {
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (form?.hasAttribute?.(HOLD_ATTR)) {
        event.preventDefault();
        form.setAttribute(PENDING_ATTR, "");
      } else if (form?.hasAttribute?.(POSTING_ATTR)) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    true,
  );
  // On window as the event bubbles up: after the app's own handler, which
  // stops the browser's post when it sends the message itself.
  win.addEventListener("submit", (event) => {
    const form = event.target;
    if (form?.hasAttribute?.(ONCE_ATTR) && !event.defaultPrevented) form.setAttribute(POSTING_ATTR, "");
  });
  win.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of doc.querySelectorAll(`[${POSTING_ATTR}]`)) form.removeAttribute(POSTING_ATTR);
  });
}
