"""THE DUEL (1984): what the arena shows (V.2-10).

The public side of a fight is the same for everyone: the arena's sectors and their sides,
where the face-down leaders stand, the revealed ones and their worth, the backing, the
blocks, whose turn it is and how many Dueling cards each holds. A seat sees its own secrets
besides: its Dueling cards, its leader, its pledge and its supporter."""

from __future__ import annotations

from typing import Any

from engine.core.ruleset import SheetSection
from engine.core.words import Say, T

from ..data import Faction
from ..data.dueling import dueling_word
from ..data.words import faction_word, leader_word
from ..model.state import ClassicState
from ..phases.arena_world import arena_of


def arena_public(state: ClassicState) -> dict[str, Any]:
    out: dict[str, Any] = {}
    cards = state.dueling
    if cards is not None:
        out["dueling"] = {"deck": len(cards.deck), "discard": list(cards.discard),
                          "held": {f.value: len(h) for f, h in cards.hands.items()}}
    fight = state.fight
    if fight is None:
        return out
    out["fight"] = {
        "kind": fight.kind,
        "step": fight.step,
        "fighters": [f.value for f in fight.fighters],
        "sectors": {f.value: s for f, s in fight.sectors.items()},
        "arena": _arena(state),
        "revealed": {f.value: {"leader": fight.leaders[f], "worth": fight.worth[f]}
                     for f in fight.revealed},
        "backing": {f.value: n for f, n in fight.backing.items()},
        "seconds": {f.value: s.side.value for f, s in fight.seconds.items()}
        if fight.step == "duel" else {},
        "blocks": [list(b) for b in fight.blocks],
        "turn": fight.turn.value if fight.turn else None,
        "moves": fight.moves,
        "attack": {"attacker": fight.attack.attacker.value,
                   "target": fight.attack.target.value} if fight.attack else None,
        "dead": [f.value for f in fight.dead],
        "fled": [f.value for f in fight.fled],
    }
    return out


def _arena(state: ClassicState) -> dict[str, dict[str, str]]:
    """The board on the table (the rulebook's arena or the group's own): each sector's
    neighbour beyond each side, so a player (or a bot) can tell what reaches what."""
    return {s.name: dict(s.sides) for s in arena_of(state).sectors}


def arena_private(state: ClassicState, faction: Faction) -> dict[str, Any]:
    out: dict[str, Any] = {}
    cards = state.dueling
    if cards is not None:
        out["dueling_cards"] = list(cards.hands.get(faction, []))
    fight = state.fight
    if fight is None:
        return out
    if faction in fight.leaders:
        out["arena_leader"] = fight.leaders[faction]
    if faction in fight.pledges:
        out["arena_pledge"] = fight.pledges[faction]
    if faction in fight.seconds:
        second = fight.seconds[faction]
        out["arena_second"] = {"side": second.side.value, "leader": second.leader}
    return out


def arena_section(mine: dict[str, Any]) -> SheetSection | None:
    """The sheet's Dueling cards (IV.3: secret, never traded) and, in a fight, the seat's
    own face-down choices: its leader, its backing, the side it supports (V.2-3)."""
    if "dueling_cards" not in mine:
        return None
    cards = mine["dueling_cards"]
    lines: list[Say] = [dueling_word(card) for card in cards] or [T("classic-sheet-none")]
    if "arena_leader" in mine:
        lines.append(T("classic-arena-sheet-leader", leader=leader_word(mine["arena_leader"])))
    if "arena_pledge" in mine:
        lines.append(T("classic-arena-sheet-pledge", count=mine["arena_pledge"]))
    second = mine.get("arena_second")
    if second and second.get("leader"):
        lines.append(T("classic-arena-sheet-second", leader=leader_word(second["leader"]),
                       side=faction_word(Faction(second["side"]))))
    return SheetSection(title=T("classic-arena-sheet-title", count=len(cards)),
                        lines=tuple(lines))
