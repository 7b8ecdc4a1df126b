import assert from "node:assert/strict";
import test from "node:test";

import elementsChunk, { CHUNK } from "../../static_first/js/elements_chunk.js";
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

// Which modules are members (salon/site.py's ELEMENTS_MEMBERS) is tested in
// Python: tests/unit/test_static_pages.py. Here: the Vite plugin puts the
// group of the members it is given first among the bundle's code-splitting groups.
test("the elements' chunk is the first code-splitting group, of the modules the members name", () => {
  const plugin = elementsChunk(String.raw`[\\/]elements[\\/]`);
  assert.equal(plugin.apply, "build");
  const other = { name: "other", test: /x/ };
  const config = { build: { rollupOptions: { output: { codeSplitting: { groups: [other] } } } } };
  plugin.config(config);
  const [group, rest, ...more] = config.build.rollupOptions.output.codeSplitting.groups;
  assert.equal(CHUNK, "elements");
  assert.equal(group.name, CHUNK);
  assert.ok(group.test instanceof RegExp);
  assert.ok(group.test.test("/w/.web/public/js/elements/map_gate.js"));
  assert.ok(group.test.test("C:\\w\\.web\\public\\js\\elements\\map_gate.js"));
  assert.ok(!group.test.test("/w/.web/public/js/widgets/slider.jsx"));
  assert.equal(rest, other);
  assert.deepEqual(more, []);
});

test("a Vite config without code-splitting groups stops the build", () => {
  assert.throws(() => elementsChunk("x").config({ build: {} }), /vite\.config\.js changed shape/);
});
