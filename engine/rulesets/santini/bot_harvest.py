"""The Santini bot's harvesters on the march (Attività, Raccolta Spezia): each harvester
not already on spice it can take is sent along the cheapest path its movement points
buy, onto the safest, richest spice within reach, else as far as it gets toward the
nearest; one on spice the worm is too likely to find steps off it (`risky`). The random
agents' candidates step one hex at a time in a straight line, which stalls on dark
desert and rock, and leaves the harvest under the Fremen's blockade.

The path is found from the seat's view, as the rules walk it (terrain table, no storm,
no hex an enemy holds, an enemy combat unit's zoc ends the move), more strictly where
the view is not enough: every hex next to an enemy counter is taken as its zoc."""

from __future__ import annotations

import heapq
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import Command

from . import bot_board as b
from . import commands as c
from .data.counters import COMMON, Kind
from .data.hexmap import RULEBOOK_MAP
from .hexes import neighbours
from .movement import Move
from .terrain import COSTS
from .victory import BLOCKADE, FIRST_VICTORY_TURN

if TYPE_CHECKING:
    from engine.core.ruleset import Seen

STEP = COSTS["harvester"]
POINTS = COMMON["harvester"].mp
"""A harvester's printed movement points (Costruzione: the same for every faction)."""
HOLDS_NOTHING = frozenset({Kind.SPY.value, Kind.SCOUT.value})
"""Counters that hold no hex and exert no zoc (Nota sulle Spie, Nota sugli Scout)."""


class Ground:
    """The hexes a seat's harvester may cross this activity, read from the view."""

    def __init__(self, view: Mapping[str, Any], faction: str) -> None:
        public = view["public"]
        self.storms = {s.get("hex") for s in public["storms"]}
        self.held: set[str] = set()
        self.zoc: set[str] = set()
        for unit in b.units(view).values():
            if not b.on_map(unit) or unit["faction"] == faction \
                    or unit["kind"] in HOLDS_NOTHING:
                continue
            self.held.add(unit["place"])
            if unit["place"] not in self.storms:
                self.zoc.update(neighbours(unit["place"]))

    def price(self, hex_: str) -> int | None:
        """What entering `hex_` costs a harvester; None where it may not go."""
        if hex_ in self.storms or hex_ in self.held:
            return None
        terrain = RULEBOOK_MAP.terrain.get(hex_)
        return STEP.get(terrain) if terrain else None

    def paths(self, start: str) -> dict[str, tuple[int, list[str]]]:
        """Hex -> (cost, path) of the cheapest walk from `start`; a walk ends at the first
        hex in an enemy zoc."""
        best: dict[str, tuple[int, list[str]]] = {start: (0, [])}
        queue: list[tuple[int, str]] = [(0, start)]
        while queue:
            spent, here = heapq.heappop(queue)
            if spent > best[here][0] or (here != start and here in self.zoc):
                continue
            for there in neighbours(here):
                price = self.price(there)
                if price is None:
                    continue
                total = spent + price
                if there not in best or total < best[there][0]:
                    best[there] = (total, [*best[here][1], there])
                    heapq.heappush(queue, (total, there))
        return best


def acting(seen: Seen) -> bool:
    """The seat's activity is open and no attack is being fought (Attività)."""
    public = seen.view["public"]
    return (public["phase"] == "activity" and public["active"] == seen.seat
            and public["battle"] is None and bool(seen.of(c.Done)) and not attacked(seen))


def attacked(seen: Seen) -> bool:
    """Whether the seat declared an attack since the turn began (Attività: a player moves
    all his pieces, then attacks, and carries no more in)."""
    for event in reversed(seen.history):
        if event.kind == "turn":
            return False
        if event.kind == "attack" and getattr(event.text, "args", {}).get("seat") == seen.seat:
            return True
    return False


def routes(view: Mapping[str, Any], faction: str) -> dict[str, list[str]]:
    """Harvester id -> the path it should walk this activity, for each of the seat's
    harvesters that should go elsewhere (the Fremen have none)."""
    if faction == b.FREMEN or view["public"]["battle"] is not None:
        return {}
    ground = Ground(view, faction)
    taken = claimed(view, faction)
    out: dict[str, list[str]] = {}
    for id_, unit in sorted(b.units(view).items()):
        if unit["faction"] != faction or unit["kind"] != Kind.HARVESTER \
                or not b.on_map(unit) or unit["locked"] or unit["place"] in ground.storms:
            continue
        if takes_here(taken, unit["place"]):
            continue
        path = _route(view, ground, unit, taken) or _away(view, ground, unit)
        if path:
            out[id_] = path
    return out


