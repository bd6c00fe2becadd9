"""The friction bench counts questions put to a person: sane counts on a few games, the
same for the same seeds, and an order that answers a kind of question keeps it from being
asked."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bench.friction import GAMES, Tally, lines, measure
from engine.core import Command
from engine.rulesets.catalog import RULESETS
from engine.rulesets.dice.ruleset import DiceRuleset


@pytest.mark.parametrize("name", list(GAMES))
def test_every_ruleset_asks_its_seats_and_orders_never_ask_more(name: str) -> None:
    seats, _ = GAMES[name]
    ruleset = RULESETS[name]
    without = measure(ruleset, seats, 1, standing_orders=False)
    with_orders = measure(ruleset, seats, 1, standing_orders=True)
    for tally in (without, with_orders):
        assert tally.seat_games == seats
        assert tally.seat_turns >= seats  # at least the first turn was played
        assert tally.asked.total() > 0  # no game plays itself
    assert without.orders == 0
    assert with_orders.per_seat_turn() <= without.per_seat_turn()


def test_the_figures_are_counts_that_the_same_seeds_repeat() -> None:
    def once() -> Tally:
        return measure(RULESETS["dice"], 4, 2, standing_orders=True)

    assert once() == once()


class DeclineAlways(DiceRuleset):
    """The dice game where every seat has standing orders to decline any alliance offered."""

    def standing_orders(self, state: Any, seat: str) -> list[Command]:
        return [self.registry.load(d.default) for d in self.pending(state)
                if d.seat == seat and d.kind == "alliance" and d.default]


def test_an_order_answering_a_kind_of_question_keeps_it_from_being_asked() -> None:
    ruleset = DeclineAlways()
    without = measure(ruleset, 4, 2, standing_orders=False)
    with_orders = measure(ruleset, 4, 2, standing_orders=True)
    assert without.asked["alliance"] > 0
    assert with_orders.asked["alliance"] == 0
    assert with_orders.orders > 0
    assert 0 < with_orders.turns_to < with_orders.asked.total()  # a sitting asks several


def test_the_bench_prints_the_figure_then_the_kinds() -> None:
    figure, kinds = lines("dice", 4, 1)
    assert figure.startswith("friction dice 4 seats: ")
    assert re.search(r", 1 games; hand-offs to a seat not awaited before: \d+\.\d\d -> "
                     r"\d+\.\d\d/seat/turn$", figure)
    assert "decisions/seat/turn need a person without standing orders" in figure
    assert re.search(r", \d+\.\d\d with \(orders given: \d+\.\d/seat/game\)", figure)
    assert kinds.startswith("  dice by kind, per seat per turn, without->with: ")
    kind = r"\w+ \d+\.\d\d->\d+\.\d\d"
    assert re.fullmatch(f"{kind}(, {kind})*", kinds.split(": ")[1])
