"""Raccolta Spezia: every harvester on a spice counter rolls a d8 on the harvest table,
then the income of the Emperor and of the cities; the harvest is recorded for the next
initiative and for the Fremen's blockade."""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command, EventLog, RuleError

from . import die, hexes, victory
from .commands import UnitId, registry
from .data.counters import COMBAT, Kind
from .factions import Faction
from .hooks import begins, candidates_for, plays
from .state import DEAD, Phase, SantiniState, Unit
from .words import T, city_word, faction_word, listing

OK, TWICE, AIR, WORM = "ok", "twice", "air", "worm"
TABLE: tuple[tuple[str, str, str], ...] = (
    (TWICE, TWICE, TWICE),  # 0
    (TWICE, TWICE, TWICE),  # 1
    (TWICE, TWICE, TWICE),  # 2
    (OK, OK, OK),  # 3
    (OK, OK, OK),  # 4
    (OK, OK, OK),  # 5
    (OK, OK, AIR),  # 6
    (OK, AIR, AIR),  # 7
    (AIR, AIR, WORM),  # 8
    (AIR, WORM, WORM),  # 9
    (WORM, WORM, WORM),  # 10 - 11
)
"""The harvest table as printed: a row per modified d8 (0 to 10-11), a column per
counter's quantity (1, 2, 3)."""
FREMEN_NEAR = ((2, 3), (4, 2), (8, 1))
"""Fremen combat units within 2 / 4 / 8 movement points of the harvester: +3 / +2 / +1,
the points counted as hexes (a hex of light desert, where spice lies, costs 1)."""
EMPEROR_INCOME = 2
MAJOR_INCOME = 2
MINOR_INCOME = 1


def result(total: int, amount: int) -> str:
    """The table's entry for a modified d8 (0..11) and a counter's quantity (1-3)."""
    return TABLE[min(max(total, 0), len(TABLE) - 1)][amount - 1]


def fremen_bonus(state: SantiniState, hex_: str, fremen: list[str]) -> int:
    """The modifier for the nearest Fremen combat unit (hexes listed in `fremen`)."""
    nearest = min((hexes.distance(hex_, h) for h in fremen), default=None)
    if nearest is None:
        return 0
    return next((bonus for reach, bonus in FREMEN_NEAR if nearest <= reach), 0)


@begins(Phase.HARVEST)
def harvest(state: SantiniState, log: EventLog) -> None:
    for player in state.players.values():
        player.harvested = 0
    fremen = sorted({u.place for u in state.units.values()
                     if u.faction == Faction.FREMEN and u.kind in COMBAT and u.on_map})
    scouts = _scouts(state)
    harvesters = [u for u in state.units.values() if u.kind == Kind.HARVESTER and u.on_map]
    for unit in harvesters:
        if not state.spice.get(unit.place):
            continue  # none lay here, or the harvesters before it took them all
        key = (unit.place, unit.faction)
        scout = scouts.get(key, 0) > 0
        if scout:
            scouts[key] -= 1
        _roll(state, unit, fremen_bonus(state, unit.place, fremen) - scout, log)
    total = sum(p.harvested for p in state.players.values())
    state.harvests.append(total)
    log.public("harvest_total", T("santini-harvest-total", turn=state.turn, total=total),
               total=total)
    _income(state, log)
    state.harvest_choices = {h: n for h, n in state.harvest_choices.items()
                             if h in state.units and state.units[h].place != DEAD}


def _scouts(state: SantiniState) -> dict[tuple[str, Faction], int]:
    """(hex, controller) -> the scouts there: each may be assigned to one harvester."""
    scouts: dict[tuple[str, Faction], int] = {}
    for unit in state.units.values():
        if unit.kind == Kind.SCOUT and unit.on_map:
            key = (unit.place, unit.faction)
            scouts[key] = scouts.get(key, 0) + 1
    return scouts


def counter_for(state: SantiniState, unit: Unit) -> int:
    """Which counter of its hex a harvester takes: its standing choice if one of that
    quantity lies there, else the largest."""
    lying = state.spice[unit.place]
    wanted = state.harvest_choices.get(unit.id)
    return wanted if wanted in lying else max(lying)


