// Private modes, full quotas and "block site data" settings make web storage
// throw. Our code catches that, but a library that does not would leave
// the page dead with one uncaught storage error during hydration. Run first
// in <head>: a broken storage is swapped for an in-memory one, so choices
// last for the page.

export function storageWorks(win, name) {
  try {
    const store = win[name];
    const probe = "__salon_probe__";
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store.getItem(probe) === null;
  } catch {
    return false;
  }
}

export function memoryStorage() {
  const data = new Map();
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => (data.has(String(key)) ? data.get(String(key)) : null),
    setItem: (key, value) => {
      data.set(String(key), String(value));
    },
    removeItem: (key) => {
      data.delete(String(key));
    },
    clear: () => data.clear(),
  };
}

export function guardStorage(win) {
  for (const name of ["localStorage", "sessionStorage"]) {
    if (!storageWorks(win, name)) {
      Object.defineProperty(win, name, { value: memoryStorage(), configurable: true });
    }
  }
}
