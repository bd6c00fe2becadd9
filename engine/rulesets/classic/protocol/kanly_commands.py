"""THE DUEL's commands of Kanly (V.1): a public threat naming a player and an action.
Registered when play/table_duel.py, which plays it, is imported (protocol/commands.py does
not import its parts: no import circle)."""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command

from .commands import FactionName, registry


@registry.command()
class Kanly(Command):
    name = "kanly"
    summary = ("THE DUEL: threaten Kanly against a player if they take an action this turn: "
               "`kanly atreides move Arrakeen` (a move into Arrakeen), `kanly emperor bid`, "
               "`kanly guild play Karama` (V.1).")
    faction: FactionName
    action: Annotated[str, Arg("text", "an action: move, ship, ride, revive, revive_leader, "
                               "bid, ally, unally, bribe, grant, karama or play, and what "
                               "it must match (a territory, faction, leader, card or use)")]
