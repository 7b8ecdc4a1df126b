"""Where a wrapper's React module is, as the compiled app imports it."""

from salon.plugins.reflex_output import PUBLIC_JS


def widget(name: str) -> str:
    """assets/js/widgets/`name`, which Reflex copies to the web root's public/ folder."""
    return f"{PUBLIC_JS}/widgets/{name}"
