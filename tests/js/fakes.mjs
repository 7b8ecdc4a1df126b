// Small stand-ins for the browser objects the modules touch, so their logic
// runs under node --test without a DOM.

export class FakeStorage {
  constructor(entries = {}) {
    this.data = new Map(Object.entries(entries));
  }
  getItem(key) {
    return this.data.has(key) ? this.data.get(key) : null;
  }
  setItem(key, value) {
    this.data.set(key, String(value));
  }
  removeItem(key) {
    this.data.delete(key);
  }
}

// Private mode or "block site data": every call throws.
export class ThrowingStorage {
  getItem() {
    throw new Error("SecurityError");
  }
  setItem() {
    throw new Error("QuotaExceededError");
  }
  removeItem() {
    throw new Error("SecurityError");
  }
}

export class FakeTarget {
  constructor() {
    this.listeners = [];
  }
  addEventListener(type, listener, capture = false) {
    this.listeners.push({ type, listener, capture });
  }
  dispatchEvent(event) {
    for (const { type, listener } of this.listeners) if (type === event.type) listener(event);
    return true;
  }
}

export class FakeElement {
  constructor(attributes = {}) {
    this.attributes = new Map(Object.entries(attributes));
  }
  getAttribute(name) {
    return this.attributes.has(name) ? this.attributes.get(name) : null;
  }
  setAttribute(name, value) {
    this.attributes.set(name, String(value));
  }
  hasAttribute(name) {
    return this.attributes.has(name);
  }
  removeAttribute(name) {
    this.attributes.delete(name);
  }
  // Enough of closest() for delegated clicks: this element or its parent.
  closest(selector) {
    const name = selector.slice(1, -1);
    if (this.hasAttribute(name)) return this;
    return this.parent?.closest(selector) ?? null;
  }
}

export function fakePage(storage = new FakeStorage(), session = new FakeStorage()) {
  const doc = new FakeTarget();
  doc.documentElement = new FakeElement();
  const win = new FakeTarget();
  win.localStorage = storage;
  win.sessionStorage = session;
  win.CustomEvent = class {
    constructor(type, init) {
      this.type = type;
      this.detail = init?.detail;
    }
  };
  return { doc, win };
}

// /admin/'s previews: an Immutable Map as Decap passes an entry
// (entry.getIn(["data"]).toJS()), and a stand-in for React's createElement:
// plain objects, children flattened, nulls dropped; a tree's text, and its
// elements of a class.
export const entry = (data) => ({ getIn: ([key]) => (key === "data" ? { toJS: () => data } : undefined) });
export const h = (type, props, ...children) => ({ type, props: props ?? {}, children: children.filter((c) => c !== null) });
export const text = (node) => (typeof node === "string" ? node : node.children.map(text).join(" "));
export const find = (node, className) =>
  typeof node === "string"
    ? []
    : [...(node.props.className?.split(" ").includes(className) ? [node] : []), ...node.children.flatMap((c) => find(c, className))];
