// Stand-in for resize-observer-polyfill (see static_first/plugins/state_free_bundle.py): every
// browser the site supports has ResizeObserver, and react-slick only
// constructs one in the browser, after mounting.
export default globalThis.ResizeObserver;
