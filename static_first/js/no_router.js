// Stand-in for react-router and react-router/dom in the browser's bundle of
// the export (static_first/plugins/document_navigation.py). Every page is a complete
// prerendered document and every link loads the next one, so the browser
// needs no router: this renders the page's own route module inside the root
// layout, as React Router does for one route, and a link as a plain <a>. The
// prerender and `reflex run` keep the real React Router.
// It keeps only the names the generated code imports: if Reflex's or React
// Router's output starts to import another one, the build fails on the
// missing export.
import { createElement } from "react";
import { linkHref } from "./link_href.js";

// The page's modules, which its boot script imported (React Router's own
// global: {"root": ..., "routes/<page>": ...}).
function routeModules() {
  const { root, ...pages } = window.__reactRouterRouteModules;
  const leaves = Object.values(pages);
  if (leaves.length !== 1) throw new Error("A page loads the root and exactly one route module.");
  return { root, page: leaves[0] };
}

// entry.client.js hydrates the document with this.
export function HydratedRouter() {
  const { root } = routeModules();
  return createElement(root.Layout, null, createElement(root.default));
}

// The root route's component renders the page here.
export function Outlet() {
  return createElement(routeModules().page.default);
}

// React Router's build wraps each route component in this to hand it the
// route's data; the site's routes take none.
export function UNSAFE_withComponentProps(Component) {
  return function WithComponentProps() {
    return createElement(Component);
  };
}

// React Router's link without its click handler: the browser follows it.
// Vite's base is React Router's basename (Reflex's frontend_path).
export function Link({ to, ...props }) {
  return createElement("a", { ...props, href: linkHref(to, import.meta.env.BASE_URL) });
}

// What these render in the prerender (the route data, the scroll restoration
// and the boot module; the page's own head tags come from its route module)
// is in the page already, where static_first/plugins/document_navigation.py keeps
// only the boot module: the browser renders nothing in their place.
export const Meta = () => null;
export const Links = () => null;
export const Scripts = () => null;
export const ScrollRestoration = () => null;
