"""The game service over a real SQLite file: restart, undo, refusals, concurrency, replay."""

from __future__ import annotations

import asyncio
import io

import pytest

from bot.service import GameService
from bot.storage import SqliteStore
from bot.table import TableArgs, parse_seats, run_table
from engine.core import Origin, RuleError, Session
from engine.rulesets.classic.ruleset import RULESET
from engine.rulesets.classic.state import Phase

SEATS = "alice:atreides,bob:harkonnen,carol:fremen"


def origin(seed: int = 3) -> Origin:
    return Origin(ruleset="classic", options={}, seats=parse_seats(SEATS), seed=seed)


async def play(service: GameService, game_id: int, *lines: str) -> None:
    for line in lines:
        seat, _, text = line.partition(":")
        _, session = await service.session(game_id)
        await service.execute(game_id, seat.strip(), session.parse(text))


async def test_a_game_survives_a_restart(tmp_path):
    path = tmp_path / "games.sqlite3"
    async with await SqliteStore.open(path) as store:
        service = GameService(store)
        game_id, _ = await service.create(origin())
        await play(service, game_id, "mod: force")
        _, before = await service.session(game_id)
        state = before.state.model_dump_json()
    async with await SqliteStore.open(path) as store:
        service = GameService(store)
        version, session = await service.session(game_id)
        assert version == 1 and session.state.model_dump_json() == state
        assert session.state.phase == Phase.STORM
        dialers = [session.state.players[f].seat for f in session.state.storm_dialers]
        await play(service, game_id, f"{dialers[0]}: dial 3", f"{dialers[1]}: dial 4")
        _, session = await service.session(game_id)
        assert session.state.storm == 7


async def test_refused_command_leaves_the_database_unchanged(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(origin())
        before = await store.load(game_id)
        with pytest.raises(RuleError, match="not dialing"):
            await play(service, game_id, "alice: dial 3")
        assert await store.load(game_id) == before
        _, session = await service.session(game_id)
        assert session.state.model_dump_json() == before[1]


async def test_undo_restores_the_previous_state_and_keeps_replay_exact(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(origin())
        await play(service, game_id, "mod: force")
        _, session = await service.session(game_id)
        after_force = session.state.model_dump_json()
        await play(service, game_id, "mod: set_spice alice 40", "mod: undo")
        _, session = await service.session(game_id)
        assert session.state.model_dump_json() == after_force
        with pytest.raises(RuleError, match="Only a moderator"):
            await service.execute(game_id, "alice", session.parse("undo"))
        # a fresh service rebuilds the same effective log from the stored commands
        fresh = GameService(store)
        _, reloaded = await fresh.session(game_id)
        replayed = Session.replay(RULESET, reloaded.origin, reloaded.log)
        assert replayed.state.model_dump_json() == after_force


async def test_two_commands_at_once_on_one_game_are_serialised(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(origin())
        await play(service, game_id, "mod: force")
        _, session = await service.session(game_id)
        d1, d2 = (session.state.players[f].seat for f in session.state.storm_dialers)
        results = await asyncio.gather(
            service.execute(game_id, d1, session.parse("dial 5")),
            service.execute(game_id, d2, session.parse("dial 6")))
        assert sorted(r.version for r in results) == [2, 3]
        _, session = await service.session(game_id)
        assert session.state.storm == 11


async def test_table_script_and_resume(tmp_path):
    db = str(tmp_path / "table.sqlite3")
    script = tmp_path / "moves.txt"
    script.write_text("# set-up\nmod: force\npending\nalice: dial 99\nterritory carthag\n")
    out = io.StringIO()
    args = TableArgs(ruleset="classic", seats=SEATS, seed=3, db=db, game=None,
                     script=str(script), json=False)
    assert await run_table(args, out) == 0
    text = out.getvalue()
    assert "Game 1" in text and "> mod: force" in text
    assert "waiting for" in text
    assert "! alice:" in text
    assert "Carthag: stronghold" in text
    script.write_text("state\nview alice\n")
    out = io.StringIO()
    resumed = TableArgs(ruleset="classic", seats=None, seed=0, db=db, game=1,
                        script=str(script), json=True)
    assert await run_table(resumed, out) == 0
    assert '"phase": "storm"' in out.getvalue()


async def test_table_rejects_bad_setups(tmp_path):
    args = TableArgs(ruleset="classic", seats="a:atreides", seed=1,
                     db=str(tmp_path / "t.sqlite3"), game=None, script="-", json=False)
    assert await run_table(args, io.StringIO()) == 2
    args.game, args.seats = 42, None
    assert await run_table(args, io.StringIO()) == 2
