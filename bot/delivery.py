"""Sending the outbox: each target (the game channel, one seat's DM) on its own, so one
target that fails never delays another, while one target's messages stay in order.

A temporary failure (Discord's 429 and 5xx, a timeout, a connection error) keeps the message
at the head of its target and tries again after a capped exponential backoff with jitter.
Anything else is set aside at once: a permanent refusal (`Refused`: bad form body, missing
permissions, unknown channel), or an error of our own (a fault in the payload or the
buttons, which a retry would only repeat). A message that failed `max_attempts` times is set
aside too. Each one set aside is logged with its error and kept with it (`last_error`); the
game's channel gets a notice that a message could not be delivered, with a generic reason
("Discord refused it", "Discord did not answer", "an error on my side"), never what it said
nor an exception's text. The notice is owed in the same transaction, at most once per target
per command, so it is itself delivered like any message, and a notice that fails is set
aside without a notice of its own. Closed DMs (`Undeliverable`) are set aside with the
channel told to use `/game view`; the DMs of a vacant seat (`VacantSeat`, after a kick) are
set aside silently, for whoever takes the seat to read with `/game view`. A game played
with private threads (the core option `private_threads`) sends a seat's messages to its
thread instead (`bot.threads`); a thread the bot may not make or use (`NoThread`) is set
aside with the channel told which permissions would work.

No message is posted twice, within the bounds said here. Every message carries a nonce, and
Discord answers a repeated post with the message it already made, but only for "a few
minutes" (it documents nothing more), while a long outage is retried for about 40 minutes;
and a try that failed (a 5xx, a timeout) may have made the message all the same. So a retry
counts on the nonce alone only within `nonce_window` of the message's first try by this
process. A later retry, or the first retry after a restart (when the first try was made is
unknown), first waits for any earlier try of the message still awaiting Discord's answer,
then asks the `Finder` whether the target already shows a message with that nonce (the
Discord client reads back the target's last 100 messages, so only a channel that got more
than 100 others since could hide it): found, the message is marked sent; not found, it is
sent again. A failed look counts as a failed try. Without a finder such a message is set
aside rather than risk a copy. One case relies on the nonce alone: a message sent but not
yet marked sent when the process stopped is sent again after the restart as a first try, so
it could be doubled only by a restart slower than Discord's window (one message per target).

Several bot processes may share one database, each running a `Delivery`. A worker sends a
target's messages only while it holds the target's lease in the database (`claim_target`),
taken before it starts, renewed before each message, given back when it ends (cancelled or
failed too); a target another process holds is skipped until a later pass. So each target's
messages still go in order, each sent by one process at a time. A process that dies leaves
its leases to run out (`lease`, 90 s): another process then takes the targets over, and a
message the dead one was sending is handled as after a restart (sent again on its nonce if
it never failed, looked for first if it did); the lease is shorter than the nonce window,
so the nonce still covers it. Only a process stalled longer than its lease while holding
it (its lease taken meanwhile) could send a message another is sending: within the nonce
window that makes no copy either. `mine` lets each process send only its own messages (the
targets of the servers its shard holds); a message it declines waits for its own process.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import random
import secrets
import socket
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

import aiohttp
import discord

from engine.core.words import T, Text

from .messages import stored_language
from .storage import NewMessage, OutboxMessage, StorageError, Store
from .words import say

log = logging.getLogger("dune.delivery")


class Refused(Exception):
    """Discord refused the message for good (bad form, no permission, no such channel):
    sending it again would fail the same way. The text says why, never what it said."""


class Undeliverable(Refused):
    """The seat's player does not accept DMs from the bot: the channel is told."""


class NoThread(Refused):
    """The seat's private thread could not be made or written in (the bot lacks a
    permission there): the channel is told which permissions would work."""


class VacantSeat(Refused):
    """No player holds the seat (after a kick): its DMs are set aside without a notice, so
    the channel learns nothing from them; whoever takes the seat reads them with `/game view`."""


Sender = Callable[[OutboxMessage, str], Awaitable[None]]
"""Sends one message; `json.loads(message.payload)` may name buttons to attach, and
`message.nonce` makes a repeated post return the first one instead of a copy."""

