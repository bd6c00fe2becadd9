"""What everyone sees of a dice game (the board, the dice, the reserve), and what only one
seat sees (the Bene Gesserit's guess, its standing answer, its commitment); the board as
text and as a plain SVG list."""

from __future__ import annotations

import hashlib
from typing import Any

from engine.core import BoardPicture

from . import board_svg
from .data import ROUNDS, Faction
from .state import DiceState


def public(state: DiceState) -> dict[str, Any]:
    roll = state.roll
    return {
        "step": state.step.value, "round": state.round, "active": state.active_seat,
        "order": state.order, "storm": state.storm,
        "factions": {s: (p.faction.value if p.faction else None)
                     for s, p in state.players.items()},
        "board": {r: {f.value: u.model_dump() for f, u in here.items()}
                  for r, here in state.board.items()},
        "constructions": {r: k.value for r, k in state.constructions.items()},
        "reserve": {k.value: n for k, n in state.reserve.items()},
        "markers": {"shield": state.shield, "snooper": state.snooper,
                    "thumpers": state.thumpers},
        "cards": {s: {"card": p.card.model_dump(), "reserve": p.reserve.model_dump(),
                      "leaders_card": p.leaders_card, "leaders_reserve": p.leaders_reserve,
                      "spice": p.spice_store, "thumper": p.thumper}
                  for s, p in state.players.items()},
        "dice": None if roll is None else {
            "faces": {d.value: f for d, f in roll.faces.items()},
            "kept": [d.value for d in roll.kept]},
        "winners": [f.value for f in state.winners],
        "turn": _turn(state),
    }


def _turn(state: DiceState) -> dict[str, Any]:
    """The turn's public facts; of a battle, who has committed, never what."""
    turn = state.turn
    fight = turn.fight
    return {"spice": turn.spice, "ally": turn.ally, "offered": turn.offered,
            "target": turn.target, "fought": turn.fought,
            "fight": None if fight is None else {
                "region": fight.region, "attackers": fight.attackers,
                "defenders": fight.defenders, "lent": fight.lent,
                "committed": sorted(fight.pledges)}}


def view(state: DiceState, seat: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {"public": public(state)}
    player = state.players.get(seat or "")
    private: dict[str, Any] = {}
    if player is not None and player.faction == Faction.BENE_GESSERIT and state.guess:
        private["guess"] = state.guess.value
    standing = state.standing.get(seat or "")
    if standing is not None:
        private["standing_answer"] = standing.model_dump(mode="json")
    fight = state.turn.fight
    if fight is not None and seat in fight.pledges:
        private["commitment"] = fight.pledges[seat].model_dump()
    if private:
        out["private"] = private
    return out


def lines(state: DiceState) -> list[str]:
    """One line per region: zone, name, marks, cubes."""
    out = [f"Turn {state.round}/{ROUNDS} - storm on zone {state.storm}"]
    for name in state.map.names:
        region = state.map.region(name)
        zone = region.zone if region else 0
        marks = "".join((
            "*" if region and region.strategic else "",
            "X" if region and region.desert else "",
            "~" if region and region.zone == state.storm else ""))
        build = state.constructions.get(name)
        cubes = " ".join(f"{f.value}:{board_svg.units_text(u, ' large')}"
                         for f, u in state.board.get(name, {}).items())
        out.append(f"{zone} {name:<16}{marks:<3} {build.value if build else '':<13}{cubes}")
    out.append(board_svg.markers(state))
    out.append("* strategic region, X desert, ~ in the storm; large cubes count two")
    return out


def board(state: DiceState) -> BoardPicture:
    """The wheel as SVG; as text, one line a region (one message)."""
    return BoardPicture(svg=board_svg.svg(state),
                        messages=["```\n" + "\n".join(lines(state)) + "\n```"],
                        key=key(state))


def key(state: DiceState) -> str:
    """Changes exactly when the board's picture does."""
    return hashlib.sha1("\n".join(lines(state)).encode()).hexdigest()[:16]
