"""The dice game's printed facts for the table's look-ups and `dune-moderator data`: the
rulebook's map (a game on a moderator's map keeps its own in its state), the dice, the
factions' cards."""

from __future__ import annotations

from typing import Any

from .data import DEFAULT_MAP, DICE, FACTION_ORDER, FACTIONS, MapSpec
from .regions import region_named


def region_facts(name: str, world: MapSpec = DEFAULT_MAP) -> tuple[dict[str, Any], str]:
    """One region: its zone, kind, desert mark and neighbours, as data and as a line."""
    found = region_named(world, name)
    region = world.region(found)
    neighbours = [n for n in world.names if world.adjacent(found, n)]
    data = {"name": found, "zone": region.zone if region else None,
            "strategic": bool(region and region.strategic),
            "desert": bool(region and region.desert), "neighbours": neighbours}
    kind = ("the neutral centre" if region is None else
            f"zone {region.zone}, " + ("strategic" if region.strategic else "not strategic")
            + (", desert" if region.desert else ""))
    return {"region": data}, f"{found}: {kind}\n  neighbours: {', '.join(neighbours)}"


def static_data() -> dict[str, Any]:
    return {
        "name": "dice",
        "map": DEFAULT_MAP.model_dump(mode="json"),
        "dice": {die.value: list(faces) for die, faces in DICE.items()},
        "factions": {f.value: {"setup_order": i, "leader": s.leader, "strength": s.strength,
                               "troops": s.troops, "large": s.elite, "leaders": s.leaders,
                               "min_players": s.min_players}
                     for i, (f, s) in enumerate(FACTIONS.items(), 1)},
    }


def static_text() -> str:
    lines = ["Dune The Dice Game: " + ", ".join(FACTION_ORDER) + "."]
    for zone in range(1, 7):
        lines.append(f"Zone {zone} (Region die arrow {DEFAULT_MAP.arrows[zone]}): "
                     + ", ".join(DEFAULT_MAP.in_zone(zone)))
    return "\n".join(lines)
