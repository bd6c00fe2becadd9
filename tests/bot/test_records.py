"""A stored game's record: exported with the commands in effect (an undone one left out),
each with the time it was stored, the seats with who holds them; imported into a channel
as the same game, atomically, with nothing of the past posted again."""

from __future__ import annotations

import json

import pytest

from bot.records import export_record
from bot.service import GameService
from bot.storage import SqliteStore
from engine.core import Origin, SeatSpec
from engine.core import record as records
from tests.conformance.pebbles import PEBBLES

ALICE, BOB = 701, 702


@pytest.fixture
async def service(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        yield GameService(store, {PEBBLES.name: PEBBLES})


async def new_game(service: GameService, channel: int | None = 9) -> int:
    origin = Origin(ruleset="pebbles", options={"pile": 11}, seed=4,
                    seats=[SeatSpec(name="alice", side="amber"), SeatSpec(name="bob")])
    game_id, _ = await service.create(origin, channel_id=channel,
                                      users={"alice": ALICE, "bob": BOB})
    return game_id


async def play(service: GameService, game_id: int, *lines: str) -> None:
    for line in lines:
        seat, _, text = line.partition(":")
        _, session = await service.session(game_id)
        await service.execute(game_id, seat, session.parse(text.strip()))


async def test_an_export_holds_the_commands_in_effect_with_their_times_and_seats(service):
    game_id = await new_game(service)
    await play(service, game_id, "alice: take 2", "bob: take 3", "mod: undo", "bob: take 1")
    name, data = await export_record(service, game_id)
    assert name == f"game-{game_id}-pebbles-record.json"
    record = records.read(data)
    assert [(c.actor, c.command) for c in record.commands] == [
        ("alice", {"name": "take", "count": 2}), ("bob", {"name": "take", "count": 1})]
    timeline = dict(await service.store.timeline(game_id))
    assert [c.at for c in record.commands] == [timeline[1], timeline[4]]
    assert record.created_at == timeline[0] and not record.ended
    assert [(p.seat, p.side, p.user, p.bot) for p in record.players] == [
        ("alice", "amber", ALICE, False), ("bob", "jade", BOB, False)]
    _, session = await service.session(game_id)
    assert records.check(record, service.rulesets).session.state == session.state
    assert json.loads(data)["final_hash"] == records.state_hash(session.state)
