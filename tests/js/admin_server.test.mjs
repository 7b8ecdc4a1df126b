// /admin/ on the own server (assets/js/admin/server/): the endpoint's calls
// and their one-line errors, the session check before Decap loads, the
// bar's words, and the bar itself on a stand-in document: the state asked
// for again while a build runs, the history with undo, the log-out form.
import assert from "node:assert/strict";
import { test } from "node:test";

import { call, DECAP_USER, EditorError, openSession, rememberDecapUser } from "../../assets/js/admin/server/api.js";
import { startBar } from "../../assets/js/admin/server/bar.js";
import { changeText, clock, partsText, pending, POLL_MS, stateText, undoQuestion } from "../../assets/js/admin/server/texts.js";
import { FakeStorage, ThrowingStorage } from "./fakes.mjs";

const EDITOR = { endpoint: "/api/editor", login: "/admin/login", logout: "/admin/logout" };

function answer(status, body) {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError("not JSON");
      return body;
    },
  };
}

// A fetch that answers each action from `answers` (a value or a function of the params).
function fakeFetch(answers, sent = []) {
  return async (url, init) => {
    const { action, params } = JSON.parse(init.body);
    sent.push({ url, action, params, init });
    const found = answers[action];
    if (found === undefined) return answer(422, { error: `Okänd åtgärd: '${action}'` });
    return typeof found === "function" ? found(params) : found;
  };
}

// --- the endpoint ----------------------------------------------------------------

test("an action is a same-origin JSON POST and its answer is returned", async () => {
  const sent = [];
  const body = await call("/api/editor", "session", {}, fakeFetch({ session: answer(200, { name: "anna" }) }, sent));
  assert.deepEqual(body, { name: "anna" });
  assert.equal(sent[0].url, "/api/editor");
  assert.equal(sent[0].init.method, "POST");
  assert.equal(sent[0].init.credentials, "same-origin");
  assert.match(sent[0].init.headers["Content-Type"], /^application\/json/);
});

test("an error is the server's one line, with its status", async () => {
  const fetchImpl = fakeFetch({ undo: answer(409, { error: "Ändringen är redan ångrad." }) });
  await assert.rejects(call("/api/editor", "undo", {}, fetchImpl), (error) => {
    assert.ok(error instanceof EditorError);
    assert.equal(error.message, "Ändringen är redan ångrad.");
    assert.equal(error.status, 409);
    return true;
  });
  // nginx's own page, not JSON: the status says it.
  await assert.rejects(call("/api/editor", "status", {}, async () => answer(502)), /Servern svarade 502/);
  // No network.
  await assert.rejects(
    call("/api/editor", "status", {}, async () => { throw new TypeError("Failed to fetch"); }),
    (error) => error.status === 0 && /Servern svarar inte/.test(error.message),
  );
});

test("without a session the browser goes to the log-in page and Decap is not started", async () => {
  const replaced = [];
  const who = await openSession(EDITOR, {
    fetchImpl: fakeFetch({ session: answer(401, { error: "Du är inte inloggad." }) }),
    location: { replace: (url) => replaced.push(url) },
    storage: new FakeStorage(),
  });
  assert.equal(who, null);
  assert.deepEqual(replaced, ["/admin/login"]);
});

test("with a session Decap starts as that editor, without its own log-in button", async () => {
  const storage = new FakeStorage();
  const who = await openSession(EDITOR, {
    fetchImpl: fakeFetch({ session: answer(200, { name: "anna" }) }),
    location: { replace: () => assert.fail("no redirect") },
    storage,
  });
  assert.deepEqual(who, { name: "anna", remembered: true });
  assert.deepEqual(JSON.parse(storage.getItem(DECAP_USER)), { backendName: "proxy", name: "anna", login: "anna" });
  // Storage refused: nothing breaks, and the caller knows Decap shows its button first.
  assert.equal(rememberDecapUser(new ThrowingStorage(), "anna"), false);
});

test("another failure of the session check is not taken for a log-out", async () => {
  await assert.rejects(
    openSession(EDITOR, {
      fetchImpl: fakeFetch({ session: answer(500, { error: "Serverfel" }) }),
      location: { replace: () => assert.fail("no redirect") },
      storage: new FakeStorage(),
    }),
    /Serverfel/,
  );
});

// --- the words -------------------------------------------------------------------

const NOW = new Date(2027, 2, 4, 15, 0); // 4 March, local time
const at = (day, hours, minutes) => new Date(2027, 2, day, hours, minutes).getTime() / 1000;

test("a moment reads as the time today, with the day otherwise", () => {
  assert.equal(clock(at(4, 12, 4), NOW), "12:04");
  assert.equal(clock(at(3, 9, 5), NOW), "3/3 09:05");
});

