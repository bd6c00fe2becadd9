"""The steps of the dice game as objects, each with the rules of its commands: the set-up's
two steps, then the actions of a turn in the rulebook's order (ORDRE DU TOUR), as far as
they are played today (engine/rulesets/dice/README.md, STATUS)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Command

from . import (
    alliance,
    build,
    combat,
    corrino,
    dancers,
    harvest,
    kanly,
    land,
    move,
    recruit,
    roll,
    setup,
    standing,
    storm,
    tleilax,
)
from . import commands as c
from .phase import PhaseSpec, Rule
from .state import DiceState, Step

CHOOSE = PhaseSpec(
    step=Step.CHOOSE,
    begin=setup.begin_choice,
    finished=lambda state: not state.choosers,
    waits=setup.choice_waits,
    candidates=setup.choice_candidates,
    rules=(Rule(c.ChooseFaction, setup.choose, setup.check_choose, ("faction",)),),
)

PLACE = PhaseSpec(
    step=Step.PLACE,
    begin=setup.begin_placing,
    auto=setup.run_automatic,
    finished=lambda state: not state.setups,
    waits=setup.placing_waits,
    candidates=setup.placing_candidates,
    rules=(
        Rule(c.Place, setup.place, setup.check_place, ("region", "construction")),
        Rule(c.Guess, setup.guess, setup.check_guess, ("faction",)),
    ),
)

ROLL = PhaseSpec(
    step=Step.ROLL,
    begin=roll.begin,
    auto=roll.keep_worm,
    finished=roll.finished,
    waits=roll.waits,
    candidates=roll.candidates,
    rules=(
        Rule(c.Keep, roll.keep, roll.check_turn, ("die",)),
        Rule(c.Reroll, roll.reroll, roll.check_turn),
        Rule(c.Thumper, roll.thumper, roll.check_turn),
    ),
)

AXOLOTL = PhaseSpec(
    step=Step.AXOLOTL,
    begin=tleilax.begin,
    finished=tleilax.finished,
    waits=tleilax.waits,
    candidates=tleilax.candidates,
    rules=(Rule(c.Symbol, tleilax.symbol, tleilax.check_symbol, ("faction",)),),
)

HARVEST = PhaseSpec(
    step=Step.HARVEST,
    begin=harvest.begin,
    auto=harvest.auto,
    finished=lambda state: state.turn.harvested,
    waits=harvest.waits,
    candidates=harvest.candidates,
    rules=(Rule(c.Destroy, harvest.destroy, harvest.check_destroy, ("region",)),),
)

ALLIANCE = PhaseSpec(
    step=Step.ALLIANCE,
    begin=alliance.begin,
    auto=standing.answer,
    finished=alliance.finished,
    waits=alliance.waits,
    candidates=alliance.candidates,
    rules=(
        Rule(c.Ally, alliance.ally, alliance.check_offer, ("faction", "symbol", "dice")),
        Rule(c.Alone, alliance.alone, alliance.check_offer),
        Rule(c.Accept, alliance.accept, alliance.check_answer),
        Rule(c.Decline, alliance.decline, alliance.check_answer),
    ),
)

RECRUIT = PhaseSpec(
    step=Step.RECRUIT,
    begin=recruit.begin,
    auto=recruit.auto,
    finished=lambda state: state.turn.recruited,
    waits=recruit.waits,
    candidates=recruit.candidates,
    rules=(Rule(c.Recruit, recruit.recruit, recruit.check_recruit, ("leaders", "sardaukar")),),
)

KANLY = PhaseSpec(
    step=Step.KANLY,
    begin=kanly.begin,
    auto=kanly.auto,
    finished=lambda state: state.turn.kanly_done,
    waits=kanly.waits,
    candidates=kanly.candidates,
    rules=(
        Rule(c.Kill, kanly.kill, kanly.check_kanly, ("faction", "region", "elite")),
        Rule(c.Take, kanly.take, kanly.check_kanly),
        Rule(c.Spare, kanly.spare, kanly.check_kanly),
    ),
)

LAND = PhaseSpec(
    step=Step.LAND,
    begin=land.begin,
    auto=land.auto,
    finished=land.finished,
    waits=land.waits,
    candidates=land.candidates,
    rules=(
        Rule(c.Allow, land.allow, land.check_permit, ("yes",)),
        Rule(c.Land, land.land, land.check_lander, ("count", "region", "large")),
        Rule(c.Done, land.done, land.check_lander),
        Rule(c.Fund, land.fund, land.check_fund, ("amount",)),
    ),
)

MOVE = PhaseSpec(
    step=Step.MOVE,
    begin=move.begin,
    auto=move.auto,
    finished=move.finished,
    waits=move.waits,
    candidates=move.candidates,
    rules=(
        Rule(c.Target, move.target, move.check_target, ("region",)),
        Rule(c.Move, move.move, move.check_mover, ("count", "source", "large")),
        Rule(c.Done, move.done, move.check_mover),
    ),
)

COMBAT = PhaseSpec(
    step=Step.COMBAT,
    begin=combat.begin,
    auto=combat.auto,
    finished=combat.finished,
    waits=combat.waits,
    candidates=combat.candidates,
    rules=(
        Rule(c.Battle, combat.battle, combat.check_battle, ("region",)),
        Rule(c.Dance, dancers.dance, dancers.check_dance, ("faction",)),
        Rule(c.Stop, dancers.stop, dancers.check_dance),
        Rule(c.Sacrifice, combat.sacrifice, combat.check_sacrifice, ("faction", "large")),
        Rule(c.Lend, combat.lend, combat.check_lend, ("yes",)),
        Rule(c.Commit, combat.commit, combat.check_commit,
             ("troops", "large", "allied", "allied_large", "leaders", "lent")),
    ),
)

BUILD = PhaseSpec(
    step=Step.BUILD,
    begin=build.begin,
    auto=build.auto,
    finished=lambda state: state.turn.built,
    waits=build.waits,
    candidates=build.candidates,
    rules=(
        Rule(c.Build, build.build, build.check_build, ("construction",)),
        Rule(c.Skip, build.skip, build.check_build),
    ),
)

STORM = PhaseSpec(
    step=Step.STORM,
    begin=storm.blow,
    finished=lambda state: True,
)

SETUP: tuple[PhaseSpec, ...] = (CHOOSE, PLACE)
TURN: tuple[PhaseSpec, ...] = (ROLL, AXOLOTL, HARVEST, ALLIANCE, RECRUIT, KANLY, LAND, MOVE,
                              COMBAT, BUILD, STORM)
"""The actions of one turn, in order; after the last, `turn.end_turn`."""

ANY_TIME: tuple[tuple[Rule, Callable[[DiceState, str], list[Command]]], ...] = (
    (Rule(c.Ghola, tleilax.ghola, tleilax.check_ghola), tleilax.ghola_candidates),
    (Rule(c.Give, corrino.give, corrino.check_give, ("amount",)), corrino.give_candidates),
    (Rule(c.Auto, standing.order, standing.check_order, ("answer", "faction")),
     standing.candidates),
)
"""Commands of no one action, each with what it offers: Gholas, the Corrino's gift, the
standing answer to alliance offers."""

PHASES = {spec.step: spec for spec in (*SETUP, *TURN)}
FOLLOWING = {spec.step: nxt for spec, nxt in zip((*SETUP, *TURN), (*SETUP[1:], *TURN, None),
                                                 strict=True)}
"""The step after each one; None after a turn's last action."""
RULES: dict[type[Command], Rule] = {}
"""Each command's first rule in the order of play: its check says when the command is
given, for a command given at the wrong time."""
for _spec in PHASES.values():
    for _rule in _spec.rules:
        RULES.setdefault(_rule.command, _rule)


def rule_for(state: DiceState, command: type[Command]) -> Rule | None:
    """The rule that plays a command now: the current step's, else the command's first
    (whose check refuses it, saying when it is given); None for no player's command."""
    spec = current(state)
    return ((spec.rule(command) if spec else None)
            or next((rule for rule, _ in ANY_TIME if rule.command is command), None)
            or RULES.get(command))


def anytime(state: DiceState, seat: str) -> list[Command]:
    """The any-time commands a seat may give now."""
    return [cmd for rule, offered in ANY_TIME if rule.allows(state, seat)
            for cmd in offered(state, seat)]


def current(state: DiceState) -> PhaseSpec | None:
    """The step the game is in (None once it has ended)."""
    return PHASES.get(state.step)
