"""The commands of the 1984 expansions' treachery cards played outside battle (THE SPICE
HARVEST VII.3-4, THE DUEL VIII.3-4): phases/cards_1984.py and phases/residual_poison.py.
The Harvester's standing order is an `auto` order (phases/orders.py). Registered as
play/table_cards.py, which plays them, is imported (protocol/commands.py does not import its
parts: no import circle)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.core import Arg, Command

from .commands import CardName, FactionName, Leader, Territory, registry


@registry.command()
class Harvester(Command):
    name = "harvester"
    summary = ("Play the Harvester just after a spice blow: as much spice again where it "
               "landed (THE SPICE HARVEST VII.3). `auto harvester [N]` plays it on the next "
               "blow of N spice or more.")
    territory: Territory | None = Field(None, description="the blow to double, where two "
                                        "landed (the last one if not said)")


@registry.command()
class Thumper(Command):
    name = "thumper"
    summary = ("Play the Thumper before a spice blow: instead of the next spice card, a worm "
               "comes (THE SPICE HARVEST VII.4).")


@registry.command("cone_of_silence")
class Cone(Command):
    name = "cone"
    summary = ("Play the Cone of Silence on opponents: until the end of the turn they buy "
               "no card, threaten no Kanly and make no alliance (THE DUEL VIII.3).")
    factions: Annotated[str, Arg("text", "the opponents, separated by commas")]


@registry.command()
class Poison(Command):
    name = "poison"
    summary = ("Lay a card face down before a player's shield as Residual Poison, with a "
               "bribe of 1-4 spice a turn: the Residual Poison, or a worthless card to bluff; "
               "name the leader it kills (THE DUEL VIII.4).")
    secret = True
    target: FactionName
    bribe: Annotated[int, Field(ge=1, le=4, description="the bribe, 1-4 spice a turn")]
    card: CardName | None = Field(None, description="the card laid: Residual Poison if not "
                                  "said, or a worthless card")
    victim: Leader | None = Field(None, description="the leader it kills if the bribe is "
                                  "refused (the strongest if not said)")


@registry.command()
class Retract(Command):
    name = "retract"
    summary = ("Take back, during your move, the card you laid before a player's shield: it "
               "is discarded unseen (THE DUEL VIII.4).")
    target: FactionName


@registry.command()
class Poisoned(Command):
    name = "poisoned"
    summary = ("Your answer, in secret, to the next bribe of the card before your shield: "
               "`poisoned pay` (the default, when you can) or `poisoned refuse`, which shows "
               "the card (THE DUEL VIII.4).")
    secret = True
    answer: Annotated[Literal["pay", "refuse"], Field(description="pay or refuse")]
    by: FactionName | None = Field(None, description="the player who laid it (every card "
                                   "before your shield if not said)")
