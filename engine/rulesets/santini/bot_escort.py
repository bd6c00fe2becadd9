"""The Santini bot's air wings escort its harvesters (Raccolta Spezia): an "Aerea" result
is a harvest when a wing of the harvester's faction shares its hex, and the worm spares
the wing. Without one, a harvester within a few hexes of the Fremen is lost about as
often as it brings in its own price, so each wing flies to a harvester on spice that
has none.

The flight is planned from the seat's view as the rules check it (Attività: 1 point a
hex, 1 more to take off or land in an enemy zoc, no storm, never over enemy artillery,
no landing on rock or on enemy counters), more strictly where the view is not enough:
every hex next to an enemy counter is taken as its zoc."""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import Command

from . import bot_board as b
from .air import Fly
from .bot_harvest import Ground, acting, best_spice, claimed, takes_here
from .data.counters import COMMON, Kind
from .data.hexmap import RULEBOOK_MAP
from .hexes import neighbours

if TYPE_CHECKING:
    from engine.core.ruleset import Seen

    from .bot_plan import Plan

POINTS = COMMON["wing"].mp
GROUNDED_BY = "Tempeste Bassa Quota"
"""The event card that keeps every wing on the ground this turn."""


def escorts(seen: Seen, plan: Plan) -> list[Command]:
    """For each free wing: a lift of a harvester stranded off spice onto free spice, or
    a flight to a harvester on spice that has no wing beside it."""
    public = seen.view["public"]
    if plan.faction == b.FREMEN or not acting(seen) \
            or GROUNDED_BY in public["events_this_turn"]:
        return []
    sky = Sky(seen.view, plan)
    out: list[Command] = []
    for id_, wing in sky.mine:
        if wing["kind"] != Kind.WING or wing["locked"] or wing["place"] in sky.ground.storms \
                or _needed_here(sky.units, wing, plan):
            continue
        path = sky.lift(wing) or sky.flight(wing)
        if path:
            out.append(Fly(unit=id_, path=" ".join(path)))
    return out


def unguarded(view: Mapping[str, Any], plan: Plan) -> list[str]:
    """The spice hexes where a harvester of the seat stands with no wing of the seat."""
    mine = [u for u in b.units(view).values() if u["faction"] == plan.faction]
    guarded = {u["place"] for u in mine if u["kind"] == Kind.WING}
    return sorted({u["place"] for u in mine if u["kind"] == Kind.HARVESTER
                   and u["place"] in plan.spice and u["place"] not in guarded})


class Sky:
    """The seat's wings, harvesters and the hexes a flight may cross, from the view."""

    def __init__(self, view: Mapping[str, Any], plan: Plan) -> None:
        self.view, self.plan = view, plan
        self.ground = Ground(view, plan.faction)
        self.units = b.units(view)
        self.mine = [(i, u) for i, u in sorted(self.units.items())
                     if u["faction"] == plan.faction and b.on_map(u)]
        self.guns = {u["place"] for u in self.units.values() if b.on_map(u)
                     and u["faction"] != plan.faction and u["kind"] == Kind.ARTILLERY}
        self.unguarded = unguarded(view, plan)
        self.claimed = claimed(view, plan.faction)
        self.free = {h: n for h, n in self.claimed.items() if n > 0}

    def paths(self, start: str, limit: int) -> dict[str, list[str]]:
        """Hex -> the shortest flight from `start` over no storm and no enemy artillery."""
        paths: dict[str, list[str]] = {start: []}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if len(paths[here]) >= limit:
                continue
            for there in neighbours(here):
                if there not in paths and there not in self.ground.storms \
                        and there not in self.guns:
                    paths[there] = [*paths[here], there]
                    queue.append(there)
        return paths

    def lands(self, hex_: str) -> bool:
        return RULEBOOK_MAP.terrain.get(hex_) != "rock" and hex_ not in self.ground.held

    def zoc(self, hex_: str) -> int:
        return int(hex_ in self.ground.zoc)

    def stranded(self, id_: str, unit: Mapping[str, Any]) -> bool:
        """A harvester free to be carried that takes no spice where it stands and cannot
        walk onto any this turn."""
        if unit["kind"] != Kind.HARVESTER or unit["mp_used"] or unit["locked"]:
            return False
        if takes_here(self.claimed, unit["place"]):
            return False
        route = self.plan.routes.get(id_)
        return not route or route[-1] not in self.free

    def lift(self, wing: Mapping[str, Any]) -> list[str]:
        """Pick up a harvester that cannot reach spice on foot and land it on the best
        free spice in reach (its path: hexes to the harvester, `+id`, hexes on)."""
        left = POINTS - wing["mp_used"]
        start = wing["place"]
        to_harvesters = self.paths(start, left)
        for id_, unit in self.mine:
            if not self.stranded(id_, unit) or unit["place"] not in to_harvesters:
                continue
            pick = unit["place"]
            first = to_harvesters[pick]
            spent = self._to_pick_up(start, first, pick)
            onward = self.paths(pick, left - spent)
            goals = [h for h in self.free if h in onward and h != pick and self.lands(h)
                     and len(onward[h]) + spent + self.zoc(h) <= left]
            if goals:
                goal = best_spice(self.view, {h: len(onward[h]) for h in goals})
                return [*first, f"+{id_}", *onward[goal]]
        return []

    def _to_pick_up(self, start: str, first: list[str], pick: str) -> int:
        """Points spent up to taking off again with the harvester: a point a hex flown to
        it, and a point for each take-off or landing in an enemy zoc (the wing takes off
        at `start` and lands at `pick` only if it flies there first)."""
        landing = self.zoc(start) + self.zoc(pick) if first else 0
        return len(first) + landing + self.zoc(pick)

    def flight(self, wing: Mapping[str, Any]) -> list[str]:
        """The shortest flight onto the nearest harvester on spice with no wing."""
        left = POINTS - wing["mp_used"] - self.zoc(wing["place"])
        paths = self.paths(wing["place"], left)
        reach = [h for h in self.unguarded if h in paths and h != wing["place"]
                 and self.lands(h) and len(paths[h]) + self.zoc(h) <= left]
        return paths[min(reach, key=lambda h: (len(paths[h]), h))] if reach else []


def _needed_here(units: Mapping[str, Mapping[str, Any]], wing: Mapping[str, Any],
                 plan: Plan) -> bool:
    """The wing already guards a harvester on spice, and is the only one there."""
    here = wing["place"]
    if here not in plan.spice:
        return False
    harvesters = sum(1 for u in units.values() if u["place"] == here
                     and u["faction"] == plan.faction and u["kind"] == Kind.HARVESTER)
    wings = sum(1 for u in units.values() if u["place"] == here
                and u["faction"] == plan.faction and u["kind"] == Kind.WING)
    return harvesters > 0 and wings == 1
