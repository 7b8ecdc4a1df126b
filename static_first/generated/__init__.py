"""The one seam to Reflex: every piece of Reflex's or React Router's
generated files that the layer matches, one module per generated file, and
every Reflex import that is not public API (`reflex_private`). The layer's
JavaScript reads Reflex's compiled modules through static_first/js/compiled_app.js.

After a Reflex upgrade, read these modules and run
tests/unit/test_build_anchors.py, which checks each anchor against the
installed Reflex. No other module matches generated text.
"""
