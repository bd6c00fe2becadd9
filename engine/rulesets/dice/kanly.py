"""Kanly (KANLY): the Kanly die's assassins remove one troop anywhere out of the storm
(Poison: not the Poison Snooper's holder, nor the Bene Gesserit, PRANA-BINDU; Crysknife: not
the Shield's holder, nor the Fremen, LE PEUPLE DU DESERT; the Hunter-Seeker: anyone); its
markers are taken (the Shield and the Snooper from whoever holds them, a Thumper from the
common reserve, one a player). The Harkonnen may turn the die to Poison (PITER DE VRIES):
they are offered the Poison's kills besides the die's own effect."""

from __future__ import annotations

from engine.core import Command, Decision, EventLog, RuleError

from . import commands as c
from .data import FACTION_ORDER, SHIELD, SNOOPER, THUMPER, Die, Faction
from .regions import resolve_region, take_off
from .setup import resolve_faction
from .state import DiceState, Step, Units
from .words import T, Text, listing
from .words import faction as word
from .words import marker as marker_word
from .words import region as region_word

WEAPONS = ("poison", "crysknife", "hunter-seeker")
MARKERS = (SHIELD, SNOOPER, THUMPER)


def face(state: DiceState) -> str:
    assert state.roll is not None
    return state.roll.faces[Die.KANLY]


def weapons(state: DiceState) -> list[str]:
    """The assassins the active player may send: the die's, and Poison for the Harkonnen."""
    out = [face(state)] if face(state) in WEAPONS else []
    if state.active_faction == Faction.HARKONNEN and "poison" not in out:
        out.append("poison")
    return out


def immune(state: DiceState, weapon: str, faction: Faction) -> bool:
    if weapon == "poison":
        return faction in (state.snooper, Faction.BENE_GESSERIT)
    if weapon == "crysknife":
        return faction in (state.shield, Faction.FREMEN)
    return False


def targets(state: DiceState) -> list[tuple[Faction, str, bool]]:
    """Every (faction, region, large cube) one of the active player's weapons may kill."""
    out = []
    for region in state.map.names:
        if state.in_storm(region):
            continue
        for faction in FACTION_ORDER:
            units = state.board.get(region, {}).get(faction)
            if units is None or all(immune(state, w, faction) for w in weapons(state)):
                continue
            out += [(faction, region, elite) for elite, n in ((False, units.troop),
                                                             (True, units.elite)) if n]
    return out


def takeable(state: DiceState) -> bool:
    """The die shows a marker the active player may take."""
    marker = face(state)
    if marker == THUMPER:
        return state.thumpers > 0 and not state.players[state.active_seat].thumper
    if marker == SHIELD:
        return state.shield != state.active_faction
    if marker == SNOOPER:
        return state.snooper != state.active_faction
    return False


def begin(state: DiceState, log: EventLog) -> None:
    state.step = Step.KANLY


def auto(state: DiceState, log: EventLog) -> bool:
    """A marker is taken at once unless the Harkonnen might rather poison; with no one to
    kill and nothing to take, the action passes."""
    if state.step != Step.KANLY or state.turn.kanly_done:
        return False
    if targets(state):
        return False
    if takeable(state):
        _take(state, log)
    else:
        log.public("kanly", T("dice-kanly-nothing", face=marker_word(face(state)),
                              why=_unused(state)), marker=face(state))
    state.turn.kanly_done = True
    return True


def _unused(state: DiceState) -> Text:
    """Why the die neither kills nor gives a marker."""
    marker = face(state)
    reasons = [T("dice-why-no-kanly-target")] if weapons(state) else []
    if marker == THUMPER:
        reasons.append(T("dice-why-holds-thumper", seat=state.active_seat)
                       if state.players[state.active_seat].thumper
                       else T("dice-why-no-thumper-left"))
    elif marker in (SHIELD, SNOOPER):
        reasons.append(T("dice-why-holds-marker", faction=word(state.active_faction),
                         marker=marker_word(marker)))
    return listing(reasons)


def check_kanly(state: DiceState, seat: str) -> None:
    if state.step != Step.KANLY or state.turn.kanly_done:
        raise RuleError(T("dice-kanly-action"))
    if seat != state.active_seat:
        raise RuleError(T("dice-uses-kanly", seat=state.active_seat))


def kill(state: DiceState, seat: str, faction_name: str, region_name: str, elite: bool,
         log: EventLog) -> None:
    check_kanly(state, seat)
    faction = resolve_faction(faction_name)
    region = resolve_region(state, region_name)
    if (faction, region, elite) not in targets(state):
        raise RuleError(_why_not(state, faction, region, elite),
                        hint=T("dice-targets-are", targets=", ".join(
                            f"`kill '{f}' '{r}'{' elite=yes' if e else ''}`"
                            for f, r, e in targets(state)[:8])))
    weapon = next(w for w in weapons(state) if not immune(state, w, faction))
    log.public("kanly", T("dice-kanly-kills", seat=seat, weapon=marker_word(weapon),
                          faction=word(faction), region=region_word(region)),
               weapon=weapon, faction=faction.value, region=region)
    take_off(state, region, faction, Units(troop=not elite, elite=elite), log)
    owner = state.player_of(faction)
    owner.reserve += Units(troop=not elite, elite=elite)
    state.turn.kanly_done = True


def _why_not(state: DiceState, faction: Faction, region: str, elite: bool) -> Text:
    units = state.board.get(region, {}).get(faction)
    if units is None or not (units.elite if elite else units.troop):
        return T("dice-no-such-troop", faction=word(faction), region=region_word(region))
    if state.in_storm(region):
        return T("dice-kanly-storm", region=region_word(region))
    arms = weapons(state)
    return T("dice-immune", faction=word(faction),
             weapons=listing([marker_word(w) for w in arms]) if arms else T("dice-this-die"))


def take(state: DiceState, seat: str, log: EventLog) -> None:
    check_kanly(state, seat)
    if not takeable(state):
        raise RuleError(T("dice-no-marker-to-take"))
    _take(state, log)
    state.turn.kanly_done = True


def _take(state: DiceState, log: EventLog) -> None:
    marker, faction = face(state), state.active_faction
    if marker == THUMPER:
        state.thumpers -= 1
        state.players[state.active_seat].thumper = True
    elif marker == SHIELD:
        state.shield = faction
    else:
        state.snooper = faction
    log.public("kanly", T("dice-takes-marker", faction=word(faction),
                          marker=marker_word(marker)), marker=marker)


def spare(state: DiceState, seat: str, log: EventLog) -> None:
    check_kanly(state, seat)
    state.turn.kanly_done = True
    log.public("kanly", T("dice-kanly-spared", seat=seat))


def waits(state: DiceState) -> list[Decision]:
    return [Decision(seat=state.active_seat, kind="kanly",
                     prompt=T("dice-prompt-kanly", face=marker_word(face(state))),
                     default={"name": "spare"})]


def candidates(state: DiceState, seat: str) -> list[Command]:
    out: list[Command] = [c.Kill(faction=f.value, region=r, elite=e)
                          for f, r, e in targets(state)]
    if takeable(state):
        out.append(c.Take())
    return [*out, c.Spare()]
