import assert from "node:assert/strict";
import test from "node:test";

import { slidesForWidth, touchThresholdFor } from "../../assets/js/swipe.js";

// react-slick swipes when the drag is longer than listWidth / touchThreshold.
const minimumSwipe = (width) => width / touchThresholdFor(width, 50);

test("the swipe threshold is 50 px at every carousel width", () => {
  for (const width of [320, 375, 768, 1100, 1280]) {
    assert.equal(Math.round(minimumSwipe(width) * 1000) / 1000, 50, `width ${width}`);
  }
});

test("a carousel narrower than the threshold still needs a whole-width drag, not less", () => {
  assert.equal(touchThresholdFor(30, 50), 1);
});

test("an unmeasured carousel keeps react-slick's default", () => {
  assert.equal(touchThresholdFor(0, 50), 5);
  assert.equal(touchThresholdFor(Number.NaN, 50), 5);
  assert.equal(touchThresholdFor(400, 0), 5);
});

test("testimonials: 3 from 1024 px, 2 from 768 px, 1 below", () => {
  const breakpoints = [[768, 1], [1024, 2]];
  assert.equal(slidesForWidth(1280, 3, breakpoints), 3);
  assert.equal(slidesForWidth(1024, 3, breakpoints), 3);
  assert.equal(slidesForWidth(1023, 3, breakpoints), 2);
  assert.equal(slidesForWidth(768, 3, breakpoints), 2);
  assert.equal(slidesForWidth(767, 3, breakpoints), 1);
  assert.equal(slidesForWidth(320, 3, breakpoints), 1);
  assert.equal(slidesForWidth(320, 1), 1);
});
