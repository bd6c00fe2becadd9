"""XII: the nexus, by standing: ally with a weaker team against the leader (and accept
such an offer), never with the leader itself; then `ready`."""

from __future__ import annotations

from engine.core import Command
from engine.core.ruleset import Seen

from ..protocol.commands import Ally, Ready, Unally
from .position import Position


def nexus(seen: Seen, pos: Position) -> Command | None:
    """Break from an alliance when one of us would win alone; ask or accept a partner against the
    leader once; else ready."""
    allied = len(pos.team_of(pos.me)) > 1
    if allied and Unally() in seen.legal and (_ally_alone_wins(pos) or _alone_wins(pos)):
        return Unally()
    if not allied:
        ask = _partner(seen, pos)
        if ask is not None:
            return ask
    return Ready() if Ready() in seen.legal else None


def _alone_wins(pos: Position) -> bool:
    """IV: alone, three strongholds win; allied, four: one who holds three alone wins by
    leaving."""
    return pos.worth(pos.held_by(pos.me)) >= pos.needed(frozenset({pos.me}))


def _ally_alone_wins(pos: Position) -> bool:
    """XII.D: an ally close to winning alone is the next rival."""
    return any(pos.worth(pos.held_by(f)) >= pos.needed(frozenset({f}))
               for f in pos.team_of(pos.me) if f != pos.me)


def _partner(seen: Seen, pos: Position) -> Command | None:
    """A request to the faction outside the leading team with the most on the board;
    one already asking us comes first; none asked twice."""
    nexus = pos.public.get("nexus") or {}
    invitations = nexus.get("invitations", {})
    asked = set(invitations.get(pos.me, []))
    leader = pos.leader() or frozenset()
    options = [c for c in seen.of(Ally) if isinstance(c, Ally)
               and c.faction not in asked and c.faction not in leader]
    if not options or not leader or _ahead(pos, leader):
        return None
    wooing = [c for c in options if pos.me in invitations.get(c.faction, [])]
    pool = wooing or options
    return max(pool, key=lambda c: (pos.on_board(frozenset({c.faction})), c.faction))


def _ahead(pos: Position, leader: frozenset[str]) -> bool:
    """Whether our team holds more strongholds than the leading other: then it is we whom
    the others should fear, and an ally would only raise the count we need (IV)."""
    return pos.worth(pos.team_held(pos.team_of(pos.me))) > pos.worth(pos.team_held(leader))
