import assert from "node:assert/strict";
import test from "node:test";

import { isBroken, showFallback } from "../../assets/js/logic/fallback_image.js";

function fakeImage({ complete = true, naturalWidth = 0 } = {}) {
  const sources = [{ removed: false }, { removed: false }];
  for (const source of sources) source.remove = () => (source.removed = true);
  return {
    complete,
    naturalWidth,
    dataset: {},
    srcset: "a.webp 400w",
    src: "a.webp",
    sources,
    closest: () => ({ querySelectorAll: () => sources }),
  };
}

test("only a finished image without pixels is broken", () => {
  assert.equal(isBroken(fakeImage()), true);
  assert.equal(isBroken(fakeImage({ naturalWidth: 96 })), false);
  assert.equal(isBroken(fakeImage({ complete: false })), false, "a lazy image not loaded yet");
});

test("the fallback replaces the picture's sources once, and never loops", () => {
  const img = fakeImage();
  assert.equal(showFallback(img, "/img/avatar-default-192.webp"), true);
  assert.equal(img.src, "/img/avatar-default-192.webp");
  assert.equal(img.srcset, "");
  assert.ok(img.sources.every((source) => source.removed));
  img.src = "failed-again";
  assert.equal(showFallback(img, "/img/avatar-default-192.webp"), false);
  assert.equal(img.src, "failed-again");
});
