// The contact form (its fields come from salon/pages/contact.py as children).
// Where a message goes is the content's form_endpoint:
// - an endpoint: one POST per submit (logic/message_delivery.js); the spec's
//   toast and a cleared form only when the endpoint took it, otherwise the
//   text stays and the status offers the salon's e-mail and phone. Before
//   this runs, the form posts by itself (method="post"; the head script's
//   form_submit.js lets that happen once);
// - none: the visitor's own mail app gets it, through the status's mailto:
//   link, which the submit clicks. Nothing is claimed sent, nothing cleared.
//   The form is method="dialog" (it can never navigate), and a submit made
//   before this runs is kept by the head script and carried out here.
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { HOLD_ATTR, ONCE_ATTR, PENDING_ATTR } from "../inline/form_submit.js";
import { FAILED, SENT, createSender, mailtoHref } from "../logic/message_delivery.js";

let nextToastId = 1;

function ContactLinks({ email, phone, phoneHref }) {
  return (
    <ul className="form-status-links">
      <li>
        <a href={`mailto:${email}`}>{email}</a>
      </li>
      <li>
        <a href={phoneHref}>{phone}</a>
      </li>
    </ul>
  );
}

export function ContactForm({
  children,
  className,
  endpoint,
  submitLabel,
  email,
  fieldNames,
  phone,
  phoneHref,
  sendingText,
  failedText,
  mailAppText,
  mailAppLink,
  mailSubject,
  toastTitle,
  toastText,
  closeLabel,
  toastMs,
}) {
  const form = useRef(null);
  const button = useRef(null);
  const mailLink = useRef(null);
  const openMail = useRef(false);
  const wasSending = useRef(false);
  const timers = useRef(new Set());
  const sender = useRef(null);
  // null, or what the status says: { kind: "sending" | "failed" } or { kind: "mail", href }.
  const [status, setStatus] = useState(null);
  const [toasts, setToasts] = useState([]);
  const sending = status?.kind === "sending";

  const dismiss = (id) => setToasts((list) => list.filter((toast) => toast !== id));

  const confirm = () => {
    const id = nextToastId++;
    setToasts((list) => [...list, id]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      dismiss(id);
    }, toastMs);
    timers.current.add(timer);
  };

  const post = async () => {
    sender.current ??= createSender({
      endpoint,
      fetch: (...args) => window.fetch(...args),
      setTimeout: (...args) => window.setTimeout(...args),
      clearTimeout: (id) => window.clearTimeout(id),
    });
    const outcome = sender.current.send(new FormData(form.current));
    setStatus({ kind: "sending" });
    const result = await outcome;
    if (result === null) return; // one is on its way already; it reports
    if (result === SENT) {
      form.current.reset();
      confirm();
    }
    setStatus(result === FAILED ? { kind: "failed" } : null);
  };

  const onSubmit = (event) => {
    event.preventDefault();
    form.current.removeAttribute(PENDING_ATTR);
    if (endpoint) {
      post();
    } else {
      const values = Object.fromEntries(new FormData(form.current));
      openMail.current = true;
      setStatus({ kind: "mail", href: mailtoHref(email, mailSubject, values, fieldNames) });
    }
  };

  useLayoutEffect(() => {
    // Right after the status shows its link: open it, still close enough to
    // the visitor's click for a browser to start the mail app.
    if (!openMail.current) return;
    openMail.current = false;
    mailLink.current.click();
  }, [status]);

  useEffect(() => {
    // The button was disabled while sending; if that took the focus, give it back.
    if (wasSending.current && !sending && document.activeElement === document.body) button.current.focus();
    wasSending.current = sending;
  }, [sending]);

  useEffect(() => {
    // Submitted before the app ran (mail-app form): validate and carry it out now.
    if (form.current.hasAttribute(PENDING_ATTR)) form.current.requestSubmit();
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const formProps = endpoint
    ? { method: "post", action: endpoint, acceptCharset: "UTF-8", [ONCE_ATTR]: "" }
    : { method: "dialog", [HOLD_ATTR]: "" };

  return (
    <>
      <form ref={form} className={className} onSubmit={onSubmit} aria-busy={sending ? "true" : undefined} {...formProps}>
        {children}
        <button ref={button} type="submit" className="button button-primary" disabled={sending}>
          {submitLabel}
        </button>
        <div role="status" className="form-status">
          {status?.kind === "sending" && <p>{sendingText}</p>}
          {status?.kind === "failed" && (
            <>
              <p>{failedText}</p>
              <ContactLinks email={email} phone={phone} phoneHref={phoneHref} />
            </>
          )}
          {status?.kind === "mail" && (
            <>
              <p>{mailAppText}</p>
              <p>
                <a ref={mailLink} href={status.href}>
                  {mailAppLink}
                </a>
              </p>
              <ContactLinks email={email} phone={phone} phoneHref={phoneHref} />
            </>
          )}
        </div>
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
