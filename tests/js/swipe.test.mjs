import assert from "node:assert/strict";
import test from "node:test";

import { slidesFor, touchThresholdFor } from "../../assets/js/logic/swipe.js";

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
  // What the slider's media queries, (max-width: <width - 1>px), say at a viewport width.
  const at = (viewport) => slidesFor(breakpoints.map(([width]) => viewport <= width - 1), 3, breakpoints);
  assert.equal(at(1280), 3);
  assert.equal(at(1024), 3);
  assert.equal(at(1023), 2);
  assert.equal(at(768), 2);
  assert.equal(at(767), 1);
  assert.equal(at(320), 1);
  assert.equal(slidesFor([], 1), 1);
});
