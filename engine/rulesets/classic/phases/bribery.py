"""XIII. Bribery: spice may change hands openly at any time; nothing else may."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T

from ..data import Faction
from ..data.words import faction_word
from ..model.state import ClassicState
from .common import check_free
from .moderator import faction_in_game


def bribe(state: ClassicState, faction: Faction, to: str, amount: int, note: str | None,
          log: EventLog) -> None:
    """XIII.C: deals are stated aloud: the transfer and its terms go in the public log.
    XIII.D: cards, leaders, tokens and powers cannot be given, so only spice moves here."""
    target = faction_in_game(state, to)
    if target == faction:
        raise RuleError(T("classic-pay-yourself"), rule="XIII")
    player = state.players[faction]
    if amount > player.spice:
        raise RuleError(T("classic-only-spice", count=player.spice), rule="XIII.C")
    check_free(state, faction, amount)
    player.spice -= amount
    state.players[target].spice += amount
    terms = f" ({note.strip()})" if note and note.strip() else ""
    log.public("bribe", T("classic-bribe", faction=faction_word(faction),
                          target=faction_word(target), count=amount, terms=terms),
               faction=faction, to=target, amount=amount, note=note or "")
