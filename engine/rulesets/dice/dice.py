"""Rolling the custom dice from the game's seeded generator: every throw public and logged."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core import EventLog, Rng

from .data import DICE, Die
from .state import DiceState


def throw(state: DiceState, dice: Iterable[Die]) -> dict[Die, str]:
    """Roll `dice` from the game's generator (its state is written back)."""
    rng = Rng(state.rng)
    faces = {die: rng.choice(DICE[die]) for die in dice}
    state.rng = rng.state
    return faces


def shown(faces: dict[Die, str]) -> str:
    """`f1 Atreides, spice worm, region 6 (E)`-style words for a throw."""
    return ", ".join(f"{die.value} {face}" for die, face in faces.items())


def announce(state: DiceState, who: str, faces: dict[Die, str], log: EventLog) -> None:
    log.public("roll", f"{who} rolls: {shown(faces)}.", seat=who,
               faces={d.value: f for d, f in faces.items()})
