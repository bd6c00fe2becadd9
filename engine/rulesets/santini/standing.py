"""The standing orders a sensible player gives ahead, so that no window waits on him
(the bench counts the decisions left to a person once they are set): Copertura answers a
Contro Spionaggio on one's spy (`auto cover on`), Esito Incerto is played when a battle
would eliminate one's side (`reroll eliminated`), and Recupero Informazioni takes back any
card another player discards (`recover any`). Each part plays its own order; here are only
those a seat has not given yet. The orders are the seat's secret: its sheet shows them."""

from __future__ import annotations

from engine.core import Command

from .combat_commands import Reroll
from .hand_check import Recover
from .reactions import Auto
from .state import SantiniState


def to_give(state: SantiniState, seat: str) -> list[Command]:
    player = state.players[seat]
    out: list[Command] = []
    if "cover:on" not in player.reactions:
        out.append(Auto(reaction="cover", answer="on"))
    if player.reroll == "off":
        out.append(Reroll(when="eliminated"))
    if player.recover != "any":
        out.append(Recover(card="any"))
    return out
