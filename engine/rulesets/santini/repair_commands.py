"""The moderator's repairs of a game of Santini's DUNE, in the game's one registry: spice, a
counter's place and steps, a card given or taken in secret, the spice on the map, a storm,
the turn. Played by `repairs.py`."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from engine.core import Arg
from engine.core.moderation import ModCommand

from .commands import CardName, HexName, UnitId, registry

FactionName = Annotated[str, Arg("side", "a faction, or its seat")]


@registry.command()
class SetSpice(ModCommand):
    name = "set_spice"
    summary = "Moderator: set a faction's spice on its home planet."
    faction: FactionName
    amount: Annotated[int, Field(ge=0, le=999)]


@registry.command()
class Put(ModCommand):
    name = "put"
    summary = ("Moderator: put a counter in a hex, on its home planet (`home`) or among the "
               "eliminated (`dead`): move, remove or restore it.")
    unit: UnitId
    place: Annotated[str, Arg("text", "a hex as 0512, home or dead")]


@registry.command()
class SetSteps(ModCommand):
    name = "set_steps"
    summary = "Moderator: set a combat unit's steps (2 full, 1 reduced)."
    unit: UnitId
    steps: Annotated[int, Field(ge=1, le=2)]


@registry.command()
class GiveCard(ModCommand):
    name = "give_card"
    summary = ("Moderator: give a faction a card from the deck or the discards (the table "
               "learns that its hand changed, the faction which card).")
    faction: FactionName
    card: CardName


@registry.command()
class TakeCard(ModCommand):
    name = "take_card"
    summary = "Moderator: take a card from a faction's hand to the discards, secretly."
    faction: FactionName
    card: CardName


@registry.command()
class SetMapSpice(ModCommand):
    name = "set_map_spice"
    summary = ("Moderator: set the spice counters lying in a hex, by their values "
               "(`set_map_spice 0512 2,3`, or `none`).")
    hex: HexName
    values: Annotated[str, Arg("text", "values 1-3 separated by commas, or none")]


@registry.command()
class SetStorm(ModCommand):
    name = "set_storm"
    summary = "Moderator: put a storm (1-6) in a hex, or off the map (`off`); no losses."
    number: Annotated[int, Field(ge=1, le=6)]
    place: Annotated[str, Arg("text", "a hex as 0512, or off")]


@registry.command()
class SetTurn(ModCommand):
    name = "set_turn"
    summary = "Moderator: set the turn (1-30)."
    turn: Annotated[int, Field(ge=1, le=30)]
