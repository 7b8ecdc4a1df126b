"""react-router.config.js, which Reflex writes for an export (reflex/utils/frontend_skeleton.py)."""

FILE = "react-router.config.js"
# Every route prerendered: the setting a list of extra paths replaces.
PRERENDER_ALL = '"prerender": true'
