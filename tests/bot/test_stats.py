"""A server's statistics (issue 33), computed from stored games: a game won, one ended by
a moderator, one with an undo, one won by a bot seat, and another server's game kept apart;
the pace, the waits, their words, the command line, and that no secret reaches them."""

from __future__ import annotations

import asyncio
import itertools
from datetime import UTC, datetime, timedelta

import pytest

from bot import stats_command
from bot.cli import main
from bot.service import GameService
from bot.stats import BOT, GamePace, statistics
from bot.stats_reading import server_stats
from bot.stats_words import duration, stats_lines
from bot.storage import SqliteStore
from bot.storage import sqlite as sqlite_store
from bot.table import parse_seats
from engine.core import Origin
from engine.core.words import say
from engine.rulesets import catalog
from engine.rulesets.classic.protocol.ruleset import RULESET as CLASSIC
from tests.conformance.pebbles import PEBBLES, Take

START = datetime(2026, 11, 1, tzinfo=UTC)
SERVER, OTHER = 1, 2
ALICE, CAROL, DAVE, ERIN = 11, 12, 21, 22
RULESETS = {PEBBLES.name: PEBBLES, CLASSIC.name: CLASSIC}
CHANNELS = itertools.count(100)
"""A channel of its own for each game (a channel holds one live game)."""


class Clock:
    """The store's clock, moved by the test: each command is stored when the test says."""

    def __init__(self) -> None:
        self.at = START

    def __call__(self) -> str:
        return self.at.isoformat(timespec="milliseconds")

    def set(self, **since_start: float) -> None:
        self.at = START + timedelta(**since_start)


@pytest.fixture
async def served(tmp_path, monkeypatch):
    clock = Clock()
    monkeypatch.setattr(sqlite_store, "_now", clock)
    async with await SqliteStore.open(tmp_path / "stats.sqlite3") as store:
        yield GameService(store, RULESETS), clock


async def pebbles(service: GameService, server: int, users: dict[str, int], *,
                  seed: int = 1, bots: tuple[str, ...] = ()) -> int:
    origin = Origin(ruleset=PEBBLES.name, options={"pile": 4}, seed=seed,
                    seats=parse_seats("alice:amber,carol:jade"))
    game_id, _ = await service.create(origin, guild_id=server, channel_id=next(CHANNELS),
                                      users=users, bots=bots)
    return game_id


async def history(service: GameService, clock: Clock, *, seed: int = 1) -> None:
    """Five games: four on SERVER (won by carol, ended by a moderator, undone and waiting
    for alice, won by a bot) and one on OTHER with the longest wait of all."""
    users = {"alice": ALICE, "carol": CAROL}
    won = await pebbles(service, SERVER, users, seed=seed)
    ended = await pebbles(service, SERVER, users, seed=seed)
    undone = await pebbles(service, SERVER, users, seed=seed)
    clock.set(hours=1)
    await service.execute(undone, "alice", Take(count=1))
    clock.set(hours=2)
    await service.execute(ended, "alice", Take(count=1))
    await service.set_status(ended, "finished")
    clock.set(hours=5)
    await service.execute(undone, "mod", PEBBLES.registry.build("undo", {}))
    clock.set(days=1)
    await service.execute(won, "alice", Take(count=3))
    clock.set(days=3)
    await service.execute(won, "carol", Take(count=1))
    clock.set(days=4)
    bot_game = await pebbles(service, SERVER, {"alice": ALICE}, seed=seed, bots=("carol",))
    clock.set(days=5)
    await service.execute(bot_game, "alice", Take(count=3))  # the bot then takes the last
    other = await pebbles(service, OTHER, {"alice": DAVE, "carol": ERIN}, seed=seed)
    clock.set(days=15)
    await service.execute(other, "alice", Take(count=3))
    await service.execute(other, "carol", Take(count=1))


