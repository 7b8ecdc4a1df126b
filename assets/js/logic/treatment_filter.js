// Which treatment category to show. The radio inputs work on their own (CSS
// :has() hides the other price lists); this adds the ?kategori= address and
// memory of the choice for the visit. Each link loads a new document, so the
// visit's choice is kept in sessionStorage, which the browser forgets with
// the tab (the privacy notice says so).

export const CHOICE_KEY = "treatmentCategory";

// `all` is no choice: nothing is kept for it.
export function remember(session, key, all) {
  try {
    if (key === all) session.removeItem(CHOICE_KEY);
    else session.setItem(CHOICE_KEY, key);
  } catch {
    // Unwritable storage: the choice holds for this page.
  }
}

export function rememberedChoice(session) {
  try {
    return session.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

// keys: every option, the "all" option first.
// A choice the visitor made before hydration wins; then a ?kategori= link
// (an unknown value shows all); then the visit's last choice.
export function initialChoice({ search, param, keys, domChoice, last }) {
  const all = keys[0];
  if (domChoice && domChoice !== all && keys.includes(domChoice)) return domChoice;
  const wanted = new URLSearchParams(search).get(param);
  if (wanted !== null) return keys.includes(wanted) ? wanted : all;
  return last && keys.includes(last) ? last : all;
}

// The query string that shows `key` ("" for all, so the plain URL stays plain).
export function searchFor(key, param, all) {
  return key === all ? "" : `?${param}=${encodeURIComponent(key)}`;
}
