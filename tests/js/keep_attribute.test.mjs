import assert from "node:assert/strict";
import test from "node:test";

import { keepAttribute } from "../../assets/js/inline/keep_attribute.js";

// A MutationObserver stand-in: the element reports its own changes.
class Element {
  constructor() { this.attrs = new Map(); this.observers = []; }
  getAttribute(name) { return this.attrs.has(name) ? this.attrs.get(name) : null; }
  setAttribute(name, value) { this.attrs.set(name, String(value)); this.changed(name); }
  removeAttribute(name) { this.attrs.delete(name); this.changed(name); }
  changed(name) {
    for (const [callback, options] of this.observers) if (options.attributeFilter.includes(name)) callback([]);
  }
}
const win = {
  MutationObserver: class {
    constructor(callback) { this.callback = callback; }
    observe(element, options) { element.observers.push([this.callback, options]); }
  },
};

test("a removed or changed attribute is put back with the current value", () => {
  const root = new Element();
  let state = "pending";
  root.setAttribute("data-cookies", state);
  keepAttribute(win, root, "data-cookies", () => state);
  root.removeAttribute("data-cookies");
  assert.equal(root.getAttribute("data-cookies"), "pending");
  state = "dismissed";
  root.setAttribute("data-cookies", "dismissed");
  root.setAttribute("data-cookies", "pending");
  assert.equal(root.getAttribute("data-cookies"), "dismissed");
});

test("without MutationObserver nothing breaks", () => {
  const root = new Element();
  keepAttribute({}, root, "data-js", () => "");
  root.removeAttribute("data-js");
  assert.equal(root.getAttribute("data-js"), null);
});
