"""Attività: the air wings (`fly`). A wing flies 1 point a hex whatever the terrain, above
zones of control; it pays 1 more to take off or land in an enemy combat unit's zoc, never
lands on rock or on enemy units, carries up to its capacity in steps (a combat unit's
steps, any other counter 1), picking up and dropping units along the flight; carried units
spend no points of their own and move no more this turn. A wing passing over enemy
artillery is shot down with its whole load."""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command, EventLog, RuleError

from . import orders
from .commands import registry
from .data.counters import COMBAT, Kind
from .factions import Faction
from .hooks import plays
from .movement import follow
from .state import DEAD, SantiniState, Unit
from .terrain import Board, points_left
from .units import values
from .words import T

CARGO_NEVER = frozenset({Kind.WING, Kind.WORM})


@registry.command()
class Fly(Command):
    name = "fly"
    summary = ("Fly an air wing along a path (Attività): `fly T1 +H3,H4 0513 0514 -H3 0515` "
               "picks up H3 and H4, flies, drops H3 at 0514 and lands at 0515 with H4.")
    unit: Annotated[str, Arg("unit", "the air wing's id, as `T1`")]
    path: Annotated[str, Arg("text", "hexes in order; `+ids` picks up, `-ids` drops, here")]


class Flight:
    """A flight checked hex by hex before anything changes."""

    def __init__(self, state: SantiniState, seat: str, wing: Unit) -> None:
        self.state, self.seat, self.wing = state, seat, wing
        self.faction: Faction = wing.faction
        self.board = Board(state)
        self.here = wing.place
        self.route = [wing.place]
        self.grounded = True
        self.spent = 0
        self.cargo: list[Unit] = []
        self.drops: list[tuple[list[Unit], str]] = []
        self.shot_at: str | None = None

    def read(self, word: str) -> None:
        if word[0] in "+-":
            self._land()
            names = orders.words(word[1:])
            (self._load if word[0] == "+" else self._unload)(names)
        else:
            self._fly(orders.hex_word(word))

    def _pay(self, points: int) -> None:
        self.spent += points
        if self.spent > points_left(self.state, self.wing):
            raise RuleError(T("santini-fly-no-points", unit=self.wing.id, hex=self.here,
                              left=points_left(self.state, self.wing)),
                            rule=orders.ATTIVITA)

    def _fly(self, hex_: str) -> None:
        if self.grounded:
            self._pay(int(self.board.enemy_zoc(self.here, self.faction)))
            self.grounded = False
        orders.adjacent(self.here, hex_)
        orders.no_storm(self.state, hex_)
        self._pay(1)
        self.here = hex_
        self.route.append(hex_)
        if self.board.artillery(hex_, self.faction):
            self.shot_at = hex_

    def _land(self) -> None:
        if self.grounded:
            return
        if self.state.map.terrain[self.here] == "rock" or self.board.enemies(
                self.here, self.faction):
            raise RuleError(T("santini-fly-no-landing", hex=self.here), rule=orders.ATTIVITA,
                            hint=T("santini-fly-hint-landing"))
        self._pay(int(self.board.enemy_zoc(self.here, self.faction)))
        self.grounded = True

    def _load(self, ids: list[str]) -> None:
        units = orders.own_units(self.state, self.seat, ids)
        for unit in units:
            orders.ready(self.state, unit)
            if (unit.place != self.here or unit.kind in CARGO_NEVER or unit.mp_used
                    or unit in self.cargo):
                raise RuleError(T("santini-fly-cannot-load", unit=unit.id, hex=self.here),
                                rule=orders.ATTIVITA, hint=T("santini-fly-hint-load"))
        self.cargo += units
        capacity = values(self.state, self.wing).carries
        if sum(u.steps if u.kind in COMBAT else 1 for u in self.cargo) > capacity:
            raise RuleError(T("santini-fly-overloaded", unit=self.wing.id,
                              capacity=capacity), rule=orders.ATTIVITA)

    def _unload(self, ids: list[str]) -> None:
        units = [u for u in self.cargo if u.id in {i.upper() for i in ids}]
        if len(units) != len(set(ids)):
            raise RuleError(T("santini-fly-not-aboard", hex=self.here),
                            hint=T("santini-fly-hint-aboard",
                                   units=", ".join(u.id for u in self.cargo) or "-"))
        self._room(self.here, units)
        self.cargo = [u for u in self.cargo if u not in units]
        self.drops.append((units, self.here))

    def _room(self, hex_: str, arriving: list[Unit]) -> None:
        before = [u for units, at in self.drops if at == hex_ for u in units]
        if not self.board.room(hex_, self.faction, before + arriving):
            raise RuleError(T("santini-move-stack-full", hex=hex_), rule=orders.ATTIVITA,
                            hint=T("santini-move-hint-stack"))

    def finish(self) -> None:
        if self.shot_at is None:
            self._land()
            self._room(self.here, [self.wing, *self.cargo])


@plays(Fly)
def fly(state: SantiniState, seat: str, command: Fly, log: EventLog) -> None:
    orders.require_activity(state, seat)
    wing = orders.own_units(state, seat, [command.unit.upper()])[0]
    if wing.kind != Kind.WING or not wing.on_map:
        raise RuleError(T("santini-fly-not-wing", unit=wing.id), rule=orders.ATTIVITA)
    if state.low_storms == state.turn:
        raise RuleError(T("santini-fly-grounded"), rule=orders.ATTIVITA)
    orders.ready(state, wing)
    flight = Flight(state, seat, wing)
    for word in command.path.split():
        if flight.shot_at is not None:
            break
        flight.read(word)
    flight.finish()
    _apply(state, flight, log)


def _apply(state: SantiniState, flight: Flight, log: EventLog) -> None:
    wing, board = flight.wing, flight.board
    wing.mp_used += flight.spent
    wing.moved = True
    for units, hex_ in flight.drops:
        board.move(units, hex_)
    carried = [u for units, _ in flight.drops for u in units] + flight.cargo
    for unit in carried:
        unit.locked = unit.moved = True
    log.public("fly", T("santini-flown", unit=wing.id, path=" ".join(flight.route)))
    if flight.shot_at is not None:
        board.move([wing, *flight.cargo], DEAD)
        log.public("shot_down", T("santini-shot-down", unit=wing.id, hex=flight.shot_at,
                                  units=", ".join(u.id for u in flight.cargo) or "-"))
    else:
        board.move([wing, *flight.cargo], flight.here)
    follow(state, board, [flight.route[0], *(h for _, h in flight.drops), flight.here], log)
