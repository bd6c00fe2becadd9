"""How the Santini bot weighs its sealed orders: the Guild's payment for the initiative
and the build order (Costruzione)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.core import Command

from .construction import COST, Build
from .data.counters import Kind
from .factions import Faction
from .initiative import Initiative, Pay

if TYPE_CHECKING:
    from engine.core.ruleset import Seen

    from .bot_plan import Plan

RESERVE = 6
"""Spice kept back before paying the Guild: the initiative is bought from a surplus only,
since spice also builds the units that hold cities (Attività, Costruzione)."""
MOST_PAID = 3
HARVESTERS = 4
"""Harvesters a seat keeps alive: spice is its only income (Raccolta Spezia), and worms
and Fremen raids take harvesters."""


def budget(spice: int) -> int:
    """What the plan lets the seat pay for the initiative: nothing below the reserve, then
    a third of the surplus, at most three."""
    return min(MOST_PAID, max(spice - RESERVE, 0) // 3)


def _pay(seen: Seen, plan: Plan, cmd: Command) -> float:
    """The largest payment within the budget; a Landsraad order only with it."""
    assert isinstance(cmd, Pay)
    if cmd.amount > budget(plan.spice_in_hand):
        return -100.0 - cmd.amount
    return float(cmd.amount) + (0.5 if cmd.landsraad else 0.0)


def _initiative(seen: Seen, plan: Plan, cmd: Command) -> float:
    """The Fremen move their d8 up as far as their cities let them, to act first."""
    assert isinstance(cmd, Initiative)
    return float(cmd.modifier) + (0.5 if cmd.landsraad else 0.0)


def missing_harvesters(seen: Seen) -> int:
    alive = sum(1 for u in seen.view["public"]["units"].values() if u["faction"] == seen.side
                and u["kind"] == Kind.HARVESTER and u["place"] != "dead")
    return max(HARVESTERS - alive, 0)


def harvester_builds(seen: Seen, plan: Plan) -> list[Command]:
    """Build orders with the harvesters the seat lacks, when it is asked to build and can
    pay (Costruzione: a harvester costs 1); the Fremen build none."""
    if seen.own("construction") is None or not seen.of(Build) \
            or plan.faction == Faction.FREMEN.value:
        return []
    wanted = min(missing_harvesters(seen), plan.spice_in_hand)
    if not wanted:
        return []
    infantry = min(plan.spice_in_hand - wanted, 2)
    return [Build(harvester=wanted), Build(harvester=wanted, infantry=infantry)]


def _build(seen: Seen, plan: Plan, cmd: Command) -> float:
    """The most strength for the spice, harvesters first while the seat lacks them."""
    assert isinstance(cmd, Build)
    worth = sum(COST[Kind(k)] * n for k, n in cmd.counts().items())
    rebuilt = 2 * len([r for r in cmd.rebuild.split(",") if r.strip()])
    return float(worth + rebuilt + 5 * min(cmd.harvester, missing_harvesters(seen)))


def initiative_score() -> dict[type, Callable[[Seen, Plan, Command], float]]:
    return {Pay: _pay, Initiative: _initiative}


def build_score() -> dict[type, Callable[[Seen, Plan, Command], float]]:
    return {Build: _build}
