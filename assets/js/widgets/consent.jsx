// The React side of consent (the state itself is kept by consent.js, which
// already runs from <head>): the watcher that tells the loyalty offer when
// consent has been given. The map follows consent without React
// (elements/map_gate.js).
import { useEffect, useState } from "react";
import { CONSENT_EVENT, consentState, readAccepted } from "../inline/consent.js";

// The spec's loyalty rule: true `delayMs` after consent is found, checked
// every `pollMs`, on other tabs' storage changes and on this tab's choice.
export function useConsentHeldFor(delayMs, pollMs) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    let timer = null;
    const check = () => {
      if (timer !== null) return;
      if (readAccepted(window.localStorage) || consentState(document) === "accepted") {
        timer = window.setTimeout(() => setHeld(true), delayMs);
      }
    };
    check();
    const poll = window.setInterval(check, pollMs);
    window.addEventListener("storage", check);
    window.addEventListener(CONSENT_EVENT, check);
    return () => {
      window.clearInterval(poll);
      if (timer !== null) window.clearTimeout(timer);
      window.removeEventListener("storage", check);
      window.removeEventListener(CONSENT_EVENT, check);
    };
  }, [delayMs, pollMs]);
  return held;
}
