"""Forwarding stored messages: whatever is due now, and a loop that keeps
doing it for as long as the backend runs.

A message the mail server did not take stays in the database and is tried
again later, after 1, 2, 4 … minutes, then hourly, for as long as it takes:
none is given up. Delivery is at least once: a crash between the server's
OK and the database's update sends that message again (same Message-ID).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time

from starlette.concurrency import run_in_threadpool

from salon.receiver import mailer
from salon.receiver.settings import Settings
from salon.receiver.store import Store

log = logging.getLogger("salon.receiver")

RETRY_FIRST_S = 60
RETRY_MAX_S = 3600
# A claimed message is not due again for this long; sending one takes at
# most a few of mailer.TIMEOUT_S.
LEASE_S = 300
# The loop looks at the database at least this often even without news
# (messages stored by another worker, the retention's purge).
POLL_S = 60


@dataclasses.dataclass
class Outcome:
    sent: int = 0
    failed: int = 0
    purged: int = 0


def retry_delay(attempts: int) -> float:
    return min(RETRY_MAX_S, RETRY_FIRST_S * 2 ** (attempts - 1))


def deliver_due(store: Store, settings: Settings, *, now: float | None = None) -> Outcome:
    """Send every message that is due, then drop those past the retention."""
    now = time.time() if now is None else now
    outcome = Outcome()
    for stored in store.claim_due(now=now, lease_s=LEASE_S):
        try:
            mailer.send(mailer.compose(stored, settings.smtp), settings.smtp)
        # Whatever failed, the message stays stored and due again later.
        except Exception as error:
            delay = retry_delay(stored.attempts)
            store.mark_failed(stored.id, f"{type(error).__name__}: {error}", retry_at=now + delay)
            outcome.failed += 1
            log.warning(
                "contact form: message %s not forwarded (attempt %s, next in %d s): %s",
                stored.id,
                stored.attempts,
                delay,
                error,
            )
        else:
            store.mark_sent(stored.id, now=now)
            outcome.sent += 1
    outcome.purged = store.purge(now=now, retention_days=settings.retention_days)
    return outcome


async def deliver_forever(store: Store, settings: Settings, wake: asyncio.Event) -> None:
    """Deliver what is due, then wait until the next message is due, a new
    one arrives (`wake`) or POLL_S passed. Starts with whatever an earlier
    run left unsent, at once."""
    try:
        await run_in_threadpool(lambda: store.retry_now(now=time.time()))
    except Exception:
        log.exception("contact form: could not look for unsent messages")
    while True:
        wake.clear()
        try:
            await run_in_threadpool(deliver_due, store, settings)
            due = await run_in_threadpool(store.next_due)
        # The database may be briefly unavailable (a full disk, a lock held
        # too long): keep the loop alive and look again later.
        except Exception:
            log.exception("contact form: delivery failed; retrying in %d s", POLL_S)
            due = None
        wait = POLL_S if due is None else min(POLL_S, max(0.0, due - time.time()))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(wake.wait(), wait)
