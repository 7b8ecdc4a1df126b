"""Where a wrapper's React module is, as the compiled app imports it."""

import reflex as rx

# Reflex copies assets/ into the web root's public/ folder, which the compiled
# app imports under Vite's "$" alias: Reflex's own way to import a local
# module (rx.asset). The build plugins derive the same prefix
# (static_first/generated/vite_config.py; tests/unit/test_build_anchors.py holds the two equal).
PUBLIC_JS = f"$/{rx.constants.Dirs.PUBLIC}/js"


def widget(name: str) -> str:
    """assets/js/widgets/`name`, as the compiled app imports it."""
    return f"{PUBLIC_JS}/widgets/{name}"
