// react-slick decides a swipe by comparing the drag with listWidth /
// touchThreshold, so a fixed threshold in pixels (the spec: more than 50 px)
// means recomputing touchThreshold whenever the carousel's width changes.
export function touchThresholdFor(listWidth, swipePx) {
  if (!swipePx || !(listWidth > 0)) return 5;
  return Math.max(1, listWidth / swipePx);
}

// breakpoints: [[maxWidthPx, slides], ...]: below maxWidthPx show `slides`.
export function slidesForWidth(viewportWidth, slidesToShow, breakpoints = []) {
  const matching = breakpoints.filter(([width]) => viewportWidth < width).map(([, slides]) => slides);
  return matching.length ? Math.min(...matching) : slidesToShow;
}
