// Stand-in for Reflex's utils/state.js (see
// static_first/plugins/state_free_bundle.py). The app runs with state
// disabled: no page has a Reflex event or state var, so Reflex's event loop,
// websocket client and storage sync would never run. This keeps the names
// the generated code imports, with the behaviour a state-free app gets from
// them. Anything that would need the real module throws, naming what it was
// asked to do.

export const refs = {};

export const isTrue = (value) => {
  if (Array.isArray(value)) return value.length > 0;
  if (value === Object(value)) return Object.keys(value).length > 0;
  return Boolean(value);
};

export const pyOr = (a, b) => (isTrue(a) ? a : b());

export const ReflexEvent = (name, payload = {}, eventActions = {}, handler = null) => {
  const event = { name };
  if (payload && Object.keys(payload).length > 0) event.payload = payload;
  if (eventActions && Object.keys(eventActions).length > 0) event.event_actions = eventActions;
  if (handler !== null) event.handler = handler;
  return event;
};

// Reflex's error boundary reports errors as a `_call_function` event that
// calls a no-op; that is the one event a state-free page raises.
function runEvent(event) {
  if (event.name === "_call_function" && !event.payload?.callback) {
    event.payload?.function?.();
    return;
  }
  throw new Error(`Reflex event ${event.name} needs Reflex's state module, which this site leaves out.`);
}

export const applyEventActions = (target, eventActions = {}, args = []) => {
  if (Object.keys(eventActions ?? {}).length > 0) {
    throw new Error("Event actions need Reflex's state module, which this site leaves out.");
  }
  return target(...(Array.isArray(args) ? args : [args]));
};

function addEvents(events) {
  for (const event of events ?? []) runEvent(event);
}

const NO_CONNECT_ERRORS = Object.freeze([]);

// Stable identities: EventLoopProvider memoises on them.
export const useEventLoop = () => [addEvents, NO_CONNECT_ERRORS];

export const hydrateClientStorage = () => ({});

export const applyDelta = (state, delta) => {
  const changed = Object.keys(delta).filter((key) => !Object.is(state[key], delta[key]));
  return changed.length ? { ...state, ...delta } : state;
};

// Without injected props (the only way the generated code calls it here) the
// component's own props are used as they are.
export const mergeSlotProps = (injectedProps, ownProps) => {
  if (injectedProps && Object.keys(injectedProps).length > 0) {
    throw new Error("Slot props need Reflex's state module, which this site leaves out.");
  }
  return ownProps;
};
