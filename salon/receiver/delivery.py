"""Forwarding stored messages: whatever is due now, and a loop that keeps
doing it for as long as the backend runs.

A message the mail server did not take stays in the database and is tried
again later, after 1, 2, 4 … minutes, then hourly, for as long as it takes.
Only one the mailer can never send (mailer.Unsendable) is given up: logged
as an error, kept for the operator (`python -m salon.receiver`), and
purged after the retention. Delivery is at least once: a crash between the
server's OK and the database's update sends that message again (same
Message-ID).

Each message's fate is one log line: stored (api.py), sent, not sent
(with the next try), given up; never anything the visitor wrote.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
from collections.abc import Callable

from starlette.concurrency import run_in_threadpool

from salon.receiver import mailer
from salon.receiver.settings import Settings
from salon.receiver.store import Store, process_name

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
    given_up: int = 0
    purged: int = 0


def retry_delay(attempts: int) -> float:
    return min(RETRY_MAX_S, RETRY_FIRST_S * 2 ** (attempts - 1))


def deliver_due(store: Store, settings: Settings, *, now: float | None = None) -> Outcome:
    """Send every message that is due, then drop those past the retention."""
    now = time.time() if now is None else now
    outcome = Outcome()
    for stored in store.claim_due(now=now, lease_s=LEASE_S, holder=process_name()):
        try:
            mailer.send(mailer.compose(stored, settings.smtp), settings.smtp)
        except mailer.Unsendable as error:
            store.give_up(stored.id, str(error), now=now)
            outcome.given_up += 1
            log.error(
                "message %s given up (attempt %s), the mailer can never send it: %s",
                stored.id,
                stored.attempts,
                error,
            )
        # Whatever else failed, the message stays stored and due again later.
        except Exception as error:
            delay = retry_delay(stored.attempts)
            store.mark_failed(stored.id, f"{type(error).__name__}: {error}", retry_at=now + delay)
            outcome.failed += 1
            log.warning(
                "message %s not sent (attempt %s, next in %d s): %s: %s",
                stored.id,
                stored.attempts,
                delay,
                type(error).__name__,
                error,
            )
        else:
            store.mark_sent(stored.id, now=now)
            outcome.sent += 1
            log.info("message %s sent (attempt %s)", stored.id, stored.attempts)
    outcome.purged = store.purge(now=now, retention_days=settings.retention_days)
    if outcome.purged:
        log.info("%s messages purged after %s days", outcome.purged, settings.retention_days)
    return outcome


async def deliver_forever(
    store: Store, settings: Callable[[], Settings], wake: asyncio.Event
) -> None:
    """Deliver what is due, then wait until the next message is due, a new
    one arrives (`wake`) or POLL_S passed. Starts with whatever an earlier
    run left unsent, at once, those it was sending when it died too. The
    settings are asked for at each round (they follow the content)."""
    try:
        due, freed = await run_in_threadpool(lambda: store.retry_now(now=time.time()))
        log.info(
            "delivery started: %s unsent messages due now, %s of them freed from a process "
            "that died while sending them",
            due,
            freed,
        )
    except Exception as error:
        log.error(
            "delivery could not look for unsent messages: %s: %s", type(error).__name__, error
        )
    while True:
        wake.clear()
        try:
            await run_in_threadpool(deliver_due, store, settings())
            due = await run_in_threadpool(store.next_due)
        # The database may be briefly unavailable (a full disk, a lock held
        # too long): keep the loop alive and look again later.
        except Exception as error:
            log.error(
                "delivery failed, retrying in %d s: %s: %s", POLL_S, type(error).__name__, error
            )
            due = None
        wait = POLL_S if due is None else min(POLL_S, max(0.0, due - time.time()))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(wake.wait(), wait)
