"""Faza wybuchu przyprawy: the first player reveals spice cards until a location card.

A location card's amount goes on each of its two territories, after the forces there are
destroyed and the old spice there goes back to the pool. A worm in round 1 is put back and
the deck reshuffled. Later, a worm destroys the spice and the forces (the Fremen's excepted)
in the territories of the top discard, and the Fremen there may ride it before the next card
is revealed; a worm drawn on a worm strikes nothing (the top discard names no territory),
so further worms are only discarded."""

from __future__ import annotations

from collections import deque

from engine.boards.arrakis.territories import TERRITORIES
from engine.core import EventLog, RuleError

from . import commands as c
from .board import (
    count,
    in_storm,
    is_sand,
    put,
    spice_to_pool,
    strongholds,
    take,
    to_tanks,
    touched_by_storm,
    typed_territory,
)
from .data import MOVE_RANGE, Faction, SpiceCard
from .die import shuffle
from .state import DiunaState, Phase
from .words import counted


def reveal(state: DiunaState, log: EventLog) -> None:
    """Reveal cards until a location card blows, or a worm waits for the Fremen's ride."""
    while True:
        index = _draw(state, log)
        card = state.cards.spice[index]
        if not card.is_worm:
            _blow(state, card, log)
            state.decks.spice_discard.append(index)
            state.phase = Phase.CARDS
            return
        if state.thumper:
            state.thumper = False
            state.decks.spice_discard.append(index)
            log.public("worm_thumper", "The Thumper: this worm is ignored and discarded.")
            continue
        if state.round == 1:
            state.decks.spice.append(index)
            shuffle(state, state.decks.spice)
            log.public("worm_ignored", "A worm in the first round: put back, the spice deck "
                       "reshuffled, another card revealed.")
            continue
        struck = _strike(state, log)
        state.decks.spice_discard.append(index)
        fremen = state.seat_with(Faction.FREMEN)
        state.riders = {t: n for t in struck if fremen is not None and (n := _riders(state, t))}
        if state.riders:
            state.waiting = "ride"
            log.public("worm_ride", f"The Fremen may ride the worm from "
                       f"{' and '.join(state.riders)} (`ride <n> <from> <to>` or `stay`).")
            return


def _draw(state: DiunaState, log: EventLog) -> int:
    if not state.decks.spice:
        state.decks.spice = state.decks.spice_discard
        state.decks.spice_discard = []
        shuffle(state, state.decks.spice)
        log.public("spice_reshuffle", "The spice deck is empty: its discards are shuffled "
                   "into a new deck.")
    index = state.decks.spice.pop(0)
    card = state.cards.spice[index]
    log.public("spice_card", f"{state.first} reveals the spice card {card.name}.",
               card=card.name)
    return index


def _blow(state: DiunaState, card: SpiceCard, log: EventLog) -> None:
    assert card.territories is not None
    for name in card.territories:
        for faction in list(state.forces.get(name, {})):
            for sector in list(state.forces[name][faction]):
                to_tanks(state, name, faction, sector, log, "The spice blow")
        spice_to_pool(state, name, log, "The old spice")
        state.spice[name] = card.amount
        log.public("spice_blow", f"{card.amount} spice blows in {name}.", territory=name,
                   amount=card.amount)


def _strike(state: DiunaState, log: EventLog) -> tuple[str, ...]:
    """The worm in the top discard's territories; the territories it struck."""
    top = state.cards.spice[state.decks.spice_discard[-1]] if state.decks.spice_discard \
        else None
    if top is None or top.territories is None:
        log.public("worm", "A worm: the top discard names no territory; it strikes nothing.")
        return ()
    log.public("worm", f"A worm strikes {' and '.join(top.territories)}.",
               territories=list(top.territories))
    for name in top.territories:
        for faction in list(state.forces.get(name, {})):
            if faction != state.tokens_with(Faction.FREMEN):
                for sector in list(state.forces[name][faction]):
                    to_tanks(state, name, faction, sector, log, "The worm")
        spice_to_pool(state, name, log, "The worm")
    return top.territories


