"""Whom the game waits for, and each decision's default (a deadline's or a moderator's
`force`): public kinds and seats only; a default may name the seat's own secrets, so it is
never shown to anyone else."""

from __future__ import annotations

from engine.core import Command

from . import battle, setup
from . import commands as c
from .data import Faction
from .state import DiunaState, Phase

DEFAULT_STORM = 3
"""The storm symbol's default choice: the middle of 0-6."""


def waiting_for(state: DiunaState) -> list[tuple[str, str]]:
    """(seat, decision kind) of every decision the game waits for now."""
    if state.phase == Phase.SETUP:
        return [(seat, "traitor") for seat in setup.choosing(state)]
    if state.waiting == "storm":
        return [(state.first, "storm")]
    if state.waiting == "window":
        return [(state.window[0], "window")]
    if state.waiting == "ride":
        fremen = state.seat_with(Faction.FREMEN)
        assert fremen is not None
        return [(fremen, "ride")]
    if state.waiting in ("buy", "revive", "move"):
        return [(state.order[state.turn], state.waiting)]
    if state.waiting == "battle":
        kind = state.fight.step if state.fight is not None else "battle"
        if state.swap == "returning":
            kind = "return_traitor"
        return [(seat, kind) for seat in battle.deciders(state)]
    return []


def default(state: DiunaState, seat: str, kind: str) -> Command:
    """The command a deadline plays for the seat: the cautious choice."""
    if kind == "traitor":
        return setup.default_pick(state, seat)
    simple: dict[str, Command] = {
        "storm": c.Storm(sectors=DEFAULT_STORM), "ride": c.Stay(), "buy": c.Pass(),
        "revive": c.Done(), "move": c.Done(), "swap": c.DrawTraitor(yes=False),
        "voice": c.Voice(order="none"), "foresee": c.Foresee(element="none"),
        "market": c.Hold(), "window": c.Hold(),
        "prebattle": c.Hold(),
    }
    if kind in simple:
        return simple[kind]
    if kind == "call":
        return c.Call(yes=battle.holds_traitor(state, seat))
    if kind == "return_traitor":
        return c.ReturnTraitor(leader=state.players[seat].traitors[-1])
    if kind == "battle":
        name, opponent = battle.battles_of(state, seat)[0]
        return c.Battle(territory=name, opponent=state.players[opponent].faction.value)
    return _default_plan(state, seat)


def _default_plan(state: DiunaState, seat: str) -> c.Plan:
    """Every force there, the strongest free leader, no card but the weapon the Voice
    orders when the seat holds one."""
    fight = state.fight
    assert fight is not None
    player = state.players[seat]
    forces = battle.fighting(state, player.faction)
    free = [n for n in player.leaders if state.fought.get(n, fight.territory) == fight.territory]
    leader = max(free, key=lambda n: state.cards.leader(n).strength) if free else None
    weapon = None
    if fight.voice is not None and fight.voice[0] == "must" and leader is not None:
        weapon = next(iter(battle.voiced_weapons(state, player, fight.voice[1])), None)
    return c.Plan(forces=forces, leader=leader, weapon=weapon)
