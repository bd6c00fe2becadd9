"""Moderator repairs of a dice game: mend a position the table got wrong without replaying
it (MATERIEL: every cube, leader, marker and construction stays somewhere, once).

Each repair checks everything before it changes anything and is logged publicly; the Bene
Gesserit's guess is a secret, so the table learns only that it changed. `engine.core.repairs`
tries each on a copy first, so no repair leaves the game unsound or stuck; `REPAIRED` says
which repair mends each part of the state, or why none does.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core import Command, EventLog, RuleError
from engine.core.repairs import (
    FIXED,
    OPTIONS,
    PROGRESS,
    RESULT,
    RNG,
    STANDING,
    Reason,
    Repair,
    Repairs,
    log_secret,
    log_set,
    one_of,
    within,
)

from . import repair_commands as r
from .data import (
    DICE,
    FACTIONS,
    SHIELD,
    SNOOPER,
    SPICE_STORE_LIMIT,
    Construction,
    Die,
    Faction,
)
from .regions import put, resolve_region, take_off
from .setup import guessable, resolve_faction
from .state import DiceState, Step, Units
from .words import T, construction, factions, joined
from .words import die as die_word
from .words import face as face_word
from .words import faction as word
from .words import marker as marker_word
from .words import region as region_word


def _under_way(state: DiceState) -> None:
    """Repairs mend a game under way: the set-up is finished with `force`, an ended game
    with `undo`."""
    if state.step in (Step.CHOOSE, Step.PLACE):
        raise RuleError(T("dice-repair-setup"), hint=T("dice-repair-setup-hint"))
    if state.step == Step.ENDED:
        raise RuleError(T("dice-game-over"), hint=T("dice-repair-ended-hint"))


def _faction(state: DiceState, text: str) -> Faction:
    """A faction of this game, named by its name or its seat."""
    for seat, player in state.players.items():
        if seat.lower() == text.strip().lower() and player.faction is not None:
            return player.faction
    faction = resolve_faction(text)
    if faction not in state.factions:
        raise RuleError(T("dice-not-in-game", faction=word(faction)),
                        hint=T("dice-repair-playing", factions=factions(state.factions)))
    return faction


def _not_fighting(state: DiceState, faction: Faction, region: str | None = None) -> None:
    """The units of a battle being fought are committed from what is there: they are
    repaired once it is resolved."""
    fight = state.turn.fight
    if fight is None:
        return
    if region == fight.region or faction in (*fight.attackers, *fight.defenders):
        raise RuleError(T("dice-repair-in-battle", faction=word(faction),
                          region=region_word(fight.region)),
                        hint=T("dice-repair-after-battle"))


def set_spice(state: DiceState, command: r.SetSpice, log: EventLog) -> None:
    _under_way(state)
    faction = _faction(state, command.faction)
    if command.pool == "turn":
        if faction != state.active_faction:
            raise RuleError(T("dice-repair-turn-spice", faction=word(state.active_faction)),
                            hint=T("dice-typed", command=f"set_spice '{state.active_faction}' "
                                   "<amount> pool=turn"))
        log_set(log, "mod_spice", "the spice of the turn", state.turn.spice, command.amount,
                amount=command.amount)
        state.turn.spice = command.amount
        return
    if not FACTIONS[faction].spice_store:
        keepers = [f for f in state.factions if FACTIONS[f].spice_store]
        raise RuleError(T("dice-repair-no-marker", faction=word(faction)),
                        hint=T("dice-repair-markers", factions=factions(keepers)) if keepers
                        else T("dice-repair-markers-none"))
    within(command.amount, 0, SPICE_STORE_LIMIT, "the spice on a marker")
    player = state.player_of(faction)
    log_set(log, "mod_spice", f"the {faction}'s spice marker", player.spice_store,
            command.amount, faction=faction.value, amount=command.amount)
    player.spice_store = command.amount


def set_tokens(state: DiceState, command: r.SetTokens, log: EventLog) -> None:
    """Troops (or large cubes) in a region or on the card, from or to the reserve."""
    _under_way(state)
    faction = _faction(state, command.faction)
    on_card = command.place.strip().lower() == "card"
    region = None if on_card else resolve_region(state, command.place)
    _not_fighting(state, faction, region)
    player = state.player_of(faction)
    kind = "elite" if command.elite else "troop"
    if not getattr(FACTIONS[faction], "elite" if command.elite else "troops"):
        raise RuleError(T("dice-repair-no-large" if command.elite else "dice-repair-no-troops",
                          faction=word(faction)),
                        hint=T("dice-repair-set-troops" if command.elite
                               else "dice-repair-set-large"))
    here = player.card if region is None else state.board.get(region, {}).get(faction, Units())
    delta = command.count - getattr(here, kind)
    spare = getattr(player.reserve, kind)
    if delta > spare:
        raise RuleError(T("dice-repair-only-large" if command.elite
                          else "dice-repair-only-troops", faction=word(faction), count=spare),
                        hint=T("dice-repair-at-most", count=spare + command.count - delta))
    units = Units(**{kind: abs(delta)})
    where = T("dice-repair-on-card") if region is None else T(
        "dice-repair-in-region", region=region_word(region))
    log.public("mod_tokens", T("dice-repair-sets-large" if command.elite
                               else "dice-repair-sets-troops", faction=word(faction),
                               where=where, count=command.count), faction=faction.value,
               place=region or "card", count=command.count, elite=command.elite)
    if delta > 0:
        player.reserve -= units
        if region is None:
            player.card += units
        else:
            put(state, region, faction, units)
    elif delta < 0:
        player.reserve += units
        if region is None:
            player.card -= units
        else:
            take_off(state, region, faction, units, log)


def set_leaders(state: DiceState, command: r.SetLeaders, log: EventLog) -> None:
    _under_way(state)
    faction = _faction(state, command.faction)
    _not_fighting(state, faction)
    player = state.player_of(faction)
    total = FACTIONS[faction].leaders
    within(command.count, 0, total, f"the {faction}'s leaders on their card")
    log_set(log, "mod_leaders", f"the {faction}'s leaders on their card",
            player.leaders_card, command.count, faction=faction.value, count=command.count)
    player.leaders_card = command.count
    player.leaders_reserve = total - command.count


def set_storm(state: DiceState, command: r.SetStorm, log: EventLog) -> None:
    _under_way(state)
    log_set(log, "mod_storm", "the storm", f"zone {state.storm}", f"zone {command.zone}",
            zone=command.zone)
    state.storm = command.zone


def set_turn(state: DiceState, command: r.SetTurn, log: EventLog) -> None:
    _under_way(state)
    log_set(log, "mod_turn", "the turn marker", state.round, command.turn, turn=command.turn)
    state.round = command.turn


def set_first(state: DiceState, command: r.SetFirst, log: EventLog) -> None:
    """The order of play turns round so that the faction's seat is first; the player on
    turn keeps his turn."""
    _under_way(state)
    faction = _faction(state, command.faction)
    seat = state.seat_of(faction)
    assert seat is not None
    if state.order[0] == seat:
        raise RuleError(T("dice-repair-first-already", faction=word(faction)))
    active = state.active_seat
    start = state.order.index(seat)
    state.order = state.order[start:] + state.order[:start]
    state.active = state.order.index(active)
    log.public("mod_first", T("dice-repair-first", seat=seat, faction=word(faction),
                              order=", ".join(state.order)),
               seat=seat, order=state.order)


def set_construction(state: DiceState, command: r.SetConstruction, log: EventLog) -> None:
    _under_way(state)
    region = resolve_region(state, command.region)
    if region == state.map.polar_sink:
        raise RuleError(T("dice-repair-polar-sink"))
    fight = state.turn.fight
    if fight is not None and fight.region == region:
        raise RuleError(T("dice-repair-battle-construction", region=region_word(region)),
                        hint=T("dice-repair-after-battle"))
    old = state.constructions.get(region)
    new = None if command.construction == "none" else Construction(command.construction)
    if new == old:
        raise RuleError(T("dice-repair-holds-already", region=region_word(region),
                          construction=construction(new) if new
                          else T("dice-repair-no-construction")))
    if new is not None and new != old and not state.reserve.get(new, 0):
        held = joined([T("dice-construction-on", construction=construction(k),
                         region=region_word(where))
                       for where, k in state.constructions.items() if k == new], ", ")
        raise RuleError(T("dice-repair-none-in-reserve", construction=construction(new),
                          held=held), hint=T("dice-repair-return-first"))
    log_set(log, "mod_construction", f"the construction on {region}", old or "none",
            new or "none", region=region, construction=new.value if new else None)
    if old is not None:
        del state.constructions[region]
        state.reserve[old] += 1
    if new is not None:
        state.reserve[new] -= 1
        state.constructions[region] = new


def give_marker(state: DiceState, command: r.GiveMarker, log: EventLog) -> None:
    _under_way(state)
    faction = _faction(state, command.faction)
    if command.marker == "thumper":
        player = state.player_of(faction)
        if player.thumper:
            raise RuleError(T("dice-repair-has-thumper", faction=word(faction)))
        if not state.thumpers:
            holders = [f for f in state.factions if state.player_of(f).thumper]
            raise RuleError(T("dice-repair-no-thumper-left"),
                            hint=T("dice-repair-take-thumper-first", factions=factions(holders)))
        state.thumpers -= 1
        player.thumper = True
        log.public("mod_marker", T("dice-repair-gives-thumper", faction=word(faction)),
                   marker="thumper", faction=faction.value)
        return
    holder = state.shield if command.marker == SHIELD else state.snooper
    if holder == faction:
        raise RuleError(T("dice-why-holds-marker", faction=word(faction),
                          marker=marker_word(command.marker)))
    log.public("mod_marker", T("dice-repair-gives-marker-from" if holder
                               else "dice-repair-gives-marker", faction=word(faction),
                               marker=marker_word(command.marker),
                               holder=word(holder) if holder else ""),
               marker=command.marker, faction=faction.value)
    if command.marker == SHIELD:
        state.shield = faction
    else:
        state.snooper = faction


def take_marker(state: DiceState, command: r.TakeMarker, log: EventLog) -> None:
    _under_way(state)
    faction = _faction(state, command.faction)
    if command.marker == "thumper":
        player = state.player_of(faction)
        if not player.thumper:
            raise RuleError(T("dice-repair-holds-no-thumper", faction=word(faction)))
        player.thumper = False
        state.thumpers += 1
    else:
        holder = state.shield if command.marker == SHIELD else state.snooper
        if holder != faction:
            raise RuleError(T("dice-repair-not-holding", faction=word(faction),
                              marker=marker_word(command.marker)),
                            hint=T("dice-repair-held-by", faction=word(holder)) if holder
                            else T("dice-repair-in-reserve"))
        if command.marker == SNOOPER:
            state.snooper = None
        else:
            state.shield = None
    log.public("mod_marker", T("dice-repair-returns-marker", faction=word(faction),
                               marker=marker_word(command.marker)),
               marker=command.marker, faction=faction.value)


def set_die(state: DiceState, command: r.SetDie, log: EventLog) -> None:
    """A die of the throw being kept, turned to the face the table saw (LANCER DE DES): the
    dice act once all are kept, so a face is mended only during the roll."""
    _under_way(state)
    roll = state.roll
    if state.step != Step.ROLL or roll is None:
        raise RuleError(T("dice-repair-die-when"), hint=T("dice-repair-die-undo"))
    die = Die(command.die)
    faces = list(dict.fromkeys(DICE[die]))
    face = one_of(command.face, faces, f"a face of the {die} die")
    if roll.faces[die] == face:
        raise RuleError(T("dice-repair-die-shows", die=die_word(die), face=face_word(die, face)))
    log_set(log, "mod_die", f"the {die} die", roll.faces[die], face, die=die.value,
            face=face)
    roll.faces[die] = face


def set_guess(state: DiceState, command: r.SetGuess, log: EventLog) -> None:
    """LE PLAN ULTIME: the Bene Gesserit's secret guess, another faction or the Guild."""
    _under_way(state)
    seat = state.seat_of(Faction.BENE_GESSERIT)
    if seat is None:
        raise RuleError(T("dice-not-in-game", faction=word(Faction.BENE_GESSERIT)))
    faction = resolve_faction(command.faction)
    if faction not in guessable(state):
        raise RuleError(T("dice-guess-another"),
                        hint=T("dice-choose", choices=factions(guessable(state))))
    state.guess = faction
    log_secret(log, "mod_guess", seat, "the Bene Gesserit", "guess", faction.value,
               faction=faction.value)


