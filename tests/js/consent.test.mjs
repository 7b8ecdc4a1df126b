import assert from "node:assert/strict";
import test from "node:test";

import {
  CONSENT_EVENT,
  CONSENT_KEY,
  DISMISSED_KEY,
  consentState,
  initialState,
  installConsent,
  nextState,
  readAccepted,
  stateAfterStorageChange,
} from "../../assets/js/inline/consent.js";
import { FakeElement, FakeStorage, ThrowingStorage, fakePage } from "./fakes.mjs";

const click = (doc, target) => doc.dispatchEvent({ type: "click", target });
const actionButton = (action) => new FakeElement({ "data-consent-action": action });

test("the spec's key and value count as acceptance, nothing else does", () => {
  assert.equal(CONSENT_KEY, "cookiesAccepted");
  assert.equal(readAccepted(new FakeStorage({ cookiesAccepted: "true" })), true);
  for (const corrupt of ["TRUE", "1", "yes", "", "{\"v\":true}", "true "]) {
    assert.equal(readAccepted(new FakeStorage({ cookiesAccepted: corrupt })), false, corrupt);
  }
  assert.equal(readAccepted(new FakeStorage()), false);
});

test("throwing storage reads as not accepted and never throws", () => {
  const storage = new ThrowingStorage();
  const session = new ThrowingStorage();
  assert.equal(readAccepted(storage), false);
  assert.equal(initialState(storage, session), "pending");
  assert.equal(nextState("accept", storage, session), "accepted");
  assert.equal(nextState("close", storage, session), "dismissed");
  assert.equal(nextState("withdraw", storage, session), "pending");
});

test("accept stores the value; close keeps nothing but the visit's closed banner; withdraw removes both", () => {
  const storage = new FakeStorage();
  const session = new FakeStorage();
  assert.equal(nextState("close", storage, session), "dismissed");
  assert.equal(storage.getItem(CONSENT_KEY), null);
  assert.deepEqual([...session.data], [[DISMISSED_KEY, "true"]]);
  assert.equal(nextState("accept", storage, session), "accepted");
  assert.equal(storage.getItem(CONSENT_KEY), "true");
  assert.equal(nextState("withdraw", storage, session), "pending");
  assert.equal(storage.getItem(CONSENT_KEY), null);
  assert.equal(session.getItem(DISMISSED_KEY), null);
  assert.equal(nextState("something-else", storage, session), null);
});

test("each page of a visit opens with the banner as the visit left it", () => {
  const accepted = new FakeStorage({ cookiesAccepted: "true" });
  const closed = new FakeStorage({ [DISMISSED_KEY]: "true" });
  assert.equal(initialState(new FakeStorage(), new FakeStorage()), "pending");
  assert.equal(initialState(new FakeStorage(), closed), "dismissed");
  assert.equal(initialState(accepted, closed), "accepted");
  assert.equal(initialState(new FakeStorage(), new FakeStorage({ [DISMISSED_KEY]: "yes" })), "pending");
});

test("installConsent marks <html> from storage before the first paint", () => {
  const accepted = fakePage(new FakeStorage({ cookiesAccepted: "true" }));
  installConsent(accepted.doc, accepted.win);
  assert.equal(consentState(accepted.doc), "accepted");

  const fresh = fakePage();
  installConsent(fresh.doc, fresh.win);
  assert.equal(consentState(fresh.doc), "pending");

  const blocked = fakePage(new ThrowingStorage(), new ThrowingStorage());
  installConsent(blocked.doc, blocked.win);
  assert.equal(consentState(blocked.doc), "pending");

  const closed = fakePage(new FakeStorage(), new FakeStorage({ [DISMISSED_KEY]: "true" }));
  installConsent(closed.doc, closed.win);
  assert.equal(consentState(closed.doc), "dismissed");
});

test("a click on a banner button, or inside one, is honoured and announced", () => {
  const { doc, win } = fakePage();
  const announced = [];
  win.addEventListener(CONSENT_EVENT, (event) => announced.push(event.detail));
  installConsent(doc, win);

  const label = new FakeElement();
  label.parent = actionButton("close");
  click(doc, label);
  assert.equal(consentState(doc), "dismissed");
  assert.equal(win.sessionStorage.getItem(DISMISSED_KEY), "true");

  click(doc, actionButton("accept"));
  assert.equal(consentState(doc), "accepted");
  assert.equal(win.localStorage.getItem(CONSENT_KEY), "true");

  click(doc, new FakeElement());
  assert.deepEqual(announced, ["dismissed", "accepted"]);
});

test("another tab accepting or withdrawing is followed", () => {
  const { doc, win } = fakePage();
  installConsent(doc, win);
  win.localStorage.setItem(CONSENT_KEY, "true");
  win.dispatchEvent({ type: "storage", key: CONSENT_KEY });
  assert.equal(consentState(doc), "accepted");

  win.localStorage.removeItem(CONSENT_KEY);
  win.dispatchEvent({ type: "storage", key: "unrelated" });
  assert.equal(consentState(doc), "accepted", "other keys are ignored");
  win.dispatchEvent({ type: "storage", key: null });
  assert.equal(consentState(doc), "pending", "storage.clear() in another tab");
});

test("a banner closed for this visit stays closed when another tab withdraws", () => {
  assert.equal(stateAfterStorageChange("dismissed", new FakeStorage()), "dismissed");
  assert.equal(stateAfterStorageChange("accepted", new FakeStorage()), "pending");
  assert.equal(stateAfterStorageChange("dismissed", new FakeStorage({ cookiesAccepted: "true" })), "accepted");
});
