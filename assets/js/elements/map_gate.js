// <salon-map-gate>: the map that waits for the visitor, as a custom element,
// so a page needs no React for it (salon_components/elements.py renders it
// with its placeholder: text, "Visa karta" and a link that opens the map in a
// new tab, which works without JavaScript).
// Until consent is given or "Visa karta" is pressed, the page makes no
// request to the map host, which can set cookies. The map then replaces the
// placeholder in the element's shadow root: where the page has React, React
// owns the placeholder (the light DOM) and never sees it change. Withdrawn
// consent takes the map away again, unless the visitor asked for it.
// "Visa karta" shows every map of the page (/kontakt has two).
import { CONSENT_EVENT, consentState } from "../inline/consent.js";

export const TAG = "salon-map-gate";
export const REVEAL_EVENT = "salon:map";
export const SHOW_ATTR = "data-map-show";

// The map's frame, from the element's data-* attributes.
export function frameAttributes(element) {
  return {
    src: element.getAttribute("data-src"),
    title: element.getAttribute("data-title"),
    loading: "lazy",
    referrerpolicy: "strict-origin-when-cross-origin",
  };
}

// The frame covers the element (salon.css's .map), from inside the shadow
// root, which the site's stylesheet does not reach (CSS's ::part() would,
// but the W3C checker the site is held to does not know it yet).
const FRAME_STYLE = {
  position: "absolute",
  inset: "0",
  width: "100%",
  height: "100%",
  border: "0",
  display: "block",
  borderRadius: "inherit",
};
// Under the map the placeholder keeps its room, unseen: where its text needs
// more than the element's shape (a narrow phone), the element keeps the
// height it had, and nothing below moves when the map comes.
const KEPT_STYLE = { visibility: "hidden" };

// Whether the map shows: asked for on this page, or consent given.
export function showsMap(asked, consent) {
  return asked || consent === "accepted";
}

export function defineMapGate(win = globalThis) {
  if (win.customElements.get(TAG)) return;
  let asked = false;
  class MapGate extends win.HTMLElement {
    connectedCallback() {
      this.update = () => this.show(showsMap(asked, consentState(win.document)));
      this.onClick = (event) => {
        if (!event.target.closest?.(`[${SHOW_ATTR}]`)) return;
        asked = true;
        win.dispatchEvent(new win.Event(REVEAL_EVENT));
      };
      this.addEventListener("click", this.onClick);
      win.addEventListener(REVEAL_EVENT, this.update);
      win.addEventListener(CONSENT_EVENT, this.update);
      this.update();
    }

    disconnectedCallback() {
      this.removeEventListener("click", this.onClick);
      win.removeEventListener(REVEAL_EVENT, this.update);
      win.removeEventListener(CONSENT_EVENT, this.update);
    }

    // The map, or a slot that shows the placeholder.
    show(map) {
      const root = this.shadowRoot;
      if (!map && !root) return;
      const shown = root?.firstElementChild;
      if (shown && (shown.localName === "iframe") === map) return;
      const slot = win.document.createElement("slot");
      const children = [slot];
      if (map) {
        const frame = win.document.createElement("iframe");
        for (const [name, value] of Object.entries(frameAttributes(this))) frame.setAttribute(name, value);
        Object.assign(frame.style, FRAME_STYLE);
        Object.assign(slot.style, KEPT_STYLE);
        children.unshift(frame);
      }
      (root ?? this.attachShadow({ mode: "open" })).replaceChildren(...children);
    }
  }
  win.customElements.define(TAG, MapGate);
}
