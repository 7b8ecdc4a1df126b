// How the contact form delivers a message, without React or the DOM:
// - to an endpoint (the content's form_endpoint): one POST per message, the
//   fields as a standard form body, JSON asked for, and an honest outcome:
//   SENT only on a 2xx answer; any other answer, a network error or no
//   answer within the timeout is FAILED;
// - without one: a mailto: link for the visitor's own mail app, to the
//   salon's address, with subject and body filled in from the fields.

export const SENT = "sent";
export const FAILED = "failed";
// The fetch is aborted after this long without an answer.
export const TIMEOUT_MS = 15000;

// One sender per form. `send(fields)` posts `fields` (pairs of name and
// value, e.g. a FormData) and resolves to SENT or FAILED; while a message
// is on its way another send resolves to null at once and posts nothing,
// so a double click sends one message.
export function createSender({ endpoint, fetch, setTimeout, clearTimeout, timeoutMs = TIMEOUT_MS }) {
  let busy = false;
  return {
    async send(fields) {
      if (busy) return null;
      busy = true;
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), timeoutMs);
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: { Accept: "application/json" },
          // URL-encoded like a plain form post, UTF-8 by definition; a
          // CORS "simple" request, so no preflight.
          body: new URLSearchParams([...fields]),
          // No cookies for a form service; the message is all it gets.
          credentials: "omit",
          signal: abort.signal,
        });
        return response.ok ? SENT : FAILED;
      } catch {
        return FAILED;
      } finally {
        clearTimeout(timer);
        busy = false;
      }
    },
  };
}

// RFC 6068: every character percent-encoded but the unreserved ones, line
// breaks as CRLF.
function mailtoPart(text) {
  return encodeURIComponent(text.replace(/\r\n|\r|\n/g, "\r\n"));
}

// `values`: the form's fields by their names; `names`: which name is the
// visitor's name, e-mail and message (the page's fields, from Python). The
// subject template marks where the name goes with the name field's name in
// braces, as the content writes it ("Meddelande från {namn}").
export function mailtoHref(to, subjectTemplate, values, names) {
  const address = to.split("@").map(encodeURIComponent).join("@");
  const name = values[names.name].trim();
  const subject = subjectTemplate.replaceAll(`{${names.name}}`, name);
  const body = `${values[names.message]}\n\n${name}\n${values[names.email].trim()}`;
  return `mailto:${address}?subject=${mailtoPart(subject)}&body=${mailtoPart(body)}`;
}