def _roll(state: SantiniState, unit: Unit, modifier: int, log: EventLog) -> None:
    hex_ = unit.place
    amount = counter_for(state, unit)
    lying = state.spice[hex_]
    lying.remove(amount)
    if not lying:
        del state.spice[hex_]
    face = die.roll(state, 8)
    entry = result(face + modifier, amount)
    wing = any(u.kind == Kind.WING and u.faction == unit.faction
               for u in state.units.values() if u.place == hex_)
    gain = {OK: amount, TWICE: 2 * amount, AIR: amount if wing else 0, WORM: 0}[entry]
    if gain:
        player = state.player_of(unit.faction)
        player.spice += gain
        player.harvested += gain
        outcome = "santini-harvest-air" if entry == AIR else "santini-harvest-ok"
    else:
        unit.place = DEAD
        outcome = "santini-harvest-worm-air" if entry == AIR else "santini-harvest-worm"
    dice = T("santini-harvest-dice", face=face, modifier=modifier, total=face + modifier)
    won = {"gain": gain} if gain else {}
    log.public("harvest", T(outcome, unit=unit.id, faction=faction_word(unit.faction),
                            hex=hex_, amount=amount, dice=dice, **won),
               unit=unit.id, hex=hex_, amount=amount, d8=face, modifier=modifier, gain=gain)


def _income(state: SantiniState, log: EventLog) -> None:
    """Every turn the Emperor +2; +2 for Carthag and for Arrakeen, +1 per minor city
    controlled; the Fremen earn nothing for their cities."""
    for player in state.players.values():
        if player.faction == Faction.FREMEN:
            continue
        parts = []
        if player.faction == Faction.EMPEROR:
            parts.append((EMPEROR_INCOME, T("santini-income-emperor", count=EMPEROR_INCOME)))
        for city in victory.cities_of(state, player.faction):
            major = state.map.cities[city].major
            count = MAJOR_INCOME if major else MINOR_INCOME
            parts.append((count, T("santini-income-city", count=count, city=city_word(city))))
        gain = sum(n for n, _ in parts)
        if gain:
            player.spice += gain
            log.public("income", T("santini-income", faction=faction_word(player.faction),
                                   count=gain, reasons=listing([r for _, r in parts])),
                       seat=player.seat, gain=gain)


@registry.command()
class Harvest(Command):
    name = "harvest"
    summary = ("Choose the spice counter a harvester of yours takes where several lie "
               "(Raccolta Spezia): its quantity 1-3, kept until you change it; 0: the "
               "largest again.")
    unit: UnitId
    amount: Annotated[int, Arg("amount", "the counter's quantity, 1-3 (0: the largest)")]


@plays(Harvest)
def choose(state: SantiniState, seat: str, command: Harvest, log: EventLog) -> None:
    """A standing choice, public like everything about the harvest."""
    unit = state.units.get(command.unit.upper())
    faction = state.players[seat].faction
    if unit is None or unit.kind != Kind.HARVESTER or unit.faction != faction \
            or unit.place == DEAD:
        raise RuleError(T("santini-harvest-not-yours", unit=command.unit),
                        rule="Raccolta Spezia",
                        hint=T("santini-harvest-yours", units=listing(_own(state, faction))))
    if command.amount not in (0, 1, 2, 3):
        raise RuleError(T("santini-harvest-amount", amount=command.amount),
                        rule="Raccolta Spezia")
    if command.amount:
        state.harvest_choices[unit.id] = command.amount
    else:
        state.harvest_choices.pop(unit.id, None)
    log.public("harvest_choice", T("santini-harvest-chosen", unit=unit.id,
                                   amount=command.amount), unit=unit.id, amount=command.amount)


def _own(state: SantiniState, faction: Faction) -> list[str]:
    return [u.id for u in state.units.values()
            if u.kind == Kind.HARVESTER and u.faction == faction and u.place != DEAD] \
        or [T("santini-none")]


@candidates_for("activity")
def _choices(state: SantiniState, seat: str) -> list[Command]:
    """A harvester of the seat on a hex where several counters lie: take the smallest."""
    faction = state.players[seat].faction
    return [Harvest(unit=u.id, amount=min(state.spice[u.place]))
            for u in state.units.values()
            if u.kind == Kind.HARVESTER and u.faction == faction and u.on_map
            and len(state.spice.get(u.place, ())) > 1][:1]
