"""What the browser tests do with a page: wait for hydration, for frames,
record CSP violations, read the accessibility tree. Chromium itself is
launched by tools/chromium.py."""

import re

from playwright.sync_api import expect

# The export's scripts are modules (Vite's build, the lazy widgets): routing
# only their addresses through the test, not every page and picture, keeps
# the other requests off Python's event loop.
SCRIPT_ADDRESSES = re.compile(r"\.m?js(\?.*)?$")


def block_app_scripts(page) -> None:
    """The page as it is before the app arrives: every script request is
    aborted (the inline head scripts still run)."""
    page.route(
        SCRIPT_ADDRESSES,
        lambda route: (
            route.abort() if route.request.resource_type == "script" else route.fallback()
        ),
    )


# Set by salon/components/layout.py once React has hydrated.
HYDRATED = "html[data-hydrated='true']"


# Add with `add_init_script`: runs before the page's own scripts in every
# document and records what the Content-Security-Policy blocks; read it back
# with `page.evaluate("window.__cspViolations")`.
CSP_PROBE = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI} ${e.sample}`);
}, true);
"""


# React renders what a timer changed in a task of its own (a MessageChannel
# message); one more message round trip lets that render land in the DOM.
FLUSH_REACT = """() => new Promise((done) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => done();
  channel.port2.postMessage(null);
})"""

# Add with `add_init_script`: records every mailto: link the page opens
# (the contact form's hand-over to the mail app) in `window.__mailto`, and
# keeps the mail app shut (a test machine has none to open).
MAILTO_PROBE = """
window.__mailto = [];
document.addEventListener('click', (event) => {
  const link = event.target.closest && event.target.closest('a[href^="mailto:"]');
  if (link) { window.__mailto.push(link.href); event.preventDefault(); }
}, true);
"""


# Resolves once the page has drawn `n` more frames. Waited for with
# `wait_for_function`, which times out: a page that stops drawing (a stopped
# fake clock also stops its frames) fails the test instead of holding it.
FRAMES = """n => new Promise((done) => {
  const next = (left) => (left ? requestAnimationFrame(() => next(left - 1)) : done(true));
  next(n);
})"""


def next_frames(page, n: int = 1) -> None:
    """Wait until the page has drawn `n` more frames."""
    page.wait_for_function(FRAMES, arg=n)


def two_frames(page) -> None:
    """Wait until the page has drawn two more frames: what the last change
    scheduled for the next frame has run and been painted. A wait on the
    page's rendering, not on the clock."""
    next_frames(page, 2)


# Add with `add_init_script`: every layout shift of the page, each as
# "<score> at <ms>: <what moved>", in `window.__shifts`.
LAYOUT_SHIFTS = """
window.__shifts = [];
new PerformanceObserver((list) => {
  // Each shift with what moved, so a failure names it.
  for (const entry of list.getEntries()) {
    const moved = entry.sources.map((source) => {
      const node = source.node;
      return node?.nodeType === 1 ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
    });
    window.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(", ")}`);
  }
}).observe({ type: "layout-shift", buffered: true });
"""


def resize(page, viewport: dict, frames: bool = True) -> None:
    """Turn an open page to another screen size, instead of opening it again:
    the layout is the stylesheet's (no rule reads the pointer), and what reads
    it forces it at once; `frames`: two frames let the resize handlers (the
    carousels') run. Without JavaScript, or on a paused clock, no frame
    callback runs: pass False."""
    page.set_viewport_size(viewport)
    if frames:
        two_frames(page)


def open_route(page, route: str):
    """Load `route` and wait until the app is interactive; returns the response."""
    response = page.goto(route)
    page.wait_for_selector(HYDRATED, state="attached")
    return response


# An element's focus ring as the browser draws it: outline and box-shadow.
RING = """el => { const s = getComputedStyle(el);
  return { ring: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 || s.boxShadow !== 'none',
           style: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}` }; }"""


def start_carousel(carousel) -> None:
    """Bring a carousel on screen and wait until it runs: each starts only
    once it comes near the viewport (assets/js/widgets/slider.jsx)."""
    carousel.scroll_into_view_if_needed()
    expect(carousel).to_have_attribute("data-live", "")


def ax_expanded(page, selector: str):
    """The "expanded" state Chromium gives assistive technology for the first
    element matching `selector` (for a popovertarget button it comes from the
    popover, with no aria-expanded attribute)."""
    client = page.context.new_cdp_session(page)
    try:
        root = client.send("DOM.getDocument")["root"]["nodeId"]
        node = client.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        tree = client.send(
            "Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False}
        )
    finally:
        client.detach()
    properties = {
        p["name"]: p["value"].get("value") for p in tree["nodes"][0].get("properties", [])
    }
    return bool(properties.get("expanded"))
