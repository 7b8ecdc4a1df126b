// react-slick decides a swipe by comparing the drag with listWidth /
// touchThreshold, so a fixed threshold in pixels (the spec: more than 50 px)
// means recomputing touchThreshold whenever the carousel's width changes.
export function touchThresholdFor(listWidth, swipePx) {
  if (!swipePx || !(listWidth > 0)) return 5;
  return Math.max(1, listWidth / swipePx);
}

// breakpoints: [[maxWidthPx, slides], ...]: below maxWidthPx show `slides`.
// narrower[i]: whether the viewport is narrower than breakpoints[i]'s width,
// as its media query says (reading the width itself would force a layout).
export function slidesFor(narrower, slidesToShow, breakpoints = []) {
  const matching = breakpoints.filter((_, i) => narrower[i]).map(([, slides]) => slides);
  return matching.length ? Math.min(...matching) : slidesToShow;
}
