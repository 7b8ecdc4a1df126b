// The href React Router's <Link to> renders, for the router stand-in
// (no_router.js): a path of the site under the site's base path (Reflex's
// frontend_path, React Router's basename), anything else as it is.
const OTHER_ORIGIN = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function linkHref(to, base) {
  if (OTHER_ORIGIN.test(to) || !to.startsWith("/")) return to;
  const prefix = base.replace(/\/$/, "");
  return to === "/" ? prefix || "/" : prefix + to;
}
