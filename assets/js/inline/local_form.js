// Forms whose content must never leave the page (the contact form: the site
// has no backend, and the spec says its submit makes no request). The form
// uses method="dialog", which outside a <dialog> submits nowhere; this keeps
// a submit made before React hydrates, so contact_form.jsx can confirm it
// once it runs instead of losing the click.

export const LOCAL_FORM_ATTR = "data-local-form";
export const PENDING_ATTR = "data-pending-submit";

export function holdLocalForms(doc) {
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!form?.hasAttribute?.(LOCAL_FORM_ATTR)) return;
      event.preventDefault();
      if (!form.hasAttribute("data-ready")) form.setAttribute(PENDING_ATTR, "");
    },
    true,
  );
}
