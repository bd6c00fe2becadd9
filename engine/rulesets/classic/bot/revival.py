"""IX.B: revival within a budget: tokens revived for spice only while reserves run low,
and only with the spice a card and a shipment still leave."""

from __future__ import annotations

from engine.core import Command
from engine.core.ruleset import Seen

from ..protocol.commands import FreeRevival, Revive
from .position import Position

LOW_RESERVES = 6
"""Below this many tokens in reserve, the bot pays to revive."""
PRICE = 2
"""IX.B.2: two spice a token."""
KEEP = 4


def revive(seen: Seen, pos: Position) -> Command | None:
    options = [c for c in seen.of(Revive) if isinstance(c, Revive)]
    if not options:
        return None
    afford = 0 if pos.reserves >= LOW_RESERVES else max(0, (pos.spice - KEEP) // PRICE)
    fitting = [c for c in options if c.count <= afford]
    return max(fitting, key=lambda c: c.count) if fitting else min(options,
                                                                     key=lambda c: c.count)


def free_revival(seen: Seen) -> Command | None:
    """XII.E.6 (Fremen): the gift to an ally is free; give it."""
    gifts = [c for c in seen.of(FreeRevival) if isinstance(c, FreeRevival) and c.yes]
    return gifts[0] if gifts else None
