"""Every command of Diuna, in one registry.

Field order is argument order at the table; `Arg(kind)` tells the parser and the slash
commands which names a field takes. Secret commands travel by DM.
"""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command
from engine.core.moderation import game_registry

registry = game_registry()
"""The core commands (undo, force, expire, deadline) and every command below."""

LeaderName = Annotated[str, Arg("leader", "a leader's name")]


# -- set-up (Przygotowanie do gry, 1. Zdrajcy) -------------------------------------------------


@registry.command("pick")
class Traitor(Command):
    name = "traitor"
    summary = ("Keep one of your drawn traitor cards: an opponent's leader as your traitor, "
               "or your own so it never betrays you (Przygotowanie do gry, 1. Zdrajcy). "
               "Harkonnen: one card at a time, until you keep as many as your board says.")
    secret = True
    leader: LeaderName
