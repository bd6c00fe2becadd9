"""Fixed board states and their pictures, compared byte for byte by the golden tests
(tests/classic/test_board_golden.py).

The states are built by hand from a real set-up, not by random agents, so they change only
when the board drawing does. Regenerate the files after a deliberate change with
`make golden` (python -m tests.golden) and read the diff before committing it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from engine.core import Origin, SeatSpec, Session
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import ClassicState, Phase
from engine.rulesets.classic.protocol.ruleset import RULESET

HERE = Path(__file__).parent
A, B, E, F, G, H = (Faction.ATREIDES, Faction.BENE_GESSERIT, Faction.EMPEROR, Faction.FREMEN,
                    Faction.GUILD, Faction.HARKONNEN)


def _set_up(seats: str, seed: int = 1) -> ClassicState:
    parts = (p.partition(":") for p in seats.split(","))
    specs = [SeatSpec(name=name, faction=faction) for name, _, faction in parts]
    session, _ = Session.new(RULESET, Origin(ruleset="classic", options={}, seats=specs,
                                             seed=seed))
    session.apply("mod", session.parse("force"))  # the set-up defaults: placements, traitors
    return session.state  # type: ignore[return-value]


def opening() -> ClassicState:
    """Six factions after set-up (III.E): the shields' starting tokens on the board."""
    return _set_up("alice:atreides,bob:harkonnen,carol:emperor,dan:guild,eve:fremen,"
                   "fay:bene_gesserit")


def crowded() -> ClassicState:
    """Turn 7, battle phase: crowded sections, spice blows, an alliance, a storm at 10."""
    state = opening()
    state.turn, state.phase, state.storm = 7, Phase.BATTLE, 10
    state.forces = {
        "Arrakeen": {9: {A: 7, H: 3}},
        "Carthag": {10: {H: 9}},
        "Polar Sink": {0: {B: 2, E: 4, G: 1}},
        "Tuek's Sietch": {4: {G: 5, F: 2}},
        "Sietch Tabr": {13: {F: 6}},
        "Habbanya Sietch": {16: {F: 3, E: 5}},
        "The Great Flat": {14: {E: 4}},
        "Cielago North": {1: {A: 2}, 2: {B: 1}},
        "Old Gap": {9: {H: 2}},
        "Imperial Basin": {9: {E: 3}, 10: {A: 1}},
        "False Wall East": {6: {F: 4}},
    }
    state.spice = {"Cielago South": {1: 12}, "Red Chasm": {6: 8}, "The Great Flat": {14: 10},
                   "Hagga Basin": {12: 6}, "Old Gap": {9: 6}}
    state.alliances = [[A, F]]
    _balance(state)
    return state


def duel() -> ClassicState:
    """Two factions, the game over: four strongholds held with two players (IV.B)."""
    state = _set_up("ann:fremen,bo:emperor", seed=4)
    state.turn, state.phase, state.storm = 9, Phase.ENDED, 15
    state.forces = {"Arrakeen": {9: {Faction.FREMEN: 5}}, "Carthag": {10: {Faction.FREMEN: 4}},
                    "Sietch Tabr": {13: {Faction.FREMEN: 6}},
                    "Tuek's Sietch": {4: {Faction.FREMEN: 3}},
                    "Habbanya Sietch": {16: {Faction.EMPEROR: 8}}}
    state.spice = {"Habbanya Erg": {15: 8}}
    state.winners = [Faction.FREMEN]
    _balance(state)
    return state


def _balance(state: ClassicState) -> None:
    """Reserves take up what the hand-built board does not hold (20 tokens a faction)."""
    for faction, player in state.players.items():
        on_board = sum(stack.get(faction, 0) for sectors in state.forces.values()
                       for stack in sectors.values())
        player.reserves = 20 - on_board - player.tanks


CASES: dict[str, Callable[[], ClassicState]] = {
    "opening": opening, "crowded": crowded, "duel": duel}


def pictures(name: str) -> dict[str, str]:
    """The files of one case: the SVG, the compact text and the detailed text."""
    state = CASES[name]()
    compact = RULESET.board(state)
    detail = RULESET.board(state, detail=True)
    return {f"{name}.svg": compact.svg + "\n",
            f"{name}.txt": "\n".join(compact.messages) + "\n",
            f"{name}-detail.txt": "\n\n".join(detail.messages) + "\n"}