async def test_the_counts_of_a_servers_games(served):
    service, clock = served
    await history(service, clock)
    stats = await server_stats(service.store, RULESETS, server=SERVER)
    days = 3 + 2 / 24 + 5 / 24 + 1  # creation to last command: won, ended, undone, bot's
    assert stats.games == (GamePace(game="pebbles", played=4, finished=3, days=days,
                                    turns=2 + 1 + 1 + 2),)
    assert stats.side_wins == (("pebbles", "jade", 2),)  # carol's win and the bot's
    assert stats.player_wins == ((CAROL, 1), (BOT, 1))  # the bot is no user
    assert [(w.game_id, w.version, w.actor, w.player, w.seconds / 3600)
            for w in stats.waits] == [(1, 2, "carol", CAROL, 48), (1, 1, "alice", ALICE, 24),
                                      (4, 1, "alice", ALICE, 24), (3, 2, "mod", None, 4),
                                      (2, 1, "alice", ALICE, 2)]
    (waiting,) = stats.waiting  # the undone game waits for alice again; the others ended
    assert (waiting.game_id, waiting.seats) == (3, (("alice", ALICE),))
    assert waiting.since == START + timedelta(hours=5)


async def test_another_servers_games_and_users_are_kept_apart(served):
    service, clock = served
    await history(service, clock)
    other = await server_stats(service.store, RULESETS, server=OTHER)
    assert [(g.played, g.finished) for g in other.games] == [(1, 1)]
    assert other.player_wins == ((ERIN, 1),)
    mine = "\n".join(say(line) for line in stats_lines(
        await server_stats(service.store, RULESETS, server=SERVER), RULESETS, clock.at))
    assert f"<@{ERIN}>" not in mine and f"<@{DAVE}>" not in mine and "game 5" not in mine
    assert await server_stats(service.store, RULESETS, server=3) == statistics([])


async def test_the_statistics_in_words(served):
    service, clock = served
    await history(service, clock)
    stats = await server_stats(service.store, RULESETS, server=SERVER)
    now = START + timedelta(days=6)
    english = [say(line) for line in stats_lines(stats, RULESETS, now)]
    assert english == [
        "**Statistics of 4 games**",
        "__Games__",
        "- Pebbles: 4 played, 3 finished, 0.7 days per turn",
        "(Days per turn: the days from each game's creation to its last move, over the turns "
        "those games reached.)",
        "__Wins__",
        "- Pebbles: jade 2",
        f"- Players: <@{CAROL}> 1 and bot 1",
        "__The longest waits for a move__",
        f"- game 1, move 2: carol (<@{CAROL}>), after 2 days",
        f"- game 1, move 1: alice (<@{ALICE}>), after 1 day",
        f"- game 4, move 1: alice (<@{ALICE}>), after 1 day",
        "- game 3, move 2: a moderator, after 4 hours",
        f"- game 2, move 1: alice (<@{ALICE}>), after 2 hours",
        "__Waiting now__",
        f"- game 3: alice (<@{ALICE}>), for 5 days 19 hours",
    ]
    polish = [say(line, "pl") for line in stats_lines(stats, RULESETS, now)]
    assert polish[2] == "- Pebbles: rozegrane: 4, zakończone: 3, 0,7 dnia na turę"
    assert polish[-1] == f"- gra 3: alice (<@{ALICE}>), czeka już: 5 dni 19 godzin"


@pytest.mark.parametrize(("seconds", "english", "polish"), [
    (0, "0 minutes", "0 minut"),
    (61, "1 minute", "1 minuta"),
    (2 * 3600 + 5 * 60, "2 hours 5 minutes", "2 godziny 5 minut"),
    (22 * 86400 + 3600, "22 days 1 hour", "22 dni 1 godzina"),
])
def test_a_wait_is_worded_in_its_two_largest_units(seconds, english, polish):
    assert say(duration(seconds)) == english
    assert say(duration(seconds), "pl") == polish


