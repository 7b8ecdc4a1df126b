// Stand-in for socket.io-client in the static export (see static_first/plugins/state_free_bundle.py).
// The app runs with state disabled, so Reflex never opens a socket; if it ever
// tried, this says why instead of silently connecting to a missing backend.
export function io() {
  throw new Error("This static site has no backend to connect to.");
}
export default io;
