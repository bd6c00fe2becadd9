"""The bot in battle: the choice of battle, the plan, the traitor call, the Voice and
Prescience, losses and the cards kept, and THE DUEL's arena."""

from __future__ import annotations

import random

from engine.core import Command, Decision
from engine.core.ruleset import Seen

KINDS = frozenset({"battle", "plan", "voice", "prescience", "call_traitor", "lose", "keep",
                   "capture", "duel_leader", "duel_place", "duel_back", "duel_turn",
                   "second", "defend"})
"""The decisions this module answers."""


def decide(seen: Seen, decision: Decision, rng: random.Random) -> Command | None:
    """The command for a battle decision (None: the caller picks)."""
    return None
