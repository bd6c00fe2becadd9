"""The common and faction cards that act on units, spice, hands and the turn (Carte).
Effects another part applies set a state field it reads: Complotto (`Player.plotted`),
Gilda Spaziale (`guild_rebate`), Movimento (`boosted`)."""

from __future__ import annotations

from engine.core import EventLog, RuleError

from . import card_args, counter_mix, die
from .cards_play import Effect, Play, card, stamp
from .data.counters import COMBAT, Kind
from .factions import Faction
from .state import DEAD, HOME, SantiniState
from .units import in_enemy_zoc, new_unit
from .words import T, card_words, rule

CARTE = "Carte"
MOVING = (Kind.INFANTRY, Kind.ARMOUR, Kind.ARTILLERY, Kind.GUARD, Kind.COMMAND, Kind.LEADER,
          Kind.SPY, Kind.HARVESTER, Kind.WING, Kind.SCOUT, Kind.WORM)
AID = (Kind.INFANTRY, Kind.INFANTRY, Kind.ARTILLERY, Kind.ARMOUR)
"""Aiuti Militari: two infantry, an artillery and an armour, regular, on Kaitain."""


@card("Addestramento Speciale")
def training(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    unit = card_args.unit(state, seat, command.unit, name, kinds=COMBAT, own=True,
                          on_map=False)
    if unit.veteran or unit.split or unit.place == DEAD:
        raise RuleError(T("santini-needs-regular", unit=unit.id), rule=rule(CARTE))

    def train(log: EventLog) -> None:
        unit.veteran = True
        log.public("veteran", T("santini-made-veteran", unit=unit.id))
    return train


def _new_units(state: SantiniState, faction: Faction, kinds: tuple[Kind, ...],
               log: EventLog) -> None:
    made = counter_mix.new_units(state, faction, kinds, HOME)
    log.public("units_arrive", T("santini-units-home",
                                 units=", ".join(u.id for u in made) or "-"))


@card("Aiuti Militari")
def military_aid(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    return lambda log: _new_units(state, Faction.EMPEROR, AID, log)


@card("Sovvenzione")
def subsidy(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    """5 spice; the Fremen, who never pay, build two infantry instead."""
    player = state.players[seat]
    if player.faction == Faction.FREMEN:
        return lambda log: _new_units(state, Faction.FREMEN, (Kind.INFANTRY,) * 2, log)

    def cash(log: EventLog) -> None:
        player.spice += 5
        log.public("spice", T("santini-subsidy", seat=seat))
    return cash


@card("Cariche Atomiche")
def atomics(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    hex_ = card_args.hex_(state, command.hex, name)
    if state.map.city_at(hex_) is None or hex_ in state.atomics:
        raise RuleError(T("santini-atomics-where"), rule=rule(CARTE))

    def blast(log: EventLog) -> None:
        state.atomics.append(hex_)
        log.public("atomics", T("santini-atomics", hex=hex_))
    return blast


@card("Ricostruzione Barriere Naturali")
def barriers(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    hex_ = card_args.hex_(state, command.hex, name)
    if hex_ not in state.atomics:
        raise RuleError(T("santini-barriers-where", hexes=", ".join(state.atomics) or "-"),
                        rule=rule(CARTE))

    def rebuild(log: EventLog) -> None:
        state.atomics.remove(hex_)
        log.public("barriers", T("santini-barriers", hex=hex_))
    return rebuild


@card("Complotto")
def plot(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    victim = card_args.seat(state, seat, command.seat, name)

    def paralyse(log: EventLog) -> None:
        state.players[victim].plotted = state.turn
        log.public("plot", T("santini-plot", seat=victim))
    return paralyse


@card("Gilda Spaziale")
def guild(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    def rebate(log: EventLog) -> None:
        stamp(state, state.guild_rebate, seat)
        log.public("guild", T("santini-guild-rebate", seat=seat))
    return rebate


@card("Modulo Estraniante")
def module(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    def place(log: EventLog) -> None:
        state.players[seat].home_modules += 1
        log.public("module", T("santini-module-home", seat=seat))
    return place


@card("Movimento")
def movement(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    """+2 movement points this turn to each of the seat's counters in the hex."""
    hex_ = card_args.hex_(state, command.hex, name)
    faction = state.players[seat].faction
    stack = [u for u in state.units_at(hex_) if u.faction == faction and u.kind in MOVING]
    if not stack:
        raise RuleError(T("santini-needs-own-stack", hex=hex_), rule=rule(CARTE))

    def boost(log: EventLog) -> None:
        for u in stack:
            stamp(state, state.boosted, u.id)
        log.public("boost", T("santini-boosted", hex=hex_))
    return boost


@card("Riorganizzazione Militare")
def reorganise(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    """A reduced combat unit in a city back to full strength, a veteran too."""
    unit = card_args.unit(state, seat, command.unit, name, kinds=COMBAT, own=True)
    if unit.steps >= 2 or unit.split or state.map.city_at(unit.place) is None:
        raise RuleError(T("santini-needs-reduced-in-city", unit=unit.id), rule=rule(CARTE))

    def rebuild(log: EventLog) -> None:
        unit.steps = 2
        log.public("rebuilt", T("santini-rebuilt", unit=unit.id))
    return rebuild


@card("Scout")
def scout(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    """A scout joins one of the seat's stacks free of any enemy zoc."""
    hex_ = card_args.hex_(state, command.hex, name)
    faction = state.players[seat].faction
    if (not any(u.faction == faction and u.kind != Kind.SPY for u in state.units_at(hex_))
            or in_enemy_zoc(state, hex_, faction, combat_only=False)):
        raise RuleError(T("santini-scout-where", hex=hex_), rule=rule(CARTE))

    def place(log: EventLog) -> None:
        unit = new_unit(state, faction, Kind.SCOUT, hex_)
        log.public("scout", T("santini-scout-placed", unit=unit.id, hex=hex_))
    return place


@card("Visioni")
def visions(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    seen = card_args.seat(state, seat, command.seat, name)

    def look(log: EventLog) -> None:
        log.public("visions", T("santini-visions", seat=seat, other=seen))
        log.private(seat, "visions", T("santini-visions-hand", other=seen,
                                       cards=card_words(state.players[seen].hand)))
    return look


@card("Voce")
def voice(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    """A card taken at random from another player's hand."""
    victim = card_args.seat(state, seat, command.seat, name)

    def take(log: EventLog) -> None:
        hand = state.players[victim].hand
        if not hand:
            log.public("voice", T("santini-voice-empty", other=victim))
            return
        taken = hand.pop(die.roll(state, len(hand)) - 1)
        state.players[seat].hand.append(taken)
        log.public("voice", T("santini-voice", seat=seat, other=victim))
        for s in (seat, victim):
            log.private(s, "voice", T("santini-voice-card", cards=card_words([taken])))
    return take


@card("Corruzione")
def bribery(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    """Harkonnen: an enemy regular unit off the map, for 2 spice."""
    unit = card_args.unit(state, seat, command.target, name, kinds=COMBAT, own=False)
    player = state.players[seat]
    if unit.veteran:
        raise RuleError(T("santini-needs-regular", unit=unit.id), rule=rule(CARTE))
    if player.spice < 2:
        raise RuleError(T("santini-bribe-costs", spice=player.spice), rule=rule(CARTE))

    def remove(log: EventLog) -> None:
        player.spice -= 2
        unit.place = DEAD
        log.public("bribed", T("santini-bribed", unit=unit.id))
    return remove
