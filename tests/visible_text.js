// Every text a person reads on the page: its visible text nodes and the
// visible elements' accessible labels, tooltips, placeholders and image
// descriptions. tests/decap.py evaluates it in the page and looks for the
// CMS's English among them (a function expression, for page.evaluate).
() => {
  const texts = [];
  const visible = (element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    if (text && node.parentElement && visible(node.parentElement)) texts.push(text);
  }
  for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")) {
    if (!visible(element)) continue;
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = element.getAttribute(name);
      if (value && value.trim()) texts.push(value.trim());
    }
  }
  return texts;
}
