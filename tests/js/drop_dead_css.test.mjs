import assert from "node:assert/strict";
import { test } from "node:test";

import dropDeadCss, { isDead } from "../../static_first/js/drop_dead_css.js";

function decl(prop, value) {
  return { prop, value, removed: false, remove() { this.removed = true; } };
}

test("drops only the dead declarations", () => {
  const plugin = dropDeadCss();
  const hand = decl("cursor", "hand");
  const pointer = decl("cursor", "pointer");
  plugin.Declaration(hand);
  plugin.Declaration(pointer);
  assert.equal(hand.removed, true);
  assert.equal(pointer.removed, false);
  assert.equal(isDead(decl("color", "hand")), false);
});

test("is a PostCSS plugin", () => {
  assert.equal(dropDeadCss.postcss, true);
  assert.equal(typeof dropDeadCss().postcssPlugin, "string");
});
