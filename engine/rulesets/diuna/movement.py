"""Faza transportu i ruchu oddziałów: from the first player, each player ships once, then
moves; then the next player.

Shipping: forces from the reserve to one territory at 1 spice each to the pool; the Fremen
only to the Polar Sink, up to 5 and free. Never into the storm's sector, never into a
stronghold holding forces of two other factions. Moving: one group from one sector up to 3
territories (the Fremen: two groups of up to 3, or one of up to 6), ending in one sector;
entering another territory costs one, crossing sectors of one territory nothing; no section
under the storm entered, left or crossed; no stronghold of two other factions entered or
crossed."""

from __future__ import annotations

from engine.boards.arrakis.paths import paths
from engine.boards.arrakis.sections import SectionId
from engine.boards.arrakis.territories import POLAR_SINK, TERRITORIES
from engine.core import EventLog, RuleError

from . import commands as c
from .board import count, in_storm, put, strongholds, take, typed_territory
from .data import FREMEN_RANGE, FREMEN_SHIPMENT, MOVE_RANGE, SHIPPING_PRICE, Faction
from .state import DiunaState, Phase, Player
from .turn import on_turn
from .words import T, Text, forces, joined, rule, territory_word


def begin(state: DiunaState, log: EventLog) -> None:
    state.turn = 0
    log.public("movement_phase", T("diuna-movement-phase", rule=rule("faza-ruchu")))
    _open_turn(state)


