"""A stored game's record: exported with the commands in effect (an undone one left out),
each with the time it was stored, the seats with who holds them; imported into a channel
as the same game, atomically, with nothing of the past posted again."""

from __future__ import annotations

import json

import pytest

from bot.records import MAX_RECORD_BYTES, export_record, import_record
from bot.service import GameService
from bot.storage import SqliteStore
from engine.core import Origin, RuleError, SeatSpec
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


async def test_an_import_is_the_same_game_with_its_past_and_only_the_present_posted(service):
    game_id = await new_game(service)
    await play(service, game_id, "alice: take 2", "bob: take 3")
    _, data = await export_record(service, game_id)
    before = {m.id for m in await service.store.pending_messages(1000)}
    copy = await import_record(service, data, channel_id=10, guild_id=3)
    _, original = await service.session(game_id)
    _, imported = await service.session(copy)
    assert imported.state == original.state and imported.log == original.log
    assert await service.store.timeline(copy) == [
        (v, at) for v, at in await service.store.timeline(game_id)]
    assert [(s.seat, s.user_id) for s in await service.store.seats(copy)] == [
        ("alice", ALICE), ("bob", BOB)]
    assert [(t.words(), t.taken_back) for t in await service.told(copy, None)] == [
        (t.words(), t.taken_back) for t in await service.told(game_id, None)]
    owed = [m for m in await service.store.pending_messages(1000) if m.id not in before]
    texts = [json.loads(m.payload).get("text", "") for m in owed if m.target == "channel:10"]
    assert len(texts) == 2 and "takes" not in " ".join(texts)  # the board, the waiting line
    assert [m.target for m in owed if m.target.startswith("seat:")] == ["seat:alice"]


async def test_an_import_refused_leaves_no_game(service):
    game_id = await new_game(service)
    _, data = await export_record(service, game_id)
    with pytest.raises(RuleError, match="holds game"):
        await import_record(service, data, channel_id=9)
    edited = json.loads(data)
    edited["seed"] = 5
    with pytest.raises(RuleError, match=r"differs|not the state"):
        await import_record(service, json.dumps(edited).encode(), channel_id=10)
    with pytest.raises(RuleError, match="at most"):
        await import_record(service, b" " * (MAX_RECORD_BYTES + 1), channel_id=10)
    assert [g.id for g in await service.store.games()] == [game_id]
