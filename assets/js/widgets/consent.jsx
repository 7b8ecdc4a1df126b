// The React side of consent (the state itself is kept by consent.js, which
// already runs from <head>): the map that waits for consent, and the watcher
// that tells the loyalty offer when consent has been given.
import { useEffect, useState, useSyncExternalStore } from "react";
import { CONSENT_EVENT, consentState, readAccepted } from "../inline/consent.js";

function subscribeConsent(callback) {
  window.addEventListener(CONSENT_EVENT, callback);
  return () => window.removeEventListener(CONSENT_EVENT, callback);
}

// "unknown" while hydrating, so the first client render equals the prerender.
export function useConsent() {
  return useSyncExternalStore(subscribeConsent, () => consentState(document), () => "unknown");
}

// "Visa karta" shows every map of the page (/kontakt has two), not one.
let mapRevealed = false;
const revealListeners = new Set();
function subscribeReveal(callback) {
  revealListeners.add(callback);
  return () => revealListeners.delete(callback);
}
function revealMaps() {
  mapRevealed = true;
  revealListeners.forEach((listener) => listener());
}

export function MapGate({ src, title, text, showLabel, openLabel, openUrl }) {
  const consent = useConsent();
  const revealed = useSyncExternalStore(subscribeReveal, () => mapRevealed, () => false);
  if (consent === "accepted" || revealed) {
    return (
      <div className="map">
        <iframe src={src} title={title} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" className="map-frame" />
      </div>
    );
  }
  return (
    <div className="map">
      <div className="map-placeholder">
        <p>{text}</p>
        <div className="map-actions">
          <button type="button" className="button button-secondary needs-app" onClick={revealMaps}>
            {showLabel}
          </button>
          <a href={openUrl} target="_blank" rel="noopener noreferrer" className="text-link">
            {openLabel}
          </a>
        </div>
      </div>
    </div>
  );
}

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
