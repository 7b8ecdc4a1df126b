import assert from "node:assert/strict";
import test from "node:test";

import { guardStorage, memoryStorage, storageWorks } from "../../assets/js/inline/storage_guard.js";
import { FakeStorage, ThrowingStorage } from "./fakes.mjs";

test("working storage is left alone", () => {
  const local = new FakeStorage({ kept: "1" });
  const win = { localStorage: local, sessionStorage: new FakeStorage() };
  guardStorage(win);
  assert.equal(win.localStorage, local);
  assert.equal(win.localStorage.getItem("kept"), "1");
});

test("throwing storage is replaced by one that lasts for the visit", () => {
  const win = {};
  Object.defineProperty(win, "localStorage", { value: new ThrowingStorage(), configurable: true });
  Object.defineProperty(win, "sessionStorage", {
    configurable: true,
    get() {
      throw new Error("SecurityError: access denied");
    },
  });
  assert.equal(storageWorks(win, "localStorage"), false);
  assert.equal(storageWorks(win, "sessionStorage"), false);
  guardStorage(win);
  win.localStorage.setItem("cookiesAccepted", true);
  assert.equal(win.localStorage.getItem("cookiesAccepted"), "true");
  assert.equal(storageWorks(win, "sessionStorage"), true);
});

test("the in-memory stand-in behaves like Storage", () => {
  const store = memoryStorage();
  assert.equal(store.getItem("missing"), null);
  store.setItem(1, 2);
  assert.equal(store.getItem("1"), "2");
  assert.equal(store.length, 1);
  assert.equal(store.key(0), "1");
  store.removeItem("1");
  assert.equal(store.length, 0);
  assert.equal(store.key(0), null);
});
