"""Games of the dice ruleset for the tests: made through its own set-up and commands, with
the dice arranged where a scenario needs a given throw."""

from __future__ import annotations

from engine.core import EventLog, SeatSpec
from engine.rulesets.dice import flow
from engine.rulesets.dice.data import Die
from engine.rulesets.dice.options import DiceOptions
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import DiceState, Step


def new_game(*factions: str, seed: int = 1, **options) -> DiceState:
    """A game whose seats p1, p2 ... asked for these factions at creation, set up to its first
    decision (the set-ups that need a choice are left to the test)."""
    seats = [SeatSpec(name=f"p{i}", side=f) for i, f in enumerate(factions, 1)]
    state, _ = RULESET.setup(DiceOptions(**options), seats, seed)
    return state


def play(state: DiceState, seat: str, line: str) -> list:
    """Apply a typed command as a seat would."""
    return RULESET.apply(state, seat, RULESET.registry.parse(line, RULESET.vocabulary))


def finish_setup(state: DiceState) -> DiceState:
    """Apply every set-up decision's default until the first turn's roll."""
    while state.step in (Step.CHOOSE, Step.PLACE):
        RULESET.apply(state, "mod", RULESET.registry.parse("force"))
    return state


def arrange(state: DiceState, **faces: str) -> list:
    """Set the active player's loose dice to these faces (the table's dice, as a scenario
    describes them), then let the game react as it would to that throw."""
    assert state.roll is not None
    for name, face in faces.items():
        state.roll.faces[Die(name)] = face
    log = EventLog()
    flow.settle(state, log)
    return log.events


def first_turn_of(faction, *factions: str, seeds: int = 300) -> DiceState:
    """A game of these factions, set up, whose first player plays `faction`."""
    for seed in range(seeds):
        state = finish_setup(new_game(*factions, seed=seed))
        if state.active_faction == faction:
            return state
    raise AssertionError(f"no seed makes the {faction} first")


def advance(state: DiceState, step: Step) -> DiceState:
    """Apply the defaults of every decision until the game reaches `step`."""
    while state.step != step:
        RULESET.apply(state, "mod", RULESET.registry.parse("force"))
    return state


def roll_to(state: DiceState, step: Step, **faces: str) -> DiceState:
    """The active player's dice set to these faces (no Faction die on his symbol, the Kanly
    die on the Snooper, unless said), all kept, then the defaults until `step`."""
    dice = {"f1": "Atreides", "f2": "Atreides", "f3": "Atreides", "f4": "Atreides",
            "kanly": "snooper", **faces}
    arrange(state, **dice)
    RULESET.apply(state, state.active_seat, RULESET.registry.parse("keep all"))
    return advance(state, step)
