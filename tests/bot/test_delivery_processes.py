"""Several processes delivering one outbox: two `Delivery`s, each on its own connection to
one database (a SQLite file; a PostgreSQL database once that store exists) as two bot
processes would be. Each message is sent once, each target's messages in order; a target
another delivery holds is skipped, a dead holder's lease runs out and the target is taken
over, a worker whose lease was taken stops, `mine` keeps a delivery to its own messages, and
a stopped delivery gives its leases back."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import random
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager

import pytest

from bot.delivery import Delivery
from bot.storage import NewMessage, OutboxMessage, SeatRecord, Store, open_store

CHANNEL = 9


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request, tmp_path) -> str:
    """Where the processes' database is: a SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "games.sqlite3")
    if importlib.util.find_spec("bot.storage.postgres") is None:
        pytest.skip("no PostgreSQL store yet (bot.storage.postgres)")
    return request.getfixturevalue("pg_url")


@asynccontextmanager
async def processes(where: str, count: int = 2) -> AsyncIterator[list[Store]]:
    """One store per process, each with its own connection to the database."""
    async with AsyncExitStack() as stack:
        yield [await stack.enter_async_context(await open_store(where)) for _ in range(count)]


async def game(store: Store, channel: int = CHANNEL) -> int:
    return await store.create_game(
        ruleset="classic", options="{}", seed=1, state="{}", events=[], channel_id=channel,
        seats=[SeatRecord("alice", "atreides", 11), SeatRecord("bob", "harkonnen", 12)])


def owed(target: str, text: str) -> NewMessage:
    return NewMessage(target=target, payload=json.dumps({"text": text}))


class Sends:
    """Every send of every delivery, in the order they happened: (who, target, outbox id)."""

    def __init__(self) -> None:
        self.log: list[tuple[str, str, int]] = []

    def sender(self, who: str):
        async def send(message: OutboxMessage, text: str) -> None:
            self.log.append((who, message.target, message.id))

        return send

    def assert_each_once_in_order(self, owed_ids: set[int]) -> None:
        counts = Counter(message_id for _, _, message_id in self.log)
        assert set(counts) == owed_ids and set(counts.values()) == {1}
        for target in {target for _, target, _ in self.log}:
            ids = [message_id for _, t, message_id in self.log if t == target]
            assert ids == sorted(ids), target

    def targets_of(self, who: str) -> set[str]:
        return {target for w, target, _ in self.log if w == who}


async def owed_ids(store: Store) -> set[int]:
    return {m.id for m in await store.pending_messages(limit=10_000)}


async def test_two_deliveries_share_the_outbox_each_message_once_in_order(database):
    async with processes(database) as (first_store, second_store):
        game_id = await game(first_store)
        held, other = ["channel:9", "seat:alice"], ["seat:bob", "channel:10"]
        await first_store.owe(game_id, 0, [owed(t, f"{t} {n}") for n in range(3) for t in held])
        sends, gate, all_held = Sends(), asyncio.Event(), asyncio.Event()
        entered: set[str] = set()
        record_first = sends.sender("first")

        async def held_send(message: OutboxMessage, text: str) -> None:
            entered.add(message.target)
            if entered == set(held):
                all_held.set()
            await gate.wait()
            await record_first(message, text)

        first = Delivery(first_store, held_send)
        first_drain = asyncio.create_task(first.drain())
        await asyncio.wait_for(all_held.wait(), timeout=10)  # each held target is mid-send
        await first_store.owe(game_id, 1, [owed(t, f"{t} {n}") for n in range(3, 5)
                                           for t in [*held, *other]])
        everything = await owed_ids(first_store)
        second = Delivery(second_store, sends.sender("second"))
        assert await second.drain() == 2 * len(other)  # the held targets skipped, no spin
        gate.set()
        assert await first_drain == 5 * len(held)
        sends.assert_each_once_in_order(everything)
        assert sends.targets_of("first") == set(held)
        assert sends.targets_of("second") == set(other)
        assert await second_store.pending_messages() == []


async def test_two_running_deliveries_send_every_message_once_in_order(database):
    async with processes(database) as stores:
        game_id = await game(stores[0])
        sends, rng, running = Sends(), random.Random(7), True
        deliveries = [Delivery(store, sends.sender(str(n)), poll=0.05)
                      for n, store in enumerate(stores)]
        loops = [asyncio.create_task(d.run(lambda: running)) for d in deliveries]
        try:
            targets = [f"channel:{n}" for n in range(4)] + ["seat:alice", "seat:bob"]
            for version in range(10):
                await stores[version % 2].owe(game_id, version, [
                    owed(rng.choice(targets), f"m{version}.{n}") for n in range(6)])
                for delivery in deliveries:
                    delivery.wake.set()
                await asyncio.sleep(0.01)
            for _ in range(400):
                if not await stores[0].pending_messages():
                    break
                await asyncio.sleep(0.05)
        finally:
            running = False
            for delivery in deliveries:
                delivery.wake.set()
            await asyncio.gather(*loops)
        assert await stores[0].pending_messages() == []
        sent = {m for _, _, m in sends.log}
        assert len(sent) == 60
        sends.assert_each_once_in_order(sent)


