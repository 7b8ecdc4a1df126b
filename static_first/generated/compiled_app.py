"""The modules Reflex's compiled app imports (.web/app/**), as Vite resolves
them: those a state-free, router-free export replaces with stand-ins."""

SOCKET_CLIENT = r"^socket\.io-client$"
EMOTION = r"^@emotion\/react$"
STATE = r"^\$\/utils\/state(?:\.js)?$"
RESIZE_OBSERVER_POLYFILL = r"^resize-observer-polyfill$"
COLOR_MODE = r"^\$\/utils\/react-theme(?:\.js)?$"
# React Router, as the compiled app imports it.
ROUTER = ("react-router", "react-router/dom")
