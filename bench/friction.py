"""Friction of asynchronous play: how many questions a person must answer per seat and per
turn, with and without the standing orders a sensible player would give. Each question is a
round trip through Discord (a DM or a waiting line, then a wait for the player), so this
count, not the engine's speed, sets how long an asynchronous game lasts. It is a count:
the same seeds give the same figures."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from bot.outbox import Asked, asked
from engine.core import RuleError, Ruleset, Session
from engine.core.simulation import play, sample_origin
from engine.rulesets.catalog import RULESETS

GAMES = {"classic": (6, 10), "diuna": (4, 10), "dice": (4, 20)}
"""Ruleset -> (seats, games): whole random games, few enough that every variant of every
ruleset plays in seconds."""

TOP_KINDS = 6
"""The decision kinds shown in the breakdown, the most asked first."""


@dataclass
class Tally:
    """What random games of one ruleset asked of their players."""

    seat_games: int = 0
    seat_turns: int = 0
    """Seats times the turns (rounds) each game played: the divisor of the per-turn
    figures."""
    asked: Counter[str] = field(default_factory=Counter)
    """Decision kind -> the questions of that kind put to a person."""
    orders: int = 0
    """Standing orders given."""
    turns_to: int = 0
    """Times the game came to wait on a seat it was not waiting on: a hand-off, the wait
    that costs hours in asynchronous play (a seat answering several questions in a row,
    the dice kept one by one, say, is one sitting)."""

    def per_seat_turn(self, kind: str | None = None) -> float:
        """Questions per seat per turn (of one kind, or all)."""
        count = self.asked.total() if kind is None else self.asked[kind]
        return count / self.seat_turns

    def hand_offs(self) -> float:
        """Hand-offs to a seat per seat per turn."""
        return self.turns_to / self.seat_turns


def measure(ruleset: Ruleset, seats: int, games: int, *, standing_orders: bool) -> Tally:
    """Random games of `seats` seats (seeds 1 to `games`, the ruleset's own agents and
    random options) to the end. A question is a decision (seat, kind, token) open when an
    agent is about to play and not open before the previous one did, as the bot sends a DM
    and a waiting line only for a question newly open. With `standing_orders`, every seat
    first gives the orders it would give now, so what they answer is never asked."""
    tally = Tally()
    for seed in range(1, games + 1):
        _one_game(ruleset, seats, seed, tally, standing_orders=standing_orders)
    return tally


def _one_game(ruleset: Ruleset, seats: int, seed: int, tally: Tally, *,
              standing_orders: bool) -> None:
    """One game, its questions and orders added to `tally`."""
    before: set[Asked] = set()

    def look(session: Session) -> None:
        nonlocal before
        if standing_orders:
            tally.orders += _give_orders(ruleset, session)
        now = {asked(d) for d in ruleset.pending(session.state)}
        tally.asked.update(kind for _, kind, _ in now - before)
        tally.turns_to += len({seat for seat, _, _ in now} - {seat for seat, _, _ in before})
        before = now

    outcome = play(ruleset, sample_origin(ruleset, seed, players=seats), seed=seed,
                   before_command=look)
    tally.seat_games += seats
    tally.seat_turns += seats * ruleset.turn(outcome.session.state)


def _give_orders(ruleset: Ruleset, session: Session) -> int:
    """Each seat's standing orders for now, played as the seat would type them; how many."""
    given = 0
    for seat in ruleset.seats(session.state):
        for order in ruleset.standing_orders(session.state, seat):
            try:
                session.apply(seat, order)
            except RuleError as err:
                raise AssertionError(f"standing order refused: {seat}: {order!r}: {err}"
                                     ) from err
            given += 1
    return given


def lines(name: str, seats: int, games: int) -> list[str]:
    """The figure of one ruleset, then its most asked kinds of decision, without -> with."""
    ruleset = RULESETS[name]
    without = measure(ruleset, seats, games, standing_orders=False)
    with_orders = measure(ruleset, seats, games, standing_orders=True)
    kinds = ", ".join(
        f"{kind} {without.per_seat_turn(kind):.2f}->{with_orders.per_seat_turn(kind):.2f}"
        for kind, _ in without.asked.most_common(TOP_KINDS))
    return [f"friction {name} {seats} seats: {without.per_seat_turn():.2f} decisions/seat/turn "
            f"need a person without standing orders, {with_orders.per_seat_turn():.2f} with "
            f"(orders given: {with_orders.orders / with_orders.seat_games:.1f}/seat/game), "
            f"{games} games; hand-offs to a seat not awaited before: "
            f"{without.hand_offs():.2f} -> {with_orders.hand_offs():.2f}/seat/turn",
            f"  {name} by kind, per seat per turn, without->with: {kinds}"]


def decisions_for_a_person() -> None:
    """One figure per ruleset and its breakdown by kind of decision."""
    for name, (seats, games) in GAMES.items():
        print("\n".join(lines(name, seats, games)))
