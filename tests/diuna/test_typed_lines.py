"""Lines as a player types them at the table or in `/do`: names of several words, in English
or Polish, are read whole, without quotes."""

from __future__ import annotations

import pytest

from engine.core import EventLog
from engine.rulesets.diuna import setup
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.ruleset import RULESET
from engine.rulesets.diuna.state import DiunaState, Phase

from .helpers import new_game


def parse(line: str):
    return RULESET.registry.parse(line, RULESET.vocabulary)


@pytest.mark.parametrize(("line", "fields"), [
    ("market black market", {"card": "black market", "leader": None}),
    ("market Czarny rynek", {"card": "Czarny rynek", "leader": None}),
    ("market tleilaxu ghola leader=duke leto",
     {"card": "tleilaxu ghola", "leader": "duke leto", "territory": None}),
    ("market kontrola pogody sectors=3", {"card": "kontrola pogody", "sectors": 3}),
    ("plan 3 duke leto maula pistol shield",
     {"leader": "duke leto", "weapon": "maula pistol", "defence": "shield"}),
    ("plan 3 Duke Leto Płaszcz jubba tarcza",
     {"leader": "Duke Leto", "weapon": "Płaszcz jubba", "defence": "tarcza"}),
    ("move 3 niecka polarna arrakin", {"source": "niecka polarna", "target": "arrakin"}),
    ("move 3 Niecka Polarna Sicz Tabr", {"source": "Niecka Polarna", "target": "Sicz Tabr"}),
    ("battle arrakeen harkonnenowie", {"territory": "arrakeen", "opponent": "harkonnenowie"}),
])
def test_names_of_several_words_are_read_whole_in_english_and_polish(line, fields):
    command = parse(line)
    assert {name: getattr(command, name) for name in fields} == fields


# HARKONNENOWIE, Zdrajcy: the Harkonnen keep 4 of 8 with 4 players; the line a player types,
# with the leaders' names of several words, keeps them all through the ruleset
def test_the_harkonnen_type_their_four_traitors_on_one_line():
    wanted = ["Chani", "Paul Atreides", "Count Fenring", "Captain Aramsham"]
    state, seat = _harkonnen_drew(wanted)
    RULESET.apply(state, seat, parse("traitor chani, paul atreides, count fenring, aramsham"))
    assert state.players[seat].traitors == wanted
    assert state.phase != Phase.SETUP


def _harkonnen_drew(wanted: list[str]) -> tuple[DiunaState, str]:
    """A 4-player game where only the Harkonnen still choose and drew `wanted` (the first
    seed where no one else kept one of them), swapped in from the deck."""
    for seed in range(50):
        state = new_game("Atreides", "Fremen", "Harkonnen", "Imperium", seed=seed)
        for other in setup.choosing(state):
            setup.pick(state, other, setup.default_pick(state, other), EventLog())
        seat = state.seat_of(Faction.HARKONNEN)
        drawn, deck = state.players[seat].drawn, state.decks.traitors
        missing = [n for n in wanted if n not in drawn]
        if all(n in deck for n in missing):
            spare = [n for n in drawn if n not in wanted]
            for name, out in zip(missing, spare, strict=False):
                deck[deck.index(name)] = out
                drawn[drawn.index(out)] = name
            return state, seat
    raise AssertionError("no seed leaves the four leaders to the Harkonnen")
