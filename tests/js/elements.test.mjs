import assert from "node:assert/strict";
import test from "node:test";

import { MEMBERS } from "../../assets/js/reflex/elements_chunk.js";
import { frameAttributes, showsMap } from "../../assets/js/elements/map_gate.js";
import { missingPathLine } from "../../assets/js/elements/missing_path.js";
import { FakeElement } from "./fakes.mjs";

test("the map shows once asked for on the page or once consent is given, and only then", () => {
  assert.equal(showsMap(false, "pending"), false);
  assert.equal(showsMap(false, "dismissed"), false);
  assert.equal(showsMap(false, "accepted"), true);
  assert.equal(showsMap(true, "pending"), true);
  assert.equal(showsMap(true, "dismissed"), true);
});

test("the map's frame is the one the placeholder names, lazy, telling the map host only the origin", () => {
  const gate = new FakeElement({ "data-src": "https://www.openstreetmap.org/export/embed.html", "data-title": "Karta" });
  assert.deepEqual(frameAttributes(gate), {
    src: "https://www.openstreetmap.org/export/embed.html",
    title: "Karta",
    loading: "lazy",
    referrerpolicy: "strict-origin-when-cross-origin",
  });
});

test("the 404 page logs the path the visitor tried (the spec's line)", () => {
  assert.equal(missingPathLine({ pathname: "/finns-inte/alls" }), "404: /finns-inte/alls");
});

test("the elements' chunk takes the elements and the head-script modules they import, nothing else", () => {
  for (const member of [
    "/w/.web/public/js/elements/index.js",
    "/w/.web/public/js/elements/map_gate.js",
    "/w/.web/public/js/inline/consent.js",
    "/w/.web/public/js/inline/keep_attribute.js",
    "C:\\w\\.web\\public\\js\\elements\\map_gate.js",
  ]) {
    assert.ok(MEMBERS.test(member), member);
  }
  for (const other of [
    "/w/.web/public/js/inline/form_submit.js",
    "/w/.web/public/js/widgets/consent.jsx",
    "/w/.web/public/js/reflex/no_router.js",
    "/w/.web/node_modules/react/index.js",
    "/w/.web/public/js/inline/consent.js.map",
  ]) {
    assert.ok(!MEMBERS.test(other), other);
  }
});
