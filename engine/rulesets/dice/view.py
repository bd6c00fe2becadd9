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


MESSAGE = 2000
"""Characters in one Discord message: the text board is one."""


def lines(state: DiceState, short: bool = False) -> list[str]:
    """A line per seat in order of play (its faction card in plain sight: cubes, leaders,
    spice marker, Thumper; its part in the turn), then one line per region: zone, name,
    marks, cubes (by the factions' two letters and `L` for large cubes when `short`)."""
    out = [f"Turn {state.round}/{ROUNDS} - storm on zone {state.storm}"]
    for seat in state.order:
        faction = state.players[seat].faction
        out.append(f"{board_svg.LETTERS[faction] if faction else '--'} {seat} "
                   f"({faction or 'no faction yet'}{board_svg.role(state, seat)}): "
                   + board_svg.card(state, seat, " large"))
    for name in state.map.names:
        region = state.map.region(name)
        zone = region.zone if region else 0
        marks = "".join((
            "*" if region and region.strategic else "",
            "X" if region and region.desert else "",
            "~" if region and region.zone == state.storm else ""))
        build = state.constructions.get(name)
        cubes = " ".join(
            board_svg.LETTERS[f] + board_svg.units_text(u) if short
            else f"{f.value}:{board_svg.units_text(u, ' large')}"
            for f, u in state.board.get(name, {}).items())
        out.append(f"{zone} {name:<16}{marks:<3} {build.value if build else '':<13}{cubes}")
    out.append(board_svg.markers(state))
    out.append("* strategic region, X desert, ~ in the storm; large cubes count two")
    return out


def text(state: DiceState) -> str:
    """The lines as one text that fits a Discord message in a code block: a crowded
    board names the factions on the regions by their letters (the seats' lines give
    them)."""
    full = "\n".join(lines(state))
    return full if len(full) + len("```\n\n```") <= MESSAGE else "\n".join(
        lines(state, short=True))


def board(state: DiceState, language: str = "en") -> BoardPicture:
    """The wheel as SVG; as text, one line a seat and a region, in one message."""
    return BoardPicture(svg=board_svg.svg(state), messages=["```\n" + text(state) + "\n```"],
                        key=key(state))


def key(state: DiceState) -> str:
    """Changes exactly when the board's picture does."""
    return hashlib.sha1("\n".join(lines(state)).encode()).hexdigest()[:16]
