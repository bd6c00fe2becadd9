"""Bot seats in the service and on the deadline clock: a seat that misses `bot_after`
deadlines in a row goes to a bot once (whichever process's clock gets there), a bot owed a
move after a restart is played by the clock's tick, and bots' moves are reproducible."""

from __future__ import annotations

import asyncio
import json

from bot.deadlines import Deadlines
from bot.service import GameService
from bot.storage import SqliteStore, open_store
from engine.core import MODERATOR_SEAT, Origin

from . import test_deadlines
from .test_deadlines import SEATS, new_game, owed_since

clock = test_deadlines.clock
"""The database's clock, set by the test (the deadline tests' fixture)."""
where = test_deadlines.where
"""A SQLite file, or a fresh PostgreSQL database (the deadline tests' fixture)."""


async def awaited(service: GameService, game_id: int) -> set[str]:
    _, session = await service.session(game_id)
    return {d.seat for d in session.ruleset.pending(session.state)} - {MODERATOR_SEAT}


async def test_a_seat_missing_bot_after_deadlines_in_a_row_goes_to_a_bot_once(where, clock):
    async with await open_store(where) as one, await open_store(where) as other:
        service, game_id = await new_game(one, bot_after=2)
        both = [Deadlines(service), Deadlines(GameService(other))]
        seen: set[int] = set()
        await asyncio.gather(*(d.tick(clock(61)) for d in both))  # alice's traitor: missed
        assert {(s.seat, s.missed) for s in await one.seats(game_id)} == {
            ("alice", 1), ("bob", 0)}
        assert await awaited(service, game_id) == {"alice", "bob"}  # the storm's dials
        await owed_since(one, seen)
        await asyncio.gather(*(d.tick(clock(122)) for d in both))  # (either may play the bot)
        seats = {s.seat: s for s in await one.seats(game_id)}
        assert (seats["alice"].bot, seats["alice"].user_id) == (True, None)
        assert (seats["bob"].bot, seats["bob"].missed) == (False, 1)
        notices = [p["text"] for t, p in await owed_since(one, seen)
                   if t == "channel:5" and "A bot plays it" in p.get("text", "")]
        assert notices == ["Seat alice of game 1 left its decisions unanswered at this many "
                           "deadlines in a row: 2. A bot plays it from now on (a moderator "
                           "gives it back to a person with `/admin replace`)."]
        assert await awaited(service, game_id) == {"bob"}  # the bot played on at once
        actors = [actor for _, actor, _ in await one.commands(game_id)]
        assert actors.count(MODERATOR_SEAT) == 2 and actors[2:] == ["alice"] * len(actors[2:])
        clock(123)  # bob plays: his count starts again at his next miss
        await service.execute(game_id, "bob", (await service.session(game_id))[1].parse(
            "pass"))
        assert "bob" in await awaited(service, game_id)
        await asyncio.gather(*(d.tick(clock(184)) for d in both))
        seats = {s.seat: s for s in await one.seats(game_id)}
        assert (seats["bob"].bot, seats["bob"].missed) == (False, 1)


async def test_a_bot_owed_a_move_after_a_restart_is_played_by_the_clock(tmp_path, clock):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        _, game_id = await new_game(store)
        await store.set_seat_user(game_id, "alice", None, bot=True)  # then the process died
        restarted = GameService(store)
        seen: set[int] = set()
        await owed_since(store, seen)  # the opening, owed when alice was a person
        assert await awaited(restarted, game_id) == {"alice"}
        assert await Deadlines(restarted).tick(clock(1)) == 1
        assert await awaited(restarted, game_id) == {"bob"}
        assert {a for _, a, _ in await store.commands(game_id)} == {"alice"}
        assert "seat:alice" not in [t for t, _ in await owed_since(store, seen)]
        await Deadlines(restarted).tick(clock(40))  # a reminder to the person alone
        assert [t for t, _ in await owed_since(store, seen)] == ["seat:bob"]


async def test_bots_play_the_same_moves_in_the_same_game(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        logs = []
        for _ in range(2):
            origin = Origin(ruleset="classic", options={}, seats=SEATS, seed=7)
            game_id, _ = await service.create(origin, channel_id=None, users={"alice": 11},
                                              bots=["bob"])
            await service.execute(game_id, MODERATOR_SEAT,
                                  (await service.session(game_id))[1].parse("force alice"))
            logs.append([(a, json.loads(c)) for _, a, c in await store.commands(game_id)])
        assert logs[0] == logs[1] and any(actor == "bob" for actor, _ in logs[0])
