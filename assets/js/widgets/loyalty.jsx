// The loyalty offer: a button that appears once consent has been held for a
// while (widgets/consent.jsx) and opens a native modal <dialog> as a side panel.
// showModal() gives focus on open, an inert page behind, Escape, and focus
// back to the button; both close buttons are plain form-method="dialog"
// buttons. Its children (text, QR code, booking link) render only while
// open, so the QR library loads when a visitor first opens the panel.
// `titleId` comes from the page: React's useId would differ between the
// prerender, which React Router renders, and the browser, which has no router
// (static_first/js/no_router.js), and the dialog would lose its name.
import { useEffect, useRef, useState } from "react";
import { useConsentHeldFor } from "./consent.jsx";

export function LoyaltyOffer({ children, buttonLabel, title, titleId, closeLabel, closeText, delayMs, pollMs }) {
  const ready = useConsentHeldFor(delayMs, pollMs);
  const [open, setOpen] = useState(false);
  const dialog = useRef(null);

  useEffect(() => {
    if (open && !dialog.current.open) dialog.current.showModal();
  }, [open]);

  // A click on the dialog element itself is a click on its backdrop: the
  // panel's content covers the whole box.
  const closeOnBackdrop = (event) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <>
      {ready && (
        <button
          type="button"
          className="button button-light loyalty-button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {buttonLabel}
        </button>
      )}
      <dialog
        ref={dialog}
        className="side-panel"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={closeOnBackdrop}
      >
        {open && (
          <form method="dialog" className="panel-body">
            <div className="panel-head">
              <h2 id={titleId}>{title}</h2>
              <button type="submit" className="icon-button" aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {children}
            <button type="submit" className="button button-secondary">
              {closeText}
            </button>
          </form>
        )}
      </dialog>
    </>
  );
}
