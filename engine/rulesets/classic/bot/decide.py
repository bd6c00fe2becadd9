"""Which part of the bot answers each decision the game asks of its seat."""

from __future__ import annotations

import random

from engine.core import Command
from engine.core.ruleset import Seen

from . import battle


def decide(seen: Seen, rng: random.Random) -> Command | None:
    """The bot's command for the first decision the game asks of its seat."""
    for decision in seen.decisions:
        if decision.kind in battle.KINDS:
            chosen = battle.decide(seen, decision, rng)
            if chosen is not None:
                return chosen
    return rng.choice(seen.legal) if seen.legal else None
