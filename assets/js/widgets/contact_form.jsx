// The contact form, which sends nothing anywhere (no backend; the spec: the
// submit makes no request). A valid submit shows the spec's toast and clears
// the form; each submit gets its own toast. The form is method="dialog", so
// even before this runs it cannot navigate, and the head script keeps a
// submit made early (local_form.js) for this component to confirm.
import { useEffect, useRef, useState } from "react";
import { PENDING_ATTR } from "../inline/local_form.js";

let nextToastId = 1;

export function LocalForm({ children, className, toastTitle, toastText, closeLabel, toastMs }) {
  const form = useRef(null);
  const timers = useRef(new Set());
  const [toasts, setToasts] = useState([]);

  const dismiss = (id) => setToasts((list) => list.filter((toast) => toast !== id));

  const onSubmit = (event) => {
    event.preventDefault();
    form.current.removeAttribute(PENDING_ATTR);
    const id = nextToastId++;
    setToasts((list) => [...list, id]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      dismiss(id);
    }, toastMs);
    timers.current.add(timer);
    form.current.reset();
  };

  useEffect(() => {
    // Submitted before the app ran: validate and confirm it now.
    if (form.current.hasAttribute(PENDING_ATTR)) form.current.requestSubmit();
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return (
    <>
      {/* data-local-form: LOCAL_FORM_ATTR in local_form.js */}
      <form ref={form} method="dialog" className={className} onSubmit={onSubmit} data-local-form="">
        {children}
      </form>
      <div role="status" aria-live="polite" className="toasts">
        {toasts.map((id) => (
          <div key={id} className="toast">
            <div>
              <p className="toast-title">{toastTitle}</p>
              <p>{toastText}</p>
            </div>
            <button type="button" className="icon-button" aria-label={closeLabel} onClick={() => dismiss(id)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </>
  );
}
