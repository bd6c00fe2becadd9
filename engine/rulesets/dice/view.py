"""What everyone sees of a dice game (the board, the dice, the reserve), and what only one
seat sees (the Bene Gesserit's guess, its standing answer, its commitment); the board as
text and as a plain SVG list."""

from __future__ import annotations

import hashlib
from typing import Any

from engine.core import BoardPicture
from engine.core.words import Say, say

from . import board_svg
from .data import ROUNDS, Faction
from .state import DiceState
from .words import T, Text, construction, joined
from .words import faction as word
from .words import lines as lines_of
from .words import region as region_word


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


def block(state: DiceState, short: bool = False) -> Text:
    """A line per seat in order of play (its faction card in plain sight: cubes, leaders,
    spice marker, Thumper; its part in the turn), then one line per region: zone, name,
    marks, construction, cubes (by the factions' two letters and `L` for large cubes when
    `short`): the status's block and the board's text, worded in the reader's language."""
    rows: list[Say] = [T("dice-text-title", round=state.round, rounds=ROUNDS, zone=state.storm)]
    for seat in state.order:
        faction = state.players[seat].faction
        rows.append(T("dice-text-seat-line",
                      letters=board_svg.letters(faction) if faction else "--", seat=seat,
                      faction=word(faction) if faction else T("dice-no-faction-yet"),
                      role=board_svg.role(state, seat),
                      card=board_svg.card(state, seat, " large")))
    for name in state.map.names:
        region = state.map.region(name)
        marks = "".join((
            "*" if region and region.strategic else "",
            "X" if region and region.desert else "",
            "~" if region and region.zone == state.storm else ""))
        build = state.constructions.get(name)
        cubes = [joined([board_svg.letters(f), board_svg.units_text(u)], "") if short
                 else joined([word(f), board_svg.units_text(u, " large")], ":")
                 for f, u in state.board.get(name, {}).items()]
        rows.append(joined([str(region.zone if region else 0), region_word(name), marks,
                            construction(build) if build else "", *cubes], " "))
    rows.append(board_svg.markers(state))
    rows.append(T("dice-text-legend"))
    return lines_of(*rows)


def lines(state: DiceState, short: bool = False, language: str = "en") -> list[str]:
    """The board's text, line by line, in `language`."""
    return say(block(state, short), language).splitlines()


def text(state: DiceState, language: str = "en") -> str:
    """The lines as one text that fits a Discord message in a code block: a crowded
    board names the factions on the regions by their letters (the seats' lines give
    them)."""
    full = "\n".join(lines(state, language=language))
    return full if len(full) + len("```\n\n```") <= MESSAGE else "\n".join(
        lines(state, short=True, language=language))


def board(state: DiceState, language: str = "en") -> BoardPicture:
    """The wheel as SVG; as text, one line a seat and a region, in one message."""
    return BoardPicture(svg=board_svg.svg(state, language),
                        messages=["```\n" + text(state, language) + "\n```"],
                        key=key(state))


def status_block(state: DiceState) -> Text:
    """The status's block: the board's text, short when the full one would not fit a
    message (as `text` decides, in English)."""
    full = "\n".join(lines(state))
    return block(state, short=len(full) + len("```\n\n```") > MESSAGE)


def key(state: DiceState) -> str:
    """Changes exactly when the board's picture does."""
    return hashlib.sha1("\n".join(lines(state)).encode()).hexdigest()[:16]
