"""Pad, Atreides 1 (XV, the additional advantages): the Kwisatz Haderach.

Once the Atreides have lost seven tokens in battles, the counter may join one leader or Cheap
Hero(ine) a turn in battle, adding 2 to it unless that leader is killed; a leader it goes
with cannot turn traitor; only a lasgun/shield explosion kills it, and then it is revived
like a leader (when the Atreides may revive leaders, for its 2 strength). The tokens lost
and the counter's state are public, like everything on the board and in the tanks."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text

from ..board import advantages
from ..data import Faction
from ..model.state import Battle, BattlePlan, ClassicState

ATREIDES = Faction.ATREIDES
NAME = "Kwisatz Haderach"
LOSSES_NEEDED = 7
BONUS = 2
RULE = T("classic-rule-pad-atreides-1")


def awake(state: ClassicState) -> bool:
    """The counter is in play: the option, the Atreides, seven tokens lost in battles."""
    return advantages.has(state, ATREIDES) and state.kwisatz_losses >= LOSSES_NEEDED


def usable(state: ClassicState) -> bool:
    """It may join a plan now: awake, alive, not yet used this turn, and no Karama stopped
    it in this battle (XVII.B)."""
    return awake(state) and not state.kwisatz_dead and state.kwisatz_turn != state.turn \
        and not _barred(state)


def _barred(state: ClassicState) -> bool:
    r = state.battles
    return bool(r and r.current and "kwisatz" in r.current.barred)


def check_plan(state: ClassicState, faction: Faction, plan: BattlePlan) -> None:
    """A plan naming the Kwisatz Haderach: the Atreides', with a leader or Cheap Hero(ine)."""
    if not plan.kwisatz:
        return
    if faction != ATREIDES or not advantages.has(state, ATREIDES):
        raise RuleError(T("classic-kwisatz-atreides-only"), rule=RULE,
                        hint=T("classic-leave-out-kwisatz"))
    if not usable(state):
        raise RuleError(_why_not(state), rule=RULE, hint=T("classic-leave-out-kwisatz"))
    if plan.leader is None:
        raise RuleError(T("classic-kwisatz-not-alone"), rule=RULE)


def _why_not(state: ClassicState) -> Text:
    if state.kwisatz_dead:
        return T("classic-kwisatz-in-tanks")
    if _barred(state):
        return T("classic-kwisatz-karama")
    if state.kwisatz_turn == state.turn:
        return T("classic-kwisatz-fought")
    return T("classic-kwisatz-asleep", needed=LOSSES_NEEDED, count=state.kwisatz_losses)


def bonus(plan: BattlePlan, leader_dead: bool) -> int:
    """+2 to the leader it joins, nothing if that leader is killed."""
    return BONUS if plan.kwisatz and not leader_dead else 0


def after_battle(state: ClassicState, b: Battle, lost: int, exploded: bool,
                 log: EventLog) -> None:
    """Count the Atreides' tokens lost in this battle; mark the counter used this turn, and
    dead when a lasgun/shield explosion takes it."""
    if not advantages.has(state, ATREIDES):
        return
    was_awake = awake(state)
    state.kwisatz_losses += lost
    plan = b.plans.get(ATREIDES)
    if plan is not None and plan.kwisatz:
        state.kwisatz_turn = state.turn
        if exploded:
            state.kwisatz_dead = True
            log.public("kwisatz_killed", T("classic-kwisatz-killed"))
    if awake(state) and not was_awake:
        log.public("kwisatz_awake", T("classic-kwisatz-awake", count=state.kwisatz_losses))


def revivable(state: ClassicState) -> list[str]:
    """The counter when it is in the tanks."""
    return [NAME] if awake(state) and state.kwisatz_dead else []


def revive(state: ClassicState, log: EventLog) -> None:
    """Revived like a leader, for its strength of 2."""
    player = state.players[ATREIDES]
    if player.spice < BONUS:
        raise RuleError(T("classic-kwisatz-revival-costs", cost=BONUS, count=player.spice),
                        rule=T("classic-rule-ix-d-2-pad-atreides-1"))
    player.spice -= BONUS
    state.bank += BONUS
    state.kwisatz_dead = False
    log.public("leader_revived", T("classic-kwisatz-revived", count=BONUS),
               faction=ATREIDES, leader=NAME, cost=BONUS)
