"""What each spy card does in its spy's hex (Carte; Nota sulle Spie), once its mission
succeeds: each function checks the card's arguments and returns the effect. The battle's
spy cards (Diversivo, Guastatore, Incursore, Traditore) are the combat's."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import EventLog, RuleError

from . import card_args, die, leaders
from .cards_play import Effect, Play, stamp
from .data.counters import Kind
from .state import DEAD, SantiniState, Unit
from .words import T, card_word, rule

Prepare = Callable[[SantiniState, str, Play, str], Effect]
EFFECTS: dict[str, Prepare] = {}

POISON = {False: (2, 4), True: (3, 5)}
"""Spia Avvelenatore: each infantry tests on the storms' survival table (Tempeste):
regular -> saved up to 2, a step lost up to 4, else eliminated; veteran 3 / 5 / 6."""


def effect(name: str) -> Callable[[Prepare], Prepare]:
    def wrap(fn: Prepare) -> Prepare:
        EFFECTS[name] = fn
        return fn
    return wrap


def _in_hex(found: Unit, hex_: str, card: str) -> Unit:
    if found.place != hex_:
        raise RuleError(T("santini-card-not-in-hex", card=card_word(card), unit=found.id,
                          hex=hex_), rule=rule("Nota sulle Spie"))
    return found


@effect("Spia Assassino")
def assassin(state: SantiniState, seat: str, command: Play, hex_: str) -> Effect:
    victim = _in_hex(card_args.unit(state, seat, command.target, "Spia Assassino",
                                    kinds=(Kind.LEADER,), own=False), hex_, "Spia Assassino")
    return lambda log: leaders.eliminate(state, victim, seat, log)


@effect("Spia Avvelenatore")
def poisoner(state: SantiniState, seat: str, command: Play, hex_: str) -> Effect:
    if state.map.city_at(hex_) is None:
        raise RuleError(T("santini-card-needs-city", card=card_word("Spia Avvelenatore")),
                        rule=rule("Carte"))
    faction = state.players[seat].faction

    def poison(log: EventLog) -> None:
        for u in [u for u in state.units_at(hex_)
                  if u.kind == Kind.INFANTRY and u.faction != faction]:
            face = die.roll(state, 6)
            saved, stepped = POISON[u.veteran]
            if face <= saved:
                continue
            if face <= stepped and u.steps > 1 and not u.split:
                u.steps -= 1
                log.public("poisoned", T("santini-poison-step", unit=u.id, roll=face))
            else:
                u.place = DEAD
                log.public("poisoned", T("santini-poison-dead", unit=u.id, roll=face))
    return poison


@effect("Spia Danneggiatore")
def saboteur_of_machines(state: SantiniState, seat: str, command: Play, hex_: str) -> Effect:
    """Two harvesters or air wings (`target`, `second`), or one weirding module: carried by
    the enemy `target`, or left on the ground in the hex when no target is named."""
    name = "Spia Danneggiatore"
    if command.target is None:
        if not state.ground_modules.get(hex_):
            raise RuleError(T("santini-no-module-here", hex=hex_), rule=rule("Carte"))
        return lambda log: _ground_module_lost(state, hex_, log)
    kinds = (Kind.HARVESTER, Kind.WING, Kind.INFANTRY, Kind.GUARD, Kind.COMMAND,
             Kind.LEADER, Kind.ARMOUR, Kind.ARTILLERY)
    first = _in_hex(card_args.unit(state, seat, command.target, name, kinds=kinds, own=False),
                    hex_, name)
    if first.kind not in (Kind.HARVESTER, Kind.WING):
        if not first.modules or command.second is not None:
            raise RuleError(T("santini-damage-what"), rule=rule("Carte"))
        return lambda log: _module_lost(first, log)
    victims = [first]
    if command.second is not None and command.second != first.id:
        victims.append(_in_hex(card_args.unit(state, seat, command.second, name,
                                              kinds=(Kind.HARVESTER, Kind.WING), own=False),
                               hex_, name))

    def destroy(log: EventLog) -> None:
        for u in victims:
            u.place = DEAD
            log.public("destroyed", T("santini-unit-destroyed", unit=u.id))
    return destroy


def _module_lost(unit: Unit, log: EventLog) -> None:
    unit.modules -= 1
    log.public("module_lost", T("santini-module-destroyed", unit=unit.id))


def _ground_module_lost(state: SantiniState, hex_: str, log: EventLog) -> None:
    state.ground_modules[hex_] -= 1
    if not state.ground_modules[hex_]:
        del state.ground_modules[hex_]
    log.public("module_lost", T("santini-ground-module-destroyed", hex=hex_))


@effect("Spia Infiltrato")
def infiltrator(state: SantiniState, seat: str, command: Play, hex_: str) -> Effect:
    def cancel_zoc(log: EventLog) -> None:
        stamp(state, state.infiltrated, hex_)
        log.public("infiltrated", T("santini-zoc-cancelled", hex=hex_))
    return cancel_zoc


@effect("Spia Ladro")
def thief(state: SantiniState, seat: str, command: Play, hex_: str) -> Effect:
    """A chosen card from a seat (`seat`, `other`: nothing when it is not held, which only
    the two of them learn), or the module an enemy unit carries in the city (`target`),
    taken to the thief's home planet."""
    name = "Spia Ladro"
    if command.target is not None:
        if state.map.city_at(hex_) is None:
            raise RuleError(T("santini-card-needs-city", card=card_word(name)),
                            rule=rule("Carte"))
        holder = _in_hex(card_args.unit(state, seat, command.target, name,
                                        kinds=(Kind.INFANTRY, Kind.GUARD, Kind.COMMAND,
                                               Kind.LEADER, Kind.ARMOUR, Kind.ARTILLERY,
                                               Kind.WING), own=False), hex_, name)
        if not holder.modules:
            raise RuleError(T("santini-damage-what"), rule=rule("Carte"))

        def steal_module(log: EventLog) -> None:
            holder.modules -= 1
            state.players[seat].home_modules += 1
            log.public("module_stolen", T("santini-module-stolen", seat=seat, unit=holder.id))
        return steal_module
    victim = card_args.seat(state, seat, command.seat, name)
    if command.other is None:
        raise RuleError(T("santini-thief-names-card"), rule=rule("Carte"))
    wanted = card_args.card_name(command.other)

    def steal(log: EventLog) -> None:
        hand = state.players[victim].hand
        if wanted not in hand:
            log.public("theft", T("santini-theft-tried", seat=seat, victim=victim))
            for s in (seat, victim):
                log.private(s, "theft", T("santini-theft-missed", card=card_word(wanted)))
            return
        hand.remove(wanted)
        state.players[seat].hand.append(wanted)
        log.public("theft", T("santini-theft", seat=seat, victim=victim))
        for s in (seat, victim):
            log.private(s, "theft", T("santini-theft-card", card=card_word(wanted)))
    return steal


@effect("Spia Sabotatore")
def saboteur(state: SantiniState, seat: str, command: Play, hex_: str) -> Effect:
    faction = state.players[seat].faction
    works = {"fortification": state.fortifications, "platform": state.platforms}
    here = [k for k, table in works.items()
            if hex_ in table and table[hex_].faction != faction]
    if command.work is not None:
        here = [k for k in here if k == command.work]
    if len(here) != 1:
        raise RuleError(T("santini-sabotage-what", hex=hex_), rule=rule("Carte"))
    kind = here[0]

    def destroy(log: EventLog) -> None:
        del works[kind][hex_]
        log.public("sabotage", T(f"santini-{kind}-destroyed", hex=hex_))
    return destroy
