"""The one seam to Reflex: everything the layer and the app rely on that
Reflex does not promise.

- every piece of Reflex's or React Router's generated files that the layer
  matches, one module per generated file (document_root, vite_config,
  routes_js, prerendered_page, ...);
- every Reflex import that is not public API (`reflex_private`), the context
  types of the plugins' hooks among them (`hook_context`);
- the settings Reflex reads from where the app changes them: the dev
  server's ignored files (`hot_reload`), the backend's CORS
  (`backend_cors`); and the bun Reflex pins (`bun`).

The layer's JavaScript reads Reflex's compiled modules through
static_first/js/compiled_app.js. After a Reflex upgrade, read these modules
and run tests/unit/test_build_anchors.py, which checks each against the
installed Reflex. No other module matches generated text or imports
Reflex's private modules.
"""
