import assert from "node:assert/strict";
import test from "node:test";

import { LOCAL_FORM_ATTR, PENDING_ATTR, holdLocalForms } from "../../assets/js/inline/local_form.js";
import { FakeElement, FakeTarget } from "./fakes.mjs";

function submit(doc, form) {
  const event = {
    type: "submit",
    target: form,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
  doc.dispatchEvent(event);
  return event;
}

test("a local form's submit never goes anywhere and is kept for the app", () => {
  const doc = new FakeTarget();
  holdLocalForms(doc);
  assert.equal(doc.listeners[0].capture, true, "runs before React's own handler");
  const form = new FakeElement({ [LOCAL_FORM_ATTR]: "" });
  assert.equal(submit(doc, form).defaultPrevented, true);
  assert.equal(form.hasAttribute(PENDING_ATTR), true);
});

test("other forms are not touched", () => {
  const doc = new FakeTarget();
  holdLocalForms(doc);
  const form = new FakeElement();
  assert.equal(submit(doc, form).defaultPrevented, false);
  assert.equal(form.hasAttribute(PENDING_ATTR), false);
});