def ship(state: DiunaState, seat: str, command: c.Ship, log: EventLog) -> None:
    """One shipment, before the move; every check before any change."""
    player = on_turn(state, seat, "move")
    if state.shipped:
        raise RuleError(T("diuna-shipped-already"), hint=T("diuna-hint-move-or-done"))
    target = typed_territory(command.territory)
    fremen = player.has(Faction.FREMEN)
    if fremen and target != POLAR_SINK:
        raise RuleError(T("diuna-fremen-ship-sink", sink=territory_word(POLAR_SINK),
                          rule=rule("fremeni-transport")))
    if fremen and command.count > FREMEN_SHIPMENT:
        raise RuleError(T("diuna-fremen-ship-most", most=FREMEN_SHIPMENT))
    if command.count > player.reserve:
        raise RuleError(T("diuna-reserve-too-few", reserve=player.reserve,
                          count=command.count))
    price = 0 if fremen or "Smugglers" in state.boosts else command.count * SHIPPING_PRICE
    if price > player.spice:
        raise RuleError(T("diuna-ship-costs", forces=forces(command.count), price=price,
                          spice=player.spice),
                        hint=T("diuna-ship-fewer", most=player.spice // SHIPPING_PRICE)
                        if player.spice >= SHIPPING_PRICE else T("diuna-hint-move-or-done"))
    sector = _sector(state, target, command.sector)
    _check_open(state, target, player.faction)
    player.spice -= price
    player.reserve -= command.count
    put(state, target, player.faction, sector, command.count)
    state.shipped = True
    log.public("ship", T("diuna-ship", seat=seat, forces=forces(command.count),
                         territory=territory_word(target), sector=sector, price=price),
               count=command.count, territory=target,
               sector=sector, price=price)


def move(state: DiunaState, seat: str, command: c.Move, log: EventLog) -> None:
    """One group's move; every check before any change."""
    player = on_turn(state, seat, "move")
    source, target = typed_territory(command.source), typed_territory(command.target)
    start = _start(state, player.faction, source, command.count, command.from_sector)
    budget = _budget(state, player)
    costs = reachable(state, player.faction, start, budget)
    ends = {s: cost for s, cost in costs.items() if s[0] == target and s != start}
    if command.sector is not None:
        ends = {s: cost for s, cost in ends.items() if s[1] == command.sector}
    if not ends:
        raise _unreachable(state, player.faction, start, target, command.sector, budget)
    end, cost = min(ends.items(), key=lambda item: (item[1], item[0][1]))
    take(state, source, player.faction, start[1], command.count)
    put(state, target, player.faction, end[1], command.count)
    state.shipped = True
    state.moves.append(max(cost, 1))
    state.landed.append((target, end[1], command.count))
    log.public("move", T("diuna-move", seat=seat, forces=forces(command.count),
                         source=territory_word(source), target=territory_word(target),
                         sector=end[1]), count=command.count, source=source, target=target,
               sector=end[1])
    if not _budget(state, player):
        _next(state)


def done(state: DiunaState, seat: str, log: EventLog) -> None:
    on_turn(state, seat, "move")
    log.public("move_done", T("diuna-move-done", seat=seat))
    _next(state)


def reachable(state: DiunaState, faction: Faction, start: SectionId,
              budget: int) -> dict[SectionId, int]:
    """Every section reachable from `start` within `budget` territories, with its cost:
    never into or through the storm or a stronghold closed to the faction."""
    return paths(start, budget, lambda there: in_storm(state, *there)
                 or _closed(state, there[0], faction))


def _unreachable(state: DiunaState, faction: Faction, start: SectionId, target: str,
                 sector: int | None, budget: int) -> RuleError:
    """Why a group cannot end its move in `target` (or its `sector`): the target is shut
    to it, under the storm, too far, or cut off by the storm and full strongholds."""
    where = (T("diuna-territory-sector", territory=territory_word(target), sector=sector)
             if sector is not None else territory_word(target))
    sectors = TERRITORIES[target].sectors
    if sector is not None and sector not in sectors:
        return RuleError(T("diuna-not-in-sector", territory=territory_word(target),
                           sectors=", ".join(map(str, sectors)), sector=sector))
    if _closed(state, target, faction):
        return RuleError(T("diuna-stronghold-full", territory=territory_word(target)))
    open_sectors = [s for s in sectors
                    if (sector is None or s == sector) and not in_storm(state, target, s)]
    if not open_sectors:
        return RuleError(T("diuna-move-into-storm", where=where),
                         hint=T("diuna-storm-on-sector", storm=state.storm))
    far = {cost for (name, s), cost in reachable(state, faction, start, len(TERRITORIES)).items()
           if name == target and s in open_sectors and (name, s) != start}
    if far:
        return RuleError(T("diuna-move-too-far", where=where, far=min(far),
                           source=territory_word(start[0]), storm=state.storm, budget=budget))
    return RuleError(T("diuna-move-cut-off", where=where, source=territory_word(start[0])))


def _budget(state: DiunaState, player: Player) -> int:
    """Territories the next group may move: 3, none after one group; the Fremen 6 for a
    first group, 3 for a second after a first of 3 or less. An Ornithopter adds 3 to every
    group, a Hajr one more group."""
    extra = MOVE_RANGE if "Ornithopter" in state.boosts else 0
    limit = MOVE_RANGE + extra
    hajr = int("Hajr" in state.boosts)
    if not player.has(Faction.FREMEN):
        return limit if len(state.moves) < 1 + hajr else 0
    if not state.moves:
        return FREMEN_RANGE + extra
    allowed = (2 if state.moves[0] <= limit else 1) + hajr
    return limit if len(state.moves) < allowed else 0


def _closed(state: DiunaState, name: str, faction: Faction) -> bool:
    """A stronghold holding forces of two other factions (Uwaga! in the shipping rule)."""
    others = [f for f in state.forces.get(name, {}) if f != faction]
    return name in strongholds(state) and len(others) >= 2


def _check_open(state: DiunaState, name: str, faction: Faction) -> None:
    if _closed(state, name, faction):
        raise RuleError(T("diuna-stronghold-full", territory=territory_word(name)))


def _sector(state: DiunaState, name: str, asked: int | None) -> int:
    """The sector forces arrive in: the one asked, else the first out of the storm."""
    sectors = TERRITORIES[name].sectors
    if asked is not None and asked not in sectors:
        raise RuleError(T("diuna-not-in-sector", territory=territory_word(name),
                          sectors=", ".join(map(str, sectors)), sector=asked))
    free = [s for s in sectors if not in_storm(state, name, s)]
    if asked is None and free:
        return free[0]
    if asked is None or in_storm(state, name, asked):
        where = (T("diuna-territory-sector", territory=territory_word(name), sector=asked)
                 if asked is not None else territory_word(name))
        raise RuleError(T("diuna-ship-into-storm", where=where, storm=state.storm),
                        hint=T("diuna-sectors-out-of-storm", sectors=", ".join(map(str, free)))
                        if free else T("diuna-ship-out-of-storm"))
    return asked


def _start(state: DiunaState, faction: Faction, name: str, wanted: int,
           asked: int | None) -> SectionId:
    """The sector the group leaves: the one asked, else the only one holding enough forces
    out of the storm that have not moved this turn."""
    sectors = [s for s in TERRITORIES[name].sectors if asked is None or s == asked]
    held = [s for s in sectors if _unmoved(state, faction, name, s) >= wanted]
    free = [s for s in held if not in_storm(state, name, s)]
    if len(free) == 1:
        return (name, free[0])
    if free:
        raise RuleError(T("diuna-move-which-sector", territory=territory_word(name),
                          sectors=", ".join(map(str, free))))
    if held:
        raise RuleError(T("diuna-move-under-storm", territory=territory_word(name)))
    if not count(state, name, faction):
        raise RuleError(T("diuna-no-forces-in", territory=territory_word(name)),
                        hint=_yours(state, faction))
    if any(count(state, name, faction, (s,)) >= wanted for s in sectors):
        raise RuleError(T("diuna-moved-already", territory=territory_word(name)),
                        hint=_yours(state, faction))
    raise RuleError(T("diuna-not-together-sector", count=wanted,
                      territory=territory_word(name), sector=asked)
                    if asked is not None else
                    T("diuna-not-together", count=wanted, territory=territory_word(name)),
                    hint=_yours(state, faction))


def _yours(state: DiunaState, faction: Faction) -> Text:
    """Where the faction's forces stand, by territory and sector."""
    groups = [T("diuna-forces-in", forces=forces(n), territory=territory_word(name), sector=s)
              for name, by_faction in sorted(state.forces.items())
              for s, n in sorted(by_faction.get(faction, {}).items()) if n]
    return (T("diuna-yours", groups=joined(groups, ", ")) if groups
            else T("diuna-no-forces-on-board"))



def _unmoved(state: DiunaState, faction: Faction, name: str, sector: int) -> int:
    """The faction's forces in a sector that no group of this turn brought there."""
    landed = sum(n for t, s, n in state.landed if (t, s) == (name, sector))
    return count(state, name, faction, (sector,)) - landed


def _open_turn(state: DiunaState) -> None:
    """The next player's turn, or the end of the phase."""
    state.shipped = False
    state.moves = []
    state.landed = []
    state.boosts = []
    if state.turn < len(state.order):
        state.waiting = "move"
        return
    state.waiting = ""
    state.phase = Phase.BATTLE


def _next(state: DiunaState) -> None:
    state.turn += 1
    _open_turn(state)
