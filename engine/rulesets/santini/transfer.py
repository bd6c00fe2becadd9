"""Attività: the Space Guild's transfers between the home planet and Arrakis (`transfer`),
at the table's price by the hex: a city, the desert, or a platform. Not from or to rock or
dark desert, nor in the zone of control of any enemy counter, nor into an enemy's hex;
spies may, at the bracketed price. A transferred unit moves no more this turn; the Fremen
never pay the Guild (they enter from the map's edge, entry.py)."""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command, EventLog, RuleError

from . import orders
from .commands import registry
from .data.counters import Kind
from .factions import Faction
from .hooks import plays
from .movement import follow
from .state import HOME, SantiniState, Unit
from .terrain import Board
from .words import T, kind_word, rule

PRICES: dict[Kind, tuple[int, int, int]] = {
    Kind.INFANTRY: (1, 2, 1), Kind.GUARD: (1, 2, 1),
    Kind.HARVESTER: (2, 3, 1), Kind.WING: (2, 3, 1),
    Kind.ARMOUR: (2, 3, 1), Kind.ARTILLERY: (2, 3, 1),
    Kind.SPY: (1, 1, 0), Kind.COMMAND: (1, 1, 0), Kind.LEADER: (1, 1, 0),
}
"""Città, Deserto, Piattaforma. Scouts never leave the planet's surface, worms are
Arrakis's own: neither is transferred."""
SPY_SURCHARGE = 2
"""A spy into or out of an enemy's hex or zoc pays the bracketed price: 3, 3, 2."""
GUILD_DISCOUNT = 1
"""Gilda Spaziale: each transfer of the turn costs this much less (never below 0)."""


@registry.command()
class Transfer(Command):
    name = "transfer"
    summary = ("Have the Guild carry units between your planet and Arrakis (Attività): "
               "`transfer H5,H6 0512` from home, `transfer H5 home` from the map.")
    units: Annotated[str, Arg("units", "counter ids separated by commas, as `H5,H6`")]
    to: Annotated[str, Arg("text", "a hex of the map, or `home`")]


def price(state: SantiniState, unit: Unit, hex_: str, board: Board) -> int:
    """What the Guild asks to carry `unit` into or out of `hex_` (a refusal if it may
    not)."""
    faction = unit.faction
    terrain = state.map.terrain[hex_]
    if terrain in ("rock", "dark") or unit.kind not in PRICES:
        raise RuleError(T("santini-transfer-not-here", unit=unit.id, kind=kind_word(unit.kind),
                          hex=hex_), rule=orders.ATTIVITA, hint=T("santini-transfer-hint"))
    platform = state.platforms.get(hex_)
    column = 2 if platform and platform.done and platform.faction == faction else (
        0 if terrain == "city" else 1)
    cost = PRICES[unit.kind][column]
    hostile = (board.enemy_zoc(hex_, faction, combat_only=False)
               or board.enemies(hex_, faction))
    if hostile:
        if unit.kind != Kind.SPY:
            raise RuleError(T("santini-transfer-zoc", hex=hex_), rule=orders.ATTIVITA,
                            hint=T("santini-transfer-hint"))
        cost += SPY_SURCHARGE
    if state.guild_rebate.get(state.seat_of(faction)) == state.turn:
        cost = max(0, cost - GUILD_DISCOUNT)
    return cost


@plays(Transfer)
def transfer(state: SantiniState, seat: str, command: Transfer, log: EventLog) -> None:
    orders.require_activity(state, seat)
    player = state.players[seat]
    if player.faction == Faction.FREMEN:
        raise RuleError(T("santini-transfer-fremen"), rule=orders.ATTIVITA,
                        hint=T("santini-transfer-hint-enter"))
    if state.space_storms == state.turn:
        raise RuleError(T("santini-transfer-storms"), rule=rule("Tempeste Spaziali"))
    ids, rest = orders.split_order(command.units, command.to)
    units = orders.own_units(state, seat, ids)
    if len(rest) != 1:
        raise RuleError(T("santini-transfer-where"), hint=T("santini-transfer-hint"))
    home = rest[0].lower() == HOME
    board = Board(state)
    hex_ = orders.one_hex(units) if home else orders.hex_word(rest[0])
    for unit in units:
        orders.ready(state, unit)
        if home and unit.mp_used:
            raise RuleError(T("santini-transfer-moved", unit=unit.id), rule=orders.ATTIVITA)
        if not home and unit.place != HOME:
            raise RuleError(T("santini-transfer-not-home", unit=unit.id),
                            hint=T("santini-transfer-hint"))
    total = sum(price(state, u, hex_, board) for u in units)
    if not home:
        orders.no_storm(state, hex_)
        if not board.room(hex_, player.faction, units):
            raise RuleError(T("santini-move-stack-full", hex=hex_), rule=orders.ATTIVITA,
                            hint=T("santini-move-hint-stack"))
    if total > player.spice:
        raise RuleError(T("santini-transfer-spice", cost=total, spice=player.spice),
                        rule=orders.ATTIVITA)
    player.spice -= total
    board.move(units, HOME if home else hex_)
    for unit in units:
        unit.locked = True
        unit.entered = state.turn
    log.public("transfer", T("santini-transferred", units=", ".join(u.id for u in units),
                             to=T("santini-home") if home else hex_, cost=total))
    follow(state, board, [hex_], log)
