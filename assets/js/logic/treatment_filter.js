// Which treatment category to show. The radio inputs work on their own (CSS
// :has() hides the other price lists); this adds the ?kategori= address and
// memory of the choice for the visit.

// The last choice of this visit, kept across client-side navigation.
let remembered = null;

export function remember(key) {
  remembered = key;
}

export function rememberedChoice() {
  return remembered;
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
