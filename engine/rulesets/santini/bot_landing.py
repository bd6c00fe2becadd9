"""Harvesters the Santini bot has the Guild land straight onto spice (Attività: a transfer
to a hex of desert costs a harvester 3), the random agents' transfers reaching cities only;
a wing goes with it when the seat can pay for both (Raccolta Spezia: an "Aerea" result
is then a harvest, not a harvester lost), onto the spice farthest from the Fremen.
Each landing is checked from the view as the rules check it, more strictly where the view
is not enough (a zoc is taken as every hex next to an enemy counter), so that none is
refused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Command

from . import bot_board as b
from . import commands as c
from .bot_escort import unguarded
from .bot_harvest import attacked
from .data.counters import Kind
from .data.hexmap import RULEBOOK_MAP
from .transfer import PRICES, Transfer

if TYPE_CHECKING:
    from engine.core.ruleset import Seen

    from .bot_plan import Plan

DESERT_PRICE = PRICES[Kind.HARVESTER][1]
BLOCKED_BY = "Tempeste Spaziali"
"""The event card that stops every transfer this turn."""


def may_transfer(seen: Seen, plan: Plan) -> bool:
    """A house in its own activity, before it attacks, with no battle open and no Tempeste
    Spaziali this turn, may have the Guild carry its counters (Attività; the Fremen have
    no transfer)."""
    public = seen.view["public"]
    return plan.faction != b.FREMEN and bool(seen.of(c.Done)) and public["battle"] is None \
        and BLOCKED_BY not in public["events_this_turn"] and not attacked(seen)


def landings(seen: Seen, plan: Plan) -> list[Command]:
    """One home harvester onto the richest safe spice hex, in the seat's activity."""
    public = seen.view["public"]
    if not may_transfer(seen, plan) or plan.spice_in_hand < DESERT_PRICE:
        return []
    ready = at_home(seen, plan, Kind.HARVESTER)
    if not ready:
        return _wing_alone(seen, plan)
    safe = [h for h in plan.spice if _safe(seen, plan, h)]
    best = max(safe, key=lambda h: (-b.fremen_bonus(seen.view, h),
                                    max(public["spice"][h]), h), default=None)
    if best is None:
        return []
    wings = at_home(seen, plan, Kind.WING)
    if wings and plan.spice_in_hand >= 2 * DESERT_PRICE:
        return [Transfer(units=f"{ready[0]},{wings[0]}", to=best)]
    return [Transfer(units=ready[0], to=best)]


def _wing_alone(seen: Seen, plan: Plan) -> list[Command]:
    """A home wing onto a harvester of the seat on spice with no wing beside it, where a
    transfer may land (bot_escort says why)."""
    wings = at_home(seen, plan, Kind.WING)
    if not wings:
        return []
    open_ = [h for h in unguarded(seen.view, plan) if _clear(seen, plan, h)]
    return [Transfer(units=wings[0], to=open_[0])] if open_ else []


def at_home(seen: Seen, plan: Plan, kind: Kind) -> list[str]:
    """The seat's counters of `kind` on its home planet, free to be carried."""
    return sorted(i for i, u in b.units(seen.view).items() if u["faction"] == plan.faction
                  and u["place"] == "home" and u["kind"] == kind and not u["locked"])


def _safe(seen: Seen, plan: Plan, hex_: str) -> bool:
    """Light desert, no storm on it, no counter of ours or an enemy's on it or next to it."""
    return _clear(seen, plan, hex_) and not any(
        u["place"] == hex_ for u in b.units(seen.view).values())


def _clear(seen: Seen, plan: Plan, hex_: str) -> bool:
    """Light desert, no storm on it, no enemy counter on it or next to it."""
    return RULEBOOK_MAP.terrain.get(hex_) == "light" and not b.stormed(seen.view, hex_) \
        and not b.enemy_around(seen.view, plan.faction, hex_)
