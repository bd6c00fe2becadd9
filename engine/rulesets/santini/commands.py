"""Every command of Santini's DUNE, in one registry.

Field order is argument order at the table; `Arg(kind)` tells the parser and the slash
commands which names a field takes. Secret commands travel by DM. The commands of each part
of the turn are declared in the module that plays them and join this registry there.
"""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command
from engine.core.moderation import game_registry

registry = game_registry()
"""The core commands (undo, force, expire, deadline) and every command of the game."""

HexName = Annotated[str, Arg("hex", "a hex of the map, as `0512`")]
UnitId = Annotated[str, Arg("unit", "a counter's id, as `H12`")]
CardName = Annotated[str, Arg("card", "a card's name")]


@registry.command()
class Done(Command):
    name = "done"
    summary = "End your activity this turn (Attività): your moves and attacks are made."
