import assert from "node:assert/strict";
import test from "node:test";

import {
  HOLD_ATTR,
  ONCE_ATTR,
  PENDING_ATTR,
  POSTING_ATTR,
  guardFormSubmits,
} from "../../assets/js/inline/form_submit.js";
import { FakeElement, FakeTarget } from "./fakes.mjs";

// A submit event's way through the page: the document's capture listeners,
// then (unless stopped) the app's handler at its root, then window as it
// bubbles. `app` plays React's onSubmit; it gets the event only if nothing
// stopped it on the way down.
function submit({ doc, win }, form, app = () => {}) {
  const event = {
    type: "submit",
    target: form,
    defaultPrevented: false,
    stopped: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
    stopPropagation() {
      this.stopped = true;
    },
  };
  for (const { type, listener, capture } of doc.listeners) if (type === "submit" && capture) listener(event);
  if (event.stopped) return event;
  app(event);
  for (const { type, listener, capture } of win.listeners) if (type === "submit" && !capture) listener(event);
  return event;
}

function page(forms = []) {
  const doc = new FakeTarget();
  doc.querySelectorAll = (selector) => forms.filter((form) => form.hasAttribute(selector.slice(1, -1)));
  const win = new FakeTarget();
  guardFormSubmits(doc, win);
  return { doc, win };
}

const preventing = (event) => event.preventDefault();

test("a mail-app form's submit never goes anywhere and is kept for the app", () => {
  const form = new FakeElement({ [HOLD_ATTR]: "" });
  const event = submit(page([form]), form);
  assert.equal(event.defaultPrevented, true);
  assert.equal(form.hasAttribute(PENDING_ATTR), true);
});

test("before the app, an endpoint form posts by itself, once", () => {
  const form = new FakeElement({ [ONCE_ATTR]: "" });
  const tab = page([form]);
  const first = submit(tab, form);
  assert.equal(first.defaultPrevented, false, "the browser posts it");
  assert.equal(form.hasAttribute(POSTING_ATTR), true);
  const again = submit(tab, form);
  assert.equal(again.defaultPrevented, true, "a second post is stopped");
  assert.equal(again.stopped, true, "and never reaches the app");
});

test("the app arriving while the post is on its way cannot send it again", () => {
  const form = new FakeElement({ [ONCE_ATTR]: "" });
  const tab = page([form]);
  submit(tab, form);
  let sent = 0;
  submit(tab, form, (event) => {
    event.preventDefault();
    sent += 1;
  });
  assert.equal(sent, 0);
});

test("once the app sends the messages itself, every submit reaches it", () => {
  const form = new FakeElement({ [ONCE_ATTR]: "" });
  const tab = page([form]);
  let sent = 0;
  const app = (event) => {
    preventing(event);
    sent += 1;
  };
  submit(tab, form, app);
  submit(tab, form, app);
  assert.equal(sent, 2);
  assert.equal(form.hasAttribute(POSTING_ATTR), false);
});

test("back from the next page, the form can post again", () => {
  const form = new FakeElement({ [ONCE_ATTR]: "" });
  const tab = page([form]);
  submit(tab, form);
  tab.win.dispatchEvent({ type: "pageshow", persisted: false });
  assert.equal(form.hasAttribute(POSTING_ATTR), true, "a fresh load is not a return");
  tab.win.dispatchEvent({ type: "pageshow", persisted: true });
  assert.equal(form.hasAttribute(POSTING_ATTR), false);
  assert.equal(submit(tab, form).defaultPrevented, false);
});

test("other forms are not touched", () => {
  const form = new FakeElement();
  const tab = page([form]);
  for (let i = 0; i < 2; i += 1) {
    assert.equal(submit(tab, form).defaultPrevented, false);
  }
  assert.equal(form.hasAttribute(PENDING_ATTR) || form.hasAttribute(POSTING_ATTR), false);
});
