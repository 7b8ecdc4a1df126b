"""The one seam to Reflex: every piece of Reflex's or React Router's
generated files that the layer matches, one module per generated file, and
every Reflex import that is not public API (`reflex_private`).

After a Reflex upgrade, read these modules and run
tests/unit/test_build_anchors.py, which checks each anchor against the
installed Reflex. No other module matches generated text.
"""
