"""Every command of the dice game, in one registry.

Field order is argument order at the table; `Arg(kind)` tells the parser and the slash
commands which names a field takes (`region`, `side`). Secret commands travel by DM.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.core import Arg, Command
from engine.core.moderation import game_registry

registry = game_registry()
"""The core commands (undo, force, expire, deadline) and every command below."""

RegionName = Annotated[str, Arg("region", "a region of the map")]
FactionName = Annotated[str, Arg("side", "a faction")]
ConstructionName = Literal["fortification", "harvester", "ornithopter"]


# -- set-up (MISE EN PLACE) ------------------------------------------------------------------


@registry.command("choose")
class ChooseFaction(Command):
    name = "faction"
    summary = "Choose your faction, in turn (MISE EN PLACE)."
    faction: FactionName


@registry.command()
class Place(Command):
    name = "place"
    summary = ("Atreides or Harkonnen set-up: the non-strategic region for your troops (and, "
               "Harkonnen, the construction from the reserve that goes with them).")
    region: RegionName
    construction: ConstructionName | None = Field(
        None, description="Harkonnen: the construction taken from the reserve")


@registry.command()
class Guess(Command):
    name = "guess"
    summary = "Bene Gesserit: secretly name the faction whose lone victory becomes yours."
    secret = True
    faction: FactionName


@registry.command()
class Symbol(Command):
    name = "symbol"
    summary = "Bene Tleilax: the Faction die symbol you recruit with this turn (CUVES AXOLOTL)."
    faction: FactionName


@registry.command()
class Ghola(Command):
    name = "ghola"
    summary = "Gholas: pay 1 spice to take your leader back onto your card."


@registry.command()
class Give(Command):
    name = "give"
    summary = "Corrino: give spice from your marker to your ally during his turn."
    amount: Annotated[int, Field(ge=1, le=5, description="spice to give")]


# -- the roll (LANCER DE DES) ----------------------------------------------------------------


@registry.command()
class Keep(Command):
    name = "keep"
    summary = ("Keep one die (f1-f4, kanly, spice, region), several at once "
               "(`keep f3 f4 spice`), or all the dice left.")
    die: Annotated[str, Arg("die", "the die or dice to keep, or all")]


@registry.command()
class Reroll(Command):
    name = "reroll"
    summary = "Roll again the dice you have not kept (keep at least one after each roll)."


@registry.command()
class Thumper(Command):
    name = "thumper"
    summary = "Discard your Thumper: the worm on the Spice die is rolled again."


@registry.command()
class Destroy(Command):
    name = "destroy"
    summary = "The worm: the Harvester you control that it destroys (Moissonneuse)."
    region: RegionName


# -- alliance (ALLIANCE) ---------------------------------------------------------------------


@registry.command()
class Ally(Command):
    name = "ally"
    summary = ("Offer an alliance for this turn to a faction a kept Faction die shows (the "
               "Bene Tleilax: name the symbol they recruit with).")
    faction: FactionName
    symbol: FactionName | None = Field(
        None, description="Bene Tleilax: the Faction die symbol they recruit with")
    dice: Annotated[int, Field(ge=1, le=4, description="dice of a symbol both allies "
                               "recruit with that go to the ally")] | None = None


@registry.command()
class Alone(Command):
    name = "alone"
    summary = "Play this turn without an alliance."


@registry.command()
class Accept(Command):
    name = "accept"
    summary = "Accept the alliance offered to you for this turn."


@registry.command()
class Decline(Command):
    name = "decline"
    summary = "Decline the alliance offered to you."


@registry.command("standing")
class Auto(Command):
    name = "auto"
    summary = ("Secret standing answer to alliance offers: `auto accept`, `auto decline`, "
               "`auto accept <faction>` (that faction's offers only), `auto off`.")
    secret = True
    answer: Annotated[Literal["accept", "decline", "off"],
                      Field(description="accept, decline or off")]
    faction: FactionName | None = Field(None, description="only this faction's offers")


# -- recruitment (RECRUTEMENT DES TROUPES) -----------------------------------------------------


@registry.command()
class Recruit(Command):
    name = "recruit"
    summary = ("Recruit onto your card: a leader and (Corrino) Sardaukar for some of your "
               "Faction dice, a troop for each of the others.")
    leaders: Annotated[int, Field(ge=0, le=1, description="leaders to recruit")] = 0
    sardaukar: Annotated[int, Field(ge=0, le=2, description="Corrino: Sardaukar, 2 dice "
                                    "each")] = 0


# -- Kanly (KANLY) -----------------------------------------------------------------------------


@registry.command()
class Kill(Command):
    name = "kill"
    summary = "Kanly: remove one troop of a faction from a region (back to its reserve)."
    faction: FactionName
    region: RegionName
    elite: bool = Field(False, description="a large cube (Fremen, Sardaukar)")


@registry.command()
class Take(Command):
    name = "take"
    summary = "Kanly: take the marker the Kanly die shows (Shield, Poison Snooper, Thumper)."


@registry.command()
class Spare(Command):
    name = "spare"
    summary = "Kanly: do nothing with the Kanly die."


# -- landing (DEBARQUEMENT DES TROUPES) ------------------------------------------------------


@registry.command()
class Land(Command):
    name = "land"
    summary = ("Land troops from your card (Smugglers: your reserve) in the Polar Sink or a "
               "region you hold; each costs spice.")
    count: Annotated[int, Field(ge=1, le=12, description="cubes to land")]
    region: RegionName
    large: Annotated[int, Field(ge=0, le=12, description="how many of them are large "
                                "cubes (Sardaukar); the Fremen's are all large")] = 0


@registry.command()
class Done(Command):
    name = "done"
    summary = "End your landing (or your movement)."


@registry.command()
class Allow(Command):
    name = "allow"
    summary = "Let your ally land troops in your regions this turn (or not: `allow no`)."
    yes: bool = True


@registry.command()
class Fund(Command):
    name = "fund"
    summary = "Let your ally land troops, paying up to this much spice for them (0: no)."
    amount: Annotated[int, Field(ge=0, le=40, description="spice you pay at most")]


# -- movement (DEPLACEMENT DES TROUPES) ------------------------------------------------------


@registry.command()
class Target(Command):
    name = "target"
    summary = "Choose the turn's target region: one the Region die names, or the Polar Sink."
    region: RegionName


@registry.command()
class Move(Command):
    name = "move"
    summary = ("Move troops into the target from a bordering region (or one with an "
               "Ornithopter), free.")
    count: Annotated[int, Field(ge=1, le=24, description="cubes to move")]
    source: RegionName
    large: Annotated[int, Field(ge=0, le=12, description="how many of them are large "
                                "cubes (Sardaukar); the Fremen's are all large")] = 0


# -- combat (COMBAT) ---------------------------------------------------------------------------


@registry.command()
class Battle(Command):
    name = "battle"
    summary = "Choose the next region to fight in (COMBAT: the active player's order)."
    region: RegionName


@registry.command()
class Dance(Command):
    name = "dance"
    summary = "Face Dancers: replace one enemy troop of a faction here by one of yours."
    faction: FactionName


@registry.command()
class Stop(Command):
    name = "stop"
    summary = "Face Dancers: replace no more troops in this battle."


@registry.command()
class Sacrifice(Command):
    name = "sacrifice"
    summary = "The Fortification: which attacking troop is lost (a faction's, large or not)."
    faction: FactionName
    large: bool = False


@registry.command()
class Lend(Command):
    name = "lend"
    summary = "Offer your leader to your side's player for this battle (or not: `lend no`)."
    yes: bool = True


Count = Annotated[int, Field(ge=0, le=24)]


@registry.command()
class Commit(Command):
    name = "commit"
    summary = ("Secretly send units into the battle: your troops and large cubes, your "
               "side's others', your leaders and those lent to you.")
    secret = True
    troops: Count = 0
    large: Count = 0
    allied: Count = Field(0, description="your side's other factions' troops")
    allied_large: Count = Field(0, description="your side's other factions' large cubes")
    leaders: Annotated[int, Field(ge=0, le=2)] = 0
    lent: Annotated[int, Field(ge=0, le=7, description="leaders lent to you")] = 0


# -- construction (CONSTRUCTION) -------------------------------------------------------------


@registry.command()
class Build(Command):
    name = "build"
    summary = ("Replace the construction of the target region you hold by one from the "
               "reserve (the old one goes back first).")
    construction: ConstructionName


@registry.command()
class Skip(Command):
    name = "skip"
    summary = "Build nothing this turn."
