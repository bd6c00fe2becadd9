"""THE SPICE HARVEST's commands (IV.4, V.1-3, VI), in the classic game's one registry.

This module registers its commands when it is imported; the harvest's phase table
(`play/table_harvest.py`) imports it, and every classic game loads that table, so the
registry holds them before a line is read (`commands.py` cannot import this module back
without an import circle)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from engine.core import Arg, Command

from .commands import FactionName, registry


@registry.command()
class Commit(Command):
    name = "commit"
    summary = ("Spice Harvest: secretly commit spice to become the first Manager of Dune "
               "(IV.4); the most spice wins the post and is paid to the next highest.")
    secret = True
    amount: Annotated[int, Field(ge=0, le=10_000, description="spice you commit (0: none)")]


@registry.command()
class Sell(Command):
    name = "sell"
    summary = ("Spice Harvest, Guild: offer the Manager an extra Harvest card for 4-8 spice "
               "(VI.3); `sell 0` offers none.")
    fee: Annotated[int, Field(ge=0, le=8, description="your fee, 4 to 8 (0: no offer)")]


@registry.command()
class Buy(Command):
    name = "buy"
    summary = "Spice Harvest, Manager: accept (yes) or decline (no) the Guild's extra card (VI.3)."
    yes: bool = Field(description="true to pay the fee and draw the card")


@registry.command()
class Report(Command):
    name = "report"
    summary = ("Spice Harvest, Manager: announce the harvest and give each other player "
               "Share cards (V.1), e.g. `report 12 atreides 5+1, guild 6`.")
    secret = True
    amount: Annotated[int, Field(ge=0, le=1000, description="the harvest you announce")]
    shares: Annotated[str, Arg("text", "each other player and their Share cards, "
                               "separated by commas (cards joined by +)")]


@registry.command()
class Vote(Command):
    name = "vote"
    summary = "Spice Harvest: accept (yes) or reject (no) the Manager's report (V.2.a)."
    secret = True
    yes: bool = Field(description="true to accept the report, false to reject it")


@registry.command()
class Look(Command):
    name = "look"
    summary = ("Spice Harvest, Atreides: look at one other player's Share cards before you "
               "vote (VI.1).")
    faction: FactionName


@registry.command()
class Peek(Command):
    name = "peek"
    summary = ("Spice Harvest, Atreides: look at one Access card not yet bought, once each "
               "Bid for Power (VI.1).")
    number: Annotated[int, Field(ge=1, le=6, description="the card's number in this Bid "
                                 "for Power")]


@registry.command()
class BidAccess(Command):
    name = "bid_access"
    summary = "Spice Harvest: bid spice for the Access card up for bid (V.3.a)."
    amount: Annotated[int, Field(ge=1, le=10_000, description="your bid in spice")]


@registry.command()
class PassAccess(Command):
    name = "pass_access"
    summary = "Spice Harvest: pass on the Access card up for bid (V.3.a)."
