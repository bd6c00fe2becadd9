"""The commands of a battle (Attività): the attack, the defender's sealed answer, the
retreat, and Esito Incerto set ahead."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import field_validator

from engine.core import Arg, Command

from .commands import HexName, UnitId, registry

UnitIds = Annotated[str, Arg("units", "counter ids separated by commas, as `H3,H4`")]
CardNames = Annotated[str, Arg("cards", "battle cards separated by commas")]


@registry.command()
class Attack(Command):
    name = "attack"
    summary = ("Attack a hex next to your units (Attività): the combat units attacking, the "
               "command and commander leader you use, your battle cards.")
    hex: HexName
    by: Literal["with"] | None = None
    units: UnitIds
    command: UnitId | None = None
    leader: UnitId | None = None
    cards: CardNames | None = None
    advance: bool | None = None

    @field_validator("by")
    @classmethod
    def _filler(cls, value: str | None) -> None:
        """`with` only reads well (`attack 0614 with H3,H4`): it means nothing."""
        return None


@registry.command()
class Defend(Command):
    name = "defend"
    summary = ("Your sealed answer to an attack: the command and commander leader you use, "
               "your battle cards.")
    secret = True
    command: UnitId | None = None
    leader: UnitId | None = None
    cards: CardNames | None = None


@registry.command()
class Retreat(Command):
    name = "retreat"
    summary = "Retreat your units beaten with an r to a hex next to theirs."
    hex: HexName


@registry.command()
class Reroll(Command):
    name = "reroll"
    summary = ("Set Esito Incerto ahead: when a battle's result would eliminate your side "
               "(eliminated), or also beat it (beaten), or never (off).")
    secret = True
    when: Literal["off", "eliminated", "beaten"]
