"""How every bench load meets the page: a phone's screen, and for the timed
loads Lighthouse's mobile preset (constants.throttling.mobileSlow4G) applied
for real instead of simulated.

Lighthouse's own "devtools" mode would multiply the latency by 3.75 and the
throughput by 0.9 to stand in for TCP/TLS round trips; these are the
preset's nominal figures, so first paint here is close to, not equal to,
Lighthouse's simulated FCP.
"""

KB = 1024
VIEWPORT = {"width": 375, "height": 812}
DPR = 2
THROTTLE_RTT_MS = 150
THROTTLE_DOWN_KBPS = 1.6 * 1024
THROTTLE_UP_KBPS = 750
THROTTLE_CPU = 4
FRAME_MS = 1000 / 60


def mobile_context(browser):
    """A fresh context per load: empty cache, no stored consent (banner shown)."""
    return browser.new_context(
        viewport=VIEWPORT, device_scale_factor=DPR, is_mobile=True, has_touch=True
    )


def throttle(context, page) -> None:
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": THROTTLE_RTT_MS,
            "downloadThroughput": THROTTLE_DOWN_KBPS * 1024 / 8,  # bytes per second
            "uploadThroughput": THROTTLE_UP_KBPS * 1024 / 8,
        },
    )
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": THROTTLE_CPU})


def describe() -> str:
    return (
        f"{VIEWPORT['width']}x{VIEWPORT['height']} DPR {DPR} touch, slow 4G "
        f"({THROTTLE_RTT_MS} ms RTT, {THROTTLE_DOWN_KBPS / 1024:.1f}/"
        f"{THROTTLE_UP_KBPS / 1024:.2f} Mbps), {THROTTLE_CPU}x CPU"
    )
