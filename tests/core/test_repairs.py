"""The shape every game's repairs share (engine/core/repairs.py): a repair is tried on a copy
first and refused, changing nothing, when the game would be unsound or stuck after it; its
arguments read alike in every game; a repair that changes nothing is refused."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from engine.core import Decision, Event, EventLog, RuleError, Session
from engine.core.repairs import log_set, name_list, one_of, within
from engine.core.simulation import sample_origin
from engine.core.words import say
from tests.conformance.pebbles import Pebbles, PebblesState


class Fragile(Pebbles):
    """Pebbles whose invariants refuse a pile over 20, and which waits for no one at 13."""

    def problems(self, state: PebblesState, events: Iterable[Event] = ()) -> list[str]:
        return ["a pile of more than 20"] if state.pile > 20 else []

    def pending(self, state: PebblesState) -> list[Decision]:
        return [] if state.pile == 13 else super().pending(state)


@pytest.fixture
def session() -> Session:
    game = Fragile()
    return Session.new(game, sample_origin(game, 1, players=2))[0]


@pytest.mark.parametrize(("line", "words"), [
    ("set_pile 25", "would leave the game unsound: a pile of more than 20"),
    ("set_pile 13", "wait for no one"),
])
def test_a_repair_after_which_the_game_could_not_go_on_is_refused(session, line, words):
    before = session.state.model_dump_json()
    with pytest.raises(RuleError, match=words):
        session.apply("mod", session.parse(line))
    assert session.state.model_dump_json() == before
    session.apply("mod", session.parse("set_pile 9"))
    assert session.state.pile == 9


def test_lists_ranges_and_names_read_alike_in_every_game():
    assert name_list(" feyd,  piter ,", "traitors") == ["feyd", "piter"]
    assert name_list("None", "traitors") == []
    with pytest.raises(RuleError, match="Name the traitors"):
        name_list(" , ", "traitors")
    assert within(3, 1, 6, "the storm") == 3
    with pytest.raises(RuleError, match="The storm runs from 1 to 6, not 7") as err:
        within(7, 1, 6, "the storm")
    assert say(err.value.hint) == "Set the storm from 1 to 6."
    assert one_of("  spacing   GUILD", ["Corrino", "Spacing Guild"], "a faction") == \
        "Spacing Guild"
    with pytest.raises(RuleError, match="is not a faction") as err:
        one_of("Ix", ["Corrino"], "a faction")
    assert say(err.value.hint) == "Here: Corrino."


def test_a_repair_that_changes_nothing_is_refused():
    log = EventLog()
    with pytest.raises(RuleError, match="The storm is zone 3 already"):
        log_set(log, "mod_storm", "the storm", "zone 3", "zone 3")
    assert log.events == []
