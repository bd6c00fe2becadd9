"""The moderator's repairs of a Diuna game, in the game's one registry, with the classic
game's words (a moderator learns one vocabulary) and two of Diuna's own: the first player
marker and the stronghold covered in a 2-player game. Played by `repairs.py`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.core import Arg
from engine.core.moderation import ModCommand

from .commands import LeaderName, TerritoryName, registry
from .data import ROUNDS

FactionName = Annotated[str, Arg("side", "a faction, or its seat")]
CardName = Annotated[str, Arg("card", "a battle or market card")]
Sector = Annotated[int, Field(ge=1, le=18)]


@registry.command()
class SetSpice(ModCommand):
    name = "set_spice"
    summary = "Moderator: set a faction's spice."
    faction: FactionName
    amount: Annotated[int, Field(ge=0, le=200)]


@registry.command()
class SetTokens(ModCommand):
    name = "set_tokens"
    summary = ("Moderator: set a faction's forces in one sector of a territory (or in the "
               "`tanks`), taking/returning the difference via its reserve or the tanks.")
    faction: FactionName
    count: Annotated[int, Field(ge=0, le=20)]
    territory: Annotated[str, Arg("territory", "a territory of the board, or tanks")]
    sector: Sector | None = None
    via: Literal["reserve", "tanks"] = "reserve"


@registry.command()
class GiveCard(ModCommand):
    name = "give_card"
    summary = ("Moderator: give a faction a battle or market card from its deck or discard "
               "pile (the table learns which kind, the faction which card).")
    faction: FactionName
    card: CardName


@registry.command()
class TakeCard(ModCommand):
    name = "take_card"
    summary = "Moderator: take a battle or market card from a faction's hand to its discards."
    faction: FactionName
    card: CardName


@registry.command()
class Stack(ModCommand):
    name = "stack"
    summary = ("Moderator: put a named card on top of the spice, battle, market or traitor "
               "deck, from that deck or its discards.")
    deck: Literal["spice", "battle", "market", "traitors"]
    card: Annotated[str, Arg("text", "a card of that deck")]


@registry.command()
class SetStorm(ModCommand):
    name = "set_storm"
    summary = "Moderator: put the storm in a sector (no losses)."
    sector: Sector


@registry.command()
class SetTurn(ModCommand):
    name = "set_turn"
    summary = f"Moderator: set the round (1-{ROUNDS})."
    turn: Annotated[int, Field(ge=1, le=ROUNDS)]


@registry.command()
class KillLeader(ModCommand):
    name = "kill_leader"
    summary = "Moderator: send a leader to the Tleilaxu tanks."
    leader: LeaderName


@registry.command()
class RestoreLeader(ModCommand):
    name = "restore_leader"
    summary = "Moderator: bring a leader back from the tanks to its faction board, free."
    leader: LeaderName


@registry.command()
class SetTraitors(ModCommand):
    name = "set_traitors"
    summary = ("Moderator: set a faction's traitor cards, secretly (`set_traitors harkonnen "
               "duncan idaho, gurney halleck`, or `none`); the rest go back to the deck.")
    faction: FactionName
    leaders: Annotated[str, Arg("text", "leaders separated by commas, or none")]


@registry.command()
class SetBoardSpice(ModCommand):
    name = "set_board_spice"
    summary = "Moderator: set the spice lying in a territory with a spice blow."
    amount: Annotated[int, Field(ge=0, le=100)]
    territory: TerritoryName


@registry.command()
class SetFirst(ModCommand):
    name = "set_first"
    summary = ("Moderator: give the first player marker to a faction (the order of play turns "
               "round; the player on turn keeps his turn).")
    faction: FactionName


@registry.command()
class SetBlocked(ModCommand):
    name = "set_blocked"
    summary = ("Moderator: the stronghold covered in a 2-player game (4 warownie), or `none`; "
               "no forces may be in it.")
    territory: Annotated[str, Arg("territory", "a stronghold, or none")]