REPAIRS: Mapping[type[Command], Repair] = {
    r.SetSpice: set_spice, r.SetTokens: set_tokens, r.SetLeaders: set_leaders,
    r.SetStorm: set_storm, r.SetTurn: set_turn, r.SetFirst: set_first,
    r.SetConstruction: set_construction, r.GiveMarker: give_marker,
    r.TakeMarker: take_marker, r.SetDie: set_die, r.SetGuess: set_guess,
}

REPAIRED: Repairs = {
    "options": OPTIONS,
    "map": FIXED,
    "rng": RNG,
    "order": "set_first",
    "players.*.seat": FIXED,
    "players.*.faction": Reason("chosen at set-up (MISE EN PLACE): `undo` takes it back"),
    "players.*.reserve": "set_tokens",
    "players.*.card": "set_tokens",
    "players.*.leaders_reserve": "set_leaders",
    "players.*.leaders_card": "set_leaders",
    "players.*.spice_store": "set_spice",
    "players.*.thumper": "give_marker",
    "standing": STANDING,
    "step": PROGRESS,
    "choosers": PROGRESS,
    "setups": PROGRESS,
    "storm": "set_storm",
    "board": "set_tokens",
    "constructions": "set_construction",
    "reserve": "set_construction",
    "shield": "give_marker",
    "snooper": "give_marker",
    "thumpers": "give_marker",
    "guess": "set_guess",
    "round": "set_turn",
    "active": Reason("whose turn it is: the dice pass at the end of a turn (`force` plays "
                     "it out); `set_first` keeps it"),
    "roll.faces": "set_die",
    "roll": PROGRESS,
    "turn.spice": "set_spice",
    "turn": PROGRESS,
    "winners": RESULT,
    "by_default": RESULT,
}
"""Each part of a dice game's state: the repair that mends it, or why none does."""
