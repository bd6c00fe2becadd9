"""Which part of the bot answers each decision the game asks of its seat: the battle's
kinds go to `battle.py`; the others to the module named after what they decide. A
decision no module answers, or one whose module finds nothing to do, gets a random
legal command, spice and cards of no one decision kept (the random agents' way)."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.core import Command, Decision
from engine.core.ruleset import Seen

from ..protocol.commands import Ghola, Grant, Karama, Support
from . import advantages, alliances, battle, bidding, harvest, movement, revival, setup, storm
from .position import Position

Answer = Callable[[Seen, Position], Command | None]

ANSWERS: dict[str, Answer] = {
    "traitor": lambda seen, pos: setup.traitor(seen),
    "place": lambda seen, pos: setup.place(seen),
    "predict": lambda seen, pos: setup.predict(seen),
    "dial": storm.dial,
    "bid": bidding.bid,
    "move": movement.turn,
    "ride": movement.ride,
    "nexus": alliances.nexus,
    "revive": revival.revive,
    "free_revival": lambda seen, pos: revival.free_revival(seen),
    "move_now": advantages.move_now,
    "protect": advantages.protect,
    "advise": advantages.advise,
    "coexist": advantages.coexist,
    "place_worm": advantages.place_worm,
    "commit": harvest.commit,
    "tax": harvest.tax,
    "sell": harvest.sell,
    "buy": harvest.buy,
    "report": harvest.report,
    "vote": harvest.vote,
    "bid_access": harvest.bid_access,
    "trade": harvest.trade,
    "commit_troops": harvest.commit_troops,
}
"""Decision kind -> the bot's answer."""

ASIDE = (Support, Grant, Karama, Ghola)
"""Commands of no one decision (pledges and grants of spice, a Karama, the Ghola): never
played at random, where they would throw away spice or a card."""


def decide(seen: Seen, rng: random.Random) -> Command | None:
    """The bot's command for the first decision the game asks of its seat."""
    pos = Position.of(seen)
    for decision in seen.decisions:
        chosen = _answer(seen, pos, decision, rng)
        if chosen is not None:
            return chosen
    plain = [c for c in seen.legal if not isinstance(c, ASIDE)] or list(seen.legal)
    return rng.choice(plain) if plain else None


def _answer(seen: Seen, pos: Position, decision: Decision,
            rng: random.Random) -> Command | None:
    if decision.kind in battle.KINDS:
        return battle.decide(seen, decision, rng)
    answer = ANSWERS.get(decision.kind)
    return answer(seen, pos) if answer is not None else None
