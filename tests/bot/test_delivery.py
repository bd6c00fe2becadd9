"""Delivery per target: a failing target holds back only itself, its messages stay in order,
temporary failures are retried with a capped backoff, permanent ones set aside with a notice
that names nobody's secrets (issue: one failing message blocks every game)."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import types

import aiohttp
import discord
import pytest

from bot.delivery import Delivery, Refused, RetryPolicy, Undeliverable, VacantSeat
from bot.storage import NewMessage, SeatRecord, SqliteStore

CHANNEL = 9
QUICK = RetryPolicy(base=1.0, cap=8.0, max_attempts=4, timeout=0.05)


class Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


async def game(store: SqliteStore, channel: int = CHANNEL) -> int:
    return await store.create_game(
        ruleset="classic", options="{}", seed=1, state="{}", events=[], channel_id=channel,
        seats=[SeatRecord("alice", "atreides", 11), SeatRecord("bob", "harkonnen", 12)])


def owed(target: str, text: str) -> NewMessage:
    return NewMessage(target=target, payload=json.dumps({"text": text}))


def http_error(status: int) -> discord.HTTPException:
    """An error as discord.py raises it for a Discord answer with this status."""
    response = types.SimpleNamespace(status=status, reason="reason")
    if status >= 500:
        return discord.DiscordServerError(response, "Internal Server Error")
    return discord.HTTPException(response, "Secret detail of the failure")


class Recorder:
    """A sender that records what arrived, failing on chosen targets."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, str]] = []
        self.failures: dict[str, list[BaseException]] = {}
        self.always: dict[str, BaseException] = {}

    async def __call__(self, message, text: str) -> None:
        if message.target in self.always:
            raise self.always[message.target]
        if self.failures.get(message.target):
            raise self.failures[message.target].pop(0)
        self.sent.append((message.target, text))


async def test_a_failing_target_does_not_hold_back_the_others(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        first, second = await game(store), await game(store, channel=10)
        await store.owe(first, 0, [owed("channel:9", "down 1"), owed("seat:alice", "a1"),
                                   owed("channel:9", "down 2"), owed("seat:bob", "b1")])
        await store.owe(second, 0, [owed("channel:10", "other game")])
        send = Recorder()
        send.always["channel:9"] = ConnectionError("discord is down")
        delivery = Delivery(store, send, QUICK, clock=Clock())
        assert await delivery.drain() == 3
        assert sorted(send.sent) == [("channel:10", "other game"), ("seat:alice", "a1"),
                                     ("seat:bob", "b1")]
        waiting = await store.pending_messages()
        assert [json.loads(m.payload)["text"] for m in waiting] == ["down 1", "down 2"]
        assert waiting[0].attempts == 1 and waiting[0].next_try_at is not None


async def test_a_target_keeps_its_order_while_it_waits_for_a_retry(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("channel:9", f"m{n}") for n in range(4)])
        send, clock = Recorder(), Clock()
        send.failures["channel:9"] = [TimeoutError(), ConnectionError()]
        delivery = Delivery(store, send, QUICK, clock=clock)
        assert await delivery.drain() == 0  # the head waits, so the rest wait behind it
        clock.now += 0.1
        assert await delivery.drain() == 0  # not due yet: nothing is tried
        assert len(send.failures["channel:9"]) == 1
        clock.now += QUICK.base
        assert await delivery.drain() == 0  # the second failure
        clock.now += 2 * QUICK.base
        assert await delivery.drain() == 4
        assert send.sent == [("channel:9", f"m{n}") for n in range(4)]


async def test_a_refused_message_is_set_aside_with_a_notice_without_its_text(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("seat:alice", "You receive Lasgun."),
                                     owed("channel:9", "public")])
        await store.owe(game_id, 1, [owed("seat:alice", "later secret")])
        send = Recorder()
        send.failures["seat:alice"] = [Refused("Discord answered 400, code 50035")]
        assert await Delivery(store, send, QUICK, clock=Clock()).drain() == 3
        assert ("seat:alice", "later secret") in send.sent  # the target goes on after it
        (notice,) = [t for target, t in send.sent if target == "channel:9" and t != "public"]
        assert notice == ("Moderators: a message for alice could not be delivered and was "
                          "set aside (Discord refused it). The game goes on.")
        ((message, why),) = await store.set_aside_messages()
        assert json.loads(message.payload)["text"] == "You receive Lasgun." and "50035" in why


