// Puts back an attribute that something else removes or changes. When React
// has to render the whole document again on the client (after a hydration
// error, e.g. a translation extension rewrote a text), it clears every
// attribute of <html>, where the head script keeps the state of this visit
// (data-js, data-cookies): the page would lose its banner and controls.
export function keepAttribute(win, element, name, current) {
  if (!win.MutationObserver) return;
  new win.MutationObserver(() => {
    const value = current();
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }).observe(element, { attributes: true, attributeFilter: [name] });
}
