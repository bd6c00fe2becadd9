"""Every command of Diuna, in one registry.

Field order is argument order at the table; `Arg(kind)` tells the parser and the slash
commands which names a field takes. Secret commands travel by DM.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.core import Arg, Command
from engine.core.moderation import game_registry

registry = game_registry()
"""The core commands (undo, force, expire, deadline) and every command below."""

LeaderName = Annotated[str, Arg("leader", "a leader's name")]
TerritoryName = Annotated[str, Arg("territory", "a territory of the board")]


# -- set-up (Przygotowanie do gry, 1. Zdrajcy) -------------------------------------------------


@registry.command("pick")
class Traitor(Command):
    name = "traitor"
    summary = ("Keep one of your drawn traitor cards: an opponent's leader as your traitor, "
               "or your own so it never betrays you (Przygotowanie do gry, 1. Zdrajcy). "
               "Harkonnen: as many as your board says, all at once (`traitor <leader>, <leader>, "
               "...`) or one at a time.")
    secret = True
    leader: LeaderName


# -- the storm (Faza burzy) --------------------------------------------------------------------


@registry.command()
class Storm(Command):
    name = "storm"
    summary = "The storm symbol: move the storm 0 to 6 sectors, as the first player chooses."
    sectors: Annotated[int, Field(ge=0, le=6, description="sectors the storm moves")]


# -- the spice blow (Faza wybuchu przyprawy) -------------------------------------------------


@registry.command()
class Ride(Command):
    name = "ride"
    summary = ("Fremen: ride the worm with some of your forces in a territory it struck, up "
               "to 3 territories across sand, never through the storm.")
    count: Annotated[int, Field(ge=1, le=20, description="forces that ride")]
    source: TerritoryName
    target: TerritoryName
    sector: Annotated[int, Field(ge=0, le=18, description="the sector they end in "
                                 "(default: the first free of the storm)")] | None = None


@registry.command()
class Stay(Command):
    name = "stay"
    summary = "Fremen: ride the worm no more this time."


# -- the cards (Faza pozyskiwania kart) ------------------------------------------------------


@registry.command()
class Buy(Command):
    name = "buy"
    summary = ("Buy market cards at 2 spice each, up to 3 in hand (1 with the small bazaar); "
               "your one purchase this round. The cards come to you by DM.")
    count: Annotated[int, Field(ge=1, le=3, description="market cards bought")]


@registry.command("nobuy")
class Pass(Command):
    name = "pass"
    summary = "Buy no market card this round."


# -- revival (Faza przywrócenia) -------------------------------------------------------------


@registry.command()
class Revive(Command):
    name = "revive"
    summary = ("Revive from the Tleilaxu tanks: forces beyond the 2 free ones at 2 spice "
               "each, and a leader for its strength.")
    forces: Annotated[int, Field(ge=0, le=20, description="forces, 2 spice each")] = 0
    leader: LeaderName | None = None


@registry.command()
class Done(Command):
    name = "done"
    summary = "End your revival, or your shipping and movement."


# -- shipping and movement (Faza transportu i ruchu oddziałów) ------------------------------

Sector = Annotated[int, Field(ge=0, le=18, description="a sector (default: the first out "
                              "of the storm)")]


@registry.command()
class Ship(Command):
    name = "ship"
    summary = ("Ship forces from your reserve to one territory at 1 spice each (the Fremen: "
               "up to 5 to the Polar Sink, free), before you move.")
    count: Annotated[int, Field(ge=1, le=20, description="forces shipped")]
    territory: TerritoryName
    sector: Sector | None = None


@registry.command()
class Move(Command):
    name = "move"
    summary = ("Move one group up to 3 territories, never through the storm (the Fremen: two "
               "groups of 3 or one of 6), ending in one sector.")
    count: Annotated[int, Field(ge=1, le=20, description="forces in the group")]
    source: TerritoryName
    target: TerritoryName
    sector: Sector | None = None
    from_sector: Sector | None = None


# -- battles (Bitwa) ---------------------------------------------------------------------------

WeaponKind = Literal["poison", "hand", "special"]


@registry.command()
class Battle(Command):
    name = "battle"
    summary = ("Battle advantage: the territory you fight in next, and the opponent there when "
               "several are.")
    territory: TerritoryName
    opponent: Annotated[str, Arg("side", "a faction")] | None = None


@registry.command()
class DrawTraitor(Command):
    name = "draw_traitor"
    summary = ("Harkonnen, before each of your battles: take the top traitor card, then "
               "return one with `return_traitor` (`draw_traitor no`: do not).")
    yes: bool = True


@registry.command()
class ReturnTraitor(Command):
    name = "return_traitor"
    summary = "Harkonnen: the traitor card you put back under the traitor deck, face down."
    secret = True
    leader: LeaderName


@registry.command()
class Voice(Command):
    name = "voice"
    summary = ("Imperium, the Voice: order (`must`) or forbid (`not`) your opponent one kind "
               "of weapon (poison, hand, special), or `voice none`.")
    order: Literal["must", "not", "none"]
    kind: WeaponKind | None = None


@registry.command()
class Foresee(Command):
    name = "foresee"
    summary = ("Atreides, Prescience: see one element of your opponent's plan (forces, "
               "leader, weapon, defence) before you make yours, or `foresee none`.")
    element: Literal["forces", "leader", "weapon", "defence", "none"]


@registry.command()
class Plan(Command):
    name = "plan"
    summary = ("Secret battle plan: the forces on your disk, your leader (if you have one "
               "free, you must), and with a leader a weapon and a defence card (or worthless "
               "cards).")
    secret = True
    forces: Annotated[int, Field(ge=0, le=40, description="forces on your battle disk")]
    leader: LeaderName | None = None
    weapon: Annotated[str, Arg("card", "a battle card in your hand")] | None = None
    defence: Annotated[str, Arg("card", "a battle card in your hand")] | None = None


@registry.command()
class Market(Command):
    name = "market"
    summary = ("Play a market card from your hand in the phase it names: before the storm "
               "(Weather Control: `sectors=`), the spice card (Thumper), the collection "
               "(Harvester: `territory=`) or a battle's plans (Truthtrance, Karama); after a "
               "battle's reveal (Counter-attack, Family Atomics); on your turn of the cards "
               "phase (Black Market), revival (Tleilaxu Ghola: a leader or up to 3 forces) or "
               "movement (Smugglers before shipping, Ornithopter, Hajr). Then `hold`.")
    card: Annotated[str, Arg("card", "a market card in your hand")]
    leader: LeaderName | None = None
    forces: Annotated[int, Field(ge=1, le=3, description="Tleilaxu Ghola: forces")] | None \
        = None
    sectors: Annotated[int, Field(ge=0, le=6, description="Weather Control: sectors")] \
        | None = None
    territory: TerritoryName | None = None


@registry.command()
class Hold(Command):
    name = "hold"
    summary = ("Play no (more) market cards now: before the storm, the spice card or the "
               "collection, or in a battle.")


@registry.command()
class Call(Command):
    name = "call"
    summary = "Traitor! Reveal the traitor card of your opponent's leader (`call no`: keep it)."
    yes: bool = True


# -- standing orders (asynchronous play) -------------------------------------------------------


@registry.command("standing")
class Auto(Command):
    name = "auto"
    summary = ("Secret standing orders, answered for you at once: `auto call` (Traitor calls: "
               "call when a traitor in your pay is revealed against you, else `call no`), "
               "`auto hold` (play no market card whenever none of yours can be played: the "
               "windows, a battle's market cards, your turn of the cards phase or revival "
               "with nothing else to do); `auto call off`, `auto hold off`, or `auto off` for "
               "all.")
    secret = True
    order: Literal["call", "hold", "off"]
    off: Literal["off"] | None = None
