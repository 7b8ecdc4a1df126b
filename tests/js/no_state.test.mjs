import assert from "node:assert/strict";
import test from "node:test";

import {
  ReflexEvent,
  applyDelta,
  applyEventActions,
  isTrue,
  mergeSlotProps,
  pyOr,
  useEventLoop,
} from "../../static_first/js/no_state.js";

test("the error boundary's report runs its no-op function, as Reflex's event loop does", () => {
  const [addEvents] = useEventLoop();
  let called = 0;
  addEvents([ReflexEvent("_call_function", { function: () => called++, callback: null })], []);
  assert.equal(called, 1);
  addEvents([]); // a route change raises no on-load events in a state-free app
});

test("any other Reflex event fails loudly, naming the event", () => {
  const [addEvents] = useEventLoop();
  assert.throws(() => addEvents([ReflexEvent("state.set_name", { value: 1 })]), /state\.set_name/);
  assert.throws(() => addEvents([ReflexEvent("_call_function", { function: () => 1, callback: "x" })]));
});

test("the event loop hands out the same functions every render", () => {
  const [a, errorsA] = useEventLoop();
  const [b, errorsB] = useEventLoop();
  assert.equal(a, b);
  assert.equal(errorsA, errorsB);
  assert.deepEqual(errorsA, []);
});

test("ReflexEvent leaves out empty parts, like Reflex's", () => {
  assert.deepEqual(ReflexEvent("x"), { name: "x" });
  assert.deepEqual(ReflexEvent("x", { a: 1 }, { stopPropagation: true }, "h"), {
    name: "x", payload: { a: 1 }, event_actions: { stopPropagation: true }, handler: "h",
  });
});

test("Python truthiness and `or`", () => {
  for (const falsy of [[], {}, "", 0, null, undefined, false]) assert.equal(isTrue(falsy), false);
  for (const truthy of [[0], { a: 0 }, "a", 1, true]) assert.equal(isTrue(truthy), true);
  assert.equal(pyOr([], () => "b"), "b");
  assert.equal(pyOr("a", () => assert.fail("not evaluated")), "a");
});

test("applyEventActions calls the target, and refuses actions it cannot honour", () => {
  assert.equal(applyEventActions((a, b) => a + b, {}, [1, 2]), 3);
  assert.equal(applyEventActions((a) => a, undefined, 5), 5);
  assert.throws(() => applyEventActions(() => 1, { debounce: 100 }, []));
});

test("applyDelta keeps the state object when nothing changes", () => {
  const state = { a: 1, b: 2 };
  assert.equal(applyDelta(state, { a: 1 }), state);
  assert.deepEqual(applyDelta(state, { b: 3 }), { a: 1, b: 3 });
});

test("slot props: the component's own props, or a loud failure", () => {
  const own = { className: "x" };
  assert.equal(mergeSlotProps({}, own), own);
  assert.throws(() => mergeSlotProps({ className: "y" }, own), /Slot props/);
});
