"""Sending the outbox: each target (the game channel, one seat's DM) on its own, so one
target that fails never delays another, while one target's messages stay in order.

A temporary failure (rate limit, 5xx, timeout, connection error) keeps the message at the
head of its target and tries again after a capped exponential backoff with jitter. A
permanent refusal (`Refused`: bad form body, missing permissions, unknown channel), or a
message that failed `max_attempts` times, is set aside with a log line and a notice in the
game's channel that says a message could not be delivered, never what it said; the notice is
owed in the same transaction, so it is itself delivered like any message, and a notice that
fails is set aside without a notice of its own. Closed DMs (`Undeliverable`) are set aside
with the channel told to use `/game view`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from .storage import NewMessage, OutboxMessage, SqliteStore

log = logging.getLogger("dune.delivery")


class Refused(Exception):
    """Discord refused the message for good (bad form, no permission, no such channel):
    sending it again would fail the same way. The text says why, never what it said."""


class Undeliverable(Refused):
    """A seat cannot be sent DMs (closed, or no player holds it): the channel is told."""


Sender = Callable[[OutboxMessage, str], Awaitable[None]]
"""Sends one message; `json.loads(message.payload)` may name buttons to attach, and
`message.nonce` makes a repeated post return the first one instead of a copy."""


@dataclass(frozen=True)
class RetryPolicy:
    """How long a target waits after a temporary failure, and when a message is given up."""

    base: float = 2.0
    """The first wait, in seconds; each further failure doubles it."""
    cap: float = 600.0
    """No wait is longer than this."""
    max_attempts: int = 12
    """Failures before a message is set aside (about 40 minutes of outage with the defaults)."""
    timeout: float = 30.0
    """Longest wait for one send (discord.py retries 5xx itself for up to 25 s)."""

    def delay(self, attempts: int, rng: random.Random) -> float:
        """Equal jitter: between half and all of the capped exponential step, so targets
        that failed together do not all come back at the same moment."""
        step = min(self.cap, self.base * 2 ** (attempts - 1))
        return step / 2 + rng.uniform(0, step / 2)


@dataclass
class Delivery:
    """Delivers the outbox, one worker per target with a message due."""

    store: SqliteStore
    send: Sender
    policy: RetryPolicy = field(default_factory=RetryPolicy)
    clock: Callable[[], float] = time.time
    rng: random.Random = field(default_factory=random.Random)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    """Set when messages were committed (or a retry scheduled): look again now."""
    poll: float = 2.0
    """Longest sleep between looks at the outbox."""
    _workers: dict[str, asyncio.Task[int]] = field(default_factory=dict, init=False)
    _in_flight: set[asyncio.Future] = field(default_factory=set, init=False)

    async def drain(self) -> int:
        """Deliver every message due now (and what becomes due while doing it); returns
        how many were sent. Targets waiting for a retry are left for later."""
        await self.dispatch()
        sent = 0
        while self._workers:
            sent += sum(await asyncio.gather(*list(self._workers.values())))
            await self.dispatch()
        return sent

    async def dispatch(self) -> float | None:
        """Start a worker for each target whose first owed message is due and that has no
        worker yet; returns the seconds until the next retry falls due (None: none waits)."""
        now = self.clock()
        wait: float | None = None
        for head in await self.store.outbox_heads():
            if head.target in self._workers:
                continue
            if head.next_try_at is not None and head.next_try_at > now:
                left = head.next_try_at - now
                wait = left if wait is None else min(wait, left)
                continue
            task = asyncio.create_task(self._work(head.target))
            self._workers[head.target] = task
            task.add_done_callback(lambda t, target=head.target: self._forget(target, t))
        return wait

    async def run(self, running: Callable[[], bool]) -> None:
        """The bot's loop: dispatch, then sleep until woken, a retry is due, or `poll`."""
        try:
            while running():
                self.wake.clear()
                try:
                    wait = await self.dispatch()
                except Exception:
                    log.exception("delivery pass failed")
                    wait = None
                timeout = self.poll if wait is None else min(self.poll, wait)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.wake.wait(), timeout=timeout)
        finally:
            await self.stop()

    async def stop(self) -> None:
        """Cancel the workers and the sends still waiting for an answer."""
        pending = [*self._workers.values(), *self._in_flight]
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)

    def _forget(self, target: str, task: asyncio.Task[int]) -> None:
        if self._workers.get(target) is task:
            del self._workers[target]
        if not task.cancelled() and task.exception() is not None:
            log.error("delivery to %s stopped", target, exc_info=task.exception())

    async def _work(self, target: str) -> int:
        """Send the target's owed messages in order until none is due or one must wait."""
        sent = 0
        while (message := await self.store.outbox_head(target)) is not None:
            if message.next_try_at is not None and message.next_try_at > self.clock():
                break
            outcome = await self._attempt(message)
            if outcome == "later":
                self.wake.set()  # the loop learns when this target is due again
                break
            sent += outcome == "sent"
        return sent

    async def _attempt(self, message: OutboxMessage) -> str:
        """One try: "sent", "set aside" or "later"."""
        try:
            await self._timed(self.send(message, json.loads(message.payload)["text"]))
        except Refused as err:
            await self._set_aside(message, message.attempts, str(err), isinstance(
                err, Undeliverable))
            return "set aside"
        except Exception as err:  # temporary: rate limits, 5xx, timeouts, connection errors
            attempts = message.attempts + 1
            reason = _describe(err)
            if attempts >= self.policy.max_attempts:
                await self._set_aside(message, attempts, f"failed {attempts} times, last: "
                                      f"{reason}", False)
                return "set aside"
            delay = self.policy.delay(attempts, self.rng)
            log.warning("outbox %d to %s failed (%s); try %d in %.1f s", message.id,
                        message.target, reason, attempts + 1, delay)
            await self.store.retry_later(message.id, attempts=attempts,
                                         at=self.clock() + delay, error=reason)
            return "later"
        await self.store.mark_sent(message.id)
        return "sent"

    async def _timed(self, send: Awaitable[None]) -> None:
        """Wait at most `policy.timeout` for the send. The request itself is not cancelled
        (discord.py must not be interrupted inside its rate-limit handling); it finishes in
        the background, and the retry's nonce makes Discord return its message, not a copy."""
        task = asyncio.ensure_future(send)
        self._in_flight.add(task)
        task.add_done_callback(_settled(self._in_flight))
        try:
            await asyncio.wait_for(asyncio.shield(task), timeout=self.policy.timeout)
        except TimeoutError:
            raise TimeoutError(f"no answer in {self.policy.timeout:g} s") from None

    async def _set_aside(self, message: OutboxMessage, attempts: int, reason: str,
                         dms_closed: bool) -> None:
        log.warning("outbox %d to %s set aside: %s", message.id, message.target, reason)
        notice = None if json.loads(message.payload).get("notice") else \
            await self._notice(message, reason, dms_closed)
        if await self.store.set_aside(message.id, attempts=attempts, error=reason,
                                      notice=notice):
            self.wake.set()  # the notice's target may have no worker to pick it up

    async def _notice(self, message: OutboxMessage, reason: str,
                      dms_closed: bool) -> NewMessage | None:
        """What the game's channel is told: who missed a message and why, never its text."""
        channel = (await self.store.game(message.game_id)).channel_id
        if channel is None:
            return None
        kind, _, name = message.target.partition(":")
        if dms_closed:
            text = (f"I cannot DM {name}: open your DMs, or use `/game view` here to read "
                    "your secrets privately.")
        else:
            who = name if kind == "seat" else (
                "this channel" if name == str(channel) else f"<#{name}>")
            text = (f"Moderators: a message for {who} could not be delivered and was set "
                    f"aside ({reason}). The game goes on.")
        return NewMessage(target=f"channel:{channel}",
                          payload=json.dumps({"text": text, "notice": True}))


def _describe(err: BaseException) -> str:
    return f"{type(err).__name__}: {err}"[:300] if str(err) else type(err).__name__


def _settled(tasks: set[asyncio.Future]) -> Callable[[asyncio.Future], None]:
    """Forget a finished send, and read its outcome so an abandoned one logs no warning."""

    def done(task: asyncio.Future) -> None:
        tasks.discard(task)
        if not task.cancelled():
            task.exception()

    return done
