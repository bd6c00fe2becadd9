"""The cards that act on spies without a mission (Carte; Nota sulle Spie): Contro
Spionaggio (answered by Copertura), turning enemy spies (Doppio Gioco, Ricatto, Corruzione
Spie), placing one's own (Creazione Spia, Infiltrazione Spia), and the aids to a spy's next
test (Favoreggiamento, Super Spia, Decodifica Codici Nemici)."""

from __future__ import annotations

from engine.core import EventLog, RuleError

from . import card_args, counter_mix, die, reactions
from .cards_play import Effect, Play, card, stamp
from .data.counters import Kind
from .spies import AIDS
from .state import DEAD, SantiniState, Unit
from .units import in_storm
from .words import T, card_word, faction_word, kind_word, rule

NOTA = "Nota sulle Spie"
SPY = (Kind.SPY,)
VETERAN_CAUGHT = 3
"""Contro Spionaggio: a veteran spy is eliminated on 3-6 of a d6."""


@card("Contro Spionaggio")
def counter_spying(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    spy = card_args.unit(state, seat, command.target, name, kinds=SPY, own=False)
    faction = state.players[seat].faction
    if not any(u.combat and u.faction == faction for u in state.units_at(spy.place)):
        raise RuleError(T("santini-counter-spy-where", spy=spy.id), rule=rule(NOTA))

    def hunt(log: EventLog) -> None:
        if reactions.cover(state, state.seat_of(spy.faction), log):
            return
        face = die.roll(state, 6) if spy.veteran else VETERAN_CAUGHT
        if face >= VETERAN_CAUGHT:
            spy.place = DEAD
            log.public("spy_eliminated", T("santini-spy-caught", spy=spy.id))
        else:
            log.public("spy_escapes", T("santini-spy-escapes", spy=spy.id, roll=face))
    return hunt


def _turn(state: SantiniState, seat: str, spies: list[Unit], log: EventLog) -> None:
    faction = state.players[seat].faction
    for spy in spies:
        spy.faction = faction
        log.public("spy_turned", T("santini-spy-turned", spy=spy.id, seat=seat))


@card("Doppio Gioco")
def double_game(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    spy = card_args.unit(state, seat, command.target, name, kinds=SPY, own=False)
    if spy.veteran:
        raise RuleError(T("santini-needs-regular", unit=spy.id), rule=rule("Carte"))
    return lambda log: _turn(state, seat, [spy], log)


@card("Ricatto")
def blackmail(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    spy = card_args.unit(state, seat, command.target, name, kinds=SPY, own=False)
    return lambda log: _turn(state, seat, [spy], log)


@card("Corruzione Spie")
def spy_bribery(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    first = card_args.unit(state, seat, command.target, name, kinds=SPY, own=False)
    second = card_args.unit(state, seat, command.second, name, kinds=SPY, own=False)
    if first.id == second.id:
        raise RuleError(T("santini-two-spies"), rule=rule("Carte"))
    return lambda log: _turn(state, seat, [first, second], log)


def _spy_hex(state: SantiniState, hex_: str | None, name: str) -> str:
    """Where a spy may be put: any hex of the map but under a storm."""
    place = card_args.hex_(state, hex_, name)
    if in_storm(state, place):
        raise RuleError(T("santini-spy-not-in-storm", hex=place), rule=rule("Carte"))
    return place


@card("Creazione Spia")
def new_spy(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    place = _spy_hex(state, command.hex, name)
    faction = state.players[seat].faction
    if counter_mix.left(state, faction, Kind.SPY.value) == 0:
        raise RuleError(T("santini-no-counter-left", kind=kind_word(Kind.SPY),
                          faction=faction_word(faction)), rule=rule("Carte"))

    def create(log: EventLog) -> None:
        for spy in counter_mix.new_units(state, faction, (Kind.SPY,), place):
            log.public("spy_placed", T("santini-spy-placed", spy=spy.id, hex=place))
    return create


@card("Infiltrazione Spia")
def move_spy(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    spy = card_args.unit(state, seat, command.unit, name, kinds=SPY, own=True, on_map=False)
    place = _spy_hex(state, command.hex, name)
    if spy.place == DEAD:
        raise RuleError(T("santini-card-needs-own", card=card_word(name), kinds="-",
                          unit=spy.id), rule=rule("Carte"))

    def move(log: EventLog) -> None:
        spy.place = place
        log.public("spy_placed", T("santini-spy-placed", spy=spy.id, hex=place))
    return move


def _aid(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    spy = card_args.unit(state, seat, command.unit, name, kinds=SPY, own=True)
    if name in state.spy_aids.get(spy.id, []):
        raise RuleError(T("santini-no-stacking", card=card_word(name)), rule=rule("Carte"))

    def aid(log: EventLog) -> None:
        state.spy_aids.setdefault(spy.id, []).append(name)
        log.public("spy_aid", T("santini-spy-aided", spy=spy.id))
    return aid


for _name in AIDS:
    card(_name)(_aid)


@card("Decodifica Codici Nemici")
def decode(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    against = card_args.seat(state, seat, command.seat, name)

    def decoded(log: EventLog) -> None:
        stamp(state, state.players[seat].decoded, against)
        log.public("decoded", T("santini-decoded", seat=seat, other=against))
    return decoded