test("the state: published at, publishing, or the failed build's line", () => {
  const head = "b".repeat(40);
  const published = { state: "published", published_at: at(4, 12, 4), commit: head, error: null, head };
  assert.equal(stateText(published, NOW), "Publicerad 12:04");
  assert.equal(pending(published), false);
  // Saved, not yet built: publishing.
  const due = { ...published, head: "c".repeat(40) };
  assert.equal(stateText(due, NOW), "Publiceras…");
  assert.equal(pending(due), true);
  const building = { ...published, state: "publishing" };
  assert.equal(stateText(building, NOW), "Publiceras…");
  assert.equal(pending(building), true);
  const line = "content/hours.yml:22: hours[Lördag].closes: must be HH:MM, got '25:00'";
  const failed = { ...published, state: "failed", error: line, head: "c".repeat(40) };
  assert.equal(stateText(failed, NOW), `Publiceringen misslyckades: ${line}`);
  assert.equal(pending(failed), false);
  assert.equal(stateText({ ...published, published_at: null }, NOW), "Inte publicerad än");
});

test("a change of many parts is summed up", () => {
  const many = { author: "Utvecklare", at: at(4, 12, 4), sections: ["Om oss", "Bilder", "Startsidan", "12 foton"], message: "x" };
  assert.equal(changeText(many, NOW), "Utvecklare, 12:04: Om oss, Bilder och 2 till");
  assert.equal(partsText(["Om oss", "Bilder", "Startsidan"]), "Om oss, Bilder, Startsidan");
});

test("a change reads who, when and which sections", () => {
  const change = { author: "anna", at: at(4, 12, 4), sections: ["Behandlingar & priser", "foto.jpg"], message: "x" };
  assert.equal(changeText(change, NOW), "anna, 12:04: Behandlingar & priser, foto.jpg");
  assert.match(undoQuestion(change, NOW), /^Ångra ändringen som anna gjorde 12:04 i Behandlingar & priser, foto\.jpg\?/);
});

// --- the bar ---------------------------------------------------------------------

class Node {
  constructor(tag) {
    this.tag = tag;
    this.attributes = {};
    this.children = [];
    this.listeners = {};
    this.textContent = "";
    this.className = "";
    this.disabled = false;
  }
  setAttribute(name, value) { this.attributes[name] = value; }
  submit() { this.submitted = (this.submitted ?? 0) + 1; }
  append(...nodes) { this.children.push(...nodes); }
  replaceChildren(...nodes) { this.children = nodes; }
  addEventListener(type, listener) { (this.listeners[type] ??= []).push(listener); }
  click() { for (const listener of this.listeners.click ?? []) listener(); }
  all(tag) {
    return this.children.flatMap((child) => [...(child.tag === tag ? [child] : []), ...child.all(tag)]);
  }
}

function page(answers, { confirm = true } = {}) {
  const doc = new Node("document");
  doc.body = new Node("body");
  doc.visibilityState = "visible";
  doc.createElement = (tag) => new Node(tag);
  // Decap's log-in button, once a test makes it appear.
  doc.decapLogin = null;
  doc.querySelector = (selector) => (selector === '[class*="-LoginButton"]' ? doc.decapLogin : null);
  const observers = [];
  const timers = [];
  const sent = [];
  const events = [];
  const win = {
    fetch: fakeFetch(answers, sent),
    setTimeout: (run, ms) => timers.push({ run, ms }) && timers.length,
    clearTimeout: () => {},
    confirm: () => confirm,
    location: { reloaded: 0, replaced: [], reload() { this.reloaded += 1; }, replace(url) { this.replaced.push(url); } },
    MutationObserver: class {
      constructor(callback) { this.callback = callback; observers.push(this); }
      observe(target, options) { this.target = target; this.options = options; }
      disconnect() { this.disconnected = true; }
    },
  };
  const cms = { registerEventListener: (listener) => events.push(listener) };
  return { doc, win, cms, timers, sent, events, observers };
}

const HEAD = "a".repeat(40);
const published = { state: "published", published_at: 1_800_000_000, commit: HEAD, error: null, head: HEAD };
const CHANGES = [
  { commit: "1".repeat(40), author: "anna", at: 1_800_000_000, sections: ["Öppettider"], message: "m", undoable: true },
  { commit: "2".repeat(40), author: "Utvecklare", at: 1_700_000_000, sections: ["salon.py"], message: "m", undoable: false },
];

