"""THE SPICE HARVEST's commands after the harvests (V.4-6): trading Access cards and
committing troops to strongholds (`phases/placement_trades.py`, `phases/placement.py`)."""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command

from .commands import FactionName, registry


@registry.command()
class Offer(Command):
    name = "offer"
    summary = ("THE SPICE HARVEST, V.4: propose a trade of Access cards, yours for theirs: "
               "`offer harkonnen troops 5, troops 3 for Carthag`; begin with `shown` to show "
               "your cards (else sight unseen).")
    secret = True
    to: FactionName
    cards: Annotated[str, Arg("text", "your cards, `for`, their cards (commas between cards); "
                              "`shown` first to show yours")]


@registry.command()
class Accept(Command):
    name = "accept"
    summary = "THE SPICE HARVEST, V.4: accept the trade a player offered you."
    secret = True
    proposer: FactionName


@registry.command()
class Decline(Command):
    name = "decline"
    summary = "THE SPICE HARVEST, V.4: decline the trade a player offered you."
    secret = True
    proposer: FactionName


@registry.command()
class DoneTrading(Command):
    name = "done_trading"
    summary = "THE SPICE HARVEST, V.4: finish trading Access cards (open offers lapse)."


@registry.command()
class CommitTroops(Command):
    name = "commit_troops"
    summary = ("THE SPICE HARVEST, V.6.a: secretly commit troop cards to your stronghold "
               "cards, at most 20 troops: `commit_troops Arrakeen 5 3, Carthag 10`, or "
               "`commit_troops nothing`.")
    secret = True
    plan: Annotated[str, Arg("text", "each stronghold with its troop cards' numbers, commas "
                             "between strongholds; or nothing")]