def _riders(state: DiunaState, name: str) -> int:
    """The Fremen's forces in a territory that may leave it (none under the storm)."""
    tokens = state.tokens_with(Faction.FREMEN)
    if tokens is None:
        return 0
    sectors = tuple(s for s in TERRITORIES[name].sectors if not in_storm(state, name, s))
    return count(state, name, tokens, sectors)


# -- the ride (FREMENI, Wybuch przyprawy) ------------------------------------------------------


def ride(state: DiunaState, seat: str, command: c.Ride, log: EventLog) -> None:
    """Move some Fremen forces from a struck territory up to 3 territories, passing only
    sand, never into or through a territory the storm touches; every check before any
    change."""
    source, target = _check_ride(state, seat, command)
    sector = _landing(state, target, command.sector)
    tokens = state.players[seat].faction
    moved = command.count
    for from_sector in TERRITORIES[source].sectors:
        if not moved:
            break
        if in_storm(state, source, from_sector):
            continue
        here = min(moved, count(state, source, tokens, (from_sector,)))
        if here:
            take(state, source, tokens, from_sector, here)
            moved -= here
    put(state, target, tokens, sector, command.count)
    del state.riders[source]
    log.public("ride", f"{seat} (Fremen) rides the worm: {counted(command.count, 'force')} "
               f"from {source} to {target} (sector {sector}).", count=command.count, source=source,
               target=target, sector=sector)
    if not state.riders:
        state.waiting = ""


def stay(state: DiunaState, seat: str, log: EventLog) -> None:
    _waiting_for_fremen(state, seat)
    state.riders = {}
    state.waiting = ""
    log.public("stay", f"{seat} (Fremen) rides the worm no more.")


def _waiting_for_fremen(state: DiunaState, seat: str) -> None:
    if state.waiting != "ride":
        raise RuleError("No worm waits for a rider now.",
                        hint="The Fremen ride when a worm strikes a territory they hold "
                        "(FREMENI, Wybuch przyprawy).")
    if not state.players[seat].has(Faction.FREMEN):
        raise RuleError("Only the Fremen ride the worm (FREMENI, Wybuch przyprawy).")


def _check_ride(state: DiunaState, seat: str, command: c.Ride) -> tuple[str, str]:
    """The checks of a ride: (source, target) when they pass, else RuleError."""
    _waiting_for_fremen(state, seat)
    source, target = typed_territory(command.source), typed_territory(command.target)
    if source not in state.riding:
        raise RuleError(f"The worm does not carry forces from {source}.",
                        hint="Ride from " + " or ".join(state.riding) + ".")
    if command.count > state.riders[source]:
        raise RuleError(f"The worm carries {state.riders[source]} forces from {source} (those "
                        f"there out of the storm when it struck), not {command.count}.")
    if target not in _reach(state, source):
        raise RuleError(f"The worm cannot carry you from {source} to {target}: up to "
                        f"{MOVE_RANGE} territories, passing only sand, never into or "
                        "through a territory the storm touches.")
    others = [f for f in state.forces.get(target, {}) if f != state.players[seat].faction]
    if target in strongholds(state) and len(others) >= 2:
        raise RuleError(f"{target} holds forces of two other factions; no one else may "
                        "enter it.")
    return source, target


def _reach(state: DiunaState, source: str) -> set[str]:
    """Territories within 3 of the source, through sand free of the storm."""
    seen = {source: 0}
    queue = deque([source])
    while queue:
        here = queue.popleft()
        if seen[here] == MOVE_RANGE or (here != source and not is_sand(state, here)):
            continue
        for near in TERRITORIES[here].neighbours:
            if near not in seen and not touched_by_storm(state, near):
                seen[near] = seen[here] + 1
                queue.append(near)
    return set(seen) - {source}


def _landing(state: DiunaState, target: str, asked: int | None) -> int:
    sectors = TERRITORIES[target].sectors
    if asked is None:
        return sectors[0]
    if asked not in sectors:
        raise RuleError(f"{target} lies in sectors {', '.join(map(str, sectors))}, not "
                        f"{asked}.")
    return asked
