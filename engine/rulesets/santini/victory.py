"""Controllo Condizioni Vittoria: who controls each city, the victory points, and the end of
the game (the Fremen's blockade, six points, or the 30th turn's partial victory)."""

from __future__ import annotations

from engine.core import EventLog

from .factions import Faction
from .hooks import begins
from .state import Phase, SantiniState
from .words import T, faction_word

FIRST_VICTORY_TURN = 11
LAST_TURN = 30
POINTS_TO_WIN = 6
BLOCKADE = 12
"""The Fremen win when all players together harvest at most this much in three turns."""


def controller(state: SantiniState, city: str) -> Faction:
    """Nota Bene: the faction with combat units inside; a city without any is the
    Fremen's."""
    hex_ = state.map.cities[city].hex
    holders = {u.faction for u in state.units.values() if u.place == hex_ and u.combat}
    return next(iter(holders)) if len(holders) == 1 else Faction.FREMEN


def cities_of(state: SantiniState, faction: Faction) -> list[str]:
    return [c for c in state.map.cities if controller(state, c) == faction]


def city_points(state: SantiniState, faction: Faction) -> int:
    """Carthag and Arrakeen two, each minor city one."""
    return sum(2 if state.map.cities[c].major else 1 for c in cities_of(state, faction))


def final_count(state: SantiniState, faction: Faction) -> dict[str, int]:
    """The partial victory's count, part by part: the cities, -2 for one's own charismatic
    leader lost (even if a Ghola brought him back), +1 for each enemy one killed, +1 for
    every 24 spice on one's planet."""
    player = state.player_of(faction)
    return {"cities": city_points(state, faction), "lost": -2 * player.charismatic_lost,
            "kills": player.kills, "spice": player.spice // 24}


def final_points(state: SantiniState, faction: Faction) -> int:
    return sum(final_count(state, faction).values())


@begins(Phase.VICTORY)
def check(state: SantiniState, log: EventLog) -> None:
    """The victory phase: end the game when a condition holds, else begin the next turn."""
    if state.turn >= FIRST_VICTORY_TURN:
        recent = state.harvests[-3:]
        if len(recent) == 3 and sum(recent) <= BLOCKADE:
            _end(state, [Faction.FREMEN], "fremen", log)
            return
        winners = [f for f in (p.faction for p in state.players.values())
                   if f != Faction.FREMEN and city_points(state, f) >= POINTS_TO_WIN]
        if winners:
            _end(state, winners, "points", log)
            return
    if state.turn >= LAST_TURN:
        points = {}
        for player in state.players.values():
            count = final_count(state, player.faction)
            points[player.faction] = sum(count.values())
            log.public("points", T("santini-points-count", faction=faction_word(
                player.faction), points=points[player.faction], **count),
                       faction=player.faction.value, points=points[player.faction])
        best = max(points.values())
        _end(state, [f for f, n in points.items() if n == best], "partial", log)


def _end(state: SantiniState, winners: list[Faction], how: str, log: EventLog) -> None:
    state.winners = winners
    state.ending = how
    state.phase = Phase.ENDED
    log.public("game_over", T(f"santini-end-{how}", winners=[faction_word(f)
                                                              for f in winners]))
