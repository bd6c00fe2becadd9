"""A game's record: exported and imported, every game of the conformance suite's random games
is the same game (state and log); an edited, damaged or foreign record is refused, naming its
first difference; the committed schema is the model's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import RuleError, Session
from engine.core import record as records
from engine.core.simulation import play, sample_origin
from engine.core.words import say
from engine.rulesets.catalog import RULESETS
from tests.conformance import checks

SCHEMA = Path(__file__).parents[2] / "docs" / "record.schema.json"

PARTIAL = {"santini": 30}
"""Games played only this far here: Santini's whole random game takes the agent 20 s (the
conformance suite plays it, and shares it with this module when both run); a record of a
game still running is exported and imported the same way."""

GAMES = {*RULESETS, "pebbles"}


def _game(name: str) -> Session:
    ruleset = next(r for r in checks.SUBJECTS if r.name == name)
    if name in PARTIAL:
        return play(ruleset, sample_origin(ruleset, 0), seed=0,
                    max_commands=PARTIAL[name]).session
    return checks.played(ruleset, 0)


def _rulesets() -> dict:
    return {r.name: r for r in checks.SUBJECTS}


def _record(game: Session) -> records.Record:
    players = [records.RecordSeat(seat=seat, side=side, user=100 + n)
               for n, (seat, side) in enumerate(game.ruleset.seats(game.state).items())]
    times = [f"2026-11-28T10:{n // 60 % 60:02d}:{n % 60:02d}+00:00"
             for n in range(len(game.log))]
    return records.build(game, players, times=times, created_at="2026-11-28T09:00:00+00:00",
                         ended=game.ruleset.finished(game.state))


@pytest.fixture(scope="module")
def exported() -> dict[str, tuple[Session, str]]:
    """Each game and its record's file text."""
    out = {}
    for name in sorted(GAMES):
        game = _game(name)
        out[name] = (game, records.dumps(_record(game)))
    return out


def _refusal(text: str) -> str:
    with pytest.raises(RuleError) as caught:
        records.check(records.read(text), _rulesets())
    return say(caught.value.words)


def _edited(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_record_imported_is_the_same_game_state_and_log(exported, name):
    game, text = exported[name]
    back = records.check(records.read(text), _rulesets())
    assert back.session.state == game.state
    assert back.session.log == game.log
    assert len(back.events) == len(game.log)


def test_the_committed_schema_is_the_records():
    assert json.loads(SCHEMA.read_text()) == records.schema(), \
        "docs/record.schema.json is stale: write records.schema() to it again"


def test_an_edited_command_is_refused_naming_it(exported):
    game, text = exported["pebbles"]
    command = json.loads(text)["commands"][2]["command"]
    changed = {**command, "count": 1 if command["count"] != 1 else 2}
    shown = _refusal(_edited(text, lambda d: d["commands"][2].update(command=changed)))
    assert "command 3 " in shown
    assert game.log[2].actor in shown


def test_a_changed_hash_is_refused_naming_its_command(exported):
    _, text = exported["classic"]
    shown = _refusal(_edited(text, lambda d: d["commands"][5].update(hash="0" * 64)))
    assert "from command 6 on" in shown and "edited or damaged" in shown


def test_a_dropped_command_is_refused_at_the_first_difference(exported):
    _, text = exported["dice"]
    shown = _refusal(_edited(text, lambda d: d["commands"].pop(3)))
    assert "command 4 " in shown.lower()


def test_a_changed_final_hash_is_refused(exported):
    _, text = exported["diuna"]
    assert "final state" in _refusal(_edited(text, lambda d: d.update(final_hash="a" * 64)))


def test_a_record_of_another_rules_version_is_refused_with_the_reason(exported):
    _, text = exported["classic"]
    shown = _refusal(_edited(text, lambda d: d.update(rules=0)))
    assert "version 0" in shown and "does not replay" in shown


def test_a_foreign_actor_is_refused_by_the_rules_naming_the_command(exported):
    _, text = exported["pebbles"]
    shown = _refusal(_edited(text, lambda d: d["commands"][0].update(actor="nobody")))
    assert "Command 1 " in shown and "nobody" in shown


@pytest.mark.parametrize(("text", "said"), [
    ("not json", "not JSON"),
    ("[1, 2]", "not an object"),
    ('{"format": 7}', "format 7"),
    ('{"format": 1, "ruleset": "classic"}', "`rules`"),
])
def test_a_file_that_is_no_record_is_refused_saying_why(text, said):
    with pytest.raises(RuleError) as caught:
        records.read(text)
    assert said in say(caught.value.words)


def test_a_field_of_the_wrong_type_is_named(exported):
    _, text = exported["pebbles"]
    with pytest.raises(RuleError) as caught:
        records.read(_edited(text, lambda d: d["commands"][1].update(at=5)))
    assert "commands.1.at" in say(caught.value.words)


def test_an_unknown_game_and_foreign_seats_are_refused(exported):
    _, text = exported["pebbles"]
    assert "does not run" in _refusal(_edited(text, lambda d: d.update(ruleset="chess")))
    assert "seats" in _refusal(_edited(text, lambda d: d["players"].pop()))


def test_a_record_naming_a_file_path_reads_nothing(exported):
    _, text = exported["classic"]
    option = "arena_file"
    shown = _refusal(_edited(text, lambda d: d["options"].update({option: "/etc/passwd"})))
    assert option in shown and "passwd" not in shown


def test_a_game_begun_under_another_rules_version_has_no_record(exported):
    game, _ = exported["pebbles"]
    older = Session(game.ruleset, game.origin.model_copy(update={"rules": 7}), game.state)
    older.log = list(game.log)
    with pytest.raises(RuleError, match="version 7"):
        records.build(older, [])
