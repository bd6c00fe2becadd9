"""The moderator's repairs of a dice game, in the game's one registry: the same words as the
classic game's where the meaning is the same (`set_spice`, `set_tokens`, `set_storm`,
`set_turn`), their own where the dice game has its own parts (the dice, the markers, the
leaders on the card). Played by `repairs.py`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.core import Arg
from engine.core.moderation import ModCommand

from .commands import ConstructionName, FactionName, RegionName, registry
from .data import ROUNDS, ZONES

MarkerName = Literal["shield", "snooper", "thumper"]


@registry.command()
class SetSpice(ModCommand):
    name = "set_spice"
    summary = ("Moderator: set the spice on a faction's marker (Corrino, Guild: 0-5), or with "
               "`pool=turn` the active player's spice of this turn.")
    faction: FactionName
    amount: Annotated[int, Field(ge=0, le=40)]
    pool: Literal["store", "turn"] = Field("store", description="store: the faction's "
                                           "marker; turn: the spice of the turn")


@registry.command()
class SetTokens(ModCommand):
    name = "set_tokens"
    summary = ("Moderator: set a faction's troops (or large cubes: `elite=yes`) in a region "
               "or on its card, the difference taken from or returned to its reserve.")
    faction: FactionName
    count: Annotated[int, Field(ge=0, le=12)]
    place: Annotated[str, Arg("region", "a region of the map, or card")]
    elite: bool = Field(False, description="large cubes (Fremen, Sardaukar)")


@registry.command()
class SetLeaders(ModCommand):
    name = "set_leaders"
    summary = "Moderator: set how many of a faction's leaders are on its card (the rest beside)."
    faction: FactionName
    count: Annotated[int, Field(ge=0, le=2)]


@registry.command()
class SetStorm(ModCommand):
    name = "set_storm"
    summary = "Moderator: put the storm on a zone (no effect on the cubes there)."
    zone: Annotated[int, Field(ge=ZONES[0], le=ZONES[-1])]


@registry.command()
class SetTurn(ModCommand):
    name = "set_turn"
    summary = "Moderator: set the turn marker (1-6)."
    turn: Annotated[int, Field(ge=1, le=ROUNDS)]


@registry.command()
class SetFirst(ModCommand):
    name = "set_first"
    summary = ("Moderator: give the first player marker to a faction (the order of play turns "
               "round; the player on turn keeps his turn).")
    faction: FactionName


@registry.command()
class SetConstruction(ModCommand):
    name = "set_construction"
    summary = ("Moderator: put a construction from the reserve on a region (its own goes back "
               "first), or `none` to return it.")
    region: RegionName
    construction: ConstructionName | Literal["none"]


@registry.command()
class GiveMarker(ModCommand):
    name = "give_marker"
    summary = ("Moderator: give a faction the Shield or the Poison Snooper (from whoever holds "
               "it), or a Thumper from the reserve.")
    marker: MarkerName
    faction: FactionName


@registry.command()
class TakeMarker(ModCommand):
    name = "take_marker"
    summary = "Moderator: return a faction's Shield, Poison Snooper or Thumper to the reserve."
    marker: MarkerName
    faction: FactionName


@registry.command()
class SetDie(ModCommand):
    name = "set_die"
    summary = ("Moderator: turn a die of the throw being kept to another face (a die misread "
               "at the table): `set_die f2 Fremen`, `set_die spice 3`.")
    die: Annotated[Literal["f1", "f2", "f3", "f4", "kanly", "spice", "region"],
                   Field(description="the die")]
    face: Annotated[str, Arg("text", "the face it shows")]


@registry.command()
class SetGuess(ModCommand):
    name = "set_guess"
    summary = "Moderator: set the Bene Gesserit's secret guess (LE PLAN ULTIME)."
    faction: FactionName

