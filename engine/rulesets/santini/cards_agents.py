"""The random agents' tries at the cards in their hand during their activity: one `play`
a card, with the first plausible arguments (the game keeps those it accepts)."""

from __future__ import annotations

from engine.core import Command

from .cards_play import CARDS, MENTAT, Play
from .data.counters import COMBAT, Kind
from .hooks import candidates_for
from .state import DEAD, SantiniState, Unit
from .worm_call import callable_hexes

NO_ARGUMENTS = ("Aiuti Militari", "Sovvenzione", "Gilda Spaziale", "Modulo Estraniante",
                "Bene Gesserit")
SEAT_ONLY = ("Complotto", "Visioni", "Voce", "Decodifica Codici Nemici")
ON_OWN_SPY = ("Spia Infiltrato", "Spia Avvelenatore", "Favoreggiamento", "Super Spia")
ON_TARGET = {"Spia Assassino": (Kind.LEADER,), "Spia Danneggiatore": (Kind.HARVESTER, Kind.WING)}
"""Spy cards tried on an enemy counter of these kinds in the spy's hex."""
STANDING_FOR = ("Spia Agente Speciale", "Spia Commando")


@candidates_for("activity")
def plays_of_cards(state: SantiniState, seat: str) -> list[Command]:
    player = state.players[seat]
    if not player.hand:
        return []
    mine = [u for u in state.units.values() if u.faction == player.faction]
    others = [u for u in state.units.values() if u.faction != player.faction and u.on_map]
    other_seat = next(s for s in state.order if s != seat)
    tries: list[Command] = []
    for name in dict.fromkeys(player.hand):
        if name in CARDS or name == MENTAT:
            tries += _tries(state, name, mine, others, other_seat)
    return tries


def _tries(state: SantiniState, name: str, mine: list[Unit], others: list[Unit],
           other_seat: str) -> list[Command]:
    spies = [u for u in mine if u.kind == Kind.SPY and u.on_map]
    if name in NO_ARGUMENTS:
        return [Play(card=name)]
    if name in SEAT_ONLY:
        return [Play(card=name, seat=other_seat)]
    if name in ON_OWN_SPY and spies:
        return [Play(card=name, unit=spies[0].id)]
    if name in STANDING_FOR and spies:
        return [Play(card=name, unit=spies[-1].id, other="Spia Infiltrato")]
    if name in ON_TARGET:
        return [Play(card=name, unit=spy.id, target=u.id) for spy in spies for u in others
                if u.place == spy.place and u.kind in ON_TARGET[name]][:2]
    if name == "Spia Sabotatore":
        works = set(state.fortifications) | set(state.platforms)
        return [Play(card=name, unit=spy.id) for spy in spies if spy.place in works][:1]
    if name == "Spia Ladro" and spies:
        return [Play(card=name, unit=spies[0].id, seat=other_seat, other="Karama")]
    if name == MENTAT:
        return [Play(card=name, other="Sovvenzione")]
    if name == "Addestramento Speciale":
        regular = [u for u in mine if u.kind in COMBAT and not u.veteran and not u.split
                   and u.place != DEAD]
        return [Play(card=name, unit=regular[0].id)] if regular else []
    if name in ("Movimento", "Scout", "Creazione Spia"):
        placed = [u for u in mine if u.on_map and u.kind != Kind.SPY]
        return [Play(card=name, hex=placed[0].place)] if placed else []
    if name == "Controllo Verme":
        hexes = callable_hexes(state)
        return [Play(card=name, hex=hexes[0])] if hexes else []
    if name in ("Contro Spionaggio", "Doppio Gioco", "Ricatto"):
        return [Play(card=name, target=u.id) for u in others if u.kind == Kind.SPY][:2]
    if name == "Gholas":
        return [Play(card=name, unit=u.id) for u in mine
                if u.kind == Kind.LEADER and u.place == DEAD][:1]
    return []
