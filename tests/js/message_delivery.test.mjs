import assert from "node:assert/strict";
import test from "node:test";

import { FAILED, SENT, TIMEOUT_MS, createSender, mailtoHref } from "../../assets/js/logic/message_delivery.js";

const NAMES = { name: "namn", email: "email", message: "meddelande" };
const FIELDS = [
  ["namn", "Åsa Öberg"],
  ["email", "asa@example.org"],
  ["meddelande", "Hej!\nKan jag boka färgning på lördag?"],
  ["webbplats", ""],
];

// A fake clock for the timeout and a fetch that answers as told.
function harness(answer) {
  const timers = new Map();
  let nextId = 1;
  const calls = [];
  const sender = createSender({
    endpoint: "https://formspree.io/f/abc",
    fetch: (url, init) => {
      calls.push({ url, init });
      return answer(init);
    },
    setTimeout: (callback, ms) => {
      timers.set(nextId, { callback, ms });
      return nextId++;
    },
    clearTimeout: (id) => timers.delete(id),
  });
  return { sender, calls, timers };
}

test("one POST with the fields as a UTF-8 form body, asking for JSON", async () => {
  const { sender, calls, timers } = harness(async () => ({ ok: true, status: 200 }));
  assert.equal(await sender.send(FIELDS), SENT);
  assert.equal(calls.length, 1);
  const { url, init } = calls[0];
  assert.equal(url, "https://formspree.io/f/abc");
  assert.equal(init.method, "POST");
  assert.deepEqual(init.headers, { Accept: "application/json" });
  assert.equal(init.credentials, "omit");
  assert.ok(init.body instanceof URLSearchParams);
  assert.deepEqual([...init.body], FIELDS);
  assert.match(init.body.toString(), /namn=%C3%85sa\+%C3%96berg/);
  assert.equal(timers.size, 0, "the timeout is cleared once answered");
});

test("only a 2xx answer counts as sent", async () => {
  for (const [status, outcome] of [[200, SENT], [204, SENT], [303, FAILED], [400, FAILED], [429, FAILED], [500, FAILED]]) {
    const { sender } = harness(async () => ({ ok: status >= 200 && status < 300, status }));
    assert.equal(await sender.send(FIELDS), outcome, String(status));
  }
});

test("a network error fails", async () => {
  const { sender } = harness(async () => {
    throw new TypeError("Failed to fetch");
  });
  assert.equal(await sender.send(FIELDS), FAILED);
});

test("no answer within the timeout aborts the request and fails", async () => {
  const { sender, timers } = harness(
    (init) => new Promise((_resolve, reject) => init.signal.addEventListener("abort", () => reject(new Error("aborted")))),
  );
  const outcome = sender.send(FIELDS);
  const [timer] = timers.values();
  assert.equal(timer.ms, TIMEOUT_MS);
  assert.equal(TIMEOUT_MS, 15000);
  timer.callback();
  assert.equal(await outcome, FAILED);
});

test("a second send while one is on its way posts nothing; afterwards it may", async () => {
  let release;
  const { sender, calls } = harness(() => new Promise((resolve) => (release = resolve)));
  const first = sender.send(FIELDS);
  assert.equal(await sender.send(FIELDS), null);
  assert.equal(calls.length, 1);
  release({ ok: false, status: 500 });
  assert.equal(await first, FAILED);
  const retry = sender.send(FIELDS);
  assert.equal(calls.length, 2, "a retry after a failure is sent");
  release({ ok: true, status: 200 });
  assert.equal(await retry, SENT);
});

test("the mailto: link addresses the salon, with the fields as subject and body", () => {
  const fields = Object.fromEntries(FIELDS);
  const href = mailtoHref("hej@salong-exempel.example", "Meddelande från {namn}", fields, NAMES);
  const url = new URL(href);
  assert.equal(url.protocol, "mailto:");
  assert.equal(url.pathname, "hej@salong-exempel.example");
  assert.equal(url.searchParams.get("subject"), "Meddelande från Åsa Öberg");
  assert.equal(
    url.searchParams.get("body"),
    "Hej!\r\nKan jag boka färgning på lördag?\r\n\r\nÅsa Öberg\r\nasa@example.org",
  );
  // RFC 6068: spaces as %20, never "+", which mail apps show as a plus.
  assert.doesNotMatch(href, /\+/);
  assert.match(href, /subject=Meddelande%20fr%C3%A5n%20%C3%85sa%20%C3%96berg&body=/);
});

test("characters that end a mailto: part are encoded", () => {
  const href = mailtoHref(
    "hej@salong.example",
    "Fråga",
    { namn: "A&B", email: "a@b.example", meddelande: "100% säker? #1 & body=x" },
    NAMES,
  );
  const url = new URL(href);
  assert.equal(url.searchParams.get("body"), "100% säker? #1 & body=x\r\n\r\nA&B\r\na@b.example");
  assert.equal([...url.searchParams.keys()].join(), "subject,body");
});
