// Cookie consent, the one owner of the spec's storage key. This module runs
// twice: inlined into every page's <head> (see salon/components/consent.py),
// where installConsent() makes the prerendered banner work from the first
// paint, and imported by widgets/consent.jsx, whose React parts only follow the
// state kept here. The state of this visit lives on <html data-cookies>:
//   pending   - no acceptance stored: the banner shows
//   accepted  - cookiesAccepted=true is stored
//   dismissed - closed without accepting: hidden for this visit only (the
//               spec), which spans every page the tab opens: each link loads
//               a new document, so the choice is kept in sessionStorage,
//               which the browser forgets with the tab
// Without JavaScript the attribute is never set, and CSS keeps the banner
// (whose buttons could not work) hidden.

import { keepAttribute } from "./keep_attribute.js";

export const CONSENT_KEY = "cookiesAccepted";
export const DISMISSED_KEY = "cookieBannerClosed";
export const CONSENT_ATTR = "data-cookies";
export const CONSENT_EVENT = "salon:consent";
export const ACTION_ATTR = "data-consent-action";

export function readAccepted(storage) {
  try {
    return storage.getItem(CONSENT_KEY) === "true";
  } catch {
    return false;
  }
}

export function readDismissed(session) {
  try {
    return session.getItem(DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}

function store(storage, key) {
  try {
    storage.setItem(key, "true");
  } catch {
    // Unwritable storage: the choice still holds for this page.
  }
}

function forget(storage, key) {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

export function consentState(doc) {
  return doc.documentElement.getAttribute(CONSENT_ATTR) ?? "pending";
}

// What a click on a banner or settings button leads to; `storage` keeps an
// acceptance, `session` a banner closed for the visit.
export function nextState(action, storage, session) {
  if (action === "accept") {
    store(storage, CONSENT_KEY);
    return "accepted";
  }
  if (action === "withdraw") {
    forget(storage, CONSENT_KEY);
    forget(session, DISMISSED_KEY);
    return "pending";
  }
  if (action === "close") {
    store(session, DISMISSED_KEY);
    return "dismissed";
  }
  return null;
}

// When a page of the site opens.
export function initialState(storage, session) {
  if (readAccepted(storage)) return "accepted";
  return readDismissed(session) ? "dismissed" : "pending";
}

// After another tab stored or removed the key (e.key null: storage cleared).
export function stateAfterStorageChange(current, storage) {
  if (readAccepted(storage)) return "accepted";
  return current === "dismissed" ? "dismissed" : "pending";
}

export function installConsent(doc, win) {
  const root = doc.documentElement;
  let current = initialState(win.localStorage, win.sessionStorage);
  const set = (state) => {
    current = state;
    root.setAttribute(CONSENT_ATTR, state);
    win.dispatchEvent(new win.CustomEvent(CONSENT_EVENT, { detail: state }));
  };
  root.setAttribute(CONSENT_ATTR, current);
  keepAttribute(win, root, CONSENT_ATTR, () => current);
  // Delegated from the document, so the prerendered buttons work before React
  // hydrates and the ones React renders later work the same way.
  doc.addEventListener("click", (event) => {
    const button = event.target?.closest?.(`[${ACTION_ATTR}]`);
    if (!button) return;
    const state = nextState(button.getAttribute(ACTION_ATTR), win.localStorage, win.sessionStorage);
    if (state !== null) set(state);
  });
  win.addEventListener("storage", (event) => {
    if (event.key !== null && event.key !== CONSENT_KEY) return;
    set(stateAfterStorageChange(consentState(doc), win.localStorage));
  });
}
