"""Games stored by the previous release (rules version 1) load, play on, and refuse undo
cleanly. The fixtures are states, origins and logs written by that release's engine, saved
while it waited for a traitor call (X.D.1): one where the side decides, one where the
Harkonnen decide for their ally (XII.E.6)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import LoggedCommand, Origin, RuleError, Session
from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import ClassicState
from engine.rulesets.classic.model.upgrade import RULES_VERSION, upgrade
from engine.rulesets.classic.protocol.ruleset import RULESET

STORED = Path(__file__).parent / "stored"
F, H = Faction.FREMEN, Faction.HARKONNEN


def _stored(name: str) -> dict:
    return json.loads((STORED / name).read_text())


def _session(name: str) -> Session:
    """The game as the bot loads it: origin and log from storage, the state from its JSON."""
    stored = _stored(name)
    origin = Origin.model_validate(stored["origin"])
    state = RULESET.state_model.model_validate_json(json.dumps(stored["state"]))
    session = Session(RULESET, origin, state)
    session.log = [LoggedCommand(**e) for e in stored["log"]]
    return session


def test_the_fixtures_are_of_the_old_shape():
    for name in ("v1_traitor_window.json", "v1_harkonnen_calls_for_ally.json"):
        battle = _stored(name)["state"]["battles"]["current"]
        assert "traitor_callers" in battle and "traitor_for" not in battle
        assert "rules" not in _stored(name)["state"] and "rules" not in _stored(name)["origin"]


def test_an_old_traitor_window_where_each_side_decides_loads_and_plays_on():
    # X.D.1: version 1 asked each side holding a traitor; version 2 asks by seat
    session = _session("v1_traitor_window.json")
    state = session.state
    assert isinstance(state, ClassicState) and state.rules == RULES_VERSION
    b = state.battles.current
    assert b.traitor_for == {H: H} and b.traitor_calls == {H: None}  # Master Bewt is theirs
    seat = state.players[H].seat
    assert [d.seat for d in RULESET.pending(state) if d.kind == "call_traitor"] == [seat]
    events = session.apply(seat, session.parse("call_traitor yes"))
    assert any(e.kind == "treachery" and "Master Bewt" in say(e.text) for e in events)
    assert not any(d.kind == "call_traitor" for d in RULESET.pending(session.state))
    assert RULESET.pending(session.state) and len(session.log) == 66


def test_the_harkonnen_deciding_for_an_ally_keep_the_call_after_the_upgrade():
    # XII.E.6: the Harkonnen call a traitor in their ally's battle; version 1 keyed the
    # call by the ally's side and named the Harkonnen in `traitor_callers`
    session = _session("v1_harkonnen_calls_for_ally.json")
    state = session.state
    b = state.battles.current
    assert b.traitor_calls == {H: None} and b.traitor_for == {H: F}
    seat = state.players[H].seat
    assert [d.seat for d in RULESET.pending(state) if d.kind == "call_traitor"] == [seat]
    events = session.apply(seat, session.parse("call_traitor yes"))  # Caid is theirs
    assert any(e.kind == "treachery" and "for their ally Fremen" in say(e.text) for e in events)
    assert not any(d.kind == "call_traitor" for d in RULESET.pending(session.state))


def test_upgrading_leaves_the_stored_data_unchanged_and_a_current_state_as_it_is():
    old = _stored("v1_traitor_window.json")["state"]
    before = json.dumps(old)
    new = upgrade(old)
    assert json.dumps(old) == before and new["rules"] == RULES_VERSION
    assert upgrade(new) is new


def test_a_state_of_an_unknown_rules_version_is_refused():
    data = _stored("v1_traitor_window.json")["state"] | {"rules": RULES_VERSION + 1}
    with pytest.raises(ValueError, match="rules version"):
        ClassicState.model_validate(data)


def test_undo_in_a_game_recorded_by_the_old_rules_is_refused_and_changes_nothing():
    session = _session("v1_traitor_window.json")
    before = session.state.model_dump_json()
    with pytest.raises(RuleError) as err:
        session.undo(1)
    assert "version 1" in err.value.text and "undo cannot go back" in err.value.text
    assert session.state.model_dump_json() == before and len(session.log) == 65


def test_a_new_game_records_the_rules_version_and_undoes_as_before(game):
    assert game.session.origin.rules == RULES_VERSION
    game.do("mod: force")
    earlier = game.session.undo(1)
    assert earlier.origin.rules == RULES_VERSION and earlier.log == []
