"""The game service over a real SQLite file: restart, undo, refusals, concurrency, replay."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import sqlite3
from collections.abc import AsyncIterator

import pytest

from bot.service import GameService, NotSaved
from bot.storage import SqliteStore
from bot.table import TableArgs, parse_seats, run_table
from engine.core import Origin, RuleError, Session
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play as simulate

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


async def test_table_script_and_resume(tmp_path, capsys):
    db = str(tmp_path / "table.sqlite3")
    script = tmp_path / "moves.txt"
    script.write_text("# set-up\nmod: force\npending\nalice: dial 99\nterritory carthag\n")
    out = io.StringIO()
    args = TableArgs(ruleset="classic", seats=SEATS, seed=3, db=db, game=None,
                     script=str(script), json=False)
    assert await run_table(args, out) == 0
    text = out.getvalue()
    assert "Game 1" in capsys.readouterr().err and "> mod: force" in text
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


async def dialers(service: GameService, game_id: int) -> list[str]:
    _, session = await service.session(game_id)
    return [session.state.players[f].seat for f in session.state.storm_dialers]


async def test_a_move_the_busy_database_refuses_changes_nothing_and_the_next_works(tmp_path):
    """A failed save drops the cached game: memory never runs ahead of the database."""
    path = tmp_path / "g.sqlite3"
    async with await SqliteStore.open(path, busy_timeout=0.05) as store:
        service = GameService(store)
        game_id, _ = await service.create(origin())
        await play(service, game_id, "mod: force")
        first, second = await dialers(service, game_id)
        before = await store.load(game_id)
        blocker = sqlite3.connect(path, isolation_level=None)
        blocker.execute("BEGIN IMMEDIATE")  # another process holds the write lock
        with pytest.raises(NotSaved, match="not saved: the database is busy; nothing changed"):
            await play(service, game_id, f"{first}: dial 3")
        blocker.execute("ROLLBACK")
        blocker.close()
        assert await store.load(game_id) == before
        version, session = await service.session(game_id)
        assert (version, session.state.model_dump_json()) == (before[0].version, before[1])
        assert len(session.log) == 1
        await play(service, game_id, f"{first}: dial 3", f"{second}: dial 4")
        _, session = await service.session(game_id)
        assert session.state.storm == 7 and len(await store.commands(game_id)) == 3


async def test_undo_reaches_past_the_kept_snapshots(tmp_path):
    """Undo N replays from the origin, whatever snapshots were pruned."""
    async with await SqliteStore.open(tmp_path / "g.sqlite3", keep_snapshots=2) as store:
        service = GameService(store)
        game_id, _ = await service.create(origin())
        _, session = await service.session(game_id)
        start = session.state.model_dump_json()
        await play(service, game_id, "mod: force",
                   *(f"mod: set_spice alice {n}" for n in range(20)))
        assert await store.snapshot(game_id, 1) is None  # pruned
        await play(service, game_id, "mod: undo 21")
        _, session = await service.session(game_id)
        assert session.state.model_dump_json() == start and session.log == []
        assert (await store.load(game_id))[1] == start
        _, reloaded = await GameService(store).session(game_id)
        assert reloaded.log == [] and reloaded.state.model_dump_json() == start


async def test_the_final_command_marks_the_game_finished_and_frees_its_channel(tmp_path):
    # V: the game ends after the last turn (here max_turns 1); the winner is decided
    short = Origin(ruleset="classic", options={"max_turns": 1}, seats=parse_seats(SEATS), seed=5)
    log = simulate(short, seed=5).session.log
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(short, channel_id=77, users={"alice": 1})
        for entry in log[:-1]:
            await service.execute(game_id, entry.actor, RULESET.registry.load(entry.command))
        assert (await store.game(game_id)).status == "active"
        last = log[-1]
        outcome = await service.execute(game_id, last.actor, RULESET.registry.load(last.command))
        assert any(e.kind == "game_over" for e in outcome.events)
        assert (await store.game(game_id)).status == "finished"
        assert await store.game_for_channel(77) is None
        assert await store.games_of_user(1) == []
        with pytest.raises(RuleError, match="This game has ended"):
            await play(service, game_id, "mod: force")
        new_game, _ = await service.create(origin(), channel_id=77)
        assert (await store.game_for_channel(77)).id == new_game


async def test_two_services_on_one_file_see_each_others_moves(tmp_path):
    """One database, two processes: a cached game is checked against the stored version
    before use, so a stale cache never refuses a legal move."""
    path = tmp_path / "g.sqlite3"
    async with await SqliteStore.open(path) as store_a, await SqliteStore.open(path) as store_b:
        bot, table = GameService(store_a), GameService(store_b)
        game_id, _ = await bot.create(origin())
        await play(bot, game_id, "mod: force")
        first, second = await dialers(bot, game_id)
        await play(table, game_id, f"{first}: dial 3")  # the other process moves first
        await play(bot, game_id, f"{second}: dial 4")  # legal now; the bot's cache was stale
        for service in (bot, table):
            version, session = await service.session(game_id)
            assert version == 3 and session.state.storm == 7
        await table.set_status(game_id, "paused")
        with pytest.raises(RuleError, match="paused"):
            await play(bot, game_id, "alice: dial 1")


async def test_any_error_in_the_commit_leaves_the_cached_game_as_stored(tmp_path, monkeypatch):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(origin())
        await play(service, game_id, "mod: force")
        first, second = await dialers(service, game_id)
        before = await store.load(game_id)

        async def broken(*args, **kwargs):
            raise OSError("the disk went away")

        monkeypatch.setattr(store, "commit", broken)
        with pytest.raises(OSError):
            await play(service, game_id, f"{first}: dial 3")
        monkeypatch.undo()
        _, session = await service.session(game_id)
        assert session.state.model_dump_json() == before[1] and len(session.log) == 1
        await play(service, game_id, f"{first}: dial 3", f"{second}: dial 4")
        assert (await store.load(game_id))[0].version == 3


async def finished_game(service: GameService, channel: int = 77) -> tuple[int, list]:
    """A one-turn game played to its end in `channel` (alice is user 1); its log."""
    # V: the game ends after the last turn (here max_turns 1)
    short = Origin(ruleset="classic", options={"max_turns": 1}, seats=parse_seats(SEATS), seed=5)
    log = simulate(short, seed=5).session.log
    game_id, _ = await service.create(short, channel_id=channel, users={"alice": 1})
    for entry in log:
        await service.execute(game_id, entry.actor, RULESET.registry.load(entry.command))
    assert (await service.store.game(game_id)).status == "finished"
    return game_id, log


async def test_a_moderators_undo_takes_back_the_end_and_reopens_the_game(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, log = await finished_game(service)
        _, session = await service.session(game_id)
        with pytest.raises(RuleError, match="This game has ended"):
            await service.execute(game_id, "alice", session.parse("undo"))
        await play(service, game_id, "mod: undo")
        record = await store.game(game_id)
        assert record.status == "active"
        assert (await store.game_for_channel(77)).id == game_id
        assert [g.id for g in await store.games_of_user(1)] == [game_id]
        _, session = await GameService(store).session(game_id)  # as stored
        assert len(session.log) == len(log) - 1
        assert not RULESET.finished(session.state)
        last = log[-1]  # the game goes on: the last command ends it again
        await service.execute(game_id, last.actor, RULESET.registry.load(last.command))
        assert (await store.game(game_id)).status == "finished"


async def test_a_finished_game_stays_ended_once_its_channel_has_a_new_game(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await finished_game(service)
        assert (await store.channel_game(77)).id == game_id  # its end stays readable
        new_game, _ = await service.create(origin(), channel_id=77)
        assert (await store.channel_game(77)).id == new_game
        before = await store.load(game_id)
        with pytest.raises(RuleError, match=f"Game {new_game} is now running"):
            await play(service, game_id, "mod: undo")
        assert await store.load(game_id) == before
        ended, _ = await service.create(origin(), channel_id=78)
        await service.set_status(ended, "finished")  # `/admin end`
        newer, _ = await service.create(origin(), channel_id=78)
        with pytest.raises(RuleError, match=f"Game {newer} is now running"):
            await service.set_status(ended, "active")
        assert (await store.game(ended)).status == "finished"


async def test_a_game_over_on_the_board_cannot_be_resumed_but_one_ended_by_hand_can(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        over, _ = await finished_game(service, channel=77)
        for status in ("active", "paused"):
            with pytest.raises(RuleError, match=r"This game has ended\. A moderator's `/mod undo`"):
                await service.set_status(over, status)
        assert (await store.game(over)).status == "finished"
        ended, _ = await service.create(origin(), channel_id=78)
        await service.set_status(ended, "finished")  # `/admin end`
        await service.set_status(ended, "active")  # `/admin resume`
        assert (await store.game(ended)).status == "active"
        await play(service, ended, "mod: force")


async def test_a_failed_save_of_a_new_game_is_refused_as_not_saved(tmp_path):
    path = tmp_path / "g.sqlite3"
    async with await SqliteStore.open(path, busy_timeout=0.05) as store:
        service = GameService(store)
        blocker = sqlite3.connect(path, isolation_level=None)
        blocker.execute("BEGIN IMMEDIATE")  # another process holds the write lock
        with pytest.raises(NotSaved, match="The game was not created: the database is busy"):
            await service.create(origin(), channel_id=77)
        blocker.execute("ROLLBACK")
        blocker.close()
        assert await store.games() == []


async def test_a_move_sent_as_a_user_is_refused_once_a_kick_took_the_seat(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(origin(), channel_id=77,
                                          users={"alice": 1, "bob": 2, "carol": 3})
        await play(service, game_id, "mod: force")
        first, _ = await dialers(service, game_id)
        user = {"alice": 1, "bob": 2, "carol": 3}[first]
        _, session = await service.session(game_id)
        dial = session.parse("dial 2")
        await service.replace(game_id, first, None)
        with pytest.raises(RuleError, match=f"You have no seat in game {game_id}"):
            await service.execute_as(game_id, user, dial)
        await service.replace(game_id, first, 9)  # a substitute plays the seat
        outcome = await service.execute_as(game_id, 9, dial)
        assert outcome.actor == first and outcome.version == 2


async def test_a_seat_and_a_language_changed_through_another_process_reach_this_one(tmp_path):
    """Two services on one database (two processes): a substitution and a language chosen
    through one are what the other's next command and its messages use, though neither
    changed the game's version."""
    path = tmp_path / "g.sqlite3"
    async with await SqliteStore.open(path) as a, await SqliteStore.open(path) as b:
        one, other = GameService(a), GameService(b)
        game_id, _ = await one.create(origin(), channel_id=5,
                                      users={"alice": 11, "bob": 12, "carol": 13})
        assert (await one.seat_languages(game_id))["alice"] == "en"
        await other.choose_language(11, "fr")
        assert (await one.seat_languages(game_id))["alice"] == "fr"
        await other.replace(game_id, "alice", 99)
        seen = {m.id for m in await a.pending_messages(1000)}
        await play(one, game_id, "mod: force", "mod: force")
        waiting = [json.loads(m.payload) for m in await a.pending_messages(1000)
                   if m.id not in seen and "waiting" in json.loads(m.payload)]
        assert waiting and waiting[-1]["mentions"] == [99]


async def test_a_hold_that_fails_at_its_end_drops_the_cached_game(tmp_path):
    """What a command writes is durable only when the game's hold ends (a server's
    transaction commits there): a failure at that moment leaves the cache possibly ahead of
    the database, so the game is dropped from memory and the failure reaches the caller."""
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(origin())
        await service.session(game_id)

        @contextlib.asynccontextmanager
        async def lost_at_the_end(game: int) -> AsyncIterator[None]:
            yield
            raise ConnectionResetError("the connection was lost at the commit")

        store.serialised = lost_at_the_end  # type: ignore[method-assign]
        with pytest.raises(ConnectionResetError):
            await play(service, game_id, "mod: force")
        assert game_id not in service._sessions
