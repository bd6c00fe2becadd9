"""What must always hold in a dice game (MATERIEL: "le jeu est limité par le matériel"):
every cube, leader, construction and Thumper is somewhere, once; markers hold 5 spice at
most; no empty entry on the board."""

from __future__ import annotations

from .data import CONSTRUCTIONS, FACTIONS, SPICE_STORE_LIMIT, THUMPERS
from .state import DiceState


def problems(state: DiceState) -> list[str]:
    out = []
    for player in state.players.values():
        faction = player.faction
        if faction is None:
            continue
        spec = FACTIONS[faction]
        board = [here[faction] for here in state.board.values() if faction in here]
        troops = player.reserve.troop + player.card.troop + sum(u.troop for u in board)
        elite = player.reserve.elite + player.card.elite + sum(u.elite for u in board)
        if (troops, elite) != (spec.troops, spec.elite):
            out.append(f"{faction}: {troops} troops and {elite} large cubes, not "
                       f"{spec.troops} and {spec.elite}")
        if player.leaders_card + player.leaders_reserve != spec.leaders or min(
                player.leaders_card, player.leaders_reserve) < 0:
            out.append(f"{faction}: leaders {player.leaders_card} + "
                       f"{player.leaders_reserve}, not {spec.leaders}")
        if not 0 <= player.spice_store <= SPICE_STORE_LIMIT:
            out.append(f"{faction}: {player.spice_store} spice on the marker")
    for kind, n in CONSTRUCTIONS.items():
        placed = sum(k == kind for k in state.constructions.values())
        if placed + state.reserve.get(kind, 0) != n or state.reserve.get(kind, 0) < 0:
            out.append(f"{kind}: {placed} placed and {state.reserve.get(kind, 0)} in reserve")
    held = sum(p.thumper for p in state.players.values())
    if held + state.thumpers != THUMPERS:
        out.append(f"Thumpers: {held} held and {state.thumpers} in the reserve")
    out += [f"empty entry in {region}" for region, here in state.board.items()
            if not here or not all(here.values())]
    if state.map.polar_sink in state.constructions:
        out.append("a construction in the Polar Sink")
    return out