Finder = Callable[[OutboxMessage], Awaitable[bool]]
"""Whether the message's target already shows a message with `message.nonce` (among its
recent messages): a try that failed may have reached Discord after all."""

Mine = Callable[[OutboxMessage], Awaitable[bool]]
"""Whether this process sends the message (say, the process whose shard holds the game's
server); another process's messages are left to it."""

NOTICE_REASONS = {"refused": "bot-delivery-refused", "no answer": "bot-delivery-no-answer",
                  "ours": "bot-delivery-ours"}
"""What the channel is told of why a message was set aside (the detail is in the log)."""


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
    nonce_window: float = 120.0
    """How long after a message's first try a retry counts on Discord's nonce to return the
    message that try may have made (Discord promises "a few minutes"); later, look first."""

    def delay(self, attempts: int, rng: random.Random) -> float:
        """Equal jitter: between half and all of the capped exponential step, so targets
        that failed together do not all come back at the same moment."""
        step = min(self.cap, self.base * 2 ** (attempts - 1))
        return step / 2 + rng.uniform(0, step / 2)


@dataclass
class Delivery:
    """Delivers the outbox, one worker per target with a message due."""

    store: Store
    send: Sender
    policy: RetryPolicy = field(default_factory=RetryPolicy)
    clock: Callable[[], float] = time.time
    rng: random.Random = field(default_factory=random.Random)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    """Set when messages were committed (or a retry scheduled): look again now."""
    poll: float = 2.0
    """Longest sleep between looks at the outbox."""
    find: Finder | None = None
    """Looks for a message already made before a retry past the nonce window."""
    mine: Mine | None = None
    """Which messages this process sends (None: all); the others are left to the processes
    they belong to."""
    owner: str = field(default_factory=lambda: f"{socket.gethostname()}:{os.getpid()}:"
                       f"{secrets.token_hex(4)}")
    """This delivery's name on the target leases it holds (host, process, a random part)."""
    lease: float = 90.0
    """Seconds a target's lease lasts, renewed before each message: longer than a send and
    a look (`policy.timeout` each) so a live worker never loses it, and shorter, with
    `poll`, than `policy.nonce_window`, so a message a dead process sent but had not marked
    sent is sent again by another while Discord still recognises its nonce."""
    _workers: dict[str, asyncio.Task[int]] = field(default_factory=dict, init=False)
    _in_flight: dict[int, asyncio.Future] = field(default_factory=dict, init=False)
    """Outbox id -> its send still waiting for Discord (given up on after the timeout)."""
    _first_try: dict[int, float] = field(default_factory=dict, init=False)
    """Outbox id -> when this process first tried it, until it is sent or set aside."""

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
        """Start a worker for each of our targets whose first owed message is due, that has
        no worker yet and whose lease we get (a target another process holds is looked at
        again at the next pass); returns the seconds until the next retry falls due (None:
        none waits)."""
        now = self.clock()
        wait: float | None = None
        for head in await self.store.outbox_heads():
            if head.target in self._workers or not await self._mine(head):
                continue
            if head.next_try_at is not None and head.next_try_at > now:
                left = head.next_try_at - now
                wait = left if wait is None else min(wait, left)
                continue
            if not await self.store.claim_target(head.target, self.owner, self.lease) \
                    or head.target in self._workers:  # or a dispatch as we waited started one
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
        """Cancel the workers and the sends still waiting for an answer, and give back their
        targets' leases (a worker cancelled before it began never reached its own `finally`),
        so another process takes them over at once."""
        targets = list(self._workers)
        pending = [*self._workers.values(), *self._in_flight.values()]
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        for target in targets:
            await self._release(target)

    def _forget(self, target: str, task: asyncio.Task[int]) -> None:
        if self._workers.get(target) is task:
            del self._workers[target]
        if not task.cancelled() and task.exception() is not None:
            log.error("delivery to %s stopped", target, exc_info=task.exception())

    async def _work(self, target: str) -> int:
        """Send the target's owed messages in order until none is due, one must wait, one is
        another process's, or the lease (taken by `dispatch`, renewed before each message)
        was lost. The lease is given back at the end, unless a try of the last message is
        still awaiting Discord's answer: then it runs out, so no other process tries that
        message while the try may still make it."""
        sent = 0
        message: OutboxMessage | None = None
        try:
            while (message := await self.store.outbox_head(target)) is not None:
                if message.next_try_at is not None and message.next_try_at > self.clock():
                    break
                if not await self._mine(message):
                    break
                if not await self.store.claim_target(target, self.owner, self.lease):
                    log.warning("lease on %s lost to another process", target)
                    break
                outcome = await self._attempt(message)
                if outcome == "later":
                    self.wake.set()  # the loop learns when this target is due again
                    break
                sent += outcome == "sent"
        finally:
            if message is None or not self._unanswered(message.id):
                await self._release(target)
        return sent

    async def _mine(self, message: OutboxMessage) -> bool:
        """Whether this process sends the message. Asked of each message, not once per
        target: a seat's target (`seat:<name>`) holds the DMs of every game with a seat of
        that name, and the games may belong to different processes."""
        return self.mine is None or await self.mine(message)

    def _unanswered(self, message_id: int) -> bool:
        earlier = self._in_flight.get(message_id)
        return earlier is not None and not earlier.done()

    async def _release(self, target: str) -> None:
        """Give the lease back; if the database refuses, it runs out by itself."""
        try:
            await self.store.release_target(target, self.owner)
        except Exception:
            log.warning("lease on %s not given back", target, exc_info=True)

    async def _attempt(self, message: OutboxMessage) -> str:
        """One try: "sent", "set aside" or "later"."""
        known = message.id in self._first_try
        first = self._first_try.setdefault(message.id, self.clock())
        late = message.attempts > 0 and (not known
                                         or self.clock() - first > self.policy.nonce_window)
        if late and self._unanswered(message.id):
            # an abandoned try may still make the message after we looked: wait for it
            return await self._later(message, message.attempts, "the last try is unanswered")
        try:
            if late:
                outcome = await self._look_first(message)
            else:
                outcome = await self._send(message)
        except VacantSeat as err:
            log.info("outbox %d to %s set aside: %s", message.id, message.target, err)
            await self.store.set_aside(message.id, attempts=message.attempts, error=str(err))
            outcome = "set aside"
        except Refused as err:
            await self._set_aside(message, message.attempts, str(err), _why(err))
            outcome = "set aside"
        except Exception as err:
            outcome = await self._failed(message, err)
        if outcome != "later":
            self._first_try.pop(message.id, None)
        return outcome

    async def _send(self, message: OutboxMessage) -> str:
        await self._timed(message, self.send(message, json.loads(message.payload)["text"]))
        await self.store.mark_sent(message.id)
        return "sent"

    async def _look_first(self, message: OutboxMessage) -> str:
        """A retry past the nonce window: Discord may have made the message at an earlier
        try and would no longer recognise its nonce, so look for it before sending again."""
        if self.find is None:
            await self._set_aside(message, message.attempts, "not sent again past Discord's "
                                  "nonce window: no way to look for an earlier copy",
                                  "no answer")
            return "set aside"
        if not await self._timed(message, self.find(message)):
            return await self._send(message)
        log.info("outbox %d to %s was already made by an earlier try", message.id,
                 message.target)
        await self.store.mark_sent(message.id)
        return "sent"

    async def _failed(self, message: OutboxMessage, err: Exception) -> str:
        """A send that raised: retried later if the error is temporary, else set aside now
        (retrying a fault of ours, or a refusal, would only repeat it)."""
        reason = _describe(err)
        if not _temporary(err):
            log.error("outbox %d to %s failed for good", message.id, message.target,
                      exc_info=err)
            await self._set_aside(message, message.attempts, reason, "refused" if isinstance(
                err, discord.HTTPException) else "ours")
            return "set aside"
        attempts = message.attempts + 1
        if attempts >= self.policy.max_attempts:
            await self._set_aside(message, attempts, f"failed {attempts} times, last: "
                                  f"{reason}", "no answer")
            return "set aside"
        return await self._later(message, attempts, reason)

    async def _later(self, message: OutboxMessage, attempts: int, reason: str) -> str:
        delay = self.policy.delay(max(attempts, 1), self.rng)
        log.warning("outbox %d to %s failed (%s); try %d in %.1f s", message.id,
                    message.target, reason, attempts + 1, delay)
        await self.store.retry_later(message.id, attempts=attempts, at=self.clock() + delay,
                                     error=reason)
        return "later"

    async def _timed(self, message: OutboxMessage, request: Awaitable[bool | None]) -> bool:
        """Wait at most `policy.timeout` for the request. It is not cancelled (discord.py
        must not be interrupted inside its rate-limit handling): it finishes in the
        background, and the message is not tried again until it has."""
        task = asyncio.ensure_future(request)
        self._in_flight[message.id] = task
        task.add_done_callback(self._settled(message.id))
        try:
            return bool(await asyncio.wait_for(asyncio.shield(task),
                                               timeout=self.policy.timeout))
        except TimeoutError:
            raise TimeoutError(f"no answer in {self.policy.timeout:g} s") from None

    def _settled(self, message_id: int) -> Callable[[asyncio.Future], None]:
        """Forget a finished request, and read its outcome so an abandoned one logs no
        warning."""

        def done(task: asyncio.Future) -> None:
            if self._in_flight.get(message_id) is task:
                del self._in_flight[message_id]
            if not task.cancelled():
                task.exception()

        return done

    async def _set_aside(self, message: OutboxMessage, attempts: int, detail: str,
                         why: str | None) -> None:
        """Give up on the message, keeping `detail`; `why` (a key of NOTICE_REASONS, THREAD
        for a private thread the bot may not use, or None for closed DMs) is all the channel
        is told."""
        log.warning("outbox %d to %s set aside: %s", message.id, message.target, detail)
        notice = None if _is_notice(message) else await self._notice(message, why)
        if await self.store.set_aside(message.id, attempts=attempts, error=detail,
                                      notice=notice):
            self.wake.set()  # the notice's target may have no worker to pick it up

    async def _notice(self, message: OutboxMessage, why: str | None) -> NewMessage | None:
        """What the game's channel is told: who missed a message and, in general words, why;
        never its text, nor an error's."""
        record = await self.store.game(message.game_id)
        channel = record.channel_id
        if channel is None:
            return None
        kind, _, name = message.target.partition(":")
        if why is None:
            text = T("bot-delivery-no-dm", seat=name)
        elif why == THREAD:
            text = T("bot-delivery-no-thread", seat=name)
        else:
            who: Text | str = name if kind == "seat" else (
                T("bot-delivery-this-channel") if name == str(channel) else f"<#{name}>")
            text = T("bot-delivery-set-aside", who=who, why=T(NOTICE_REASONS[why]))
        return NewMessage(target=f"channel:{channel}", payload=json.dumps(
            {"text": say(text, stored_language(record.options)), "notice": True}))


THREAD = "thread"
"""`why` for a seat's private thread that could not be used."""


def _why(err: Refused) -> str | None:
    """What the channel is told of a refusal: closed DMs (None), a thread the bot may not
    use, or a general refusal."""
    if isinstance(err, Undeliverable):
        return None
    return THREAD if isinstance(err, NoThread) else "refused"


def _temporary(err: BaseException) -> bool:
    """Worth trying again: Discord's rate limits and server errors, timeouts, connections,
    and the database failing to note a send (a connection to it cut): the message goes
    again within the nonce window, which Discord answers with the post it made."""
    if isinstance(err, discord.HTTPException):
        return err.status == 429 or err.status >= 500
    return isinstance(err, discord.RateLimited | aiohttp.ClientError | OSError | TimeoutError
                      | StorageError)


def _is_notice(message: OutboxMessage) -> bool:
    try:
        return bool(json.loads(message.payload).get("notice"))
    except (ValueError, AttributeError):
        return False


def _describe(err: BaseException) -> str:
    return f"{type(err).__name__}: {err}"[:300] if str(err) else type(err).__name__

