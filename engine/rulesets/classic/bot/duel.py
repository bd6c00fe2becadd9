"""The bot in THE DUEL's arena (1984, V-VII): a leader's value is both the strength of its
blows and what blows must take from it (V.7), so the strongest leader is sent, but never a
main character while another is free (VII: its death puts the player out); a defence held
is always raised against an attack; no spice backs a leader it may lose. Its moves in the
arena: `arena_moves.py`."""

from __future__ import annotations

from engine.core import Command, Decision
from engine.core.ruleset import Seen

from ..data.main_leaders import is_main
from ..protocol.arena_commands import Defend, DuelBack, DuelLeader, Second
from . import battle_board as board


def leader(seen: Seen, decision: Decision) -> Command | None:
    """V.2, V.7: the strongest leader, a main character last (VII)."""
    options = seen.of(DuelLeader)
    return max(options, key=lambda c: (not is_main(c.leader), _cost(c.leader))) \
        if options else None


def back(seen: Seen, decision: Decision) -> Command | None:
    """V.2: the least backing (the spice is lost with the leader)."""
    options = seen.of(DuelBack)
    return min(options, key=lambda c: c.amount) if options else None


def second(seen: Seen, decision: Decision) -> Command | None:
    """V.3: send none when allowed; else the weakest leader, beside an ally if one fights."""
    options = seen.of(Second)
    if not options:
        return None
    if Second(side="none") in options:
        return Second(side="none")
    friends = board.allies(seen.view["public"], str(seen.side))
    return min(options, key=lambda c: (c.side not in friends, _cost(c.leader)))


def defend(seen: Seen, decision: Decision) -> Command | None:
    """VI: a defence that meets the attack is always played."""
    cards = [c for c in seen.of(Defend) if c.card != "none"]
    return cards[0] if cards else None


def _cost(name: str | None) -> int:
    return board.leader_strength(name)
