"""What every games database keeps (`bot.storage.protocol.Store`), run on SQLite and on
PostgreSQL alike: transactions, version checks, seats, lobbies, the outbox and its leases,
Discord's large ids."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.storage import (
    Conflict,
    GameNotFound,
    LobbySeat,
    NewEvent,
    NewMessage,
    PaceMark,
    SeatRecord,
    Store,
    VersionConflict,
    open_store,
)
from engine.core import MODERATOR_SEAT

SEATS = [SeatRecord("alice", "atreides"), SeatRecord("bob", "harkonnen")]
BIG = 2**62 + 12345
"""A Discord id (snowflakes are 64-bit: today's pass 2**60)."""


async def new_game(store: Store, channel_id: int | None = None,
                   seats: list[SeatRecord] = SEATS) -> int:
    return await store.create_game(
        ruleset="classic", options="{}", seed=1, seats=seats, state='{"v": 0}',
        events=[NewEvent("public", "setup", '{"text": "begin"}')], channel_id=channel_id)


async def commit(store: Store, game_id: int, version: int, **extra) -> int:
    return await store.commit(game_id, expected_version=version,
                              state=json.dumps({"v": version + 1}), actor="alice",
                              command='{"name": "pass"}',
                              events=[NewEvent("public", "pass", "{}")], **extra)


async def dump(store: Store, game_id: int) -> list:
    """Everything the store holds of a game, through its own reads."""
    record = await store.game(game_id)
    return [record, await store.seats(game_id), await store.commands(game_id),
            await store.events(game_id),
            [await store.snapshot(game_id, v) for v in range(record.version + 2)],
            await store.pending_messages(), await store.set_aside_messages()]


async def test_create_load_and_commit(store):
    game_id = await new_game(store)
    record, state = await store.load(game_id)
    assert (record.version, state, record.status) == (0, '{"v": 0}', "active")
    assert await commit(store, game_id, 0, messages=[NewMessage("channel:1", "{}")]) == 1
    record, state = await store.load(game_id)
    assert record.version == 1 and json.loads(state) == {"v": 1}
    assert await store.version(game_id) == (1, "active")
    assert await store.commands(game_id) == [(1, "alice", '{"name": "pass"}')]
    assert [e.seq for e in await store.events(game_id)] == [1, 2]
    assert [e.seq for e in await store.events(game_id, after_seq=1)] == [2]
    assert [m.target for m in await store.pending_messages()] == ["channel:1"]
    assert [s.seat for s in await store.seats(game_id)] == ["alice", "bob"]


async def test_wrong_version_changes_nothing(store):
    game_id = await new_game(store)
    await commit(store, game_id, 0)
    before = await dump(store, game_id)
    with pytest.raises(VersionConflict) as conflict:
        await commit(store, game_id, 0, messages=[NewMessage("user:1", "{}")])
    assert (conflict.value.expected, conflict.value.actual) == (0, 1)
    assert await dump(store, game_id) == before
    with pytest.raises(GameNotFound):
        await commit(store, 99, 0)
    with pytest.raises(GameNotFound):
        await store.load(99)


async def test_concurrent_commits_on_one_version_admit_exactly_one(store):
    game_id = await new_game(store)
    results = await asyncio.gather(*(commit(store, game_id, 0) for _ in range(5)),
                                   return_exceptions=True)
    assert results.count(1) == 1
    assert sum(isinstance(r, VersionConflict) for r in results) == 4
    assert [v for v, _, _ in await store.commands(game_id)] == [1]


async def test_old_snapshots_are_pruned_and_rewind_stores_the_given_state(where):
    async with await open_store(where, keep_snapshots=3) as store:
        game_id = await new_game(store)
        for v in range(10):
            await commit(store, game_id, v)
        assert await store.snapshot(game_id, 7) is None  # pruned at every tenth version
        assert await store.snapshot(game_id, 8) == '{"v": 8}'
        # the caller replays a pruned version's state; rewind stores it as the new version
        assert await store.rewind(game_id, to_version=1, state='{"v": 1}', expected_version=10,
                                  actor="mod", events=[]) == 11
        assert (await store.load(game_id))[1] == '{"v": 1}'
        assert (await store.commands(game_id))[-1] == (11, "mod", '{"undo_to": 1}')


async def test_one_live_game_per_channel(store):
    first = await new_game(store, channel_id=5)
    with pytest.raises(Conflict):
        await new_game(store, channel_id=5)
    assert [g.id for g in await store.games()] == [first]  # nothing of the refused one
    assert (await store.game_for_channel(5)).id == first
    await store.set_status(first, "finished")
    assert await store.game_for_channel(5) is None
    assert (await store.channel_game(5)).id == first  # the finished one stays readable
    second = await new_game(store, channel_id=5)
    assert (await store.channel_game(5)).id == second
    assert [g.id for g in await store.games("finished")] == [first]


async def test_a_status_change_owes_its_messages_under_the_current_version(store):
    game_id = await new_game(store)
    await commit(store, game_id, 0)
    await store.set_status(game_id, "paused", [NewMessage("channel:1", "paused")])
    assert await store.version(game_id) == (1, "paused")
    (message,) = await store.pending_messages()
    assert (message.version, message.payload) == (1, "paused")
    with pytest.raises(GameNotFound):
        await store.set_status(99, "paused", [NewMessage("channel:1", "x")])
    assert len(await store.pending_messages()) == 1


async def test_events_by_audience_and_outbox_marking(store):
    game_id = await new_game(store)
    await store.commit(game_id, expected_version=0, state="{}", actor="alice",
                       command="{}", events=[NewEvent("seat:alice", "card", "{}"),
                                             NewEvent("public", "bid", "{}")],
                       messages=[NewMessage("user:7", "{}")])
    public = await store.events(game_id, audiences=["public"])
    assert [e.kind for e in public] == ["setup", "bid"]
    assert [e.kind for e in await store.events(game_id, audiences=[])] == []
    assert [e.kind for e in await store.events(game_id, limit=2)] == ["setup", "card"]
    (message,) = await store.pending_messages()
    await store.mark_sent(message.id)
    assert await store.pending_messages() == []


async def test_a_lobby_keeps_its_sign_ups_in_order_across_a_restart(where):
    async with await open_store(where) as store:
        await store.open_lobby(channel_id=7, guild_id=1, creator_id=11, ruleset="classic",
                               options="{}", seed=5)
        await store.join_lobby(7, LobbySeat(13, "carol", None))
        await store.join_lobby(7, LobbySeat(11, "alice", None))
        await store.join_lobby(7, LobbySeat(12, "bob", "fremen"))
        await store.join_lobby(7, LobbySeat(11, "alice", "atreides"))  # changes her side
    async with await open_store(where) as store:
        lobby = await store.lobby(7)
        assert lobby is not None and lobby.creator_id == 11
        assert [s.user_id for s in lobby.seats] == [13, 11, 12]
        assert lobby.seats[1] == LobbySeat(11, "alice", "atreides")
        assert await store.leave_lobby(7, 12) and not await store.leave_lobby(7, 12)
        await store.close_lobby(7)
        assert await store.lobby(7) is None


async def test_seats_come_back_in_the_order_they_were_given(store):
    seats = [SeatRecord(name, "side") for name in ("zed", "amy", "mo", "bea", "kit", "al")]
    game_id = await new_game(store, seats=seats)
    assert await store.seats(game_id) == seats
    await store.set_seat_user(game_id, "mo", 4)
    assert [s.seat for s in await store.seats(game_id)] == [s.seat for s in seats]


async def test_discord_ids_past_32_bits_are_kept_whole(store):
    game_id = await store.create_game(
        ruleset="classic", options="{}", seed=1, seats=[SeatRecord("alice", "atreides", BIG)],
        state="{}", events=[], guild_id=BIG + 1, channel_id=BIG + 2)
    record = await store.game(game_id)
    assert (record.guild_id, record.channel_id) == (BIG + 1, BIG + 2)
    assert (await store.game_for_channel(BIG + 2)).id == game_id
    assert [g.id for g in await store.games_of_user(BIG)] == [game_id]
    await store.set_seat_thread(game_id, "alice", BIG + 3, BIG)
    assert await store.seat_thread(game_id, "alice") == (BIG + 3, BIG)
    assert (await store.thread_game(BIG + 3)).id == game_id
    await store.set_waiting_post(game_id, BIG + 4, "alice")
    assert await store.waiting_post(game_id) == (BIG + 4, "alice")
    await store.add_command_guild(BIG)
    await store.add_command_guild(BIG)
    assert await store.command_guilds() == [BIG]
    await store.forget_command_guild(BIG)
    assert await store.command_guilds() == []
    await store.set_user_locale(BIG, "pl")
    await store.set_user_choice(BIG, "it")
    assert await store.user_language(BIG) == ("it", "pl")
    await store.set_user_locale(7, "fr")
    assert await store.user_languages([BIG, 7, 8]) == {BIG: ("it", "pl"), 7: (None, "fr")}
    assert await store.user_languages([]) == {}
    await store.open_lobby(channel_id=BIG, guild_id=BIG, creator_id=BIG, ruleset="classic",
                           options="{}", seed=1)
    await store.join_lobby(BIG, LobbySeat(BIG, "alice", None))
    assert (await store.lobby(BIG)).seats == (LobbySeat(BIG, "alice", None),)


async def test_a_seat_thread_and_a_waiting_post_are_replaced_in_place(store):
    game_id = await new_game(store)
    await store.set_seat_thread(game_id, "bob", 30, 3)
    await store.set_seat_thread(game_id, "bob", 31, None)
    assert await store.seat_thread(game_id, "bob") == (31, None)
    assert await store.seat_thread(game_id, "alice") is None
    assert await store.thread_game(30) is None
    await store.set_waiting_post(game_id, 40, "alice")
    await store.set_waiting_post(game_id, 41, "bob")
    assert await store.waiting_post(game_id) == (41, "bob")
    assert await store.user_language(5) == (None, None)


async def test_a_seat_held_by_a_bot_and_its_missed_deadlines(store):
    game_id = await new_game(store, seats=[SeatRecord("alice", "atreides", bot=True),
                                           SeatRecord("bob", "harkonnen", 7)])
    alice, bob = await store.seats(game_id)
    assert (alice.bot, alice.user_id, bob.bot, bob.user_id) == (True, None, False, 7)
    await store.set_seat_missed(game_id, "bob", 2, 5)
    assert (await store.seats(game_id))[1].missed == 2
    assert (await store.seats(game_id))[1].missed_at == 5
    await store.set_seat_user(game_id, "bob", None, bot=True)
    await store.set_seat_user(game_id, "alice", 8)
    alice, bob = await store.seats(game_id)
    assert (alice.bot, alice.user_id) == (False, 8)
    assert (bob.bot, bob.user_id, bob.missed) == (True, None, 0)


async def test_last_played_counts_seats_not_moderators(store):
    game_id = await new_game(store)
    created = (await store.game(game_id)).updated_at
    assert await store.last_played(game_id) == (0, created)
    await commit(store, game_id, 0)
    await store.rewind(game_id, to_version=0, state="{}", expected_version=1,
                       actor=MODERATOR_SEAT, events=[])
    version, _ = await store.last_played(game_id)
    assert version == 1
    with pytest.raises(GameNotFound):
        await store.last_played(99)


async def test_a_pace_mark_owes_its_messages_once_per_stage(store):
    game_id = await new_game(store)
    notice = [NewMessage("channel:1", "half")]
    assert await store.owe_once(game_id, PaceMark("reminder", 0, 1), notice)
    assert not await store.owe_once(game_id, PaceMark("reminder", 0, 1), notice)
    assert await store.owe_once(game_id, PaceMark("reminder", 0, 2), notice)
    assert not await store.owe_once(game_id, PaceMark("reminder", 0, 1), notice)
    assert len(await store.pending_messages()) == 2
    await store.owe(game_id, 0, [NewMessage("user:1", "a"), NewMessage("user:1", "b")])
    assert [m.payload for m in await store.pending_messages()] == ["half", "half", "a", "b"]


async def test_each_target_sends_its_oldest_message_first(store):
    game_id = await new_game(store)
    await store.owe(game_id, 0, [NewMessage("a", "1"), NewMessage("b", "1"),
                                 NewMessage("a", "2")])
    heads = await store.outbox_heads()
    assert [(m.target, m.payload) for m in heads] == [("a", "1"), ("b", "1")]
    assert len({m.nonce for m in await store.pending_messages()}) == 3
    await store.retry_later(heads[0].id, attempts=1, at=1e9, error="503")
    head = await store.outbox_head("a")
    assert (head.payload, head.attempts, head.next_try_at) == ("1", 1, 1e9)
    await store.mark_sent(head.id)
    assert (await store.outbox_head("a")).payload == "2"
    assert await store.outbox_head("c") is None


async def test_a_set_aside_target_gets_one_notice_per_command(store):
    game_id = await new_game(store)
    await store.owe(game_id, 0, [NewMessage("user:1", "secret 1"),
                                 NewMessage("user:1", "secret 2")])
    first, second = await store.pending_messages()
    notice = NewMessage("channel:1", "could not reach user 1")
    assert await store.set_aside(first.id, attempts=3, error="403", notice=notice)
    assert not await store.set_aside(second.id, attempts=3, error="403", notice=notice)
    assert [m.payload for m in await store.pending_messages()] == [notice.payload]
    aside = await store.set_aside_messages()
    assert [(m.payload, why) for m, why in aside] == [("secret 1", "403"), ("secret 2", "403")]


async def test_a_lease_is_held_renewed_released_and_taken_when_it_expires(store):
    assert await store.claim_target("user:1", "p1", 60)
    assert not await store.claim_target("user:1", "p2", 60)  # held by another
    assert await store.claim_target("user:1", "p1", 60)  # renewed by its owner
    assert await store.claim_target("user:2", "p2", 60)  # another target is free
    await store.release_target("user:1", "p2")  # not p2's to give back
    assert not await store.claim_target("user:1", "p2", 60)
    await store.release_target("user:1", "p1")
    assert await store.claim_target("user:1", "p2", 0)  # a lease of no time: expired at once
    assert await store.claim_target("user:1", "p1", 60)  # so another takes it


async def test_a_command_inside_serialised_is_stored_and_read_back_at_once(store):
    game_id = await new_game(store)
    async with store.serialised(game_id):
        assert await commit(store, game_id, 0) == 1
        assert (await store.load(game_id))[0].version == 1
    assert await store.version(game_id) == (1, "active")


async def test_timeline_gives_the_creation_and_each_command_time(store):
    game_id = await new_game(store)
    await commit(store, game_id, 0)
    await commit(store, game_id, 1)
    timeline = await store.timeline(game_id)
    assert [v for v, _ in timeline] == [0, 1, 2]
    assert [at for _, at in timeline] == sorted(at for _, at in timeline)
    with pytest.raises(GameNotFound):
        await store.timeline(game_id + 99)
