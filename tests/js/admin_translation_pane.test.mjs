// /admin/'s list widget for the side-by-side languages
// (assets/js/admin/translation_pane.js): in a pane that hides untranslated
// fields, a list item's untranslated fields are hidden too, and an item is
// summarised by a field the pane shows. Drawn with stand-ins for React's
// createElement, create-react-class and Decap's Immutable field maps; the
// browser test (tests/e2e/test_admin.py) runs it in Decap itself.
import assert from "node:assert/strict";
import { test } from "node:test";

import { paneAwareList, paneSummary } from "../../assets/js/admin/translation_pane.js";

// createElement's stand-in: the element as data.
const h = (type, props) => ({ type, props: props ?? {} });
// create-react-class's stand-in: a class whose methods are bound to it.
const createClass = (spec) =>
  class {
    constructor(props) {
      this.props = props;
      for (const [name, value] of Object.entries(spec)) {
        if (typeof value === "function") this[name] = value.bind(this);
      }
    }
  };
// A field of Decap's normalised config: an Immutable Map's get and set.
const field = (spec) => ({
  get: (key) => (key === "fields" && spec.fields ? { toArray: () => spec.fields } : spec[key]),
  set: (key, value) => field({ ...spec, [key]: value }),
});
const KEY = field({ name: "key", i18n: "none" });
const NAME = field({ name: "name", i18n: "translate" });
const PRICE = field({ name: "price", i18n: "none" });
const SERVICES = field({ name: "services", summary: "{{fields.name | truncate(60, '…')}}", fields: [KEY, NAME, PRICE] });
const PICTURES = field({
  name: "pictures",
  summary: "{{fields.image | truncate(60, '…')}}",
  fields: [field({ name: "image", i18n: "none" }), field({ name: "alt", i18n: "translate" })],
});
// Decap's pane functions: the English pane hides `none`, the Swedish nothing.
const ENGLISH = (f) => f.get("i18n") === "none";
const SWEDISH = () => false;

function ListControl() {}
function EditorControl() {}

const list = (props) => {
  const List = paneAwareList(ListControl, { h, createClass });
  return new List({ editorControl: EditorControl, value: [], ...props });
};
const itemOf = (element, props) => {
  const Item = element.props.editorControl;
  return new Item(props).render();
};

test("an item is summarised by its own field where the pane shows it", () => {
  const summary = "{{fields.name | truncate(60, '…')}}";
  assert.equal(paneSummary(summary, ["key", "name"], new Set(["key"])), summary);
  assert.equal(paneSummary(summary, ["key", "name"], new Set()), summary);
});

test("where the pane hides that field, by the first field it shows, with the same filter", () => {
  assert.equal(
    paneSummary("{{fields.image | truncate(60, '…')}}", ["image", "alt"], new Set(["image"])),
    "{{fields.alt | truncate(60, '…')}}",
  );
  assert.equal(paneSummary("{{fields.start}}", ["start", "end", "note"], new Set(["start", "end"])), "{{fields.note}}");
});

test("a summary without a field, or an item with nothing shown, stays as it is", () => {
  assert.equal(paneSummary(undefined, ["a"], new Set(["a"])), undefined);
  assert.equal(paneSummary("Bild", ["a"], new Set(["a"])), "Bild");
  assert.equal(paneSummary("{{fields.a}}", ["a"], new Set(["a"])), "{{fields.a}}");
});

test("it draws Decap's own list with its props", () => {
  const element = list({ field: SERVICES, isFieldHidden: SWEDISH, value: ["x"] }).render();
  assert.equal(element.type, ListControl);
  assert.deepEqual(element.props.value, ["x"]);
  assert.equal(element.props.field, SERVICES);
});

test("in the English pane an item's untranslated fields are hidden and its texts shown", () => {
  const element = list({ field: SERVICES, isFieldHidden: ENGLISH, locale: "en" }).render();
  const price = itemOf(element, { field: PRICE, value: undefined, isHidden: undefined });
  const name = itemOf(element, { field: NAME, value: "Women's cut", isHidden: undefined });
  assert.equal(price.type, EditorControl);
  assert.equal(price.props.isHidden, true);
  assert.equal(name.props.isHidden, false);
  assert.equal(name.props.value, "Women's cut");
  // Passed on, so a list inside the item hides its items' fields too.
  assert.equal(name.props.isFieldHidden, ENGLISH);
  assert.equal(name.props.locale, "en");
});

test("in the Swedish pane every field of an item is shown", () => {
  const element = list({ field: SERVICES, isFieldHidden: SWEDISH, locale: "sv" }).render();
  assert.equal(itemOf(element, { field: PRICE }).props.isHidden, false);
  assert.equal(itemOf(element, { field: NAME }).props.isHidden, false);
});

test("in the English pane an item is summarised by a text it shows, in the Swedish by its own", () => {
  const english = list({ field: PICTURES, isFieldHidden: ENGLISH }).render();
  assert.equal(english.props.field.get("summary"), "{{fields.alt | truncate(60, '…')}}");
  assert.equal(english.props.field.get("name"), "pictures");
  assert.equal(list({ field: PICTURES, isFieldHidden: SWEDISH }).render().props.field, PICTURES);
  // A summary the pane shows: the very same field.
  assert.equal(list({ field: SERVICES, isFieldHidden: ENGLISH }).render().props.field, SERVICES);
});

test("the items' control and the pane's field stay the same objects from render to render", () => {
  const control = list({ field: PICTURES, isFieldHidden: ENGLISH });
  const first = control.render();
  const second = control.render();
  assert.equal(first.props.editorControl, second.props.editorControl);
  assert.equal(first.props.field, second.props.field);
});

test("Decap's widget reaches the list itself for validation and focus", () => {
  const control = list({ field: SERVICES, isFieldHidden: ENGLISH });
  const inner = { validate() {} };
  control.render().props.ref(inner);
  assert.equal(control.getWrappedInstance(), inner);
});
