"""A game imported from a record (`Store.import_game`), on SQLite and PostgreSQL alike: all
of it in one transaction, each past command with its own time and events, the messages owed
now at the version its past reaches; refused whole where the channel holds a live game."""

from __future__ import annotations

import json

import pytest

from bot.storage import (
    Conflict,
    ImportedGame,
    NewEvent,
    NewMessage,
    PastCommand,
    SeatRecord,
    Store,
)

BIG = 2**62 + 7
CREATED = "2026-01-02T03:04:05.000+00:00"
TIMES = ["2026-01-02T03:05:00.000+00:00", "2026-01-03T10:00:00.000+00:00"]


def imported(channel_id: int | None = 77) -> ImportedGame:
    return ImportedGame(
        ruleset="classic", options='{"options": {}}', seed=5,
        seats=[SeatRecord("alice", "red", BIG), SeatRecord("bob", "blue", None, bot=True)],
        created_at=CREATED, opening=[NewEvent("public", "setup", '{"text": "begin"}')],
        past=[PastCommand("alice", '{"name": "a"}', TIMES[0],
                          [NewEvent("public", "a", "{}"), NewEvent("seat:alice", "b", "{}")]),
              PastCommand("bob", '{"name": "c"}', TIMES[1])],
        state='{"v": 2}', channel_id=channel_id, guild_id=BIG,
        messages=[NewMessage(f"channel:{channel_id}", '{"text": "board"}')], board_key="k")


async def test_an_imported_game_keeps_its_past_and_times(store: Store):
    game_id = await store.import_game(imported())
    record, state = await store.load(game_id)
    assert (record.version, state, record.status, record.channel_id) == (2, '{"v": 2}',
                                                                        "active", 77)
    assert record.updated_at > TIMES[1]  # its clock starts at the import
    assert await store.timeline(game_id) == [(0, CREATED), (1, TIMES[0]), (2, TIMES[1])]
    assert await store.commands(game_id) == [(1, "alice", '{"name": "a"}'),
                                             (2, "bob", '{"name": "c"}')]
    events = await store.events(game_id)
    assert [(e.seq, e.version, e.audience, e.kind) for e in events] == [
        (1, 0, "public", "setup"), (2, 1, "public", "a"), (3, 1, "seat:alice", "b")]
    assert [(s.seat, s.user_id, s.bot) for s in await store.seats(game_id)] == [
        ("alice", BIG, False), ("bob", None, True)]
    owed = await store.pending_messages()
    assert [(m.version, m.target, json.loads(m.payload)) for m in owed] == [
        (2, "channel:77", {"text": "board"})]
    assert (await store.game_for_channel(77)).id == game_id


async def test_an_import_into_a_busy_channel_leaves_nothing(store: Store):
    first = await store.import_game(imported())
    with pytest.raises(Conflict):
        await store.import_game(imported())
    assert [g.id for g in await store.games()] == [first]
    assert len(await store.pending_messages()) == 1