async def test_a_message_that_fails_too_often_is_set_aside_and_its_target_goes_on(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("seat:bob", "never"), owed("seat:bob", "next")])
        send, clock = Recorder(), Clock()
        send.failures["seat:bob"] = [ConnectionError()] * QUICK.max_attempts
        delivery = Delivery(store, send, QUICK, clock=clock)
        for _ in range(QUICK.max_attempts):
            await delivery.drain()
            clock.now += QUICK.cap
        assert ("seat:bob", "next") in send.sent and ("seat:bob", "never") not in send.sent
        ((message, why),) = await store.set_aside_messages()
        assert message.attempts == QUICK.max_attempts and why.startswith("failed 4 times")
        assert ("channel:9", "Moderators: a message for bob could not be delivered and was "
                "set aside (Discord did not answer). The game goes on.") in send.sent


async def test_a_failing_notice_is_set_aside_without_a_notice_of_its_own(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("channel:9", "public")])
        send = Recorder()
        send.always["channel:9"] = Refused("Discord answered 404, code 10003")
        assert await Delivery(store, send, QUICK, clock=Clock()).drain() == 0
        aside = await store.set_aside_messages()
        assert len(aside) == 2 and json.loads(aside[1][0].payload)["notice"] is True
        assert await store.pending_messages() == []


async def test_closed_dms_tell_the_channel_once_per_command(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("seat:bob", "You receive Lasgun."),
                                     owed("seat:bob", "Your traitors: Piter")])
        await store.owe(game_id, 1, [owed("seat:bob", "a third secret")])
        send = Recorder()
        send.always["seat:bob"] = Undeliverable("bob does not accept DMs")
        await Delivery(store, send, QUICK, clock=Clock()).drain()
        notices = [t for target, t in send.sent if target == "channel:9"]
        assert notices == ["I cannot DM bob: open your DMs, or use `/game view` here to read "
                           "your secrets privately."] * 2  # commands 0 and 1
        assert len(await store.set_aside_messages()) == 3


async def test_a_send_that_hangs_is_given_up_after_the_timeout_and_retried(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("seat:alice", "slow"), owed("seat:bob", "fast")])
        sent: list[str] = []

        async def send(message, text):
            if text == "slow" and not sent.count("hung"):
                sent.append("hung")
                await asyncio.sleep(60)
            sent.append(text)

        clock = Clock()
        delivery = Delivery(store, send, QUICK, clock=clock)
        assert await delivery.drain() == 1 and "fast" in sent
        (waiting,) = await store.pending_messages()
        assert waiting.attempts == 1
        clock.now += QUICK.cap
        assert await delivery.drain() == 1 and sent[-1] == "slow"
        await delivery.stop()  # the abandoned first send is cancelled, not leaked


def test_the_backoff_doubles_up_to_its_cap_with_jitter():
    policy, rng = RetryPolicy(base=2.0, cap=60.0), random.Random(1)
    for attempts, step in ((1, 2.0), (2, 4.0), (3, 8.0), (6, 60.0), (20, 60.0)):
        delays = {policy.delay(attempts, rng) for _ in range(50)}
        assert all(step / 2 <= d <= step for d in delays) and len(delays) > 1


async def test_messages_owed_before_the_upgrade_get_a_nonce_of_their_own(tmp_path):
    import aiosqlite

    from bot.storage.sqlite import _migrations

    path = tmp_path / "old.sqlite3"
    async with aiosqlite.connect(path) as db:
        for number, sql in _migrations()[:2]:
            await db.executescript(f"{sql}\nPRAGMA user_version={number};")
        await db.execute("INSERT INTO games (ruleset, options, seed, version, status, "
                         "created_at, updated_at) VALUES ('classic', '{}', 1, 0, 'active', "
                         "'t', 't')")
        await db.executemany("INSERT INTO outbox (game_id, version, target, payload, "
                             "created_at) VALUES (1, 0, 'channel:9', '{\"text\": \"x\"}', 't')",
                             [(), ()])
        await db.commit()
    async with await SqliteStore.open(path) as store:
        nonces = [m.nonce for m in await store.pending_messages()]
        assert len(set(nonces)) == 2 and all(len(n) == 20 for n in nonces)
        await store.owe(1, 0, [owed("channel:9", "new")])
        assert len((await store.pending_messages())[-1].nonce) == 20  # within Discord's 25


TEMPORARY = [http_error(429), http_error(500), http_error(503), discord.RateLimited(3.0),
             aiohttp.ClientConnectionError("reset"), aiohttp.ServerDisconnectedError(),
             OSError("network unreachable"), ConnectionResetError(), TimeoutError()]


