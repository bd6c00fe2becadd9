"""Rolling the custom dice from the game's seeded generator: every throw public and logged."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core import EventLog, Rng

from .data import DICE, Die
from .state import DiceState
from .words import T, Text, dice_faces


def throw(state: DiceState, dice: Iterable[Die]) -> dict[Die, str]:
    """Roll `dice` from the game's generator (its state is written back)."""
    rng = Rng(state.rng)
    faces = {die: rng.choice(DICE[die]) for die in dice}
    state.rng = rng.state
    return faces


def shown(faces: dict[Die, str]) -> Text:
    """`f1 Atreides, spice worm, region 6`-style words for a throw."""
    return dice_faces(faces.items())


def announce(state: DiceState, who: str, faces: dict[Die, str], log: EventLog) -> None:
    log.public("roll", T("dice-rolls", seat=who, faces=shown(faces)), seat=who,
               faces={d.value: f for d, f in faces.items()})
