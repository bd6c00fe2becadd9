"""The event cards (Carte: played the moment they are drawn, never cancelled; the deck
ignores a second alike in a turn). Those another phase applies set the turn they were
drawn in a state field that phase reads: Abbondanza Spezia (Spezia), Tempeste Violente
(Tempeste), Tempeste Bassa Quota (air wings), Tempeste Spaziali (transfers), Grandi Manovre
Fremen (strategic movement)."""

from __future__ import annotations

from engine.core import EventLog

from . import counter_mix, deck, victory, worm_call
from .data.cards import INITIATIVE_CARDS
from .data.counters import COMBAT, Kind
from .factions import Faction
from .state import DEAD, HOME, SantiniState, Unit
from .words import T, faction_word

TURN_FIELDS = {
    "Abbondanza Spezia": "abundance",
    "Tempeste Violente": "violent_storms",
    "Tempeste Bassa Quota": "low_storms",
    "Tempeste Spaziali": "space_storms",
    "Grandi Manovre Fremen": "great_manoeuvres",
}


def _this_turn(field: str) -> deck.EventPlay:
    def mark(state: SantiniState, seat: str, log: EventLog) -> None:
        setattr(state, field, state.turn)
    return mark


for _name, _field in TURN_FIELDS.items():
    deck.event(_name)(_this_turn(_field))


@deck.event("Attività Fremen")
def fremen_activity(state: SantiniState, seat: str, log: EventLog) -> None:
    """Three regular Fremen infantry come to Arrakis, whence they enter the map (as many
    as the Fremen's sheet has counters left)."""
    made = counter_mix.new_units(state, Faction.FREMEN, (Kind.INFANTRY,) * 3, HOME)
    log.public("reinforced", T("santini-fremen-activity", count=len(made),
                               units=", ".join(u.id for u in made) or "-"))


@deck.event("Forte Attività di Spionaggio")
def spying(state: SantiniState, seat: str, log: EventLog) -> None:
    """Each player, in the Carte order, draws a card for each of its spies in a city another
    faction controls."""
    for each in state.order:
        faction = state.players[each].faction
        cities = {state.map.cities[c].hex for c in state.map.cities
                  if victory.controller(state, c) != faction}
        count = sum(1 for u in state.units.values()
                    if u.kind == Kind.SPY and u.faction == faction and u.place in cities)
        deck.draw(state, each, log, count)


@deck.event("Sicurezza Interna")
def security(state: SantiniState, seat: str, log: EventLog) -> None:
    """Each player, in the Carte order, eliminates one enemy spy: one in a hex with its own
    combat units if any, else any on the map (the lowest id first)."""
    for each in state.order:
        faction = state.players[each].faction
        spy = _enemy_spy(state, faction)
        if spy is not None:
            spy.place = DEAD
            log.public("spy_eliminated", T("santini-security", seat=each, spy=spy.id))


def _enemy_spy(state: SantiniState, faction: Faction) -> Unit | None:
    guarded = {u.place for u in state.units.values()
               if u.faction == faction and u.kind in COMBAT and u.on_map}
    spies = sorted((u for u in state.units.values() if u.kind == Kind.SPY and u.on_map
                    and u.faction != faction), key=lambda u: (u.place not in guarded,
                                                               _number(u.id)))
    return spies[0] if spies else None


def _number(unit_id: str) -> tuple[str, int]:
    return unit_id[0], int(unit_id[1:]) if unit_id[1:].isdigit() else 0


def initiative_of(faction: Faction) -> deck.EventPlay:
    """Iniziativa "nome": that faction (whoever drew the card) turns two regular combat
    units veteran (those on the map first, the lowest ids first), places a spy on its home
    planet, draws two cards."""
    def initiative(state: SantiniState, seat: str, log: EventLog) -> None:
        owner = state.seat_of(faction)
        regulars = sorted((u for u in state.units.values() if u.faction == faction
                           and u.combat and not u.veteran and not u.split
                           and u.place != DEAD),
                          key=lambda u: (not u.on_map, _number(u.id)))
        for u in regulars[:2]:
            u.veteran = True
        spies = counter_mix.new_units(state, faction, (Kind.SPY,), HOME)
        log.public("initiative_card", T("santini-initiative-card",
                                        faction=faction_word(faction),
                                        units=", ".join(u.id for u in regulars[:2]) or "-",
                                        spy=spies[0].id if spies else "-"))
        deck.draw(state, owner, log, 2)
    return initiative


for _card, _faction in INITIATIVE_CARDS.items():
    deck.event(_card)(initiative_of(_faction))


@deck.event("Verme")
def worm_appears(state: SantiniState, seat: str, log: EventLog) -> None:
    """A worm appears for the Fremen, as if called (at their first stack on light desert
    that may hold one); none when no such stack or three worms are on the map."""
    hexes_ = worm_call.callable_hexes(state)
    if hexes_:
        worm_call.call(state, hexes_[0], log)
    else:
        log.public("no_worm", T("santini-no-worm"))
