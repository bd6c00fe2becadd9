"""A game at an earlier moment (`bot.moments`), through the service over a real SQLite file:
which versions may be shown after an undo, the start of a turn, the refusals that name what
may be asked, and a game whose log cannot be replayed (issue 33, replay to any moment)."""

from __future__ import annotations

import io
import json

import pytest

from bot.lookup import UserError
from bot.moments import History, ranges, shown_lengths
from bot.service import GameService
from bot.storage import SqliteStore
from bot.table import TableArgs, parse_seats, run_table
from engine.core import Origin, Session
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play as simulate
from engine.rulesets.classic.protocol.simulate import random_origin

PLAYED = [("mod", "force"), ("alice", "dial 2"), ("mod", "undo"), ("alice", "dial 3"),
          ("bob", "dial 1")]
"""Versions 1-5: the start, a dial taken back by the undo (version 3), the two dials."""


@pytest.fixture
async def history(tmp_path) -> History:
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game, _ = await service.create(Origin(
            ruleset="classic", options={}, seats=parse_seats("alice:atreides,bob:harkonnen"),
            seed=3))
        for seat, line in PLAYED:
            _, session = await service.session(game)
            await service.execute(game, seat, session.parse(line))
        yield await History.read(service, game)


def state_of(history: History, version: int) -> str:
    return history.at_version(version).session.state.model_dump_json()


def test_numbers_are_written_in_short_runs():
    assert ranges([0, 1, 2, 3, 5, 9, 10]) == "0–3, 5, 9–10"
    assert ranges([4]) == "4" and ranges([]) == ""


async def test_an_undone_version_shows_no_board_and_the_undo_shows_where_it_went(history):
    assert history.versions == [0, 1, 3, 4, 5] and history.latest == 5
    assert state_of(history, 3) == state_of(history, 1)  # the undo went back to version 1
    assert state_of(history, 5) == history.current.state.model_dump_json()
    with pytest.raises(UserError, match=r"taken back .* can be shown are 0–1, 3–5"):
        history.at_version(2)
    with pytest.raises(UserError, match=r"no version 6: .* can be shown are 0–1, 3–5"):
        history.at_version(6)


async def test_a_moment_is_the_game_replayed_to_it(history):
    log = history.current.log
    for version, played in history.shown.items():
        replayed = Session.replay(RULESET, history.current.origin, log[:played])
        assert state_of(history, version) == replayed.state.model_dump_json()
    moment = history.at_version(4)
    assert (moment.version, moment.latest, moment.turn) == (4, 5, 1)
    assert moment.played == history.times[4] > 0


async def test_a_turn_starts_at_its_first_version(history):
    assert history.at(turn=0).version == 0
    assert history.at(turn=1).version == 1
    with pytest.raises(UserError, match="not been at turn 7: the turns it has reached are 0–1"):
        history.at_turn(7)
    with pytest.raises(UserError, match="not both"):
        history.at(version=1, turn=1)


async def test_a_game_recorded_by_other_rules_is_refused_in_words_but_shows_its_last(history):
    history.current.origin = history.current.origin.model_copy(update={"rules": 999})
    with pytest.raises(UserError, match=r"cannot be rebuilt: .* recorded by version 999"):
        history.at_version(1)
    with pytest.raises(UserError, match="cannot be rebuilt"):
        history.at_turn(1)
    assert history.at_version(5).session is history.current


def test_a_long_game_is_walked_once_to_the_start_of_each_turn():
    session = simulate(random_origin(1), seed=1).session
    rows = [(n, e.actor, json.dumps(e.command)) for n, e in enumerate(session.log, 1)]
    history = History(1, (len(rows), session), rows, [(n, "2026-11-28T10:00:00+00:00")
                                                      for n in range(len(rows) + 1)])
    assert shown_lengths(rows)[1] == {n: n for n in range(len(rows) + 1)}
    for turn in (3, RULESET.turn(session.state)):
        moment = history.at_turn(turn)
        assert moment.turn == turn
        assert RULESET.turn(history.at_version(moment.version - 1).session.state) < turn


async def test_the_table_shows_the_board_of_a_version_or_a_turn(tmp_path):
    script = tmp_path / "replay.txt"
    script.write_text("mod: force\nalice: dial 2\nmod: undo\nboard version 1\nboard turn 1\n"
                      "board svg version 2\nboard version 1 turn 1\n")
    out = io.StringIO()
    args = TableArgs(ruleset="classic", seats="alice:atreides,bob:harkonnen", seed=3,
                     db=str(tmp_path / "t.sqlite3"), game=None, script=str(script), json=True)
    assert await run_table(args, out) == 0
    records = [json.loads(r) for r in out.getvalue().splitlines()]
    moments = [r["moment"] for r in records if "moment" in r]
    assert moments == [{"version": 1, "turn": 1}, {"version": 1, "turn": 1}]
    boards = [r["board"] for r in records if "board" in r]
    assert boards[-2] == boards[-1]  # the start of turn 1 is version 1
    refused = [r["error"] for r in records if "error" in r]
    assert any("Version 2 of game 1 was taken back" in e for e in refused)
    assert any("then `version <n>` or `turn <t>`" in e for e in refused)
    assert not any("svg" in r for r in records)
