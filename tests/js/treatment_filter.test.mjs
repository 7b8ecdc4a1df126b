import assert from "node:assert/strict";
import test from "node:test";

import {
  CHOICE_KEY,
  initialChoice,
  remember,
  rememberedChoice,
  searchFor,
} from "../../assets/js/logic/treatment_filter.js";
import { FakeStorage, ThrowingStorage } from "./fakes.mjs";

const keys = ["alla", "klippning", "ovrigt"];
const choose = (options) => initialChoice({ param: "kategori", keys, search: "", domChoice: "alla", last: null, ...options });

test("a ?kategori= link picks its category", () => {
  assert.equal(choose({ search: "?kategori=klippning" }), "klippning");
  assert.equal(choose({ search: "?utm=x&kategori=ovrigt" }), "ovrigt");
});

test("an unknown or empty ?kategori= shows all", () => {
  assert.equal(choose({ search: "?kategori=finns-inte" }), "alla");
  assert.equal(choose({ search: "?kategori=" }), "alla");
  assert.equal(choose({ search: "?kategori=Klippning" }), "alla", "keys are exact");
});

test("a choice made before hydration beats the address and the memory", () => {
  assert.equal(choose({ domChoice: "ovrigt", search: "?kategori=klippning", last: "klippning" }), "ovrigt");
});

test("without a link, the visit's last choice comes back", () => {
  assert.equal(choose({ last: "ovrigt" }), "ovrigt");
  assert.equal(choose({ last: "gone" }), "alla");
  assert.equal(choose({ last: "ovrigt", search: "?kategori=alla" }), "alla");
});

test("the address shows the choice, and nothing for all", () => {
  assert.equal(searchFor("alla", "kategori", "alla"), "");
  assert.equal(searchFor("klippning", "kategori", "alla"), "?kategori=klippning");
  assert.equal(searchFor("a b&c", "kategori", "alla"), "?kategori=a%20b%26c");
});

test("the visit's choice is remembered for the tab; all is no choice", () => {
  const session = new FakeStorage();
  assert.equal(rememberedChoice(session), null);
  remember(session, "klippning", "alla");
  assert.equal(rememberedChoice(session), "klippning");
  assert.deepEqual([...session.data.keys()], [CHOICE_KEY]);
  remember(session, "alla", "alla");
  assert.equal(rememberedChoice(session), null);
  assert.equal(session.data.size, 0);
});

test("storage that throws keeps nothing and never throws", () => {
  const session = new ThrowingStorage();
  remember(session, "klippning", "alla");
  assert.equal(rememberedChoice(session), null);
});
