"""The Santini bot: it weighs each legal command of its seat by what it gains toward a win
(spice harvested, cities taken, an opponent's win stopped) and plays the best, decided from
its seat's `Seen` alone.

Its plan, from the rulebook: harvesters go onto spice (Raccolta Spezia: spice is the only
income, and a thin harvest hands the Fremen their blockade, Controllo Condizioni Vittoria),
walking the cheapest path (bot_harvest) or carried by a wing, and each wing then stays
beside a harvester on spice, where an "Aerea" result is a harvest (bot_escort), and a
harvester keeps spice the Fremen threaten while the blockade is near; troops waiting at
home are carried three at a time onto an empty city, the seat's own, or beside a city it
marches on, with spice the harvesters' landings do not need (bot_troops); combat units
march on the cities they do not hold and attack only at even odds or better; the Guild is
paid for the initiative only from a surplus; the Fremen hunt harvesters."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.core import Command
from engine.core.ruleset import Seen

from . import bot_board as b
from . import commands as c
from .air import Fly
from .bot_escort import escorts, unguarded
from .bot_harvest import marches
from .bot_landing import landings
from .bot_orders import (
    RESERVE,
    build_score,
    harvester_builds,
    initiative_score,
    spare,
)
from .bot_plan import Plan, plan_of
from .bot_troops import purse_for, troop_landings
from .cards_play import Play
from .combat_commands import Attack, Defend
from .data.counters import Kind
from .entry import Enter, Split
from .harvest import Harvest
from .movement import Move
from .strategic import Strategic
from .transfer import PRICES, Transfer
from .works import WORK_PRICE, Fortify

HOPELESS = -50.0
"""An attack at worse than even odds: never made (Combattimento: the odds column favours
the stronger side)."""


def choose(seen: Seen, rng: random.Random) -> Command | None:
    """The best-weighed legal command; ties broken by the rng (same seed, same choice)."""
    if not seen.legal:
        return None
    plan = plan_of(seen)
    options = [*seen.legal, *harvester_builds(seen, plan), *landings(seen, plan),
               *marches(seen, plan.routes), *escorts(seen, plan),
               *troop_landings(seen, plan)]
    scored = [(score(seen, plan, cmd), i) for i, cmd in enumerate(options)]
    best = max(s for s, _ in scored)
    return options[rng.choice([i for s, i in scored if s == best])]


def score(seen: Seen, plan: Plan, cmd: Command) -> float:
    rule = SCORES.get(type(cmd))
    return rule(seen, plan, cmd) if rule else 0.0


def _move(seen: Seen, plan: Plan, cmd: Command) -> float:
    assert isinstance(cmd, Move | Strategic)
    start = b.place_of(seen.view, cmd.units)
    end = cmd.path.split()[-1]
    if start is None or end == "off":
        return -10.0
    if Kind.HARVESTER in b.kinds_of(seen.view, cmd.units):
        return _harvester_move(seen, plan, cmd, start, end)
    gain = b.nearest(start, plan.goals) - b.nearest(end, plan.goals)
    if start in b.CITIES and b.holder(seen.view, start) == plan.faction \
            and b.combat_at(seen.view, start).get(plan.faction, 0) <= 2:
        return -20.0  # the last garrison of a city stays: it holds the points
    return 20.0 + 5 * gain if gain > 0 else -10.0


def _harvester_move(seen: Seen, plan: Plan, cmd: Move | Strategic, start: str,
                    end: str) -> float:
    """Only along its route (bot_harvest): onto spice, the safer the better, else toward
    spice or off spice the worm is too likely to find."""
    route = plan.routes.get(cmd.units)
    if route is None or cmd.path.split() != route:
        return -10.0
    if end in plan.spice:
        return 100.0 - 10 * b.fremen_bonus(seen.view, end)
    return 60.0


def _attack(seen: Seen, plan: Plan, cmd: Command) -> float:
    assert isinstance(cmd, Attack)
    hex_ = cmd.hex.upper()
    mine = sum(u["steps"] for u in (b.units(seen.view).get(i.strip().upper())
                                    for i in str(cmd.units).split(",")) if u)
    theirs = sum(n for f, n in b.combat_at(seen.view, hex_).items() if f != plan.faction)
    if mine < max(theirs, 1):
        return HOPELESS
    value = 40.0 + 10 * min(mine / max(theirs, 1), 3) + 10 * b.CITIES.get(hex_, 0)
    if plan.faction == b.FREMEN and b.harvester_at(seen.view, hex_):
        value += 30.0  # a harvester destroyed keeps the harvest under the blockade's 12
    value += 15.0 * b.bonus_lent(seen.view, hex_, plan.faction)
    return value + (60.0 if hex_ in plan.threat else 0.0)


def _fly(seen: Seen, plan: Plan, cmd: Command) -> float:
    """A wing flies to carry a stranded harvester onto spice, or to escort one on spice
    that has none (bot_escort)."""
    assert isinstance(cmd, Fly)
    words = cmd.path.split()
    end = next((w for w in reversed(words) if w[0] not in "+-"), "")
    if any(w[0] == "+" for w in words):
        return 85.0 if end in plan.spice else -5.0
    return 55.0 if end in unguarded(seen.view, plan) else -5.0


def _transfer(seen: Seen, plan: Plan, cmd: Command) -> float:
    assert isinstance(cmd, Transfer)
    if cmd.to == "home":
        return -20.0
    if cmd.to in plan.spice:
        return 90.0
    units = b.units(seen.view)
    price = sum(PRICES[Kind(units[i]["kind"])][0] for i in cmd.units.split(",")
                if i in units and Kind(units[i]["kind"]) in PRICES)
    if price > purse_for(seen, plan, cmd.to):
        return -20.0  # the harvest's spice does not carry troops
    return 35.0 + 5 * b.CITIES.get(cmd.to, 0)


def _defend(seen: Seen, plan: Plan, cmd: Command) -> float:
    """A defence with a command leader beats one without (its die modifier)."""
    assert isinstance(cmd, Defend)
    return 1.0 if cmd.command else 0.0


def _fortify(seen: Seen, plan: Plan, cmd: Command) -> float:
    """A fortification (3 spice, Attività) only from spice the landings do not need; the
    Fremen build theirs for nothing."""
    if plan.faction == b.FREMEN or spare(seen, plan) >= WORK_PRICE + RESERVE:
        return 15.0
    return -10.0


def _flat(value: float) -> Callable[[Seen, Plan, Command], float]:
    return lambda seen, plan, cmd: value


SCORES: dict[type, Callable[[Seen, Plan, Command], float]] = {
    Move: _move, Strategic: _move, Attack: _attack, Transfer: _transfer,
    Defend: _defend, Enter: _flat(30.0), Fortify: _fortify, Split: _flat(5.0),
    Play: _flat(3.0), Fly: _fly, Harvest: _flat(-5.0), c.Done: _flat(0.0),
    **initiative_score(), **build_score(),
}
