"""Faza zbiorów przyprawy and the end of the round: from the first player, forces in the
sector where spice lies collect 2 each (collecting never harms, so it is done at once);
charity tops every player up to 3; the victory check at the end of rounds 3, 4 and 5
(Sprawdzenie warunków zwycięstwa); then the round marker moves on and the first player
marker passes to the right, the next in order of play."""

from __future__ import annotations

from engine.boards.arrakis.territories import TERRITORIES
from engine.core import EventLog

from .board import count, strongholds
from .data import (
    CHARITY,
    HARVEST_PER_FORCE,
    ROUNDS,
    STRONGHOLD_POINTS,
    STRONGHOLDS_TO_WIN,
    VICTORY_ROUNDS,
    Faction,
)
from .state import DiunaState, Phase
from .window import new_round
from .words import T, Text, faction_word, joined, listing, territory_word

HARVESTER_RATE = 3
"""The Harvester (reconstructed market card): 3 spice a force in one territory."""


def run(state: DiunaState, log: EventLog) -> None:
    for seat in state.order:
        _collect(state, seat, log)
    _charity(state, log)
    _end_round(state, log)


def _collect(state: DiunaState, seat: str, log: EventLog) -> None:
    player = state.players[seat]
    for name in list(state.spice):
        sector = TERRITORIES[name].blow_sector
        assert sector is not None
        forces = count(state, name, player.faction, (sector,))
        rate = HARVESTER_RATE if state.harvesters.get(seat) == name else HARVEST_PER_FORCE
        taken = min(state.spice[name], forces * rate)
        if not taken:
            continue
        player.spice += taken
        state.spice[name] -= taken
        if not state.spice[name]:
            del state.spice[name]
        log.public("collect", T("diuna-collect-left", seat=seat, amount=taken,
                                territory=territory_word(name), left=state.spice[name])
                   if name in state.spice else
                   T("diuna-collect", seat=seat, amount=taken, territory=territory_word(name)),
                   territory=name, amount=taken)


def _charity(state: DiunaState, log: EventLog) -> None:
    for seat in state.order:
        player = state.players[seat]
        if player.spice < CHARITY:
            given = CHARITY - player.spice
            player.spice = CHARITY
            log.public("charity", T("diuna-charity", seat=seat, amount=given, charity=CHARITY),
                       amount=given)


def strongholds_held(state: DiunaState, faction: Faction) -> list[str]:
    """Strongholds where the faction has at least one force."""
    return [name for name in strongholds(state) if count(state, name, faction)]


def points(state: DiunaState, faction: Faction) -> int:
    """After round 5: 5 a stronghold held, 1 a spice."""
    player = state.players[state.seat_of(faction)]
    return STRONGHOLD_POINTS * len(strongholds_held(state, faction)) + player.spice


def ending(state: DiunaState) -> Text:
    """How an ended game ended: by 3 strongholds at the end of a round, else on points."""
    if all(len(strongholds_held(state, f)) >= STRONGHOLDS_TO_WIN for f in state.winners):
        return T("diuna-ending-strongholds", count=STRONGHOLDS_TO_WIN, round=state.round)
    return T("diuna-ending-points", round=state.round)


def _end_round(state: DiunaState, log: EventLog) -> None:
    if state.round in VICTORY_ROUNDS:
        holders = [f for f in state.factions
                   if len(strongholds_held(state, f)) >= STRONGHOLDS_TO_WIN]
        if holders:
            _end(state, holders, log, T("diuna-end-strongholds",
                                        factions=listing([faction_word(f) for f in holders]),
                                        count=STRONGHOLDS_TO_WIN, round=state.round))
            return
    if state.round == ROUNDS:
        score = {f: points(state, f) for f in state.factions}
        best = max(score.values())
        _end(state, [f for f in state.factions if score[f] == best], log,
             T("diuna-end-points", scores=joined(
                 [T("diuna-score", faction=faction_word(f), points=n)
                  for f, n in score.items()], ", ")))
        return
    state.round += 1
    state.order = state.order[1:] + state.order[:1]
    state.phase = Phase.STORM
    new_round(state)
    log.public("round", T("diuna-round", round=state.round, seat=state.first),
               round=state.round, first=state.first)


def _end(state: DiunaState, winners: list[Faction], log: EventLog, why: Text) -> None:
    state.winners = winners
    state.phase = Phase.ENDED
    log.public("game_over", T("diuna-game-over", why=why, winners=joined(
                   [faction_word(f) for f in winners], ", ")),

               winners=[str(f) for f in winners])