async def test_a_server_without_games_is_told_so(served):
    service, _ = served
    stats = await server_stats(service.store, RULESETS, server=SERVER)
    assert [say(line) for line in stats_lines(stats, RULESETS, START)] == [
        "No game has been played here yet."]


async def test_no_secret_reaches_the_statistics(tmp_path, monkeypatch):
    """The same games played twice, every seat's secrets dealt anew (another seed), a game
    of classic among them: every word of the statistics is the same."""
    clock = Clock()
    monkeypatch.setattr(sqlite_store, "_now", clock)
    seen = []
    for seed in (1, 2):
        async with await SqliteStore.open(tmp_path / f"s{seed}.sqlite3") as store:
            service = GameService(store, RULESETS)
            clock.set()
            await history(service, clock, seed=seed)
            origin = Origin(ruleset=CLASSIC.name, options={}, seed=seed,
                            seats=parse_seats("alice:atreides,carol:harkonnen"))
            classic, _ = await service.create(origin, guild_id=SERVER, channel_id=1,
                                              users={"alice": ALICE, "carol": CAROL})
            _, session = await service.session(classic)
            secrets = [(await service.session(n))[1].state.secrets for n in (1, 2, 3, 4)]
            stats = await server_stats(store, RULESETS, server=SERVER)
            seen.append(("\n".join(say(line) for line in stats_lines(stats, RULESETS, clock.at)),
                         secrets, session.state.model_dump_json()))
    (one, pebbles_one, classic_one), (two, pebbles_two, classic_two) = seen
    assert pebbles_one != pebbles_two and classic_one != classic_two
    assert one == two and "Dune" in one


def test_the_command_line_prints_a_servers_statistics(tmp_path, capsys, monkeypatch):
    clock = Clock()
    monkeypatch.setattr(sqlite_store, "_now", clock)
    path = str(tmp_path / "bot.sqlite3")

    async def stored() -> None:
        async with await SqliteStore.open(path) as store:
            await history(GameService(store, RULESETS), clock)

    asyncio.run(stored())
    monkeypatch.setattr(catalog, "RULESETS", {**catalog.RULESETS, PEBBLES.name: PEBBLES})
    assert main(["stats", "--db", path, "--server", str(OTHER)]) == 0
    printed = capsys.readouterr().out
    assert "**Statistics of one game**" in printed and f"<@{ERIN}> 1" in printed
    assert main(["stats", "--db", path, "--lang", "it"]) == 0  # every game of the database
    assert "**Statistiche di 5 partite**" in capsys.readouterr().out
    assert main(["stats", "--db", path, "--ruleset", "nothing"]) == 2
    assert "choose one of" in capsys.readouterr().err


def test_the_command_line_refuses_a_missing_database_without_making_it(tmp_path, capsys,
                                                                       monkeypatch):
    missing = tmp_path / "none.sqlite3"
    monkeypatch.delenv("DUNE_DATABASE_URL", raising=False)
    monkeypatch.setenv("DUNE_DB", str(missing))
    assert stats_command.default_database() == str(missing)
    assert main(["stats"]) == 2
    assert "There is no database at" in capsys.readouterr().err and not missing.exists()


async def test_a_paused_game_waits_on_no_one_and_a_vacant_winner_is_nobodys(served):
    service, _ = served
    paused = await pebbles(service, SERVER, {"alice": ALICE, "carol": CAROL})
    await service.set_status(paused, "paused")
    vacant = await pebbles(service, SERVER, {"alice": ALICE})  # carol's seat waits vacant
    await service.execute(vacant, "alice", Take(count=3))
    await service.execute(vacant, "carol", Take(count=1))
    stats = await server_stats(service.store, RULESETS, server=SERVER)
    assert stats.waiting == ()
    assert stats.side_wins == (("pebbles", "jade", 1),) and stats.player_wins == ()
    assert [(w.actor, w.player) for w in stats.waits][:1] == [("alice", ALICE)]
