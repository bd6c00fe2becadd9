"""The bot in THE DUEL's arena (1984, V-VII): a leader's value is both the strength of its
blows and what blows must take from it (V.7), so the strongest leader is sent, but never a
main character while another is free (VII: its death puts the player out); a defence held
is always raised against an attack; the backing buys the leader's life against the
strongest blow a foe may deal, where the spice allows. Its moves in the arena:
`arena_moves.py`."""

from __future__ import annotations

from engine.core import Command, Decision
from engine.core.ruleset import Seen

from ..data.main_leaders import is_main
from ..protocol.arena_commands import Defend, DuelBack, DuelLeader, Second
from . import battle_board as board
from .arena_board import Arena
from .arena_judge import DEATH
from .position import Position

MAIN_DEATH = 3 * DEATH
"""VII: a main character killed puts its player out of the game."""


def leader(seen: Seen, decision: Decision) -> Command | None:
    """V.2, V.7: the strongest leader, a main character last (VII)."""
    options = seen.of(DuelLeader)
    return max(options, key=lambda c: (not is_main(c.leader), _cost(c.leader))) \
        if options else None


def back(seen: Seen, decision: Decision) -> Command | None:
    """V.2, V.7: the backing that costs least in what a blow is expected to take.

    A blow that reaches backing and worth together kills; a lesser one takes the backing
    first, to the striker, and the rest from the worth, which the bank pays. So backing buys
    the leader's life against a blow from each foe leader stronger than it, and costs its
    spice only when struck. At most half the seat's spice is set out: the rest stays for
    shipping and bidding (the spice comes back if not taken, V.9)."""
    options = seen.of(DuelBack)
    if not options:
        return None
    arena = Arena.of(seen)
    most = min(max(c.amount for c in options), Position.of(seen).spice // 2)
    if arena is None or not arena.foes or most <= 0:
        return min(options, key=lambda c: c.amount)
    death = MAIN_DEATH if is_main(seen.view.get("private", {}).get("arena_leader")) else DEATH
    amount = min(range(most + 1), key=lambda n: (_blow_cost(arena, n, death), n))
    return DuelBack(amount=amount)


def _blow_cost(arena: Arena, backing: int, death: float) -> float:
    """What one blow from a foe is expected to cost my leader with `backing` set out: its
    life if the blow reaches worth and backing, else the spice the backing pays (each foe
    leader it may send as likely)."""
    life = arena.mine + backing
    costs = [death if blow >= life else min(blow, backing)
             for foe in arena.foes for blow in arena.worth[foe]]
    return sum(costs) / len(costs)


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
