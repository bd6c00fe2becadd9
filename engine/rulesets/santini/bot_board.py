"""The board as a Santini bot reads it from its seat's view: where counters stand, where
spice lies, who holds each city. Pure functions of the view (no game state), so that a bot
decides from what its seat may know."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .data.counters import COMBAT, Kind
from .data.hexmap import RULEBOOK_MAP
from .factions import Faction
from .harvest import FREMEN_NEAR
from .hexes import distance, neighbours

FREMEN = Faction.FREMEN.value
CITIES = {c.hex: (2 if c.major else 1) for c in RULEBOOK_MAP.cities.values()}
"""City hex -> its victory points (Carthag and Arrakeen two, the minor cities one)."""


def units(view: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    return view["public"]["units"]


def on_map(unit: Mapping[str, Any]) -> bool:
    return unit["place"] not in ("home", "dead")


def combat_at(view: Mapping[str, Any], hex_: str) -> dict[str, int]:
    """Faction -> the combat steps it has on that hex."""
    out: dict[str, int] = {}
    for unit in units(view).values():
        if unit["place"] == hex_ and Kind(unit["kind"]) in COMBAT:
            out[unit["faction"]] = out.get(unit["faction"], 0) + unit["steps"]
    return out


def stormed(view: Mapping[str, Any], hex_: str) -> bool:
    """A storm stands on the hex."""
    return hex_ in {s.get("hex") for s in view["public"]["storms"]}


def enemy_around(view: Mapping[str, Any], faction: str, hex_: str,
                 ignored: frozenset[str] = frozenset()) -> bool:
    """Another faction's counter (of a kind not `ignored`) on the hex or next to it."""
    around = {hex_, *neighbours(hex_)}
    return any(u["place"] in around and u["faction"] != faction and u["kind"] not in ignored
               for u in units(view).values())


def holder(view: Mapping[str, Any], hex_: str) -> str:
    """Nota Bene: a city is held by the one faction with combat units in it, else the
    Fremen's."""
    there = combat_at(view, hex_)
    return next(iter(there)) if len(there) == 1 else FREMEN


def city_points(view: Mapping[str, Any], faction: str) -> int:
    return sum(p for h, p in CITIES.items() if holder(view, h) == faction)


def spice_hexes(view: Mapping[str, Any]) -> list[str]:
    return sorted(h for h, lying in view["public"]["spice"].items() if lying)


def nearest(hex_: str, targets: list[str]) -> int:
    """The distance to the nearest target hex (a large number when there is none)."""
    return min((distance(hex_, t) for t in targets), default=99)


def place_of(view: Mapping[str, Any], ids: str) -> str | None:
    """Where the first of the units named `H3,H4` stands."""
    unit = units(view).get(ids.split(",")[0].strip().upper())
    return unit["place"] if unit else None


def kinds_of(view: Mapping[str, Any], ids: str) -> set[Kind]:
    found = (units(view).get(i.strip().upper()) for i in ids.split(","))
    return {Kind(u["kind"]) for u in found if u}


def harvester_at(view: Mapping[str, Any], hex_: str) -> bool:
    return any(u["place"] == hex_ and u["kind"] == Kind.HARVESTER for u in units(view).values())


def fremen_bonus(view: Mapping[str, Any], hex_: str) -> int:
    """Raccolta Spezia: the harvest die's modifier on `hex_` for the nearest Fremen combat
    unit in view (+3 within 2 hexes, +2 within 4, +1 within 8): each point brings the worm
    nearer."""
    near = nearest(hex_, [u["place"] for u in units(view).values() if on_map(u)
                          and u["faction"] == FREMEN and Kind(u["kind"]) in COMBAT])
    return _bonus_within(near)


def bonus_lent(view: Mapping[str, Any], hex_: str, faction: str) -> int:
    """Raccolta Spezia: the harvest die's modifier the Fremen combat units on `hex_` lend
    against the nearest of `faction`'s harvesters; driving them off takes that modifier
    away, and with it the worm and the blockade's thin harvest."""
    if not combat_at(view, hex_).get(FREMEN):
        return 0
    return _bonus_within(nearest(hex_, [u["place"] for u in units(view).values()
                                        if on_map(u) and u["faction"] == faction
                                        and u["kind"] == Kind.HARVESTER]))


def _bonus_within(near: int) -> int:
    return next((bonus for reach, bonus in FREMEN_NEAR if near <= reach), 0)
