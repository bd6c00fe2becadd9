"""THE DUEL (1984), III.3: the 25 Dueling cards.

Origin: the rulebook's card table reached us scrambled by OCR into three runs (names, types,
counts), split around the set-up section. Read back in order, the names run Attack In, Attack
Out, Attack Right, Attack Left, Throwing Knife, Poison Attacker from Out, from In, from Right,
from Left, Place Block, Jump Block, Pick Up Block, Move or Attack Three, Flee Arena with
Honor; the types "Attack x4, Attack, Defense" then "Defense x3, Block x3, General x2"; the
counts "3 3 3 3, 1 1" then "1 1 1 4 1 1 1 1": fourteen of each, summing to 25, the
expansion's deck (docs/rules-notes.md, "Arena").
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.core import data_file
from engine.core.words import Text, term

Side = Literal["in", "out", "left", "right"]


class DuelingCard(BaseModel):
    """One kind of Dueling card (III.3): its name, its type and how many the deck holds."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: data_file.CardName
    type: Literal["attack", "defence", "block", "general"]
    count: int = Field(ge=1, le=25)

ATTACK_IN = "Attack In"
ATTACK_OUT = "Attack Out"
ATTACK_RIGHT = "Attack Right"
ATTACK_LEFT = "Attack Left"
KNIFE = "Throwing Knife"
POISON_OUT = "Poison Attacker from Out"
POISON_IN = "Poison Attacker from In"
POISON_RIGHT = "Poison Attacker from Right"
POISON_LEFT = "Poison Attacker from Left"
PLACE_BLOCK = "Place Block"
JUMP_BLOCK = "Jump Block"
PICK_UP_BLOCK = "Pick Up Block"
MOVE_THREE = "Move or Attack Three"
FLEE = "Flee Arena with Honor"

DUELING_CARDS: tuple[DuelingCard, ...] = (
    DuelingCard(name=ATTACK_IN, type="attack", count=3),
    DuelingCard(name=ATTACK_OUT, type="attack", count=3),
    DuelingCard(name=ATTACK_RIGHT, type="attack", count=3),
    DuelingCard(name=ATTACK_LEFT, type="attack", count=3),
    DuelingCard(name=KNIFE, type="attack", count=1),
    DuelingCard(name=POISON_OUT, type="defence", count=1),
    DuelingCard(name=POISON_IN, type="defence", count=1),
    DuelingCard(name=POISON_RIGHT, type="defence", count=1),
    DuelingCard(name=POISON_LEFT, type="defence", count=1),
    DuelingCard(name=PLACE_BLOCK, type="block", count=4),
    DuelingCard(name=JUMP_BLOCK, type="block", count=1),
    DuelingCard(name=PICK_UP_BLOCK, type="block", count=1),
    DuelingCard(name=MOVE_THREE, type="general", count=1),
    DuelingCard(name=FLEE, type="general", count=1),
)

ATTACKS: dict[str, Side] = {
    ATTACK_IN: "in", ATTACK_OUT: "out", ATTACK_RIGHT: "right", ATTACK_LEFT: "left",
}
"""V.6: an attack card strikes the sector beyond that side of the attacker."""

DEFENCES: dict[str, Side] = {
    POISON_OUT: "out", POISON_IN: "in", POISON_RIGHT: "right", POISON_LEFT: "left",
}
"""V.6: a defence answers an attacker on that side of the defender."""


def deck(cards: tuple[DuelingCard, ...] = DUELING_CARDS) -> list[str]:
    """Every card of the deck, each as many times as printed, unshuffled."""
    return [card.name for card in cards for _ in range(card.count)]


def dueling_word(name: str) -> Text:
    """A Dueling card's name as a catalogue message (`classic-arena-card-<name>`)."""
    return term("classic-arena-card", name)
