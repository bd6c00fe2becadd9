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
from .data import MOVE_RANGE, WORM, Faction, SpiceCard
from .die import shuffle
from .state import DiunaState, Phase
from .words import Say, T, forces, joined, listing, rule, territory_word


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
            log.public("worm_thumper", T("diuna-worm-thumper"))
            continue
        if state.round == 1:
            state.decks.spice.append(index)
            shuffle(state, state.decks.spice)
            log.public("worm_ignored", T("diuna-worm-first-round"))
            continue
        struck = _strike(state, log)
        state.decks.spice_discard.append(index)
        fremen = state.seat_with(Faction.FREMEN)
        state.riders = {t: n for t in struck if fremen is not None and (n := _riders(state, t))}
        if state.riders:
            state.waiting = "ride"
            log.public("worm_ride", T("diuna-worm-ride", territories=listing(
                [territory_word(t) for t in state.riders])))
            return


def _draw(state: DiunaState, log: EventLog) -> int:
    if not state.decks.spice:
        state.decks.spice = state.decks.spice_discard
        state.decks.spice_discard = []
        shuffle(state, state.decks.spice)
        log.public("spice_reshuffle", T("diuna-spice-reshuffle"))
    index = state.decks.spice.pop(0)
    card = state.cards.spice[index]
    log.public("spice_card", T("diuna-spice-card", seat=state.first, card=spice_card(card)),
               card=card.name)
    return index


def spice_card(card: SpiceCard) -> Say:
    """A spice card's name: its two territories, or the worm."""
    if card.territories is not None:
        return T("diuna-spice-card-name", first=territory_word(card.territories[0]),
                 second=territory_word(card.territories[1]))
    return T("diuna-card-shai-hulud") if card.name == WORM else card.name


def _blow(state: DiunaState, card: SpiceCard, log: EventLog) -> None:
    assert card.territories is not None
    for name in card.territories:
        for faction in list(state.forces.get(name, {})):
            for sector in list(state.forces[name][faction]):
                to_tanks(state, name, faction, sector, log, T("diuna-why-blow"))
        spice_to_pool(state, name, log, T("diuna-why-old-spice"))
        state.spice[name] = card.amount
        log.public("spice_blow", T("diuna-spice-blow", amount=card.amount,
                                   territory=territory_word(name)), territory=name,
                   amount=card.amount)


def _strike(state: DiunaState, log: EventLog) -> tuple[str, ...]:
    """The worm in the top discard's territories; the territories it struck."""
    top = state.cards.spice[state.decks.spice_discard[-1]] if state.decks.spice_discard \
        else None
    if top is None or top.territories is None:
        log.public("worm", T("diuna-worm-nothing"))
        return ()
    log.public("worm", T("diuna-worm-strikes", territories=listing(
                   [territory_word(t) for t in top.territories])),
               territories=list(top.territories))
    for name in top.territories:
        for faction in list(state.forces.get(name, {})):
            if faction != state.tokens_with(Faction.FREMEN):
                for sector in list(state.forces[name][faction]):
                    to_tanks(state, name, faction, sector, log, T("diuna-why-worm"))
        spice_to_pool(state, name, log, T("diuna-why-worm"))
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
    log.public("ride", T("diuna-ride", seat=seat, forces=forces(command.count),
                         source=territory_word(source), target=territory_word(target),
                         sector=sector), count=command.count, source=source,
               target=target, sector=sector)
    if not state.riders:
        state.waiting = ""


def stay(state: DiunaState, seat: str, log: EventLog) -> None:
    _waiting_for_fremen(state, seat)
    state.riders = {}
    state.waiting = ""
    log.public("stay", T("diuna-stay", seat=seat))


def _waiting_for_fremen(state: DiunaState, seat: str) -> None:
    if state.waiting != "ride":
        raise RuleError(T("diuna-ride-no-worm"),
                        hint=T("diuna-ride-no-worm-hint", rule=rule("fremeni-wybuch")))
    if not state.players[seat].has(Faction.FREMEN):
        raise RuleError(T("diuna-ride-only-fremen", rule=rule("fremeni-wybuch")))


def _check_ride(state: DiunaState, seat: str, command: c.Ride) -> tuple[str, str]:
    """The checks of a ride: (source, target) when they pass, else RuleError."""
    _waiting_for_fremen(state, seat)
    source, target = typed_territory(command.source), typed_territory(command.target)
    if source not in state.riding:
        raise RuleError(T("diuna-ride-not-from", source=territory_word(source)),
                        hint=T("diuna-ride-from", territories=joined(
                            [territory_word(t) for t in state.riding],
                            " / ")))
    if command.count > state.riders[source]:
        raise RuleError(T("diuna-ride-too-many", most=state.riders[source],
                          source=territory_word(source), count=command.count))
    if target not in _reach(state, source):
        raise RuleError(T("diuna-ride-too-far", source=territory_word(source),
                          target=territory_word(target), range=MOVE_RANGE))
    others = [f for f in state.forces.get(target, {}) if f != state.players[seat].faction]
    if target in strongholds(state) and len(others) >= 2:
        raise RuleError(T("diuna-stronghold-full", territory=territory_word(target)))
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
        raise RuleError(T("diuna-not-in-sector", territory=territory_word(target),
                          sectors=", ".join(map(str, sectors)), sector=asked))

    return asked