test("the bar shows the state, the history with undo, and a log-out form", async () => {
  const { doc, win, cms, timers, events } = page({ status: answer(200, published), history: answer(200, { changes: CHANGES }) });
  await startBar({ doc, win, editor: EDITOR, cms });
  const [bar] = doc.body.children;
  assert.equal(bar.attributes.id, "salon-editor");
  const [state] = bar.all("p");
  assert.match(state.textContent, /^Publicerad \d\d:\d\d$|^Publicerad \d+\/\d+ \d\d:\d\d$/);
  assert.equal(state.attributes.role, "status");
  const [form] = bar.all("form");
  assert.deepEqual(form.attributes, { method: "post", action: "/admin/logout" });
  assert.equal(form.all("button")[0].textContent, "Logga ut");
  const rows = bar.all("li");
  assert.equal(rows.length, 2);
  assert.deepEqual(rows.map((row) => row.all("button").map((button) => button.textContent)), [["Ångra"], []]);
  assert.equal(timers.length, 0); // nothing to wait for
  assert.deepEqual(events.map((event) => event.name), ["postSave"]);
});

test("while a build runs the bar asks again until it is published", async () => {
  const states = [{ ...published, state: "publishing" }, { ...published, state: "publishing" }, published];
  const { doc, win, cms, timers } = page({ status: () => answer(200, states.shift()), history: answer(200, { changes: [] }) });
  await startBar({ doc, win, editor: EDITOR, cms });
  const state = doc.body.children[0].all("p")[0];
  assert.equal(state.textContent, "Publiceras…");
  assert.equal(timers.length, 1);
  assert.equal(timers[0].ms, POLL_MS);
  await timers[0].run();
  assert.equal(state.textContent, "Publiceras…");
  await timers[1].run();
  assert.match(state.textContent, /^Publicerad /);
  assert.equal(timers.length, 2);
});

test("a save asks for the state and the history again", async () => {
  const { doc, win, cms, sent, events } = page({ status: answer(200, published), history: answer(200, { changes: [] }) });
  await startBar({ doc, win, editor: EDITOR, cms });
  const before = sent.length;
  events[0].handler({});
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(sent.slice(before).map((call) => call.action).sort(), ["history", "status"]);
});

test("undo asks first, posts the change and reloads Decap's forms", async () => {
  const { doc, win, cms, sent } = page({
    status: answer(200, published),
    history: answer(200, { changes: CHANGES }),
    undo: answer(200, { message: "Ändringen är ångrad.", commit: HEAD }),
  });
  await startBar({ doc, win, editor: EDITOR, cms });
  doc.body.children[0].all("li")[0].all("button")[0].click();
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(sent.at(-1).params, { commit: CHANGES[0].commit });
  assert.equal(win.location.reloaded, 1);
});

test("an undo refused shows the server's line and reloads nothing", async () => {
  const line = "Ändringen kan inte ångras: bo ändrade Öppettider efter den, kl. 12:30, på samma rader.";
  const { doc, win, cms } = page({
    status: answer(200, published),
    history: answer(200, { changes: CHANGES }),
    undo: answer(409, { error: line }),
  });
  await startBar({ doc, win, editor: EDITOR, cms });
  const bar = doc.body.children[0];
  const button = bar.all("li")[0].all("button")[0];
  button.click();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(bar.all("p").find((p) => p.attributes.role === "alert").textContent, line);
  assert.equal(button.disabled, false);
  assert.equal(win.location.reloaded, 0);
});

test("an undo not confirmed sends nothing", async () => {
  const { doc, win, cms, sent } = page(
    { status: answer(200, published), history: answer(200, { changes: CHANGES }) },
    { confirm: false },
  );
  await startBar({ doc, win, editor: EDITOR, cms });
  const before = sent.length;
  doc.body.children[0].all("li")[0].all("button")[0].click();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(sent.length, before);
});

test("a session ended meanwhile sends the editor to the log-in page", async () => {
  const { doc, win, cms } = page({ status: answer(401, { error: "Du är inte inloggad." }), history: answer(401, { error: "x" }) });
  await startBar({ doc, win, editor: EDITOR, cms });
  assert.deepEqual(win.location.replaced, ["/admin/login"]);
});

test("Decap's own log-out ends the session on the server too", async () => {
  const { doc, win, cms, observers } = page({ status: answer(200, published), history: answer(200, { changes: [] }) });
  await startBar({ doc, win, editor: EDITOR, cms });
  const [form] = doc.body.children[0].all("form");
  const [observer] = observers;
  assert.deepEqual(observer.options, { childList: true, subtree: true });
  observer.callback([]); // Decap draws something else: nothing happens
  assert.equal(form.submitted, undefined);
  doc.decapLogin = new Node("button"); // its log-in page, after its "Logga ut"
  observer.callback([]);
  assert.equal(form.submitted, 1);
  assert.equal(observer.disconnected, true);
});

test("where Decap starts on its own log-in page, that page is not taken for a log-out", async () => {
  const { doc, win, cms, observers } = page({ status: answer(200, published), history: answer(200, { changes: [] }) });
  await startBar({ doc, win, editor: EDITOR, cms, watchDecapLogout: false });
  assert.equal(observers.length, 0);
});