@pytest.mark.parametrize("err", TEMPORARY, ids=lambda e: type(e).__name__)
async def test_only_discords_temporary_failures_are_tried_again(tmp_path, err):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("seat:alice", "secret")])
        send = Recorder()
        send.failures["seat:alice"] = [err]
        assert await Delivery(store, send, QUICK, clock=Clock()).drain() == 0
        (waiting,) = await store.pending_messages()
        assert waiting.attempts == 1 and waiting.next_try_at is not None
        assert await store.set_aside_messages() == []


@pytest.mark.parametrize(("err", "reason", "kind"), [
    (KeyError("text"), "an error on my side", "KeyError"),
    (ValueError("view: bad custom id 'secret'"), "an error on my side", "ValueError"),
    (http_error(401), "Discord refused it", "HTTPException"),
    (http_error(413), "Discord refused it", "HTTPException")],
    ids=["KeyError", "ValueError", "401", "413"])
async def test_any_other_error_is_set_aside_at_once_with_a_generic_reason(
        tmp_path, caplog, err, reason, kind):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("seat:alice", "You receive Lasgun."),
                                     owed("seat:alice", "next")])
        send = Recorder()
        send.failures["seat:alice"] = [err]
        with caplog.at_level(logging.ERROR, logger="dune.delivery"):
            assert await Delivery(store, send, QUICK, clock=Clock()).drain() == 2
        assert send.sent == [("seat:alice", "next"), (
            "channel:9", f"Moderators: a message for alice could not be delivered and was set "
            f"aside ({reason}). The game goes on.")]  # no retry, no exception text
        ((message, why),) = await store.set_aside_messages()
        assert message.attempts == 0 and why.startswith(kind)  # the detail is kept
        (record,) = [r for r in caplog.records if r.levelno == logging.ERROR]
        assert record.exc_info is not None and record.exc_info[1] is err  # with traceback


async def test_a_vacant_seats_dms_are_set_aside_without_a_notice(tmp_path, caplog):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("seat:bob", "Your traitors: Piter")])
        send = Recorder()
        send.always["seat:bob"] = VacantSeat("no player holds seat bob")
        with caplog.at_level(logging.INFO, logger="dune.delivery"):
            assert await Delivery(store, send, QUICK, clock=Clock()).drain() == 0
        assert send.sent == [] and await store.pending_messages() == []
        ((message, why),) = await store.set_aside_messages()
        assert json.loads(message.payload)["text"] == "Your traitors: Piter"
        assert why == "no player holds seat bob"
        assert [r.levelno for r in caplog.records] == [logging.INFO]


class Finder:
    """Answers whether a message was already made, recording each look."""

    def __init__(self, made: bool) -> None:
        self.made = made
        self.looked: list[int] = []

    async def __call__(self, message) -> bool:
        self.looked.append(message.id)
        return self.made


@pytest.mark.parametrize("made", [True, False])
async def test_a_retry_past_the_nonce_window_looks_for_the_message_before_sending(
        tmp_path, made):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("channel:9", "public")])
        send, clock, find = Recorder(), Clock(), Finder(made)
        send.failures["channel:9"] = [http_error(500), http_error(500)]
        delivery = Delivery(store, send, QUICK, clock=clock, find=find)
        await delivery.drain()
        clock.now += QUICK.cap
        await delivery.drain()  # within the window: the nonce suffices, no look
        assert find.looked == []
        clock.now += QUICK.nonce_window
        assert await delivery.drain() == 1
        assert len(find.looked) == 1
        assert send.sent == ([] if made else [("channel:9", "public")])
        assert await store.pending_messages() == []


async def test_a_retry_after_a_restart_looks_first_and_without_a_finder_is_set_aside(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await game(store)
        await store.owe(game_id, 0, [owed("seat:alice", "a"), owed("seat:bob", "b")])
        send, clock = Recorder(), Clock()
        send.failures = {"seat:alice": [TimeoutError()], "seat:bob": [TimeoutError()]}
        await Delivery(store, send, QUICK, clock=clock).drain()
        clock.now += QUICK.cap  # a new process: when the first tries were is unknown
        find = Finder(made=True)
        await Delivery(store, send, QUICK, clock=clock, find=find).drain()
        assert send.sent == [] and len(find.looked) == 2
        await store.owe(game_id, 1, [owed("seat:alice", "c")])
        send.failures["seat:alice"] = [TimeoutError()]
        await Delivery(store, send, QUICK, clock=clock).drain()
        clock.now += QUICK.cap
        await Delivery(store, send, QUICK, clock=clock).drain()  # no way to look: no copy
        assert send.sent == [("channel:9", "Moderators: a message for alice could not be "
                              "delivered and was set aside (Discord did not answer). The game "
                              "goes on.")]
