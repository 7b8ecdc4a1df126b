"""A head script that keeps the site working when web storage throws.

Private modes, full quotas and "block site data" settings make
`localStorage`/`sessionStorage` throw. Our own code catches that, but Reflex's
colour-mode provider and React Router's scroll restoration do not, and one
uncaught storage error during hydration leaves the page dead. Before any
other script runs, this probes both storages and swaps a broken one for an
in-memory stand-in, so choices last for the visit (which is all the spec asks
of a visitor without storage).
"""

import reflex as rx

_GUARD = """(() => {
  const works = (name) => {
    try {
      const store = window[name], probe = '__salon_probe__';
      store.setItem(probe, probe);
      store.removeItem(probe);
      return store.getItem(probe) === null;
    } catch (e) { return false; }
  };
  const memory = () => {
    const data = new Map();
    return {
      get length() { return data.size; },
      key: (i) => [...data.keys()][i] ?? null,
      getItem: (k) => (data.has(String(k)) ? data.get(String(k)) : null),
      setItem: (k, v) => { data.set(String(k), String(v)); },
      removeItem: (k) => { data.delete(String(k)); },
      clear: () => data.clear(),
    };
  };
  for (const name of ['localStorage', 'sessionStorage']) {
    if (!works(name)) Object.defineProperty(window, name, { value: memory(), configurable: true });
  }
})();"""


def storage_guard_script() -> rx.Component:
    return rx.el.script(_GUARD)