def marches(seen: Seen, routes: dict[str, list[str]]) -> list[Command]:
    """The routes (`routes`) as moves, while the seat may move."""
    if not acting(seen):
        return []
    return [Move(units=id_, path=" ".join(path)) for id_, path in routes.items()]


def risky(view: Mapping[str, Any], hex_: str, faction: str) -> bool:
    """Raccolta Spezia: with the Fremen's +3 on the die and no wing of the seat beside it,
    a harvester is lost by the worm more often than it earns its price (the harvest
    table), so the bot leaves that spice for later; but not while the blockade is near
    (`starving`): a harvester lost costs 1, the blockade the game."""
    bonus = b.fremen_bonus(view, hex_)
    if bonus < 3 or starving(view):
        return False
    return not any(u["place"] == hex_ and u["faction"] == faction
                   and u["kind"] == Kind.WING for u in b.units(view).values())


def starving(view: Mapping[str, Any]) -> bool:
    """Controllo Condizioni Vittoria: the Fremen win from turn 11 when three turns'
    harvest totals at most 12; once the last two turns' harvest is within that, this
    turn's harvest may decide it (from turn 9, the first of the three)."""
    public = view["public"]
    return public["turn"] >= FIRST_VICTORY_TURN - 2 \
        and sum(public["harvests"][-2:]) <= BLOCKADE


def claimed(view: Mapping[str, Any], faction: str) -> dict[str, int]:
    """Spice hex the seat's harvesters may safely take (not `risky`) -> its counters
    beyond one for each of the seat's harvesters there (Raccolta Spezia: a harvester
    takes one counter a turn)."""
    free = {h: len(lying) for h, lying in view["public"]["spice"].items()
            if lying and not risky(view, h, faction)}
    for unit in b.units(view).values():
        if unit["faction"] == faction and unit["kind"] == Kind.HARVESTER \
                and unit["place"] in free:
            free[unit["place"]] -= 1
    return free


def takes_here(taken: dict[str, int], hex_: str) -> bool:
    """A harvester of the seat on `hex_` takes a counter there this turn (`claimed`)."""
    return taken.get(hex_, -1) >= 0


def best_spice(view: Mapping[str, Any], costs: Mapping[str, int]) -> str:
    """Of spice hexes (each with what reaching it costs), the one to take: the farthest
    from the Fremen (their bonus brings the worm, Raccolta Spezia), then the richest
    counter, then the cheapest to reach."""
    spice = view["public"]["spice"]
    return max(costs, key=lambda h: (-b.fremen_bonus(view, h), max(spice[h]), -costs[h], h))


def _away(view: Mapping[str, Any], ground: Ground, unit: Mapping[str, Any]) -> list[str]:
    """Off spice the worm is too likely to find (`risky`): a hex next to it that holds
    no spice and lies outside the enemy's zoc, when the harvester can still move."""
    here = unit["place"]
    if here not in view["public"]["spice"] or unit["mp_used"] >= POINTS:
        return []
    left = POINTS - unit["mp_used"]
    away = [h for h in neighbours(here) if h not in view["public"]["spice"]
            and h not in ground.zoc and (price := ground.price(h)) is not None
            and price <= left]
    return [min(away, key=lambda h: (b.fremen_bonus(view, h), h))] if away else []


def _route(view: Mapping[str, Any], ground: Ground, unit: Mapping[str, Any],
           taken: dict[str, int]) -> list[str]:
    """The path onto the best spice in reach, else toward the nearest free spice."""
    left = POINTS - unit["mp_used"]
    walks = ground.paths(unit["place"])
    free = [h for h, n in taken.items() if n > 0 and h in walks and h != unit["place"]]
    if not free or left <= 0:
        return []
    reach = [h for h in free if walks[h][0] <= left]
    if reach:
        return walks[best_spice(view, {h: walks[h][0] for h in reach})][1]
    goal = min(free, key=lambda h: (walks[h][0], h))
    path: list[str] = []
    spent = 0
    for hex_ in walks[goal][1]:
        spent += ground.price(hex_) or 0
        if spent > left:
            break
        path.append(hex_)
    return path