async def test_a_dead_processs_target_is_taken_over_when_its_lease_runs_out(database):
    async with processes(database, 1) as (store,):
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("channel:9", "m0"), owed("channel:9", "m1")])
        everything = await owed_ids(store)
        assert await store.claim_target("channel:9", "a process that died", 0.3)
        sends = Sends()
        delivery = Delivery(store, sends.sender("heir"))
        assert await delivery.drain() == 0 and sends.log == []  # held: skipped, not spun on
        await asyncio.sleep(0.4)
        assert await delivery.drain() == 2
        sends.assert_each_once_in_order(everything)
        assert await store.claim_target("channel:9", "anyone", 60)  # given back after


async def test_a_worker_whose_lease_was_taken_stops_before_the_next_message(database):
    async with processes(database) as (store, other_store):
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("channel:9", f"m{n}") for n in range(3)])
        sent: list[str] = []

        async def send(message: OutboxMessage, text: str) -> None:
            sent.append(text)
            # this send outlasted the lease, and another process took the target meanwhile
            await other_store.release_target(message.target, delivery.owner)
            assert await other_store.claim_target(message.target, "other", 60)

        delivery = Delivery(store, send)
        assert await delivery.drain() == 1 and sent == ["m0"]
        assert [json.loads(m.payload)["text"] for m in await store.pending_messages()] == [
            "m1", "m2"]
        assert not await store.claim_target("channel:9", "third", 60)  # still the other's


async def test_mine_keeps_a_delivery_to_its_own_messages_and_their_leases(database):
    async with processes(database) as (first_store, second_store):
        ours, theirs = await game(first_store, 9), await game(first_store, 10)
        await first_store.owe(ours, 0, [owed("channel:9", "a"), owed("seat:alice", "ours 1")])
        await first_store.owe(theirs, 0, [owed("channel:10", "b"),
                                          owed("seat:alice", "theirs")])
        await first_store.owe(ours, 1, [owed("seat:alice", "ours 2")])
        everything = await owed_ids(first_store)
        sends = Sends()

        def only(game_id: int):
            async def mine(message: OutboxMessage) -> bool:
                return message.game_id == game_id

            return mine

        first = Delivery(first_store, sends.sender("first"), mine=only(ours))
        second = Delivery(second_store, sends.sender("second"), mine=only(theirs))
        assert await first.drain() == 2  # "a", "ours 1"; then seat:alice waits for "theirs"
        assert await second.drain() == 2  # "b", "theirs": the first left no lease behind
        assert await first.drain() == 1  # "ours 2"
        sends.assert_each_once_in_order(everything)
        assert sends.targets_of("first") == {"channel:9", "seat:alice"}
        assert sends.targets_of("second") == {"channel:10", "seat:alice"}


async def test_a_delivery_stopped_mid_send_gives_its_leases_back(database):
    async with processes(database) as (store, other_store):
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("channel:9", "hangs"), owed("seat:bob", "hangs")])
        entered: set[str] = set()
        both = asyncio.Event()

        async def hang(message: OutboxMessage, text: str) -> None:
            entered.add(message.target)
            if len(entered) == 2:
                both.set()
            await asyncio.Event().wait()

        delivery = Delivery(store, hang)
        loop = asyncio.create_task(delivery.run(lambda: True))
        await asyncio.wait_for(both.wait(), timeout=10)
        assert not await other_store.claim_target("channel:9", "other", 60)
        loop.cancel()  # as the bot does when it closes
        await asyncio.gather(loop, return_exceptions=True)
        assert await other_store.claim_target("channel:9", "other", 60)
        assert await other_store.claim_target("seat:bob", "other", 60)


async def test_a_delivery_stopped_before_its_worker_began_gives_the_lease_back(database):
    async with processes(database) as (store, other_store):
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("channel:9", "never tried")])
        sends = Sends()
        delivery = Delivery(store, sends.sender("stopped"))
        await delivery.dispatch()  # the target is claimed and its worker made, not yet begun
        await delivery.stop()  # no await between: the worker never ran, nor its `finally`
        assert sends.log == [] and len(await store.pending_messages()) == 1
        assert await other_store.claim_target("channel:9", "other", 60)
