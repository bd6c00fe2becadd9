"""Carte: the Harkonnen draw two cards, the Atreides, Fremen and Emperor one each, and each
one more for every city card its cities and witches earn (events are played as drawn)."""

from __future__ import annotations

from engine.core import EventLog

from . import deck, victory
from .data.counters import Kind
from .factions import Faction
from .hooks import begins
from .state import Phase, SantiniState
from .words import T, Text, city_word, faction_word, listing

BASE = {Faction.HARKONNEN: 2}
"""Cards drawn before the extras (one for every faction but the Harkonnen)."""


@begins(Phase.CARDS)
def draw_cards(state: SantiniState, log: EventLog) -> None:
    """In the order of the rule (Harkonnen, Atreides, Fremen, Emperor), each its cards."""
    for seat in state.order:
        faction = state.players[seat].faction
        reasons = allowance(state, faction)
        count = sum(n for n, _ in reasons)
        log.public("cards_due", T("santini-cards-due", seat=seat,
                                  faction=faction_word(faction), count=count,
                                  reasons=listing([r for _, r in reasons])),
                   seat=seat, count=count)
        deck.draw(state, seat, log, count)


def allowance(state: SantiniState, faction: Faction) -> list[tuple[int, Text]]:
    """(cards, why) for each reason a faction draws: its base, one for Carthag and one for
    Arrakeen (each counts), one per two minor cities (rounded down; empty cities are the
    Fremen's), and one per witch leader standing in a city."""
    reasons = [(BASE.get(faction, 1), T("santini-cards-base", count=BASE.get(faction, 1)))]
    cities = victory.cities_of(state, faction)
    majors = [c for c in cities if state.map.cities[c].major]
    reasons += [(1, T("santini-cards-major", city=city_word(c))) for c in majors]
    minors = len(cities) - len(majors)
    if minors >= 2:
        reasons.append((minors // 2, T("santini-cards-minor", count=minors // 2,
                                        cities=minors)))
    for name, city in witches_in_cities(state, faction):
        cards = state.counters.leaders[name].cards
        reasons.append((cards, T("santini-cards-witch", count=cards, leader=name,
                                 city=city_word(city))))
    return reasons


def witches_in_cities(state: SantiniState, faction: Faction) -> list[tuple[str, str]]:
    """(leader, city) of the faction's witches (a leader whose counter gives cards) in a
    city of the map (Nota sui Leaders: "+1 carta")."""
    found = []
    for unit in state.units.values():
        if unit.faction != faction or unit.kind != Kind.LEADER or not unit.on_map:
            continue
        leader = state.counters.leaders.get(unit.name)
        city = state.map.city_at(unit.place)
        if leader is not None and leader.cards > 0 and city is not None:
            found.append((unit.name, city))
    return found
