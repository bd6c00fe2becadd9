"""How the Santini bot weighs its sealed orders: the Guild's payment for the initiative
and the build order (Costruzione)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.core import Command

from .construction import COST, REBUILD_COST, Build
from .data.counters import COMBAT, Kind
from .factions import Faction
from .initiative import Initiative, Pay
from .transfer import PRICES
from .units import STACK_LIMIT

if TYPE_CHECKING:
    from engine.core.ruleset import Seen

    from .bot_plan import Plan

RESERVE = 6
"""Spice kept back before paying the Guild: the initiative is bought from a surplus only,
since spice also builds the units that hold cities (Attività, Costruzione)."""
MOST_PAID = 3
HARVESTERS = 6
"""Harvesters a seat keeps alive: spice is its only income (Raccolta Spezia), worms and
Fremen raids take harvesters, and a harvester costs 1 (Costruzione). Among bots, six
kept the harvest over the Fremen's blockade longer than four (9 and 10 Fremen wins of 12
games, ending on turns 11-21 and 12-19)."""


LANDING = PRICES[Kind.HARVESTER][1]
"""What the Guild asks to land a harvester on the desert (Attività)."""


def landing_reserve(seen: Seen) -> int:
    """Spice kept to land the seat's harvesters waiting at home: without the landing a
    harvester earns nothing, and spent on anything else the seat's income stops."""
    if seen.side == Faction.FREMEN.value:
        return 0
    return LANDING * sum(1 for u in seen.view["public"]["units"].values()
                         if u["faction"] == seen.side and u["place"] == "home"
                         and u["kind"] == Kind.HARVESTER)


def harvest_reserve(seen: Seen) -> int:
    """Spice kept for the harvest: the landings of the harvesters at home, and the build
    and landing of each harvester the seat lacks (Costruzione, Attività)."""
    if seen.side == Faction.FREMEN.value:
        return 0
    return landing_reserve(seen) + missing_harvesters(seen) * (COST[Kind.HARVESTER] + LANDING)


def spare(seen: Seen, plan: Plan) -> int:
    """Spice beyond the landings' reserve."""
    return plan.spice_in_hand - landing_reserve(seen)


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


def missing_wings(seen: Seen) -> int:
    """Harvesters (alive or to be built) without a wing to escort them (bot_escort)."""
    alive = {k: sum(1 for u in seen.view["public"]["units"].values()
                    if u["faction"] == seen.side and u["kind"] == k and u["place"] != "dead")
             for k in (Kind.HARVESTER, Kind.WING)}
    harvesters = max(alive[Kind.HARVESTER], HARVESTERS)
    return max(harvesters - alive[Kind.WING], 0)


def harvester_builds(seen: Seen, plan: Plan) -> list[Command]:
    """Build orders with the harvesters the seat lacks, when it is asked to build and can
    pay (Costruzione: a harvester costs 1); the Fremen build none."""
    if seen.own("construction") is None or not seen.of(Build) \
            or plan.faction == Faction.FREMEN.value:
        return []
    each = COST[Kind.HARVESTER] + LANDING
    wanted = min(missing_harvesters(seen), spare(seen, plan) // each,
                 on_sheet(seen, Kind.HARVESTER))
    left = spare(seen, plan) - wanted * each
    wings = min(missing_wings(seen), left // (COST[Kind.WING] + LANDING),
                on_sheet(seen, Kind.WING))
    if wanted <= 0 and wings <= 0:
        return []
    infantry = min(left, 2, on_sheet(seen, Kind.INFANTRY))
    return [Build(harvester=wanted), Build(harvester=wanted, infantry=infantry),
            Build(harvester=wanted, wing=wings)]


UNLIMITED = 1_000


def on_sheet(seen: Seen, kind: Kind) -> int:
    """The seat's counters of that kind not in play (the public `counters_left`, which
    names only the kinds its sheet holds); a game with no limit shows none, and spice
    alone limits the order."""
    left = seen.view["public"]["players"][seen.seat]["counters_left"]
    return left.get(kind.value, 0) if left else UNLIMITED


WAITING = STACK_LIMIT
"""Combat units at home beyond which a house builds no more: a unit at home holds no city
(Nota Bene), and the Guild carries a stack of three at most into a hex (Attività), so the
spice is worth more carrying the troops waiting than building more to wait with them."""


def waiting_troops(seen: Seen) -> int:
    """The seat's combat units at home."""
    return sum(1 for u in seen.view["public"]["units"].values() if u["faction"] == seen.side
               and u["place"] == "home" and Kind(u["kind"]) in COMBAT)


def _build(seen: Seen, plan: Plan, cmd: Command) -> float:
    """The most strength for the spice, harvesters first while the seat lacks them; never
    the spice that lands its harvesters, and no troops while a stack waits at home to be
    carried (`WAITING`; the Fremen build for nothing and walk in)."""
    assert isinstance(cmd, Build)
    worth = sum(COST[Kind(k)] * n for k, n in cmd.counts().items())
    idle = 0
    if plan.faction != Faction.FREMEN.value and waiting_troops(seen) >= WAITING:
        idle = sum(COST[Kind(k)] * n for k, n in cmd.counts().items() if Kind(k) in COMBAT)
    units = seen.view["public"]["units"]
    rebuilt = sum(REBUILD_COST.get(Kind(units[r]["kind"]), 2) if r in units else 2
                  for r in (w.strip().upper() for w in cmd.rebuild.split(",")) if r)
    landed = LANDING * (cmd.harvester + cmd.wing)
    if plan.faction != Faction.FREMEN.value and worth + rebuilt + landed > spare(seen, plan):
        return -1.0 - worth - rebuilt
    return float(worth - 2 * idle + rebuilt + 5 * min(cmd.harvester, missing_harvesters(seen))
                 + 4 * min(cmd.wing, missing_wings(seen)))


def initiative_score() -> dict[type, Callable[[Seen, Plan, Command], float]]:
    return {Pay: _pay, Initiative: _initiative}


def build_score() -> dict[type, Callable[[Seen, Plan, Command], float]]:
    return {Build: _build}
